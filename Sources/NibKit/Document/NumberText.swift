/// How archives write numbers and blank text, checked on UTF-8 bytes: these
/// run for every attribute of every element, so they avoid `Character`'s
/// Unicode machinery.
enum NumberText {
    /// The value of a decimal number such as `-12`, `0.5` or `1e3`; nil for
    /// anything else, including `nan`, `inf` and hexadecimal forms that
    /// `Double(_:)` would accept.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty else { return nil }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default:
                return nil
            }
        }
        return Double(text)
    }

    /// Whether `text` starts like a number (a digit, `-` or `.`).
    static func looksNumeric(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: ".")
    }

    /// Whether `text` is only XML white space (space, tab, carriage return, line feed).
    static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
}
