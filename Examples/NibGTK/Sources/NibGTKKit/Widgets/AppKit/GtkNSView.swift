import CGtk4
import NibKit

/// `NSView` drawn by GTK: a `GtkFixed` whose children are the widgets of the
/// view's subviews, each at its frame turned to GTK's top-left origin.
///
/// It is also the class to subclass for an AppKit view of one's own that
/// GTK draws, as ``GtkUIView`` is for UIKit.
///
/// ```swift
/// let content = try #require(window.contentView as? GtkNSView)
/// content.widget.typeName  // "GtkFixed"
/// ```
@MainActor
open class GtkNSView: NSView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// `performClick:`, through GTK; a subclass adds its own actions to these.
    open class var actionBindings: [ActionBinding] { performClickBindings }

    /// Makes the widget, now that the document's values are all set.
    open func awakeFromNib() { _ = widget }

    /// A `GtkFixed`.
    open func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// Nothing more for a plain view.
    open func configureWidget() {}

    /// The fixed itself.
    open var subviewContainer: WidgetPointer? { widget }

    /// The view's background.
    open var styleDeclarations: [(String, String)] { viewStyleDeclarations }

    /// False: a plain view is no control.
    @discardableResult
    open func activate() -> Bool { false }
}

/// `NSClipView` drawn by GTK: the `GtkFixed` of a scroll view that holds its document view.
@MainActor
public final class GtkNSClipView: NSClipView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkFixed`.
    public func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// The fixed itself.
    public var subviewContainer: WidgetPointer? { widget }
}
