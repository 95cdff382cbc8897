import CGtk4
import NibKit

/// `NSBox` drawn by GTK: a `GtkFixed` holding a `GtkFrame` of the box's
/// size with its title, under the widgets of its content view.
///
/// ```swift
/// gtk_frame_get_label(box.frameWidget?.opaque)  // "Shipping"
/// ```
@MainActor
public final class GtkNSBox: NSBox, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()
    /// The `GtkFrame` drawn under the content.
    public private(set) var frameWidget: WidgetPointer?

    /// A `GtkFixed`.
    public func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// The frame, titled unless the box shows no title.
    public func configureWidget() {
        let label = titlePosition == .noTitle || title.isEmpty ? nil : title
        guard let frame = gtk_frame_new(label) else { return }
        gtk_widget_set_size_request(frame, Int32(self.frame.width.rounded()), Int32(self.frame.height.rounded()))
        gtk_fixed_put(widget.as(GtkFixed.self), frame, 0, 0)
        frameWidget = frame
    }

    /// The fixed itself.
    public var subviewContainer: WidgetPointer? { widget }
}
