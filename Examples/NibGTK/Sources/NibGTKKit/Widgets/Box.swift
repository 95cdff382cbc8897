import CGtk4
import NibKit

/// `NSBox`: a `GtkFixed` holding a `GtkFrame` of the box's size with its
/// title, and above it the content view where AppKit puts it.
///
/// The document gives the content view as `contentView`, not as a subview;
/// the box adopts it as its one subview so that it is laid out like any
/// other. The frame is beside the content rather than around it because a
/// `GtkFrame` moves its child by its border and title, which AppKit's
/// frames already account for.
///
/// ```swift
/// // <box title="Options"><view key="contentView">…
/// box.title  // "Options"
/// ```
@MainActor
public final class Box: GtkView {
    /// The title shown on the frame.
    public var title = ""
    /// The view inside the frame.
    public var contentView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
        }
    }
    /// AppKit's title position: `noTitle`, `atTop`, ….
    public var titlePosition: String?

    /// The `GtkFrame` drawn behind the content.
    public private(set) var frameWidget: WidgetPointer?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("title", \Box.title),
            KeyBinding("contentView", \Box.contentView),
            KeyBinding("titlePosition", \Box.titlePosition),
        ]
    }

    public override func configureWidget() {
        guard let frame = gtk_frame_new(titlePosition == "noTitle" || title.isEmpty ? nil : title) else { return }
        gtk_widget_set_size_request(frame, Int32(self.frame.width.rounded()), Int32(self.frame.height.rounded()))
        gtk_fixed_put(widget.as(GtkFixed.self), frame, 0, 0)
        frameWidget = frame
    }
}
