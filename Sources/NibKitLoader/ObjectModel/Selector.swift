/// The name of an action method, such as `"login:"`.
///
/// Swift on Linux has no Objective-C runtime, so a selector is just its name;
/// classes map names to methods in their `actionBindings`.
///
/// ```swift
/// let action: Selector = "login:"
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, with its colons.
    public let name: String

    /// Creates a selector from its name.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }

    /// The selector's ``name``, such as `login:`.
    public var description: String { name }
}
