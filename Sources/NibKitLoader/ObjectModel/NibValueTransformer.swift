/// A named value transformer a Cocoa binding applies: NibKit's
/// `NSValueTransformer`.
///
/// A binding's ``BindingOption/valueTransformerName`` names one: AppKit's
/// own (``StandardValueTransformer``) or one the application registers
/// with ``ClassRegistry/registerValueTransformer(_:)``, as an app calls
/// `NSValueTransformer.setValueTransformer(_:forName:)` before its nib
/// loads. Code that binds passes one directly with
/// ``BindingOption/valueTransformer``.
///
/// ```swift
/// var registry = ClassRegistry.standard(for: .macOS)
/// registry.registerValueTransformer(
///     NibValueTransformer(name: "ServiceIDToServiceTitle") { id in (id as? Int).map { "Service \($0)" } })
/// ```
public struct NibValueTransformer: Sendable {
    /// The name a binding's `NSValueTransformerName` option gives.
    public let name: String
    private let forward: @Sendable (Any?) -> Any?
    private let reverse: (@Sendable (Any?) -> Any?)?

    /// Creates a transformer named `name` that turns an observed value into
    /// what the bound property shows with `transform`, and, when `reverse`
    /// is given, an edited value back into the observed one.
    public init(
        name: String, transform: @escaping @Sendable (Any?) -> Any?, reverse: (@Sendable (Any?) -> Any?)? = nil
    ) {
        self.name = name
        self.forward = transform
        self.reverse = reverse
    }

    /// The observed value as the bound property receives it.
    public func transformedValue(_ value: Any?) -> Any? { forward(value) }

    /// Whether an edited value can be turned back into the observed one.
    public var allowsReverseTransformation: Bool { reverse != nil }

    /// The edited value as the observed key path receives it; nil when the
    /// transformer is not reversible.
    public func reverseTransformedValue(_ value: Any?) -> Any?? {
        guard let reverse else { return nil }
        return .some(reverse(value))
    }
}

extension StandardValueTransformer {
    /// The transformer as a binding applies it.
    public var transformer: NibValueTransformer {
        let standard = self
        let forward: @Sendable (Any?) -> Any? = { value in standard.transformedValue(value) }
        guard allowsReverseTransformation else { return NibValueTransformer(name: rawValue, transform: forward) }
        let reverse: @Sendable (Any?) -> Any? = { value in
            guard let reversed = standard.reverseTransformedValue(value) else { return nil }
            return reversed
        }
        return NibValueTransformer(name: rawValue, transform: forward, reverse: reverse)
    }
}

extension ClassRegistry {
    /// Registers `transformer` under its name, for the bindings of the
    /// archives this registry loads, replacing one registered under that
    /// name; a name of AppKit's own (``StandardValueTransformer``) is
    /// replaced too, as `setValueTransformer(_:forName:)` replaces it.
    public mutating func registerValueTransformer(_ transformer: NibValueTransformer) {
        valueTransformers[transformer.name] = transformer
    }

    /// The transformer a binding naming `name` applies: the one registered
    /// under it, else AppKit's own of that name; nil when there is neither.
    public func valueTransformer(named name: String) -> NibValueTransformer? {
        valueTransformers[name] ?? StandardValueTransformer(rawValue: name)?.transformer
    }
}
