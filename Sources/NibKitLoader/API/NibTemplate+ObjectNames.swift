extension NibTemplate {
    /// The label Interface Builder's document outline shows for the object at
    /// `index` of ``objects`` (`userLabel="Log In Button"`), or nil when it
    /// has none.
    ///
    /// Placeholders have none (Xcode labels them with their role), and
    /// neither NibKit's own format nor a compiled template keeps labels.
    ///
    /// ```swift
    /// // <button ... id="Lgn-Bt-n01" userLabel="Log In Button">
    /// template.userLabel(ofObjectAt: index)  // "Log In Button"
    /// ```
    public func userLabel(ofObjectAt index: Int) -> String? {
        userLabels[index]
    }

    /// The object at `index` of ``objects`` as `nibtool trace` names it once
    /// it exists: its id, then in parentheses its class and, when it has one,
    /// its user label in quotes.
    ///
    /// A placeholder that names no class is named by its role. The names of
    /// a trace's events are these (``LifecycleEvent/description(naming:)``).
    ///
    /// ```swift
    /// template.displayName(ofObjectAt: button)  // Lgn-Bt-n01 (UIButton "Log In Button")
    /// template.displayName(ofObjectAt: owner)   // -1 (LoginController)
    /// ```
    public func displayName(ofObjectAt index: Int) -> String {
        let object = objects[index]
        let kind = object.className ?? object.role.displayName
        guard let label = userLabels[index] else { return "\(object.id) (\(kind))" }
        return "\(object.id) (\(kind) \(ObjectDescription.text(label)))"
    }
}
