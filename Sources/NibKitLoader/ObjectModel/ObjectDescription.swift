import Foundation

/// How ``NibObject/description`` writes values, as UIKit's descriptions do:
/// numbers without a needless fraction (`20`, `0.5`), rectangles as
/// `(x y; width height)`, text in double quotes with quotes and line breaks
/// escaped, flags as `YES`.
///
/// ```swift
/// ObjectDescription.rect(CGRect(x: 20, y: 180, width: 130, height: 44))  // "(20 180; 130 44)"
/// ObjectDescription.text("Log In")                                          // "\"Log In\""
/// ```
public enum ObjectDescription {
    /// `20`, `0.5`, `-3.25`: at most six significant digits, no trailing zeros.
    public static func number(_ value: CGFloat) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%g", Double(value))
    }

    /// `(20 180; 130 44)`: the origin, then the size.
    public static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.size.width)) \(number(rect.size.height)))"
    }

    /// `(130 44)`.
    public static func size(_ size: CGSize) -> String {
        "(\(number(size.width)) \(number(size.height)))"
    }

    /// The text in double quotes, with `"`, `\` and line breaks escaped.
    public static func text(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }

    /// `YES` or `NO`.
    public static func flag(_ value: Bool) -> String { value ? "YES" : "NO" }
}
