import CGtk4
import NibKit

/// `NSStackView` drawn by GTK: a `GtkFixed` whose views sit where the
/// model's orientation, distribution, alignment and spacing put them, top
/// first.
///
/// The constraints that arrange them are the ones NibKit's layout engine
/// generates for every `NSStackView` (`GeneratedLayoutProviding`), solved
/// with the rest of the window; the widget only holds the views' widgets at
/// the frames the engine computes.
///
/// ```swift
/// stack.generatedLayout().constraints.count  // what the engine solves for it
/// ```
@MainActor
public final class GtkNSStackView: NSStackView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// Flipped: a stack's first view is at its top.
    public static var isFlipped: Bool { true }

    /// A `GtkFixed`.
    public func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// The fixed itself.
    public var subviewContainer: WidgetPointer? { widget }
}
