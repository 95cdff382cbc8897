/// Cocoa bindings: a property that follows a key path of another object, as
/// AppKit's `NSKeyValueBindingCreation` methods make them.
///
/// ```swift
/// try checkbox.bind("value", to: defaults, withKeyPath: "values.playsSounds")
/// try defaults.setValue(false, forKeyPath: "values.playsSounds")  // checkbox.value is now false
/// checkbox.value = true
/// try checkbox.didEditValue(forBinding: "value")  // the store now holds true
/// ```
extension NibObject {
    /// Reads a value along a dotted key path such as `"selection.name"`:
    /// every key is read in turn from the object the previous one gave.
    ///
    /// A nil part way along gives nil, as Foundation's `value(forKeyPath:)`
    /// does; an object that accepts any key reads the rest of the path as one
    /// key, as `setValue(_:forKeyPath:)` sets it.
    public final func value(forKeyPath keyPath: String) throws(KeyValueCodingError) -> Any? {
        try walkKeyPath(keyPath).result.get()
    }

    /// Binds the property `binding` of this object to `keyPath` of `observable`.
    ///
    /// The property takes the key path's value at once, and again after every
    /// change the key-value setter makes to any object along the path (a
    /// new object part way along is observed in place of the old one). The
    /// ``BindingOption/valueTransformerName`` option transforms the value on
    /// the way (``StandardValueTransformer``), and a nil value shows the
    /// ``BindingOption/nullPlaceholder`` when one is given. An editable
    /// control writes an edit back with ``didEditValue(forBinding:)``.
    ///
    /// Binding a name again replaces its binding. Neither object is kept
    /// alive by the binding; it ends with ``unbind(_:)``, when this object
    /// goes, and stops following changes when the observed object goes.
    /// Throws, binding nothing, when this object has no such property, the key
    /// path cannot be read, the property cannot hold its value, or the
    /// transformer is not one NibKit provides.
    public final func bind(
        _ binding: String, to observable: NibObject, withKeyPath keyPath: String, options: [BindingOption: Any] = [:]
    ) throws(BindingError) {
        let made = try CocoaBinding(
            name: binding, source: self, observedObject: observable, keyPath: keyPath, options: options)
        do {
            let shown = try made.currentDisplayedValue()
            if shown != nil || CocoaBinding.acceptsNil(self, forKey: binding) {
                try validateValue(shown, forKey: binding)
            } else {
                // The property keeps its value, but must exist.
                try validateValue(value(forKey: binding), forKey: binding)
            }
        } catch {
            throw BindingError(.keyValueCoding(error), binding: binding)
        }
        unbind(binding)
        do {
            try made.establish()
        } catch {
            // Unreachable after the check above, unless a getter changes what it reads.
            throw BindingError(.keyValueCoding(error), binding: binding)
        }
        cocoaBindings[binding] = made
    }

    /// Ends the binding of the property `binding`, if there is one; the
    /// property keeps its value.
    public final func unbind(_ binding: String) {
        cocoaBindings.removeValue(forKey: binding)?.invalidate()
    }

    /// What the property `binding` is bound to, or nil when it is not bound.
    public final func infoForBinding(_ binding: String) -> BindingInfo? {
        cocoaBindings[binding]?.info
    }

    /// The names of the properties bound, sorted.
    public final var boundBindingNames: [String] { cocoaBindings.keys.sorted() }

    /// Writes the bound property's current value to the key path it is bound
    /// to, as an AppKit control does when the user edits it: a control calls
    /// this once its own property holds the edited value (at the end of
    /// editing, or on every change when ``BindingInfo/continuouslyUpdatesValue``
    /// is set).
    ///
    /// The value goes through the value transformer in reverse, and is set
    /// with `setValue(_:forKeyPath:)`, so every other property bound to the
    /// same key path follows; this one is not set again. Throws when nothing
    /// is bound under the name, the transformer is not reversible, or the
    /// observed object refuses the value.
    ///
    /// ```swift
    /// slider.value = 0.25
    /// try slider.didEditValue(forBinding: "value")
    /// ```
    public final func didEditValue(forBinding binding: String) throws(BindingError) {
        guard let made = cocoaBindings[binding] else { throw BindingError(.notBound, binding: binding) }
        try made.writeBack()
    }

    /// The objects along `keyPath` with the key read from each, and the value
    /// at its end: what `value(forKeyPath:)` reads and a binding observes.
    func walkKeyPath(_ keyPath: String) -> KeyPathWalk {
        var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        var walk = KeyPathWalk(links: [], result: .success(nil))
        var target: NibObject = self
        do throws(KeyValueCodingError) {
            while keys.count > 1 {
                let key = keys.removeFirst()
                let value = flattened(try target.value(forKey: key))
                if let next = value as? NibObject {
                    walk.links.append((target, key))
                    target = next
                } else if type(of: target).acceptsAnyKey {
                    let rest = ([key] + keys).joined(separator: ".")
                    walk.links.append((target, rest))
                    walk.result = .success(try target.value(forKey: rest))
                    return walk
                } else if value == nil {
                    walk.links.append((target, key))
                    return walk
                } else {
                    throw KeyValueCodingError(.undefinedKey, className: describeKind(of: value), key: keys.first ?? "")
                }
            }
            let key = keys.first ?? keyPath
            walk.links.append((target, key))
            walk.result = .success(try target.value(forKey: key))
        } catch {
            walk.result = .failure(error)
        }
        return walk
    }
}

/// The objects a key path passes through, and what reading it gave.
struct KeyPathWalk {
    var links: [(object: NibObject, key: String)]
    var result: Result<Any?, KeyValueCodingError>
}
