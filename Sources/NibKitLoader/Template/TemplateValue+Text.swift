import Foundation

extension TemplateValue {
    /// The value on one line as NibKit's tools write it: text in Swift's
    /// quotes, numbers without a needless `.0`, geometry as
    /// `{x: 20, y: 180, width: 130, height: 44}`, a color as its name or
    /// `rgba(…)`, an object as `@` and its id, a resource as its kind and
    /// name, a nested nib as `nib(UITableViewCell, 5 objects)`.
    ///
    /// `nibtool dump` writes properties this way, and a trace's runtime
    /// attributes (``LifecycleEvent/runtimeAttribute(id:keyPath:value:)``).
    ///
    /// ```swift
    /// TemplateValue.real(8).text(in: template)                              // 8
    /// TemplateValue.string("Log In").text(in: template)                     // "Log In"
    /// TemplateValue.rect(CGRect(x: 0, y: 0, width: 10, height: 5)).text(in: template)
    /// // {x: 0, y: 0, width: 10, height: 5}
    /// ```
    public func text(in template: NibTemplate) -> String {
        switch self {
        case .string(let string): return string.debugDescription
        case .integer(let integer): return String(integer)
        case .real(let real): return Self.number(real)
        case .bool(let bool): return String(bool)
        case .point(let point): return "{x: \(Self.number(point.x)), y: \(Self.number(point.y))}"
        case .size(let size): return "{width: \(Self.number(size.width)), height: \(Self.number(size.height))}"
        case .rect(let rect):
            return "{x: \(Self.number(rect.origin.x)), y: \(Self.number(rect.origin.y)), "
                + "width: \(Self.number(rect.size.width)), height: \(Self.number(rect.size.height))}"
        case .color(let color):
            if color.name != nil { return color.description }
            let components = [color.red, color.green, color.blue, color.alpha].map { Self.number($0) }
            return "rgba(\(components.joined(separator: ", ")))"
        case .font(let font):
            let parts =
                [font.type, font.name, font.family, font.weight, font.metaFont].compactMap { $0 }
                + (font.pointSize.map { [Self.number($0) + "pt"] } ?? [])
            return "font(\(parts.joined(separator: " ")))"
        case .insets(let insets):
            let values = [insets.top, insets.left, insets.bottom, insets.right].map { Self.number($0) }
            return "insets(\(values.joined(separator: ", ")))"
        case .null: return "nil"
        case .object(let index): return "@\(template.objects[index].id)"
        case .array(let items): return "[\(items.map { $0.text(in: template) }.joined(separator: ", "))]"
        case .dictionary(let entries):
            return "{\(entries.map { "\($0.key): \($0.value.text(in: template))" }.joined(separator: ", "))}"
        case .resource(let index):
            let resource = template.resources[index]
            return "\(resource.kind.rawValue) \(resource.name.debugDescription)"
        case .nib(let nested):
            let className = nested.topLevel.first.flatMap { nested.objects[$0].className }
            let objects = nested.statistics.objects
            return "nib(\(className.map { "\($0), " } ?? "")\(objects) object\(objects == 1 ? "" : "s"))"
        }
    }

    /// `320` rather than `320.0`; otherwise the shortest text that reads back
    /// as the same number.
    private static func number(_ value: some BinaryFloatingPoint) -> String {
        let value = Double(value)
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
