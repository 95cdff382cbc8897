import CGtk4
import NibKit

/// `UIView` drawn by GTK: a `GtkFixed` whose children are the widgets of the
/// view's subviews, each at its frame (``WindowHost`` places them).
///
/// It is also the class to subclass for a UIKit view of one's own that GTK
/// draws: override ``makeWidget()`` and ``configureWidget()``, and return nil
/// from ``subviewContainer`` when the widget holds no children.
///
/// ```swift
/// @MainActor
/// final class Spinner: GtkUIView {
///     override func makeWidget() -> WidgetPointer { gtk_spinner_new() }
///     override var subviewContainer: WidgetPointer? { nil }
/// }
/// ```
@MainActor
open class GtkUIView: UIView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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

    /// The view's background and its layer's corners and border.
    open var styleDeclarations: [(String, String)] { viewStyleDeclarations }

    /// False: a plain view is no control.
    @discardableResult
    open func activate() -> Bool { false }
}
