import CGtk4
import Foundation
import NibKit

/// `NSTextField` drawn by GTK: a `GtkEntry` when the cell is editable, else
/// a `GtkLabel` (a label in Interface Builder is a non-editable text field).
///
/// The model's ``NSControl/stringValue`` follows what the user types, and
/// setting the `value` key (as a Cocoa binding does) changes the widget's
/// text. Enter in an editable field sends the action through the control's
/// target-action.
///
/// ```swift
/// try field.setValue("Signed out", forKey: "value")  // the label shows it
/// ```
@MainActor
public final class GtkNSTextField: NSTextField, GtkView, @MainActor NibActionPerforming, @MainActor NibAwaking {
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

    private var valueObservation: KeyValueObservation?

    /// Shows the model's ``NSControl/stringValue`` in the widget, as a
    /// change of the `value` key (a Cocoa binding's, or `setValue(_:forKey:)`'s) does.
    public func showStringValue() {
        guard hasWidget else { return }
        if isEditable {
            if String(cString: gtk_editable_get_text(widget.opaque)) != stringValue {
                gtk_editable_set_text(widget.opaque, stringValue)
            }
        } else {
            gtk_label_set_text(widget.opaque, stringValue)
        }
    }

    /// A `GtkEntry` when editable, else a `GtkLabel`.
    public func makeWidget() -> WidgetPointer {
        isEditable ? gtk_entry_new() : gtk_label_new(stringValue)
    }

    /// Alignment and, for an entry, its text, placeholder and signals; a
    /// change of the `value` key reaches the widget.
    public func configureWidget() {
        valueObservation = observe("value") { [weak self] change in
            if change.kind == .didChange { self?.showStringValue() }
        }
        guard isEditable else {
            LabelStyle.apply(to: widget, alignment: alignment, lines: 1)
            return
        }
        EntryStyle.apply(to: widget, text: stringValue, placeholder: placeholderString, alignment: alignment)
        SignalHandler.connect(widget.object, "changed") { [weak self] in
            guard let self else { return }
            self.stringValue = String(cString: gtk_editable_get_text(self.widget.opaque))
        }
        SignalHandler.connect(widget.object, "activate") { [weak self] in self?.send([.primaryActionTriggered]) }
    }

    /// Emits GTK's "activate" on an editable field, as Enter does.
    @discardableResult
    public func activate() -> Bool {
        guard isEditable else { return false }
        nibgtk_signal_emit(widget.object, "activate")
        return true
    }

    /// The cell's text color, background (when it draws one) and font.
    public var styleDeclarations: [(String, String)] {
        var declarations = viewStyleDeclarations
        if let textColor { declarations.append(("color", textColor.css)) }
        if let background = (cell as? NSTextFieldCell)?.backgroundColor, drawsBackground {
            declarations.append(("background-color", background.css))
        }
        return declarations + (font?.cssDeclarations ?? [])
    }
}
