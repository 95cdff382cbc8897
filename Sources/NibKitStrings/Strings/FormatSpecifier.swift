/// One conversion of a printf-style format string, such as `%@`, `%2$d` or
/// `%-8.2f`, with the argument it consumes.
///
/// ``FormatTemplate`` finds them; `nibtool strings check` compares their
/// ``argumentType`` across localizations.
///
/// ```swift
/// let specifier = FormatTemplate("%2$@ blah blah, %1$@ blah!").specifiers[0]
/// print(specifier.text, specifier.argument, specifier.argumentType) // %2$@ 2 object
/// ```
public struct FormatSpecifier: Hashable, Sendable {
    /// The kind of argument a conversion reads, as far as it matters for
    /// passing arguments safely: two specifiers with the same type read the
    /// same argument the same way on a 64-bit platform.
    public enum ArgumentType: String, Hashable, Sendable, CustomStringConvertible {
        /// An object, `%@`.
        case object
        /// A 32-bit (or promoted smaller) integer or character: `%d`, `%u`,
        /// `%x`, `%c`, `%C`, `%hd`, ...
        case int
        /// A 64-bit integer: `%ld`, `%lld`, `%qd`, `%zd`, `%lu`, `%lx`, ...
        case long
        /// A double: `%f`, `%e`, `%g`, `%a`, ...
        case double
        /// A long double: `%Lf`, ...
        case longDouble
        /// A C string, `%s`.
        case cString
        /// A string of UTF-16 units, `%S` or `%ls`.
        case unicharString
        /// A pointer, `%p`.
        case pointer
        /// A pointer to an integer that receives the count so far, `%n`.
        case count

        /// The type's name, as messages use it: `object`, `int`, `long`, ...
        public var description: String { rawValue }
    }

    /// The specifier as written, such as `%2$-8.2f`.
    public let text: String
    /// The offset of its `%` in the template's UTF-8 bytes.
    public let offset: Int
    /// The explicit argument position (`2` in `%2$@`), or nil for a
    /// sequential specifier.
    public let position: Int?
    /// The 1-based index of the argument it formats.
    public let argument: Int
    /// The flags, such as `-`, `+`, `0`, `#`, space.
    public let flags: String
    /// The width as written: digits, `*` or `*n$`; empty when absent.
    public let width: String
    /// The precision as written after the `.`; nil when absent.
    public let precision: String?
    /// The length modifier: `hh`, `h`, `l`, `ll`, `q`, `L`, `z`, `t`, `j` or empty.
    public let lengthModifier: String
    /// The conversion character, such as `@`, `d`, `f`.
    public let conversion: Character
    /// The arguments a `*` width or precision reads, 1-based; each is an `int`.
    public let starArguments: [Int]

    /// The kind of argument the conversion reads.
    public var argumentType: ArgumentType {
        let long = ["l", "ll", "q", "z", "t", "j"].contains(lengthModifier)
        switch conversion {
        case "@": return .object
        case "d", "i", "o", "u", "x", "X", "D", "U", "O": return long ? .long : .int
        case "c", "C": return .int
        case "f", "F", "e", "E", "g", "G", "a", "A": return lengthModifier == "L" ? .longDouble : .double
        case "s": return lengthModifier == "l" ? .unicharString : .cString
        case "S": return .unicharString
        case "p": return .pointer
        default: return .count
        }
    }

    init(
        text: String, offset: Int, position: Int?, argument: Int, flags: String, width: String, precision: String?,
        lengthModifier: String, conversion: Character, starArguments: [Int]
    ) {
        self.text = text
        self.offset = offset
        self.position = position
        self.argument = argument
        self.flags = flags
        self.width = width
        self.precision = precision
        self.lengthModifier = lengthModifier
        self.conversion = conversion
        self.starArguments = starArguments
    }
}
