import Foundation

/// An option of a Cocoa binding, spelt as AppKit spells its `NSBindingOption`
/// constants and as Interface Builder writes them in a binding's
/// `<dictionary key="options">`.
///
/// NibKit acts on ``valueTransformerName`` and ``nullPlaceholder``; every other
/// option is kept and shown by ``NibObject/infoForBinding(_:)``, so a host
/// toolkit can act on it (``continuouslyUpdatesValue`` tells a text field
/// whether to write back on every keystroke or at the end of editing).
///
/// ```swift
/// try field.bind("value", to: defaults, withKeyPath: "values.name",
///                options: [.nullPlaceholder: "Anonymous"])
/// ```
public struct BindingOption: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The option's name as AppKit and Interface Builder spell it, such as
    /// `NSNullPlaceholder`.
    public let rawValue: String
    /// The option of that name; a name NibKit does not know is kept as given.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option's name, ``rawValue``.
    public var description: String { rawValue }

    /// The name of a value transformer applied to the observed value (and
    /// reversed when an edit is written back): one of ``StandardValueTransformer``.
    public static let valueTransformerName = BindingOption(rawValue: "NSValueTransformerName")
    /// What the bound property shows when the observed value is nil.
    public static let nullPlaceholder = BindingOption(rawValue: "NSNullPlaceholder")
    /// What a controller's selection shows when nothing is selected (kept, not applied).
    public static let noSelectionPlaceholder = BindingOption(rawValue: "NSNoSelectionPlaceholder")
    /// What a controller's selection shows for several different values (kept, not applied).
    public static let multipleValuesPlaceholder = BindingOption(rawValue: "NSMultipleValuesPlaceholder")
    /// What a controller's selection shows when the key does not apply (kept, not applied).
    public static let notApplicablePlaceholder = BindingOption(rawValue: "NSNotApplicablePlaceholder")
    /// Whether an editable control writes its value back as it changes rather
    /// than when editing ends.
    public static let continuouslyUpdatesValue = BindingOption(rawValue: "NSContinuouslyUpdatesValue")
    /// Whether an edit is validated as it is written back (kept, not applied).
    public static let validatesImmediately = BindingOption(rawValue: "NSValidatesImmediately")
    /// `NSValueTransformer`: a ``NibValueTransformer`` to apply, given
    /// directly rather than by name; it wins over ``valueTransformerName``.
    public static let valueTransformer = BindingOption(rawValue: "NSValueTransformer")
}

/// The value transformers AppKit registers by name that NibKit provides: a
/// binding's ``BindingOption/valueTransformerName`` names one of these.
///
/// A value is true when it is `true`, a non-zero number, a string that reads
/// as true (`YES`, `true`, or a non-zero number) or any other object; nil,
/// `false`, zero and other strings are false.
///
/// ```swift
/// StandardValueTransformer.negateBoolean.transformedValue(true)  // false
/// ```
public enum StandardValueTransformer: String, CaseIterable, Hashable, Sendable {
    /// `NSNegateBoolean`: true becomes false and false true; reversible.
    case negateBoolean = "NSNegateBoolean"
    /// `NSIsNil`: whether the value is nil; not reversible.
    case isNil = "NSIsNil"
    /// `NSIsNotNil`: whether the value is not nil; not reversible.
    case isNotNil = "NSIsNotNil"

    /// AppKit's other named transformers, which unarchive Objective-C objects
    /// from data and so have no meaning without AppKit.
    static let unsupportedAppKitNames: Set<String> = [
        "NSUnarchiveFromData", "NSKeyedUnarchiveFromData", "NSSecureUnarchiveFromData",
    ]

    /// The observed value as the bound property receives it.
    public func transformedValue(_ value: Any?) -> Any? {
        switch self {
        case .negateBoolean: return !Self.truthValue(of: value)
        case .isNil: return value == nil
        case .isNotNil: return value != nil
        }
    }

    /// Whether an edited value can be turned back into the observed one.
    public var allowsReverseTransformation: Bool { self == .negateBoolean }

    /// The edited value as the observed key path receives it; nil when the
    /// transformer is not reversible.
    public func reverseTransformedValue(_ value: Any?) -> Any?? {
        guard allowsReverseTransformation else { return nil }
        return .some(!Self.truthValue(of: value))
    }

    /// A value read as a boolean, as `-[NSNumber boolValue]` and
    /// `-[NSString boolValue]` read them.
    static func truthValue(of value: Any?) -> Bool {
        guard let value else { return false }
        switch value {
        case let bool as Bool: return bool
        case let integer as Int: return integer != 0
        case let real as Double: return real != 0
        case let string as String:
            let trimmed = string.trimmingCharacters(in: .whitespaces).lowercased()
            if trimmed.hasPrefix("y") || trimmed.hasPrefix("t") { return true }
            return (Double(trimmed) ?? 0) != 0
        default: return true
        }
    }

    /// The problem with the transformer `name`, as every stage reports it
    /// (one message, whether the template or the instantiation finds it);
    /// nil when NibKit provides it or the application registered it.
    static func problem(
        withName name: String, binding: String, registered: [String: NibValueTransformer] = [:]
    ) -> String? {
        guard StandardValueTransformer(rawValue: name) == nil, registered[name] == nil else { return nil }
        let provided = allCases.map(\.rawValue).joined(separator: ", ")
        if unsupportedAppKitNames.contains(name) {
            return
                "the binding '\(binding)' uses the value transformer '\(name)', which unarchives AppKit objects and is not supported; NibKit provides \(provided)"
        }
        return
            "the binding '\(binding)' uses the value transformer '\(name)', which NibKit does not provide; it provides \(provided)"
    }
}
