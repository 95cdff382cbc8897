/// The one-letter escapes C's string literals and OpenStep property lists
/// share: `\a \b \f \n \r \t \v`, and the control character each stands for.
/// The two grammars differ in everything else (C has `\e`, `\x` and `\u`;
/// `.strings` files have `\U` and refuse `\u`), so each lexer keeps its own
/// switch and asks this table first.
enum ControlEscapes {
    /// The byte the escape `\` + `letter` stands for, or nil for a letter
    /// that is not one of the shared seven.
    static func byte(for letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
    }
}
