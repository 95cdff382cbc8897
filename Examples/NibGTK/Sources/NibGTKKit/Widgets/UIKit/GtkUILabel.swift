import CGtk4
import Foundation
import NibKit

/// `UILabel` drawn by GTK: a `GtkLabel` with the label's text, font, color
/// and alignment, centred vertically in its frame as UIKit draws it.
///
/// ```swift
/// let label = try #require(document.object(withID: "Tny-Lb-001") as? GtkUILabel)
/// gtk_label_get_text(label.widget.opaque)  // the model's text
/// ```
@MainActor
public final class GtkUILabel: UILabel, GtkView, @MainActor NibCoding {
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
    /// Whether the text is dimmed, with GTK's `dim-label` style (NibKit's format's `dim`).
    public var isDimmed = false

    /// `dim`, a key of NibKit's format UIKit has none for.
    public static var keyBindings: [KeyBinding] { [KeyBinding("dim", \GtkUILabel.isDimmed)] }

    /// A `GtkLabel` of the text.
    public func makeWidget() -> WidgetPointer { gtk_label_new(text ?? "") }

    /// Alignment, lines and dimming.
    public func configureWidget() {
        LabelStyle.apply(to: widget, alignment: textAlignment, lines: numberOfLines)
        if isDimmed { gtk_widget_add_css_class(widget, "dim-label") }
    }

    /// The text color (the system label color when none) and the font.
    public var styleDeclarations: [(String, String)] {
        viewStyleDeclarations + [("color", (textColor ?? Color(red: 0, green: 0, blue: 0)).css)]
            + font.cssDeclarations
    }
}
