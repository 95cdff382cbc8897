import CGtk4
import NibKit

/// `UIStackView` drawn by GTK: a `GtkFixed` whose arranged subviews sit
/// where the model's axis, distribution, alignment and spacing put them.
///
/// The constraints that arrange them are the ones NibKit's layout engine
/// generates for every `UIStackView` (`GeneratedLayoutProviding`), solved
/// with the rest of the window; the widget only holds the subviews'
/// widgets at the frames the engine computes.
///
/// ```swift
/// stack.generatedLayout().constraints.count  // what the engine solves for it
/// ```
@MainActor
public final class GtkUIStackView: UIStackView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkFixed`.
    public func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// The fixed itself.
    public var subviewContainer: WidgetPointer? { widget }
}
