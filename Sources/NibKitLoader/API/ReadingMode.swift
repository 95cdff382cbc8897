/// How strictly an archive is read.
///
/// NibKit's own format is read strictly by default: a typo in a hand-written
/// file should never pass. Interface Builder documents are read leniently by
/// default, as Apple's loaders read them: an element NibKit does not know
/// becomes a generic dictionary value, and a registered class receives only
/// the archived properties it binds (the way `init(coder:)` decodes only the
/// keys it knows). Outlets, actions and runtime attributes are checked in
/// both modes, since Apple's loaders fail on those too.
///
/// ```swift
/// let template = try NibTemplate(contentsOf: url, registry: registry, mode: .strict)
/// ```
public enum ReadingMode: String, Hashable, Sendable {
    /// Unknown elements, attributes and property keys are errors.
    case strict
    /// Unknown elements and attributes are warnings or generic values, and
    /// archived properties a registered class does not bind are skipped.
    case lenient
}
