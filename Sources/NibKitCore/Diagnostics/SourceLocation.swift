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
    // Lines and columns are kept in 32 bits: templates hold a location for
    // every object, property and connection, and NibKit reads files of at
    // most 256 MiB, whose lines and columns all fit.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column number, in bytes.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location. A line or column beyond 32 bits (2,147,483,647)
    /// is kept as that largest value.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// The start of `file`, line 1, column 1: where a problem of the whole
    /// file stands (an unreadable file, a binary property list, which has no
    /// lines).
    ///
    /// ```swift
    /// SourceLocation.start(of: "Info.plist") // Info.plist:1:1
    /// ```
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The `path:line:col` form.
    public var description: String { "\(file):\(line):\(column)" }
}
