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
    public internal(set) weak var owningView: View?
    /// The guide's name, such as `UIViewSafeAreaLayoutGuide`.
    public var identifier: String?
    /// For the top and bottom guides of a view controller: `top` or `bottom`.
    public var guideType: String?

    /// The keys Interface Builder writes on a layout guide: `identifier`, and
    /// `type` for a view controller's top or bottom guide (``guideType``).
    public static var keyBindings: [KeyBinding] {
        [
            KeyBinding("identifier", \LayoutGuide.identifier),
            KeyBinding("type", \LayoutGuide.guideType),
        ]
    }
}
