import Foundation

/// One line of `nib-gtk --layout-json`: a GTK view, its document class, its
/// widget's GTK class and its rectangle relative to the root view's top-left
/// corner, in points.
///
/// ```swift
/// document.layout.first  // id "i5M-Pr-FkT", class "UIView", gtkClass "GtkFixed", 0, 0, 320 × 240
/// ```
public struct LayoutEntry: Equatable, Sendable {
    /// The view's id in the document.
    public let id: String
    /// The class the document names (`UIButton`).
    public let className: String
    /// The GTK class of its widget (`GtkButton`).
    public let gtkClassName: String
    /// Its rectangle relative to the root view's top-left corner.
    public let frame: CGRect

    /// Creates an entry.
    public init(id: String, className: String, gtkClassName: String, frame: CGRect) {
        self.id = id
        self.className = className
        self.gtkClassName = gtkClassName
        self.frame = frame
    }

    /// `{"views": [...]}`, one view a line, keys in the documented order.
    public static func json(_ entries: [LayoutEntry]) -> String {
        func string(_ text: String) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case let control where control.value < 0x20:
                    escaped += String(format: "\\u%04x", control.value)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return "\"\(escaped)\""
        }
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
        }
        let lines = entries.map { entry in
            "    {\"id\": \(string(entry.id)), \"class\": \(string(entry.className)), "
                + "\"gtkClass\": \(string(entry.gtkClassName)), \"x\": \(number(entry.frame.minX)), "
                + "\"y\": \(number(entry.frame.minY)), \"width\": \(number(entry.frame.width)), "
                + "\"height\": \(number(entry.frame.height))}"
        }
        return "{\"views\": [\n" + lines.joined(separator: ",\n") + "\n]}"
    }
}
