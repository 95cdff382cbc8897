@_spi(Reflection) import Swift

/// Where a key path's property lives inside its object, when the key path
/// names a plain stored property: the offset lets a binding set it with a
/// direct store instead of the Swift runtime's key-path write (about 1,700
/// instructions and an allocation per set).
///
/// A key path to a stored property of a class is a stored component only
/// when nothing can intercept the write: the property is `final` (or its
/// class is), has no observers, and is neither `weak`, `unowned` nor `lazy`.
/// Any other key path (an overridable property, a computed property, a
/// subscript, a chain) is a computed component, and keeps the runtime's write,
/// which calls its setter. The runtime prints a stored component by the name
/// of the field at its offset and a computed one as `<computed …>`, so a key
/// path is taken as a stored property only when it prints as `\Root.name`,
/// exactly one field of `Root` has that name, and that field holds the key
/// path's value type.
@usableFromInline
enum StoredProperty {
    /// The byte offset of the stored property `keyPath` names in a `Root`
    /// instance, or nil when the key path is not a plain stored property.
    @usableFromInline
    static func offset(of keyPath: AnyKeyPath, root: AnyObject.Type, value: Any.Type) -> Int? {
        var candidates: [(name: String, offset: Int)] = []
        var names: [String] = []
        let walked = _forEachField(of: root, options: classFields) { name, offset, type, _ in
            let name = String(cString: name)
            names.append(name)
            if type == value { candidates.append((name, offset)) }
            return true
        }
        guard walked, !candidates.isEmpty else { return nil }
        let description = keyPath.debugDescription
        for candidate in candidates where description == "\\\(root).\(candidate.name)" {
            return names.count { $0 == candidate.name } == 1 ? candidate.offset : nil
        }
        return nil
    }

    /// The option that walks a class's fields, its superclasses' first
    /// (the runtime's option set is a mutable static).
    private static var classFields: _EachFieldOptions { _EachFieldOptions(rawValue: 1 << 0) }
}
