import NibKitCore

/// The messages that more than one stage reports, declared once: a check the
/// class binder makes before instantiation and the same check made against
/// live objects say the same, with the same "did you mean".
extension Diagnostic.Message {
    /// An id given to a second object: the template builder's check within
    /// a document, and the storyboard's across its scenes.
    static func duplicateObjectID(_ id: String, firstAt line: Int, _ column: Int) -> Diagnostic.Message {
        "duplicate object id '\(id)'; it is first used at \(line):\(column)"
    }

    /// A class the registry does not know, with the registered class it
    /// probably is (modules considered, by `ClassRegistry`'s rule).
    static func unknownClass(_ name: String, among registered: @autoclosure () -> [String]) -> Self {
        "unknown class '\(name)': register it in the ClassRegistry, or allow dynamic objects"
            + didYouMeanClass(name, among: registered())
    }

    /// A placeholder's class the registry does not have, though it has one
    /// of a close name: the connections at the placeholder go unchecked
    /// until an instantiation meets the object supplied for it.
    static func unregisteredPlaceholderClass(_ name: String, of role: ObjectRole, suggestion: String) -> Self {
        "the class '\(name)' of \(role.displayName) is not registered, so its connections are not checked; did you mean '\(suggestion)'?"
    }

    /// A class made a dynamic object though the registry has one of a close
    /// name: a misspelling, or a module written on one side only.
    static func dynamicStandIn(_ name: String, suggestion: String) -> Self {
        "no class is registered as '\(name)', so its objects are dynamic objects; did you mean '\(suggestion)'?"
    }

    /// A value a property cannot hold, in the words of the key-value
    /// setter's error: the class binder's check of a template's values and
    /// outlets, and the load's of the live ones.
    static func typeMismatch(_ className: String, key: String, value: String, propertyType: String) -> Self {
        "\(className) cannot set '\(key)' to \(value): the property holds \(propertyType)"
    }

    /// A key the class does not bind, in the words of Foundation's exception.
    static func undefinedKey(_ className: String, key: String, among keys: some Sequence<String>) -> Self {
        undefinedKey(className, key: key) + didYouMean(key, among: keys)
    }

    /// A key the class does not bind, without a suggestion.
    static func undefinedKey(_ className: String, key: String) -> Self {
        "\(className) is not key value coding-compliant for the key '\(key)'"
    }

    /// A key no binding declares, kept for a class whose init(coder:)
    /// decodes undeclared keys: strict reading's lint.
    static func undeclaredDecodedKey(_ className: String, key: String) -> Self {
        "no binding of \(className) reads the key '\(key)'; only its init(coder:) can decode it"
    }

    /// A runtime attribute whose first key the class does not bind.
    static func undefinedRuntimeAttributeKey(
        _ className: String, key: String, keyPath: String, among keys: some Sequence<String>
    ) -> Self {
        undefinedKey(className, key: key) + " (runtime attribute '\(keyPath)')" + didYouMean(key, among: keys)
    }

    /// A runtime attribute's key path through a key that an attribute
    /// before it sets to nil.
    static func keyPathThroughNil(
        _ className: String, keyPath: String, key: String, setBy earlier: String, at location: String
    ) -> Self {
        "\(className) cannot set '\(keyPath)': the runtime attribute '\(earlier)' at \(location) sets '\(key)' to nil first"
    }

    /// A key a class's `setValue(_:forUndefinedKey:)` refused after its
    /// validation accepted it, which breaks the validation's contract.
    static func refusedAfterValidation(_ className: String, key: String, _ reason: String) -> Self {
        "\(className) refused the key '\(key)' after its validateValue(_:forUndefinedKey:) accepted it (\(reason)); the connections before it are made"
    }

    /// An action its target does not perform.
    static func unperformedAction(_ className: String, action: String, among actions: some Sequence<Selector>)
        -> Self
    {
        "\(className) does not perform the action '\(action)'" + didYouMean(action, among: actions.lazy.map(\.name))
    }

    /// An action sent by an object that is not a control.
    static func notAControl(_ className: String, action: String) -> Self {
        "\(className) is not a control, so it cannot send the action '\(action)'"
    }

    /// A control event NibKit does not know: the close one, or all of them.
    static func unknownControlEvent(_ name: String) -> Self {
        let events = Control.Event.all.map(\.rawValue)
        if let suggestion = Suggestion.closest(to: name, among: events) {
            return "unknown control event '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown control event '\(name)'; expected one of \(events.joined(separator: ", "))"
    }

    /// A storyboard identifier no view controller has.
    static func unknownStoryboardIdentifier(_ identifier: String, among identifiers: [String]) -> Self {
        "no view controller has the storyboard identifier '\(identifier)'" + didYouMean(identifier, among: identifiers)
    }

    /// A `.strings` entry of Base internationalization whose key names no
    /// localizable text of the archive: at the entry, when the bundle
    /// loads the nib and when a tool applies a table.
    static func unmatchedLocalizedString(_ key: String, archive: String, among keys: some Sequence<String>) -> Self {
        "the localized string '\(key)' names nothing \(archive) sets; it is ignored" + didYouMean(key, among: keys)
    }

    /// A translation the property's type cannot hold.
    static func untypedTranslation(_ key: String, typeName: String) -> Self {
        "the translation of '\(key)' is not a valid \(typeName); the archive's value is kept"
    }

    /// A property value that names First Responder, which stands for no
    /// object: the template's shape refuses it in both of the walks that
    /// meet it.
    static func valueNamesFirstResponder(_ key: String, of objectID: String) -> Self {
        "the value of '\(key)' of '\(objectID)' names First Responder, which is not an object"
    }

    /// A legacy archive's `<bytes>` whose base64 text does not decode, as a
    /// value or as a field of a geometry value.
    static var undecodableBase64Bytes: Self { "the base64 text of <bytes> cannot be decoded" }

    /// A problem of a NIB Archive nested in a value (a storyboard's
    /// prototype cell), reported at the object that holds it: by the
    /// compiled-nib reader when the nested archive cannot be read, by the
    /// template builder when its template cannot be built.
    static func nestedNib(_ key: String, _ problem: String) -> Self {
        "the NIB Archive nested under '\(key)': \(problem)"
    }
}
