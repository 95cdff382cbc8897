/// The one error type NibKit's public API throws.
///
/// An error has a `code` saying which kind of failure it is (the set of codes
/// can grow without breaking callers) and the `diagnostics` that locate it.
/// Validation collects every problem in a file, so a template that fails to
/// build carries all of them, errors and warnings, in document order: the
/// first 1,000 of each severity, then one closing line per severity saying
/// how many more there are ("and 19000 more errors"), which ``description``
/// prints last like any other.
///
/// ```swift
/// do {
///     let template = try NibTemplate(contentsOf: url, registry: registry)
/// } catch let error as NibError {
///     for diagnostic in error.diagnostics { print(diagnostic) }
/// }
/// ```
public struct NibError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name for the code.
        public let name: String

        init(_ name: String) { self.name = name }

        /// The file could not be read.
        public static let unreadableFile = Code("unreadableFile")
        /// The bytes are not well-formed XML, or use a forbidden XML feature.
        public static let malformedXML = Code("malformedXML")
        /// The XML is not a valid archive: unknown elements, bad values, duplicate
        /// ids, dangling references, unknown classes, keys or actions.
        public static let invalidArchive = Code("invalidArchive")
        /// The archive is in a format NibKit recognises but does not load.
        public static let unsupportedFormat = Code("unsupportedFormat")
        /// The caller did not supply an external object the archive names.
        public static let missingExternalObject = Code("missingExternalObject")
        /// An object the caller supplied, or one the load created, refused a key,
        /// an action or a value while the graph was being built.
        public static let instantiationFailed = Code("instantiationFailed")
        /// A named archive was not found through the resource provider.
        public static let resourceNotFound = Code("resourceNotFound")
        /// A `.strings` file cannot be read: bad syntax, a bad escape, invalid text.
        public static let invalidStringsTable = Code("invalidStringsTable")
        /// A property list cannot be read.
        public static let invalidPropertyList = Code("invalidPropertyList")
        /// A `.stringsdict` file cannot be read: not a property list of plural
        /// rules, a variable without its `other` form, a form that reads its
        /// number as another type.
        public static let invalidStringsDictionary = Code("invalidStringsDictionary")
        /// A file could not be written.
        public static let unwritableFile = Code("unwritableFile")

        /// The code's ``name``, such as `invalidArchive`.
        public var description: String { name }
    }

    /// Which kind of failure this is.
    public var code: Code
    /// The located problems: errors in order of their place in the file, then warnings.
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    public init(_ code: Code, diagnostics: [Diagnostic]) {
        self.code = code
        self.diagnostics = diagnostics
    }

    /// Creates an error with a single diagnostic.
    public init(_ code: Code, _ diagnostic: Diagnostic) {
        self.init(code, diagnostics: [diagnostic])
    }

    /// The diagnostics, one per line, in `path:line:col: error: message` form.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
