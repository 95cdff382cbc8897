import Foundation
import NibKit

/// Read-only text: UIKit's `UILabel` on the terminal, also named `Label` in
/// NibKit's format.
///
/// It draws the label's `text`, wrapped at spaces to its width, on as many
/// lines as its `numberOfLines` allows (every line of its height when that
/// is 0), faint while it is not `isEnabled`. The toolkit adds one key,
/// `dim`, for text drawn faint, as hints are.
///
/// ```xml
/// <object id="statusLabel" class="Label">
///   <rect key="frame" x="3" y="11" width="64" height="2"/>
///   <integer key="numberOfLines" value="2"/>
///   <string key="text">Type a name, pick a colour, press Greet.</string>
/// </object>
/// ```
public final class Label: UILabel, TerminalView, NibKeyValueCoding {
    /// Whether the text is drawn faint, as hints are.
    public var isDim = false

    /// The key the toolkit adds to `UILabel`'s: `dim`.
    public static var keyBindings: [KeyBinding] {
        [KeyBinding("dim", \Label.isDim)]
    }

    /// The lines drawn: the text wrapped to the width, cut at the height and
    /// at `numberOfLines`.
    public var lines: [String] {
        let frame = cellFrame
        let limit = numberOfLines > 0 ? min(numberOfLines, frame.height) : frame.height
        return Array(Self.wrap(text ?? "", width: frame.width).prefix(max(0, limit)))
    }

    /// Draws ``lines``, faint when the label is dim or not enabled.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let style: Canvas.Style = isDim || !isEnabled ? .dim : []
        for (row, line) in lines.enumerated() {
            canvas.draw(line, at: origin.offset(by: CellPoint(x: 0, y: row)), style: style, limit: cellFrame.width)
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
