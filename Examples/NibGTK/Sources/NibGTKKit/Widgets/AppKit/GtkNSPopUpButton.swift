import CGtk4
import Foundation
import NibKit

/// `NSPopUpButton` drawn by GTK: a `GtkDropDown` of its menu's items that
/// keeps ``NSPopUpButton/indexOfSelectedItem`` and sends the action when the
/// user chooses another.
///
/// A separator is in the menu's items but not in the drop-down, so the
/// drop-down's positions skip it.
///
/// ```swift
/// popUp.chooseItem(atPosition: 2)  // indexOfSelectedItem 2 without separators, the action sent
/// ```
@MainActor
public final class GtkNSPopUpButton: NSPopUpButton, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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

    public override var canBecomeFirstResponder: Bool { true }

    /// The indices in ``NSPopUpButton/itemArray`` of the items the drop-down
    /// offers, in its order: every item but separators.
    private var offeredIndices: [Int] { itemArray.indices.filter { !itemArray[$0].isSeparatorItem } }

    /// The titles the drop-down offers: the menu's items but separators.
    public var titles: [String] { offeredIndices.map { itemArray[$0].title } }

    /// A `GtkDropDown` of the titles.
    public func makeWidget() -> WidgetPointer {
        // GTK copies the strings; the C array lives only for the call.
        let strings = titles.map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        return gtk_drop_down_new_from_strings(strings.map { $0.map { UnsafePointer($0) } })
    }

    /// The selected item (the first offered one when none is), and the
    /// signal that follows the choice.
    public func configureWidget() {
        let offered = offeredIndices
        if !offered.contains(indexOfSelectedItem), let first = offered.first { indexOfSelectedItem = first }
        if let position = offered.firstIndex(of: indexOfSelectedItem) {
            gtk_drop_down_set_selected(widget.opaque, guint(position))
        }
        SignalHandler.connect(widget.object, "notify::selected", hasParameter: true) { [weak self] in
            self?.didChoose()
        }
    }

    private func didChoose() {
        let selected = gtk_drop_down_get_selected(widget.opaque)
        let offered = offeredIndices
        let position = selected == guint(GTK_INVALID_LIST_POSITION) ? -1 : Int(selected)
        let index = offered.indices.contains(position) ? offered[position] : -1
        guard index != indexOfSelectedItem else { return }
        indexOfSelectedItem = index
        send([.primaryActionTriggered])
    }

    /// Chooses the item at `position` among the offered ones (separators
    /// skipped) in the drop-down, as the user does.
    public func chooseItem(atPosition position: Int) {
        guard titles.indices.contains(position) else { return }
        gtk_drop_down_set_selected(widget.opaque, guint(position))
    }

    /// Chooses the next offered item, wrapping.
    @discardableResult
    public func activate() -> Bool {
        let offered = offeredIndices
        guard !offered.isEmpty else { return false }
        let position = offered.firstIndex(of: indexOfSelectedItem) ?? -1
        chooseItem(atPosition: (position + 1) % offered.count)
        return true
    }
}
