import NibKitLoader

/// A view that blurs or vibrates what is behind it, as UIKit's
/// `UIVisualEffectView`: its effect and the content view its subviews go in.
open class UIVisualEffectView: UIView {
    /// The effect, or nil for none.
    public var effect: Effect?
    /// The view that holds the content; a subview of this view.
    public private(set) var contentView: UIView?

    /// A visual effect: Interface Builder's `<blurEffect>` or `<vibrancyEffect>`.
    public struct Effect: Hashable, Sendable {
        /// Whether the effect blurs or makes content vibrant.
        public var kind: Kind
        /// The effect's style, as Interface Builder spells it (`regular`,
        /// `light`, `dark`, `systemMaterial`...), or nil when the document
        /// gives none NibKit reads.
        public var style: String?

        /// The two kinds of visual effect.
        public enum Kind: String, Sendable, CaseIterable {
            /// `UIBlurEffect`.
            case blur
            /// `UIVibrancyEffect`.
            case vibrancy
        }

        /// An effect of this kind and style.
        public init(kind: Kind, style: String?) {
            self.kind = kind
            self.style = style
        }
    }

    /// An effect element's value: the dictionary of its attributes, or the
    /// empty value an element Interface Builder writes without a key becomes.
    struct ArchivedEffect: NibValueConvertible {
        let style: String?

        init(style: String?) { self.style = style }

        init?(nibValue: Any) {
            if let entries = ArchivedEntries(nibValue) {
                style = entries.string("style")
            } else if nibValue is [Any] {
                style = nil
            } else {
                return nil
            }
        }
    }

    private var archivedEffect: ArchivedEffect { ArchivedEffect(style: effect?.style) }

    private func adoptContentView(_ view: UIView?) {
        contentView?.removeFromSuperview()
        contentView = view
        if let view { insertSubview(view, at: 0) }
    }

    /// The keys of Interface Builder's `<visualEffectView>`: its
    /// `blurEffect` or `vibrancyEffect`, and `contentView` (made a subview).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("blurEffect", \UIVisualEffectView.archivedEffect) {
                $0.effect = Effect(kind: .blur, style: $1.style)
            },
            KeyBinding("vibrancyEffect", \UIVisualEffectView.archivedEffect) {
                $0.effect = Effect(kind: .vibrancy, style: $1.style)
            },
            KeyBinding("contentView", \UIVisualEffectView.contentView) { $0.adoptContentView($1) },
        ]
    }
}
