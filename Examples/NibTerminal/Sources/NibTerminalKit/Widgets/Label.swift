import Foundation
import NibKit

/// Read-only text, wrapped at spaces to the label's width and cut at its
/// height: NibKit-format class `Label`, Interface Builder's `UILabel`.
///
/// ```xml
/// <object id="greetingLabel" class="Label">
///   <rect key="frame" x="2" y="10" width="66" height="1"/>
///   <string key="text">Type a name, pick a colour, press Greet.</string>
/// </object>
/// ```
public final class Label: View {
    /// The text shown.
    public var text = ""
    /// Whether the text is drawn faint, as hints are.
    public var isDim = false

    public override class var keyBindings: [KeyBinding] {
        super.keyBindings + [
            KeyBinding("text", \Label.text),
            KeyBinding("dim", \Label.isDim),
        ]
    }

    public override func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let frame = cellFrame
        for (row, line) in Self.wrap(text, width: frame.width).prefix(frame.height).enumerated() {
            canvas.draw(
                line, at: origin.offset(by: CellPoint(x: 0, y: row)), style: isDim ? .dim : [], limit: frame.width)
        }
    }

    /// The lines `text` takes at `width` columns, breaking at spaces when it
    /// can and inside a word that is longer than a line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if candidate.count <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line = String(word)
        }
        lines.append(line)
        return lines
    }
}
