/// A rectangle that takes part in layout without being a view: NibKit's
/// `UILayoutGuide` and `NSLayoutGuide`, registered by default under those
/// names and under `_UILayoutGuide`, the top and bottom layout guides
/// (`UILayoutSupport`) of older storyboards.
///
/// Interface Builder gives a view its safe area as
/// `<viewLayoutGuide key="safeArea" id="…"/>`; the view adopts it as its
/// ``View/safeAreaLayoutGuide`` and becomes its owning view. Constraints name
/// guides as their items like any view.
///
/// ```swift
/// let guide = view.safeAreaLayoutGuide
/// guide?.owningView === view // true
/// ```
public final class LayoutGuide: NibObject, NibKeyValueCoding {
    /// The view the guide belongs to.
    ///
    /// A view adopts the guides an archive gives it; a guide made in code,
    /// such as a stack view's spacer, is given its view here.
    public weak var owningView: View?
    /// The guide's name, such as `UIViewSafeAreaLayoutGuide`.
    public var identifier: String?
    /// For the top and bottom guides of a view controller: `top` or `bottom`.
    public var guideType: String?
    /// The name the archive gives the guide's class, `UILayoutGuide` for a
    /// guide made in code.
    private var archiveClassName = "UILayoutGuide"

    /// Creates a guide with no owning view, named `UILayoutGuide`.
    public required init() { super.init() }

    /// Creates a guide of an archive, named as the archive names its class.
    public required init(coder: NibCoder) throws {
        archiveClassName = coder.className
        try super.init(coder: coder)
    }

    /// The class the archive names, `UILayoutGuide`, `NSLayoutGuide` or
    /// `_UILayoutGuide` (a view controller's top or bottom guide), in
    /// descriptions and diagnostics.
    public override var nibClassName: String { archiveClassName }

    /// The identifier, the type of a view controller's guide and the class of
    /// the owning view, when the guide has them:
    /// `<UILayoutGuide: identifier = "UIViewSafeAreaLayoutGuide"; owningView = UIView>`.
    public override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let identifier { fields.append(("identifier", ObjectDescription.text(identifier))) }
        if let guideType { fields.append(("type", guideType)) }
        if let owningView { fields.append(("owningView", owningView.nibClassName)) }
        return fields
    }

    /// The keys Interface Builder writes on a layout guide: `identifier`, and
    /// `type` for a view controller's top or bottom guide (``guideType``).
    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("identifier", \LayoutGuide.identifier),
            KeyBinding("type", \LayoutGuide.guideType),
        ]
    }
}
