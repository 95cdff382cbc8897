import CGtk4
import NibKit

/// `NSStackView` drawn by GTK: a `GtkFixed` whose views sit where the
/// model's orientation, distribution, alignment and spacing put them
/// (``StackArrangement``), top-left first, as AppKit stacks them.
///
/// ```swift
/// stack.arrangement.isVertical  // true for orientation="vertical"
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

    /// How the stack arranges its views, from the model's values.
    public var arrangement: StackArrangement {
        let cross: StackArrangement.CrossAlignment
        switch alignment {
        case .centerX, .centerY: cross = .center
        case .width, .height: cross = .fill
        case .trailing, .bottom, .right: cross = .trailing
        default: cross = .leading
        }
        let fill: StackArrangement.Fill
        switch distribution {
        case .gravityAreas: fill = .packed
        case .fill: fill = .fillLast
        case .fillEqually: fill = .equally
        case .fillProportionally: fill = .proportionally
        case .equalSpacing, .equalCentering: fill = .equalSpacing
        }
        return StackArrangement(
            isVertical: orientation == .vertical, spacing: spacing, alignment: cross, fill: fill)
    }
}
