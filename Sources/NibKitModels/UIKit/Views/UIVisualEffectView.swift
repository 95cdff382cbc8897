import NibKitLoader

/// A view that blurs or vibrates what is behind it, as UIKit's
/// `UIVisualEffectView`: its effect and the content view its subviews go in.
open class UIVisualEffectView: UIView {
    /// The effect, or nil for none.
    public var effect: Effect?
    /// The view that holds the content; a subview of this view.
    public private(set) var contentView: UIView?

    /// A visual effect: Interface Builder's `<blurEffect>` or `<vibrancyEffect>`.
    public struct Effect: NibValueConvertible, Hashable, Sendable {
        /// The effect's style, as Interface Builder spells it (`regular`,
        /// `light`, `dark`, `systemMaterial`...), or nil.
        public var style: String?

        /// An effect of this style.
        public init(style: String?) { self.style = style }

        /// Reads the dictionary an effect element becomes.
        public init?(nibValue: Any) {
            guard let entries = ArchivedEntries(nibValue) else { return nil }
            style = entries.string("style")
        }
    }

    private func adoptContentView(_ view: UIView?) {
        contentView?.removeFromSuperview()
        contentView = view
        if let view { insertSubview(view, at: 0) }
    }

    /// The keys of Interface Builder's `<visualEffectView>`: `effect` and
    /// `contentView` (made a subview).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("effect", \UIVisualEffectView.effect),
            KeyBinding("contentView", \UIVisualEffectView.contentView) { $0.adoptContentView($1) },
        ]
    }
}
