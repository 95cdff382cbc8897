import CGtk4
import NibKit

/// `NSPopUpButton`: a `GtkDropDown` of its cell's menu's item titles,
/// showing the item whose title is the cell's (Interface Builder writes the
/// selected item's title there), which sends `primaryActionTriggered`
/// (AppKit's action) when another item is chosen.
///
/// ```swift
/// // <popUpButtonCell key="cell" title="Small"><menu key="menu"><items><menuItem title="Small"/>…
/// popUp.titles  // ["Small", "Large"]
/// ```
@MainActor
public final class PopUpButton: GtkView, Control {
    /// The cell, whose menu holds the items.
    public var cell: Cell?
    /// The chosen item's index, or -1 for none.
    public private(set) var indexOfSelectedItem = -1

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [KeyBinding("cell", \PopUpButton.cell)]
    }

    /// The items offered: the menu's items that are not separators.
    private var items: [MenuItem] { cell?.menu?.items.filter { !$0.isSeparatorItem } ?? [] }

    /// The titles of the items offered.
    public var titles: [String] { items.map(\.title) }

    public override var canBecomeFirstResponder: Bool { true }

    public override func makeWidget() -> WidgetPointer {
        // GTK copies the strings; the C array lives only for the call.
        let strings = titles.map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        return gtk_drop_down_new_from_strings(strings.map { $0.map { UnsafePointer($0) } })
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        let items = items
        let selected = items.firstIndex { $0.title == cell?.title } ?? (items.isEmpty ? -1 : 0)
        indexOfSelectedItem = selected
        if selected >= 0 { gtk_drop_down_set_selected(widget.opaque, guint(selected)) }
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

    /// Chooses item `index` through GTK, as picking it from the list does.
    public func selectItem(at index: Int) {
        gtk_drop_down_set_selected(widget.opaque, guint(index))
    }

    /// Chooses the item after the selected one, as picking it does.
    public override func activate() -> Bool {
        let count = titles.count
        guard count > 0 else { return false }
        selectItem(at: (indexOfSelectedItem + 1) % count)
        return true
    }
}
