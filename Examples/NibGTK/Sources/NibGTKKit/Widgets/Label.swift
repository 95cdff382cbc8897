import CGtk4
import NibKit

/// `UILabel`: a `GtkLabel` with the document's text, font, color and
/// alignment, centred vertically in its frame as UIKit draws it.
///
/// ```swift
/// let label = Label()
/// label.text = "Hello"
/// ```
@MainActor
public final class Label: GtkView {
    /// The text.
    public var text = ""
    /// The text color; the system label color when nil.
    public var textColor: Color?
    /// The font.
    public var font: FontDescription?
    /// `left`, `center`, `right`, `natural` or `justified`.
    public var textAlignment: String?
    /// The most lines shown; 0 for as many as fit.
    public var numberOfLines = 1
    /// Whether the text is dimmed, with GTK's `dim-label` style.
    public var isDimmed = false

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("text", \Label.text),
            KeyBinding("textColor", \Label.textColor),
            KeyBinding("fontDescription", \Label.font),
            KeyBinding("textAlignment", \Label.textAlignment),
            KeyBinding("numberOfLines", \Label.numberOfLines),
            KeyBinding("dim", \Label.isDimmed),
        ]
    }

    public override func makeWidget() -> WidgetPointer { gtk_label_new(text) }

    public override var subviewContainer: WidgetPointer? { nil }

    public override func configureWidget() {
        LabelStyle.apply(to: widget, alignment: textAlignment, lines: numberOfLines)
        if isDimmed { gtk_widget_add_css_class(widget, "dim-label") }
    }

    public override var styleDeclarations: [(String, String)] {
        super.styleDeclarations + [("color", (textColor ?? Color(red: 0, green: 0, blue: 0)).css)]
            + (font ?? FontDescription(type: "system", pointSize: 17)).cssDeclarations
    }
}
