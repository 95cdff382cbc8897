import CGtk4
import NibKit

/// `UIScrollView` and `NSScrollView`: a `GtkScrolledWindow` holding a
/// `GtkFixed`, in which its subviews are placed at their frames; it scrolls
/// when they reach past its bounds.
///
/// An AppKit scroll view's document is inside its clip view, which the
/// document gives as `contentView`; the scroll view adopts it as a subview.
/// Its scrollers are held and not shown: GTK draws its own.
///
/// ```swift
/// // <scrollView><subviews><imageView …/></subviews></scrollView>
/// scrollView.subviewContainer  // the GtkFixed inside the scrolled window
/// ```
@MainActor
public final class ScrollView: GtkView {
    /// An AppKit scroll view's clip view, which holds its document view.
    public var contentView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
        }
    }
    /// An AppKit scroll view's horizontal scroller.
    public var horizontalScroller: NibObject?
    /// An AppKit scroll view's vertical scroller.
    public var verticalScroller: NibObject?

    private var content: WidgetPointer?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("contentView", \ScrollView.contentView),
            KeyBinding("horizontalScroller", \ScrollView.horizontalScroller),
            KeyBinding("verticalScroller", \ScrollView.verticalScroller),
        ]
    }

    public override func makeWidget() -> WidgetPointer { gtk_scrolled_window_new() }

    public override func configureWidget() {
        guard let fixed = gtk_fixed_new() else { return }
        gtk_scrolled_window_set_child(widget.opaque, fixed)
        content = fixed
    }

    public override var subviewContainer: WidgetPointer? {
        _ = widget
        return content
    }
}
