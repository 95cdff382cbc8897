import Foundation

@testable import NibKitCore
@testable import NibKitLoader

/// The internal model's values as short text, so that a stage test states
/// the whole value it expects in one line (`TemplateValue` and
/// `DocumentValue` are not `Equatable`).
///
/// Numbers drop a zero fraction (`320`, `0.5`); a string is quoted; an
/// object reference of a template is `#index`; a document's nested object
/// is `object(id: class)`, its reference `ref(id)`, its untyped attribute
/// text `text(…)`; a nested nib `nib(N objects)`.
enum ModelText {
    static func text(_ value: TemplateValue) -> String {
        switch value {
        case .string(let string): return "\"\(string)\""
        case .integer(let integer): return "\(integer)"
        case .real(let real): return number(real)
        case .bool(let bool): return "\(bool)"
        case .point(let point): return "point(\(number(point.x)) \(number(point.y)))"
        case .size(let size): return "size(\(number(size.width)) \(number(size.height)))"
        case .rect(let rect):
            return
                "rect(\(number(rect.origin.x)) \(number(rect.origin.y)) \(number(rect.size.width)) \(number(rect.size.height)))"
        case .color(let color): return "color(\(color))"
        case .font(let font): return "font(\(font.name ?? font.type ?? "?") \(font.pointSize.map(number) ?? "?"))"
        case .insets(let insets):
            return
                "insets(\(number(insets.top)) \(number(insets.left)) \(number(insets.bottom)) \(number(insets.right)))"
        case .null: return "nil"
        case .object(let index): return "#\(index)"
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "{" + entries.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
        case .resource(let index): return "resource#\(index)"
        case .nib(let template): return "nib(\(template.objects.count) objects)"
        }
    }

    static func text(_ value: DocumentValue) -> String {
        switch value {
        case .plain(let plain): return text(plain)
        case .attributeText(let attribute): return "text(\(text(attribute)))"
        case .reference(let id, _): return "ref(\(id))"
        case .object(let object): return "object(\(object.id): \(object.className ?? "-"))"
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "{" + entries.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
        case .resource(let kind, let name, _): return "\(kind.rawValue)(\(name))"
        case .nib(let document): return "nib(\(document.objectCount) objects)"
        }
    }

    /// An object's properties as `key=value`, in order.
    static func properties(of object: DocumentObject) -> [String] {
        object.properties.map { "\($0.key)=\(text($0.value))" }
    }

    /// A template object's properties as `key=value`, in order.
    static func properties(of object: TemplateObject) -> [String] {
        object.properties.map { "\($0.key)=\(text($0.value))" }
    }

    /// A connection of a document as one line: `outlet view→form`,
    /// `collection fields→a`, `action login:→owner@touchUpInside`, `segue show→vc`.
    static func text(_ connection: DocumentConnection) -> String {
        switch connection.kind {
        case .outlet(let property, let destination): return "outlet \(property)→\(destination)"
        case .outletCollection(let property, let destination): return "collection \(property)→\(destination)"
        case .action(let selector, let target, let event):
            return "action \(selector)→\(target ?? "nil")" + (event.map { "@\($0)" } ?? "")
        case .segue(let destination, let kind, let identifier, _, _, _):
            return "segue \(kind ?? "-")→\(destination)" + (identifier.map { " '\($0)'" } ?? "")
        case .binding(let name, let destination, let keyPath, _): return "binding \(name)→\(destination).\(keyPath)"
        }
    }

    /// A connection of a template as one line, with indices: `outlet view 0→2`.
    static func text(_ connection: TemplateConnection) -> String {
        "\(connection.kind.rawValue) \(connection.name) \(connection.source)→\(connection.destination.map(String.init) ?? "nil")"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
