import NibKitCore

/// The key path and options of a Cocoa binding connection: what phase 3
/// passes to ``NibObject/bind(_:to:withKeyPath:options:)`` besides the
/// binding's name (the connection's ``TemplateConnection/name``) and the
/// observed object (its ``TemplateConnection/destination``).
///
/// A class, not a struct: every connection has room for one, and a reference
/// is 8 bytes where the fields would be 24, for the many connections that
/// are not bindings.
///
/// ```swift
/// for connection in template.connections where connection.kind == .binding {
///     print(connection.name, connection.binding?.keyPath ?? "")
/// }
/// ```
public final class TemplateBinding: Sendable {
    /// The key path of the observed object, such as `values.volume`.
    public let keyPath: String
    /// The options in document order, keyed by their AppKit names
    /// (`NSValueTransformerName`, `NSNullPlaceholder`, ...); only plain values.
    public let options: [(key: String, value: TemplateValue)]

    init(keyPath: String, options: [(key: String, value: TemplateValue)]) {
        self.keyPath = keyPath
        self.options = options
    }

    /// The value of the option `option`, when the archive gives it.
    public func option(_ option: BindingOption) -> TemplateValue? {
        options.last { $0.key == option.rawValue }?.value
    }

    /// The name of the value transformer the binding applies, when it names one.
    public var valueTransformerName: String? {
        if case .string(let name)? = option(.valueTransformerName), !name.isEmpty { return name }
        return nil
    }

    /// The options as `bind(_:to:withKeyPath:options:)` receives them.
    var liveOptions: [BindingOption: Any] {
        var live: [BindingOption: Any] = [:]
        for option in options {
            // Options are plain values, the same in every instantiation.
            live[BindingOption(rawValue: option.key)] = InstantiationPlan.constant(option.value) ?? nil
        }
        return live
    }

    /// The options written as text, as a trace shows them: strings as they
    /// are, booleans as `YES` or `NO`, numbers in decimal.
    var optionsText: [String: String] {
        var text: [String: String] = [:]
        for option in options {
            switch option.value {
            case .string(let string): text[option.key] = string
            case .bool(let bool): text[option.key] = bool ? "YES" : "NO"
            case .integer(let integer): text[option.key] = String(integer)
            case .real(let real): text[option.key] = String(real)
            case .null: text[option.key] = "nil"
            default: text[option.key] = String(describing: option.value)
            }
        }
        return text
    }

    /// The problem with the binding's options that stops it being made, as
    /// both the template and an instantiation report it; nil when there is
    /// none. A transformer the application `registered` is no problem.
    func problem(binding name: String, registered: [String: NibValueTransformer]) -> Diagnostic.Message? {
        valueTransformerName.flatMap {
            StandardValueTransformer.problem(withName: $0, binding: name, registered: registered)
        }.map { Diagnostic.Message($0) }
    }

    /// The options as `bind(_:to:withKeyPath:options:)` receives them, with
    /// the application's transformer the binding names, when it names one
    /// of `registered`, given as ``BindingOption/valueTransformer``.
    func liveOptions(registered: [String: NibValueTransformer]) -> [BindingOption: Any] {
        var live = liveOptions
        if let name = valueTransformerName, let transformer = registered[name] { live[.valueTransformer] = transformer }
        return live
    }
}
