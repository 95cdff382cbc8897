import Foundation
import NibKitCore

/// A type the key-value setter converts archive numbers into, so an
/// `<integer>` can fill an `Int32` or a `CGFloat` and a `<real>` a `Float`.
///
/// Integers convert to every numeric type; reals only to floating-point
/// types, so a fraction is never silently truncated.
public protocol NibNumber {
    /// Converts an archive integer, or returns nil when it does not fit.
    init?(nibInteger: Int)
    /// Converts an archive real, or returns nil when the type cannot hold it.
    init?(nibReal: Double)
}

extension Int: NibNumber {
    /// The integer itself.
    public init?(nibInteger: Int) { self = nibInteger }
    /// Always nil: a real never fills an integer property, so a fraction is
    /// never truncated.
    public init?(nibReal: Double) { return nil }
}

extension Int32: NibNumber {
    /// The integer, or nil when it is outside `Int32`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension Int64: NibNumber {
    /// The integer, or nil when it is outside `Int64`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension UInt: NibNumber {
    /// The integer, or nil when it is outside `UInt`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension Int8: NibNumber {
    /// The integer, or nil when it is outside `Int8`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension Int16: NibNumber {
    /// The integer, or nil when it is outside `Int16`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension UInt8: NibNumber {
    /// The integer, or nil when it is outside `UInt8`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension UInt16: NibNumber {
    /// The integer, or nil when it is outside `UInt16`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension UInt32: NibNumber {
    /// The integer, or nil when it is outside `UInt32`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension UInt64: NibNumber {
    /// The integer, or nil when it is outside `UInt64`'s range.
    public init?(nibInteger: Int) { self.init(exactly: nibInteger) }
    /// Always nil: a real never fills an integer property.
    public init?(nibReal: Double) { return nil }
}

extension Double: NibNumber {
    /// The integer as the nearest `Double`; never nil.
    public init?(nibInteger: Int) { self = Double(nibInteger) }
    /// The real itself.
    public init?(nibReal: Double) { self = nibReal }
}

extension Float: NibNumber {
    /// The integer as the nearest `Float`; never nil.
    public init?(nibInteger: Int) { self = Float(nibInteger) }
    /// The real rounded to the nearest `Float`, or nil when it is beyond
    /// `Float`'s range: it is refused, never made infinite.
    public init?(nibReal: Double) {
        let value = Float(nibReal)
        guard value.isFinite else { return nil }
        self = value
    }
}

extension CGFloat: NibNumber {
    /// The integer as the nearest `CGFloat`; never nil.
    public init?(nibInteger: Int) { self = CGFloat(nibInteger) }
    /// The real as a `CGFloat`, exactly where `CGFloat` is a `Double`.
    public init?(nibReal: Double) { self = CGFloat(nibReal) }
}

extension Optional: NibNumber where Wrapped: NibNumber {
    /// The wrapped type's conversion of the integer; nil, not `.none`, when
    /// that type refuses it, so a number that does not fit is an error rather
    /// than an empty optional.
    public init?(nibInteger: Int) {
        guard let value = Wrapped(nibInteger: nibInteger) else { return nil }
        self = .some(value)
    }

    /// The wrapped type's conversion of the real; nil, not `.none`, when that
    /// type refuses it.
    public init?(nibReal: Double) {
        guard let value = Wrapped(nibReal: nibReal) else { return nil }
        self = .some(value)
    }
}

/// A type the key-value setter makes from an archive value of another type,
/// such as the dictionary an Interface Builder element NibKit reads
/// generically becomes (a button's `<state key="normal" title="Log In">`
/// arrives as `["title": "Log In"]`).
///
/// ```swift
/// struct Shadow: NibValueConvertible {
///     var radius: CGFloat = 0
///     init?(nibValue: Any) {
///         guard let entries = nibValue as? [String: Any] else { return nil }
///         radius = entries["radius"] as? CGFloat ?? 0
///     }
/// }
/// ```
///
/// A property of that type (or of its optional) then takes such a value
/// through its key binding; a value `init?(nibValue:)` refuses is a type
/// mismatch, as for any other property.
public protocol NibValueConvertible {
    /// Makes a value from what the archive gives, or returns nil when it does not fit.
    init?(nibValue: Any)
}

