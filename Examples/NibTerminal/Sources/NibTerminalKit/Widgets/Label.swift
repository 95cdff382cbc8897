import Foundation
import NibKit

/// Read-only text: UIKit's `UILabel` on the terminal, also named `Label` in
/// NibKit's format.
///
/// It draws the label's `text`, wrapped at spaces to its width, on as many
/// lines as its `numberOfLines` allows (every line of its height when that
/// is 0), aligned as its `textAlignment` says, faint while it is not
/// `isEnabled`. The toolkit adds one key,
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

    /// The cells the text needs: its longest line's length by its number of
    /// lines (at least one), the text split at its line breaks and cut at
    /// `numberOfLines`. The layout engine reads it for a label that
    /// constraints place.
    public override var intrinsicContentSize: CGSize {
        var textLines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines > 0 { textLines = Array(textLines.prefix(numberOfLines)) }
        let width = textLines.map(\.count).max() ?? 0
        return CGSize(width: Double(width), height: Double(max(1, textLines.count)))
    }

    /// The lines drawn: the text wrapped to the width, cut at the height and
    /// at `numberOfLines`.
    public var lines: [String] {
        let frame = cellFrame
        let limit = numberOfLines > 0 ? min(numberOfLines, frame.height) : frame.height
        return Array(Self.wrap(text ?? "", width: frame.width).prefix(max(0, limit)))
    }

    /// Draws ``lines`` aligned as `textAlignment` says (centered, at the
    /// right, else at the left), faint when the label is dim or not enabled.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let width = cellFrame.width
        let style: Canvas.Style = isDim || !isEnabled ? .dim : []
        for (row, line) in lines.enumerated() {
            let space = max(0, width - line.count)
            let indent =
                switch textAlignment {
                case .center: space / 2
                case .right: space
                case .left, .justified, .natural: 0
                }
            canvas.draw(line, at: origin.offset(by: CellPoint(x: indent, y: row)), style: style, limit: width - indent)
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
