import CGtk4
import NibKit

/// `UIActivityIndicatorView`: a `GtkSpinner`, spinning while ``isAnimating``.
///
/// ```swift
/// // <activityIndicatorView animating="YES" style="medium">
/// indicator.isAnimating  // true
/// ```
@MainActor
public final class ActivityIndicatorView: GtkView {
    /// Whether the indicator spins.
    public var isAnimating = false
    /// UIKit's style: `medium`, `large`, ….
    public var style: String?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("animating", \ActivityIndicatorView.isAnimating),
            KeyBinding("style", \ActivityIndicatorView.style),
        ]
    }

    public override func makeWidget() -> WidgetPointer { gtk_spinner_new() }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        gtk_spinner_set_spinning(widget.opaque, isAnimating ? 1 : 0)
    }
}
