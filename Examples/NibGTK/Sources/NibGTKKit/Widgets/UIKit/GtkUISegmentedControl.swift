import CGtk4
import Foundation
import NibKit

/// `UISegmentedControl` drawn by GTK: a linked row of `GtkToggleButton`s,
/// one a segment, that keeps `selectedSegmentIndex` and sends
/// `valueChanged` when the user picks another.
///
/// ```swift
/// segmented.select(2)  // selectedSegmentIndex 2, valueChanged sent
/// ```
@MainActor
public final class GtkUISegmentedControl: UISegmentedControl, GtkView, @MainActor NibActionPerforming,
    @MainActor NibAwaking
{
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    /// GTK's natural size of the widget where the standard class has an
    /// intrinsic size (``GtkView/measuredIntrinsicSize(standard:)``).
    nonisolated public override var intrinsicContentSize: CGSize {
        let standard = super.intrinsicContentSize
        // The engine asks on the main actor, where every GTK view lives.
        nonisolated(unsafe) let view = self
        return MainActor.assumeIsolated { view.measuredIntrinsicSize(standard: standard) }
    }
    private var segmentButtons = SegmentButtons()

    public override var canBecomeFirstResponder: Bool { true }

    /// The segments' titles.
    public var titles: [String] { segments.map { $0.title ?? "" } }

    /// A linked box.
    public func makeWidget() -> WidgetPointer { SegmentButtons.makeBox() }

    /// One toggle button a segment, the selected one active.
    public func configureWidget() {
        segmentButtons.fill(widget, titles: titles, selected: selectedSegmentIndex) { [weak self] index in
            guard let self, index != self.selectedSegmentIndex else { return }
            self.selectedSegmentIndex = index
            self.send([.valueChanged])
        }
    }

    /// Chooses segment `index`, as a click on it does.
    public func select(_ index: Int) {
        _ = widget
        segmentButtons.select(index)
    }

    /// Chooses the next segment.
    @discardableResult
    public func activate() -> Bool {
        _ = widget
        return segmentButtons.selectNext(after: selectedSegmentIndex)
    }
}
