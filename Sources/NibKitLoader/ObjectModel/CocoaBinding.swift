/// One Cocoa binding of a source object's property to a key path of an
/// observed object, while it lasts: what ``NibObject/bind(_:to:withKeyPath:options:)``
/// makes and ``NibObject/unbind(_:)`` ends.
///
/// The source holds its bindings; a binding holds the source and the
/// observed object weakly, and one key-value observation on every object
/// along the key path. The observed objects hold only handlers that reach the
/// binding weakly, so a binding keeps nothing alive, and when the source goes
/// its bindings go, and their observations end with them.
final class CocoaBinding {
    let name: String
    let keyPath: String
    let options: [BindingOption: Any]
    let transformer: NibValueTransformer?
    private weak var source: NibObject?
    private(set) weak var observedObject: NibObject?
    /// One observation for each object along the key path, from the observed object.
    private var observations: [KeyValueObservation] = []
    /// While an edit is written back, the change it causes is not shown again.
    private var isWritingBack = false
    /// The last observed value the bound property refused; nil after a value it took.
    private(set) var lastError: KeyValueCodingError?

    /// A binding, checked but not yet made (see `establish()`).
    init(
        name: String, source: NibObject, observedObject: NibObject, keyPath: String, options: [BindingOption: Any]
    ) throws(BindingError) {
        self.name = name
        self.source = source
        self.observedObject = observedObject
        self.keyPath = keyPath
        self.options = options
        transformer = try Self.transformer(in: options, binding: name)
    }

    /// The transformer the options give (``BindingOption/valueTransformer``)
    /// or name (one of AppKit's own), nil when they give none.
    static func transformer(in options: [BindingOption: Any], binding: String) throws(BindingError)
        -> NibValueTransformer?
    {
        if let given = flattened(options[.valueTransformer]) as? NibValueTransformer { return given }
        guard let option = options[.valueTransformerName] else { return nil }
        let name = option as? String ?? String(describing: option)
        if name.isEmpty { return nil }
        guard let transformer = StandardValueTransformer(rawValue: name) else {
            throw BindingError(.unknownValueTransformer(name), binding: binding)
        }
        return transformer.transformer
    }

    /// What the bound property shows for the observed value `value`: the
    /// value transformed, then the null placeholder in place of nil.
    static func displayedValue(
        _ value: Any?, transformer: NibValueTransformer?, options: [BindingOption: Any]
    ) -> Any? {
        var shown = flattened(value)
        if let transformer { shown = transformer.transformedValue(shown) }
        if shown == nil, let placeholder = options[.nullPlaceholder] { shown = flattened(placeholder) }
        return shown
    }

    /// The value the bound property would show now.
    func currentDisplayedValue() throws(KeyValueCodingError) -> Any? {
        guard let observedObject else { return nil }
        return Self.displayedValue(
            try observedObject.walkKeyPath(keyPath).result.get(), transformer: transformer, options: options)
    }

    /// Observes the key path and gives the bound property its value.
    func establish() throws(KeyValueCodingError) {
        try push()
        observePath()
    }

    /// Gives the bound property the value it shows now. A nil that the
    /// property cannot hold (a number, a flag) leaves it as it is, where
    /// AppKit would show its class's default placeholder.
    private func push() throws(KeyValueCodingError) {
        guard let source else { return }
        let shown = try currentDisplayedValue()
        if shown == nil && !Self.acceptsNil(source, forKey: name) { return }
        try source.setValue(shown, forKey: name)
    }

    /// Whether `source`'s property `key` can hold nil.
    static func acceptsNil(_ source: NibObject, forKey key: String) -> Bool {
        (try? source.validateValue(nil, forKey: key)) != nil
    }

    /// Observes every object along the key path as it is now.
    private func observePath() {
        observations.forEach { $0.invalidate() }
        observations = []
        guard let observedObject else { return }
        let links = observedObject.walkKeyPath(keyPath).links
        for (position, link) in links.enumerated() {
            let isLast = position == links.count - 1
            observations.append(
                link.object.observe(link.key) { [weak self] change in
                    guard change.kind == .didChange else { return }
                    // A new object part way along the path: observe the new path.
                    self?.observedValueDidChange(reobserve: !isLast)
                })
        }
    }

    private func observedValueDidChange(reobserve: Bool) {
        if reobserve { observePath() }
        guard !isWritingBack else { return }
        do {
            try push()
            lastError = nil
        } catch {
            // A notification cannot fail: the property keeps its value, and
            // infoForBinding(_:) says why.
            lastError = error
        }
    }

    /// Writes the bound property's value to the observed key path, reversing
    /// the value transformer.
    func writeBack() throws(BindingError) {
        guard let source, let observedObject else { throw BindingError(.notBound, binding: name) }
        var value: Any?
        do {
            value = flattened(try source.value(forKey: name))
        } catch {
            throw BindingError(.keyValueCoding(error), binding: name)
        }
        if let transformer {
            guard let reversed = transformer.reverseTransformedValue(value) else {
                throw BindingError(.notReversible(transformer.name), binding: name)
            }
            value = reversed
        }
        isWritingBack = true
        defer { isWritingBack = false }
        do {
            try observedObject.setValue(value, forKeyPath: keyPath)
        } catch {
            throw BindingError(.keyValueCoding(error), binding: name)
        }
    }

    /// Ends the observations.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
    }

    /// The binding as ``NibObject/infoForBinding(_:)`` describes it.
    var info: BindingInfo {
        BindingInfo(
            observedObject: observedObject, observedKeyPath: keyPath, options: options, valueTransformer: transformer,
            lastError: lastError)
    }
}

/// What ``NibObject/infoForBinding(_:)`` tells of one binding, as AppKit's
/// `infoForBinding(_:)` dictionary does (`NSObservedObject`,
/// `NSObservedKeyPath`, `NSOptions`).
///
/// ```swift
/// if let info = field.infoForBinding("value"), info.continuouslyUpdatesValue {
///     try field.didEditValue(forBinding: "value")  // on every keystroke
/// }
/// ```
public struct BindingInfo {
    /// The object observed; nil once it is gone (a binding does not keep it alive).
    public let observedObject: NibObject?
    /// The key path observed, such as `values.volume`.
    public let observedKeyPath: String
    /// The options the binding was made with.
    public let options: [BindingOption: Any]
    /// The value transformer applied, when the options give or name one.
    public let valueTransformer: NibValueTransformer?
    /// The last observed value the bound property refused (the property kept
    /// its value); nil when it took the last one.
    public let lastError: KeyValueCodingError?

    /// Whether an editable control writes its value back as it changes
    /// (``BindingOption/continuouslyUpdatesValue``) rather than when editing ends.
    public var continuouslyUpdatesValue: Bool {
        StandardValueTransformer.truthValue(of: flattened(options[.continuouslyUpdatesValue]))
    }
}

/// A value with the optionals an `Any` may box taken out: nil for a boxed nil.
func flattened(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any OptionalValue { return flattened(optional.wrappedValue) }
    return value
}

private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 as Any } }
}
