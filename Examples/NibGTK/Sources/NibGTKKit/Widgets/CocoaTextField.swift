import CGtk4
import NibKit

/// `NSTextField`: a `GtkLabel` for a label, a `GtkEntry` when its cell is
/// editable, with the cell's title, font, alignment and colors.
///
/// ```swift
/// // <textField><textFieldCell key="cell" alignment="center" title="7,942,645,086">
/// ```
@MainActor
public final class CocoaTextField: GtkView, Control {
    /// The cell, which holds the text and how it looks.
    public var cell: Cell?

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("cell", \CocoaTextField.cell),
            // A Cocoa binding's `value` is the text.
            KeyBinding("value", \CocoaTextField.stringValue),
        ]
    }

    /// The text: an editable field's as typed, else the cell's title;
    /// setting it updates the widget once made.
    public var stringValue: String {
        get {
            guard hasWidget, isEditable, let text = gtk_editable_get_text(widget.opaque) else {
                return cell?.title ?? ""
            }
            return String(cString: text)
        }
        set {
            if cell == nil { cell = Cell() }
            cell?.title = newValue
            guard hasWidget else { return }
            if isEditable {
                gtk_editable_set_text(widget.opaque, newValue)
            } else {
                gtk_label_set_text(widget.opaque, newValue)
            }
        }
    }

    /// Whether the field takes typing: its cell is editable.
    public var isEditable: Bool { cell?.isEditable ?? false }

    public override func makeWidget() -> WidgetPointer {
        isEditable ? gtk_entry_new() : gtk_label_new(cell?.title ?? "")
    }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        guard isEditable else {
            LabelStyle.apply(to: widget, alignment: cell?.alignment, lines: 1)
            return
        }
        EntryStyle.apply(
            to: widget, text: cell?.title ?? "", placeholder: cell?.placeholderString, alignment: cell?.alignment)
        SignalHandler.connect(widget.object, "activate") { [weak self] in self?.send([.primaryActionTriggered]) }
    }

    /// Emits GTK's "activate" on an editable field, as Enter does.
    public override func activate() -> Bool {
        guard isEditable else { return false }
        nibgtk_signal_emit(widget.object, "activate")
        return true
    }

    public override var styleDeclarations: [(String, String)] {
        var declarations = super.styleDeclarations
        if let textColor = cell?.textColor { declarations.append(("color", textColor.css)) }
        if let background = cell?.backgroundColor, cell?.drawsBackground == true {
            declarations.append(("background-color", background.css))
        }
        return declarations + (cell?.font?.cssDeclarations ?? [])
    }
}
