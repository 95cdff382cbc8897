import CGtk4
import NibKit

/// `UIStackView` drawn by GTK: a `GtkFixed` whose arranged subviews sit
/// where the model's axis, distribution, alignment and spacing put them
/// (``StackArrangement``).
///
/// ```swift
/// stack.arrangement.frames(in: stack.frame.size, frames: stack.subviews.map(\.frame), hidden: [false, false])
/// ```
@MainActor
public final class GtkUIStackView: UIStackView, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// A `GtkFixed`.
    public func makeWidget() -> WidgetPointer { gtk_fixed_new() }

    /// The fixed itself.
    public var subviewContainer: WidgetPointer? { widget }

    /// How the stack arranges its subviews, from the model's values.
    public var arrangement: StackArrangement {
        let cross: StackArrangement.CrossAlignment
        switch alignment {
        case .fill: cross = .fill
        case .center: cross = .center
        case .trailing, .bottom, .lastBaseline: cross = .trailing
        default: cross = .leading
        }
        let fill: StackArrangement.Fill
        switch distribution {
        case .fill: fill = .fillLast
        case .fillEqually: fill = .equally
        case .fillProportionally: fill = .proportionally
        case .equalSpacing, .equalCentering: fill = .equalSpacing
        }
        return StackArrangement(isVertical: axis == .vertical, spacing: spacing, alignment: cross, fill: fill)
    }
}
