/// A place in a source file: the file's path and a 1-based line and column.
///
/// Every diagnostic NibKit produces carries one, so tools can print the
/// `path:line:col` form that editors and compilers use. Columns count bytes
/// of the UTF-8 text, as clang and swiftc do.
///
/// ```swift
/// let location = SourceLocation(file: "Login.nibxml", line: 12, column: 5)
/// print(location) // Login.nibxml:12:5
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file, as it was given to NibKit.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number, in bytes.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The `path:line:col` form.
    public var description: String { "\(file):\(line):\(column)" }
}
