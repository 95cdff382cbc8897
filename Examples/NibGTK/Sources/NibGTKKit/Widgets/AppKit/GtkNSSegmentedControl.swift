import CGtk4
import Foundation
import NibKit

/// `NSSegmentedControl` drawn by GTK: a linked row of `GtkToggleButton`s,
/// one a segment of the cell, that keeps ``NSSegmentedControl/selectedSegment``
/// and sends the action when the user picks another.
///
/// ```swift
/// segmented.select(1)  // selectedSegment 1, the action sent
/// ```
@MainActor
public final class GtkNSSegmentedControl: NSSegmentedControl, GtkView, @MainActor NibActionPerforming,
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

    /// The segments' labels.
    public var titles: [String] { (0..<segmentCount).map { label(forSegment: $0) ?? "" } }

    /// A linked box.
    public func makeWidget() -> WidgetPointer { SegmentButtons.makeBox() }

    /// One toggle button a segment, the selected one active.
    public func configureWidget() {
        segmentButtons.fill(widget, titles: titles, selected: selectedSegment) { [weak self] index in
            guard let self, index != self.selectedSegment else { return }
            self.selectedSegment = index
            self.send([.primaryActionTriggered])
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
        return segmentButtons.selectNext(after: selectedSegment)
    }
}
