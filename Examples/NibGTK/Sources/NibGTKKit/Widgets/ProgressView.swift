import CGtk4
import NibKit

/// `UIProgressView`: a `GtkProgressBar` filled to ``progress``.
///
/// ```swift
/// // <progressView progress="0.5">
/// progressView.progress  // 0.5
/// ```
@MainActor
public final class ProgressView: GtkView {
    /// How far along, from 0 to 1.
    public var progress = 0.0

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("progress", \ProgressView.progress)]
    }

    public override func makeWidget() -> WidgetPointer { gtk_progress_bar_new() }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        gtk_progress_bar_set_fraction(widget.opaque, min(max(progress, 0), 1))
    }
}
