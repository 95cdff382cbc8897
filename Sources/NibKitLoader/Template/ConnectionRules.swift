import NibKitCore

/// What a connection asks of the classes at its ends, stated once: the class
/// binder checks a template's connections by these rules against class
/// descriptions, and instantiation checks them again against the live
/// objects (placeholders' included) before it makes any connection. Each
/// rule gives the message of the problem, or nil when the connection fits.
enum ConnectionRules {
    /// The key of a key path that the object at its start must have:
    /// `values` of `values.volume`. What a binding's key path and a runtime
    /// attribute are checked by, and their problems name.
    static func firstKey(of keyPath: String) -> String {
        String(keyPath.prefix { $0 != "." })
    }

    /// An outlet or outlet collection needs a key its source binds.
    static func outletProblem(className: @autoclosure () -> String, bindings: ClassBindings, key: String) -> Diagnostic
        .Message?
    {
        bindings.acceptsKey(key)
            ? nil : Diagnostic.Message.undefinedKey(className(), key: key, among: bindings.keys.keys)
    }

    /// An outlet's destination, or every member of an outlet collection, is
    /// of a class the property holds: asked of the classes before anything
    /// is made (`holdsInstance(of:as:)`, `holdsInstances(of:as:)`, whose
    /// answer is `fits`), as the load's key-value setter asks the live
    /// objects. Nil when the classes fit, or when only the live objects can tell.
    static func outletValueProblem(
        className: @autoclosure () -> String, key: String, binding: KeyBinding.Accessors,
        destinations: [(type: NibObject.Type, className: String)], isCollection: Bool, fits: Bool?
    ) -> Diagnostic.Message? {
        guard fits == false else { return nil }
        let value =
            isCollection
            ? describeArray(ofKinds: destinations.lazy.map(\.className))
            : describeObject(ofClass: destinations.first?.className ?? "")
        return Diagnostic.Message.typeMismatch(className(), key: key, value: value, propertyType: binding.typeName)
    }

    /// An action is sent by a control.
    static func actionSourceProblem(className: @autoclosure () -> String, isControl: Bool, action: String) -> Diagnostic
        .Message?
    {
        isControl ? nil : Diagnostic.Message.notAControl(className(), action: action)
    }

    /// An action with a target needs a target that performs it.
    static func actionTargetProblem(className: @autoclosure () -> String, bindings: ClassBindings, action: Selector)
        -> Diagnostic.Message?
    {
        bindings.performs(action)
            ? nil : Diagnostic.Message.unperformedAction(className(), action: action.name, among: bindings.actions.keys)
    }

    /// A Cocoa binding needs a key of its source for the bound property.
    static func bindingSourceProblem(className: @autoclosure () -> String, bindings: ClassBindings, binding: String)
        -> Diagnostic.Message?
    {
        bindings.acceptsKey(binding)
            ? nil : Diagnostic.Message.undefinedKey(className(), key: binding) + " (binding '\(binding)')"
    }

    /// A Cocoa binding needs the observed object's class to have the first key of its key path.
    static func bindingObservedProblem(
        className: @autoclosure () -> String, bindings: ClassBindings, binding: String, keyPath: String
    )
        -> Diagnostic.Message?
    {
        let firstKey = Self.firstKey(of: keyPath)
        return bindings.acceptsKey(firstKey)
            ? nil
            : Diagnostic.Message.undefinedKey(className(), key: firstKey) + " (binding '\(binding)' to '\(keyPath)')"
    }
}
