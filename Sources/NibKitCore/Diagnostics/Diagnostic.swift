/// One problem found in an archive, with its place and the object, class and
/// key it concerns.
///
/// Diagnostics render in the form compilers use, so editors can jump to them:
///
/// ```swift
/// print(diagnostic) // Login.nibxml:14:7: error: LoginController is not key value coding-compliant for the key 'okBtn'
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The archive cannot be loaded.
        case error
        /// The archive loads, but something is probably not what its author meant.
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong, in one sentence, lower-case, without the location.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// The id of the object concerned, when there is one.
    public var objectID: String?
    /// The class of the object concerned, when there is one.
    public var className: String?
    /// The property, outlet or action concerned, when there is one.
    public var key: String?
    /// How many diagnostics of its severity this line stands for, when it is
    /// a collector's closing line ("and 19000 more errors"); 0 otherwise.
    package var omittedCount = 0

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.objectID = objectID
        self.className = className
        self.key = key
    }

    /// Creates a diagnostic with a message of the catalogue.
    package init(
        _ severity: Severity, _ message: Message, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil
    ) {
        self.init(severity, message.text, at: location, objectID: objectID, className: className, key: key)
    }

    /// Orders diagnostics by place in the file (line, then column), keeping
    /// the order they were reported in at one place; a collector's closing
    /// line ("and 19000 more errors") stays after the others.
    package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.omittedCount > 0 || b.omittedCount > 0 {
                return a.omittedCount > 0 && b.omittedCount > 0 ? left.offset < right.offset : b.omittedCount > 0
            }
            if a.location.line != b.location.line { return a.location.line < b.location.line }
            if a.location.column != b.location.column { return a.location.column < b.location.column }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// The `path:line:col: error: message` form, on one line: control
    /// characters from the file are escaped and very long words abbreviated
    /// (``DisplayText``), so a message can never forge a line of its own.
    public var description: String {
        DisplayText.line("\(location): \(severity.rawValue): \(message)")
    }
}
