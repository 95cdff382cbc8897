import CGtk4
import Foundation
import NibKit

/// `NSPopUpButton` drawn by GTK: a `GtkDropDown` of its menu's items that
/// keeps ``NSPopUpButton/indexOfSelectedItem`` and sends the action when the
/// user chooses another.
///
/// ```swift
/// popUp.selectItem(at: 2)  // indexOfSelectedItem 2, the action sent
/// ```
@MainActor
public final class GtkNSPopUpButton: NSPopUpButton, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
    /// The widget the view made and the window showing it.
    public let gtkState = GtkViewState()

    public override var canBecomeFirstResponder: Bool { true }

    /// The titles the drop-down offers: the menu's items but separators.
    public var titles: [String] { itemArray.filter { !$0.isSeparatorItem }.map(\.title) }

    /// A `GtkDropDown` of the titles.
    public func makeWidget() -> WidgetPointer {
        // GTK copies the strings; the C array lives only for the call.
        let strings = titles.map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        return gtk_drop_down_new_from_strings(strings.map { $0.map { UnsafePointer($0) } })
    }

    /// The selected item, and the signal that follows the choice.
    public func configureWidget() {
        if indexOfSelectedItem < 0 && !titles.isEmpty { indexOfSelectedItem = 0 }
        if indexOfSelectedItem >= 0 { gtk_drop_down_set_selected(widget.opaque, guint(indexOfSelectedItem)) }
        SignalHandler.connect(widget.object, "notify::selected", hasParameter: true) { [weak self] in
            self?.didChoose()
        }
    }

    private func didChoose() {
        let selected = gtk_drop_down_get_selected(widget.opaque)
        let index = selected == guint(GTK_INVALID_LIST_POSITION) ? -1 : Int(selected)
        guard index != indexOfSelectedItem else { return }
        indexOfSelectedItem = index
        send([.primaryActionTriggered])
    }

    /// Chooses item `index` in the drop-down, as the user does.
    public func chooseItem(at index: Int) {
        gtk_drop_down_set_selected(widget.opaque, guint(index))
    }

    /// Chooses the next item, wrapping.
    @discardableResult
    public func activate() -> Bool {
        let count = titles.count
        guard count > 0 else { return false }
        chooseItem(at: (indexOfSelectedItem + 1) % count)
        return true
    }
}
