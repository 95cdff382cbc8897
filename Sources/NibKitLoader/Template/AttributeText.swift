import Foundation
import NibKitCore

/// Gives an Interface Builder attribute's text its type, once, when the
/// template is built: the type of the property that receives it, else the
/// type ``InterfaceBuilderAttributeTypes`` gives the attribute's name, else
/// the text as it is.
///
/// A property of type `String`, `Bool`, a ``NibNumber`` (`Int`, `Int32`,
/// `UInt8`, `Double`, `Float`, `CGFloat`, ...), an enumeration with a raw
/// value of one of these, or an optional of any of them, takes the text
/// converted to its type; a property of any other type (`Any`, an object, a
/// color) takes what the table gives, as a key no binding types does, when
/// it can hold that at all. Otherwise the template is not built. Docs/XIB.md
/// describes the rule.
enum AttributeText {
    /// What a property's type makes of an attribute's text.
    enum Outcome {
        /// The text as the property's type, in the template value that holds it.
        case typed(TemplateValue)
        /// The text is no value of the type, named as a message names it.
        case invalid(typeName: String)
    }

    /// The text `payload` stands for: the text of a
    /// ``DocumentValue/attributeText(_:)``, or of a value a compiled
    /// template typed already.
    static func text(of payload: TemplateValue) -> String {
        switch payload {
        case .string(let text): return text
        case .bool(let flag): return flag ? "YES" : "NO"
        case .integer(let integer): return String(integer)
        case .real(let real): return String(real)
        default: return String(describing: payload)
        }
    }

    /// The value of an attribute no binding types: a flag or number when
    /// the table says Interface Builder writes the attribute `key` as one
    /// and the text reads as one, else the text.
    static func untypedValue(_ payload: TemplateValue, key: String) -> TemplateValue {
        // The parser has already typed the table's attributes spelt as
        // Interface Builder spells them.
        guard case .string(let text) = payload, let kind = InterfaceBuilderAttributeTypes.kind(of: key) else {
            return payload
        }
        switch kind {
        case .boolean:
            return boolean(text).map(TemplateValue.boolean) ?? payload
        case .integer:
            return integer(text).map { .integer($0) } ?? payload
        case .number:
            if let integer = integer(text) { return .integer(integer) }
            return real(text).map { .real($0) } ?? payload
        }
    }

    /// The value of an attribute set for a property of type `type`: from its
    /// text, or, in a compiled template, from the value the registry it was
    /// built with gave it.
    static func value(_ payload: TemplateValue, key: String, as type: Any.Type) -> Outcome {
        if type == String.self {
            if case .string = payload { return .typed(payload) }
            return .typed(.string(text(of: payload)))
        }
        if let optional = type as? any OptionalValue.Type {
            return value(payload, key: key, as: optional.wrappedType)
        }
        if type == Bool.self {
            if case .bool = payload { return .typed(payload) }
            if case .string(let text) = payload, let flag = boolean(text) { return .typed(.boolean(flag)) }
            return .invalid(typeName: describeType(type))
        }
        if let number = type as? any NibNumber.Type {
            return numeric(payload, as: number) ?? .invalid(typeName: describeType(type))
        }
        if let enumeration = type as? any RawRepresentable.Type {
            return rawValue(payload, key: key, as: enumeration)
        }
        let value = untypedValue(payload, key: key)
        return fits(value, type) ? .typed(value) : .invalid(typeName: describeType(type))
    }

    /// Whether the key-value setter can set `value` for a property of type `type`.
    private static func fits(_ value: TemplateValue, _ type: Any.Type) -> Bool {
        guard let constant = InstantiationPlan.constant(value) else { return true }
        func fits<Value>(_: Value.Type) -> Bool { convertValue(constant, to: Value.self) != nil }
        return fits(type)
    }

    /// The text as a number of `type`: a real for a type that holds
    /// fractions, else an integer; nil when it is none or does not fit.
    private static func numeric(_ payload: TemplateValue, as type: any NibNumber.Type) -> Outcome? {
        var integerPayload: Int?
        var realPayload: Double?
        var text: String?
        switch payload {
        case .integer(let integer): integerPayload = integer
        case .real(let real): realPayload = real
        case .string(let string): text = string
        default: break
        }
        if type.init(nibReal: 0.5) != nil {
            guard let real = integerPayload.map(Double.init) ?? realPayload ?? text.flatMap(real),
                type.init(nibReal: real) != nil
            else { return nil }
            return realPayload == nil ? .typed(.real(real)) : .typed(payload)
        }
        if let integerPayload {
            return type.init(nibInteger: integerPayload) == nil ? nil : .typed(payload)
        }
        guard let integer = text.flatMap(integer), type.init(nibInteger: integer) != nil else { return nil }
        return .typed(.integer(integer))
    }

    /// The text as the raw value of an enumeration, checked against its
    /// cases by the conversion instantiation sets it with.
    private static func rawValue<Enumeration: RawRepresentable>(
        _ payload: TemplateValue, key: String, as type: Enumeration.Type
    ) -> Outcome {
        guard case .typed(let rawValue) = value(payload, key: key, as: Enumeration.RawValue.self) else {
            return .invalid(typeName: describeType(type))
        }
        guard let constant = InstantiationPlan.constant(rawValue), convertValue(constant, to: Enumeration.self) != nil
        else { return .invalid(typeName: describeType(type)) }
        return .typed(rawValue)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "YES", "true": return true
        case "NO", "false": return false
        default: return nil
        }
    }

    private static func integer(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { NumberText.integer(UnsafeRawBufferPointer($0)) }
    }

    /// A finite decimal number, read as the parsers read numbers.
    private static func real(_ text: String) -> Double? {
        var text = text
        guard let real = text.withUTF8({ NumberText.decimal(UnsafeRawBufferPointer($0)) }), real.isFinite else {
            return nil
        }
        return real
    }
}

/// An optional, whose wrapped type a property's type reveals.
private protocol OptionalValue {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
