import Foundation
import NibKitCore

/// The entries of the dictionary an Interface Builder element NibKit reads
/// generically becomes (a button's `<state>`, a `<buttonConfiguration>`),
/// read by type: an attribute may arrive as text, so a number or a flag is
/// also read from its spelling.
struct ArchivedEntries {
    let entries: [String: Any]

    init?(_ value: Any) {
        guard let entries = value as? [String: Any] else { return nil }
        self.entries = entries
    }

    func string(_ key: String) -> String? { entries[key] as? String }
    func color(_ key: String) -> Color? { entries[key] as? Color }
    func font(_ key: String) -> FontDescription? { entries[key] as? FontDescription }
    func image(_ key: String) -> UIImage? { entries[key].flatMap { UIImage(nibValue: $0) } }
    func dictionary(_ key: String) -> ArchivedEntries? { entries[key].flatMap { ArchivedEntries($0) } }

    func number(_ key: String) -> CGFloat? {
        switch entries[key] {
        case let value as Int: CGFloat(value)
        case let value as Double: CGFloat(value)
        case let value as String: Double(value).map { CGFloat($0) }
        default: nil
        }
    }

    /// A `<value type="size" width=... height=...>`'s entries as a size, or nil.
    var size: CGSize? {
        guard let width = number("width"), let height = number("height") else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `size` as the entries of a `<value type="size" width=... height=...>`,
    /// the reading side of ``size``; empty for no size.
    static func dictionary(of size: CGSize?) -> [String: Any] {
        guard let size else { return [:] }
        return ["type": "size", "width": Double(size.width), "height": Double(size.height)]
    }

    func flag(_ key: String) -> Bool? {
        switch entries[key] {
        case let value as Bool: value
        case "YES" as String: true
        case "NO" as String: false
        default: nil
        }
    }

    /// The case the entry names, `fallback` when there is no entry, and nil
    /// when the entry names no case (the value is then refused).
    func enumeration<Value: RawRepresentable>(_ key: String, default fallback: Value) -> Value?
    where Value.RawValue == String {
        guard let text = entries[key] as? String else { return fallback }
        return Value(rawValue: text)
    }
}
