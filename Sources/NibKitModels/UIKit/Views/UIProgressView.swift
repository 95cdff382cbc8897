import NibKitCore
import NibKitLoader

/// A bar that fills as a task progresses, as UIKit's `UIProgressView`.
open class UIProgressView: UIView {
    /// How far the task is, from 0 to 1.
    public var progress: Float = 0
    /// The bar's look.
    public var progressViewStyle = Style.default
    /// The filled part's color, or nil.
    public var progressTintColor: Color?
    /// The unfilled part's color, or nil.
    public var trackTintColor: Color?

    /// A progress bar's look, as Interface Builder spells it.
    public enum Style: String, Sendable, CaseIterable {
        /// The standard bar.
        case `default`
        /// The bar of a toolbar.
        case bar
    }

    /// The keys of Interface Builder's `<progressView>`: `progress`,
    /// `progressViewStyle`, `progressTintColor` and `trackTintColor`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("progress", \UIProgressView.progress),
            KeyBinding("progressViewStyle", \UIProgressView.progressViewStyle),
            KeyBinding("progressTintColor", \UIProgressView.progressTintColor),
            KeyBinding("trackTintColor", \UIProgressView.trackTintColor),
        ]
    }
}