/// Converts a runtime value to the type a property holds, or returns nil.
///
/// One rule for every key binding: an exact cast first, then nil into an
/// optional, then the numeric conversions of `NibNumber`, then the type's
/// own conversion (`NibValueConvertible`), then a raw value (a string or a
/// number, converted by the same rule) into an enumeration with a case of
/// that raw value. Inlinable, so each key binding's
/// accessors convert without generic dispatch.
@inlinable
func convertValue<Value>(_ value: Any?, to type: Value.Type) -> Value? {
    guard let value else {
        if let nilType = Value.self as? any ExpressibleByNilLiteral.Type {
            return nilType.init(nilLiteral: ()) as? Value
        }
        return nil
    }
    if let exact = value as? Value { return exact }
    if let numberType = Value.self as? any NibNumber.Type {
        // A number that does not fit is refused: a failed conversion must not
        // become a nil that an optional property would take.
        if let integer = value as? Int {
            guard let number = numberType.init(nibInteger: integer) else { return nil }
            return number as? Value
        }
        if let real = value as? Double {
            guard let number = numberType.init(nibReal: real) else { return nil }
            return number as? Value
        }
    }
    if let convertibleType = Value.self as? any NibValueConvertible.Type {
        return convertibleType.init(nibValue: value) as? Value
    }
    if let enumerationType = Value.self as? any RawRepresentable.Type {
        return enumerationCase(of: enumerationType, rawValue: value) as? Value
    }
    return nil
}

/// The case of `type` whose raw value is `value` converted to the raw
/// value's type, or nil.
@usableFromInline
func enumerationCase<Enumeration: RawRepresentable>(of type: Enumeration.Type, rawValue value: Any) -> Enumeration? {
    convertValue(value, to: Enumeration.RawValue.self).flatMap(Enumeration.init(rawValue:))
}

/// A template's plain value when it is exactly a `Value`, else nil (numbers
/// to convert, nil, objects: the general path's). Specialised for each key
/// binding's `Value`, the cast of every case but the matching one is known
/// to fail at compile time, so this is one comparison of the case.
@inlinable
func exactValue<Value>(_ value: TemplateValue, as type: Value.Type) -> Value? {
    switch value {
    case .string(let string): return string as? Value
    case .integer(let integer): return integer as? Value
    case .real(let real): return real as? Value
    case .bool(let bool): return bool as? Value
    case .point(let point): return point as? Value
    case .size(let size): return size as? Value
    case .rect(let rect): return rect as? Value
    case .color(let color): return color as? Value
    case .font(let font): return font as? Value
    case .insets(let insets): return insets as? Value
    case .nib(let template): return template as? Value
    case .null, .object, .array, .dictionary, .resource: return nil
    }
}

/// Converts a runtime value for an optional property: nil is the property's
/// nil, anything else converts to the wrapped type, which the Swift runtime
/// casts to several times faster than to the optional itself.
@inlinable
func convertOptional<Wrapped>(_ value: Any?, to type: Wrapped.Type) -> Wrapped?? {
    guard let value else { return .some(nil) }
    if let wrapped = convertValue(value, to: Wrapped.self) { return .some(wrapped) }
    // Rarely: an optional itself boxed in the `Any`.
    return convertValue(value, to: Wrapped?.self)
}

/// Whether a property of type `valueType` holds an instance of the class
/// `type`: `convertValue`'s rule asked of a class before any instance
/// exists, which is how the class binder checks an outlet's destination.
/// True or false when the types tell; nil when only an instance can (a
/// protocol's existential, whose conformance a metatype cannot be asked,
/// or a type an object might convert to).
func holdsInstance(of type: NibObject.Type, as valueType: Any.Type) -> Bool? {
    holdsInstance(of: type, asValue: valueType)
}

/// Whether a property of type `valueType` holds an array of instances of
/// `types`, as an outlet collection sets it: true or false when the types
/// tell, nil when only the instances can.
func holdsInstances(of types: [NibObject.Type], as valueType: Any.Type) -> Bool? {
    // Each class is asked once: a collection's members are of a few classes.
    var unique: [NibObject.Type] = []
    for type in types where !unique.contains(where: { $0 == type }) { unique.append(type) }
    return holdsInstances(of: unique, asValue: valueType)
}

private func holdsInstance<Value>(of type: NibObject.Type, asValue _: Value.Type) -> Bool? {
    if Value.self == Any.self || Value.self == AnyObject.self { return true }
    if let optional = Value.self as? any ConvertibleOptional.Type { return optional.holdsInstance(of: type) }
    if type is Value.Type { return true }
    // An object is cast to a class only when it is an instance of it, and
    // never to an array, a string or a number.
    if Value.self is AnyClass || Value.self is any ConvertibleArray.Type || Value.self is any NibNumber.Type
        || Value.self == String.self || Value.self == Bool.self
    {
        return false
    }
    return nil
}

private func holdsInstances<Value>(of types: [NibObject.Type], asValue _: Value.Type) -> Bool? {
    if Value.self == Any.self { return true }
    if let optional = Value.self as? any ConvertibleOptional.Type { return optional.holdsInstances(of: types) }
    if let array = Value.self as? any ConvertibleArray.Type { return array.holdsInstances(of: types) }
    if Value.self is NibObject.Type || Value.self is any NibNumber.Type || Value.self == String.self
        || Value.self == Bool.self
    {
        return false
    }
    return nil
}

/// An optional, whose wrapped type decides what it holds.
private protocol ConvertibleOptional {
    static func holdsInstance(of type: NibObject.Type) -> Bool?
    static func holdsInstances(of types: [NibObject.Type]) -> Bool?
}

extension Optional: ConvertibleOptional {
    fileprivate static func holdsInstance(of type: NibObject.Type) -> Bool? {
        NibKitLoader.holdsInstance(of: type, asValue: Wrapped.self)
    }

    fileprivate static func holdsInstances(of types: [NibObject.Type]) -> Bool? {
        NibKitLoader.holdsInstances(of: types, asValue: Wrapped.self)
    }
}

/// An array, which holds the instances its element type holds each of: an
/// array of objects is cast element by element.
private protocol ConvertibleArray {
    static func holdsInstances(of types: [NibObject.Type]) -> Bool?
}

extension Array: ConvertibleArray {
    fileprivate static func holdsInstances(of types: [NibObject.Type]) -> Bool? {
        var answer: Bool? = true
        for type in types {
            switch NibKitLoader.holdsInstance(of: type, asValue: Element.self) {
            case false?: return false
            case nil: answer = nil
            case true?: break
            }
        }
        return answer
    }
}

/// Whether a template's plain value is exactly of `valueType`, or of the
/// optional of it, so a property of that type takes it without converting:
/// what the class binder asks first of every value, at the cost of a
/// comparison or two, before it converts a boxed value the general way.
func isExactly(_ value: TemplateValue, of valueType: Any.Type) -> Bool {
    switch value {
    case .string: return valueType == String.self || valueType == String?.self
    case .integer: return valueType == Int.self || valueType == Int?.self
    case .real: return valueType == Double.self || valueType == Double?.self
    case .bool: return valueType == Bool.self || valueType == Bool?.self
    case .point: return valueType == CGPoint.self || valueType == CGPoint?.self
    case .size: return valueType == CGSize.self || valueType == CGSize?.self
    case .rect: return valueType == CGRect.self || valueType == CGRect?.self
    case .color: return valueType == Color.self || valueType == Color?.self
    case .font: return valueType == FontDescription.self || valueType == FontDescription?.self
    case .insets: return valueType == EdgeInsets.self || valueType == EdgeInsets?.self
    case .null, .nib, .object, .array, .dictionary, .resource: return false
    }
}

/// How a message names an object of the class `className`, as
/// `describeKind(of:)` names a live one.
func describeObject(ofClass className: String) -> String { "an object of class \(className)" }

/// How a message names an array whose elements are of `kinds`, each kind
/// named once, in order, as `describeKind(of:)` names a live one.
func describeArray(ofKinds kinds: some Sequence<String>) -> String {
    var unique: [String] = []
    for kind in kinds where !unique.contains(kind) { unique.append(kind) }
    guard !unique.isEmpty else { return "an empty array" }
    return "an array of \(unique.joined(separator: ", "))"
}

/// A short English description of a value's kind, for error messages.
func describeKind(of value: Any?) -> String {
    guard let value else { return "nil" }
    switch value {
    case is String: return "a string"
    case is Int: return "an integer"
    case is Double: return "a real number"
    case is Bool: return "a boolean"
    case is CGPoint: return "a point"
    case is CGSize: return "a size"
    case is CGRect: return "a rect"
    case is Color: return "a color"
    case is FontDescription: return "a font"
    case is EdgeInsets: return "insets"
    case is NibResource: return "a resource"
    case is NibTemplate: return "a nib"
    case let array as [Any]:
        return describeArray(ofKinds: array.lazy.map { ($0 as? NibObject)?.nibClassName ?? describeKind(of: $0) })
    case is [String: Any]: return "a dictionary"
    case let object as NibObject: return describeObject(ofClass: object.nibClassName)
    default: return "a value of type \(type(of: value))"
    }
}

/// A readable name for a Swift type in error messages: `Optional<Label>`
/// reads as `Label?`.
func describeType(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
        name = String(name.dropFirst("Optional<".count).dropLast()) + "?"
    }
    return name
}
