/// How archives write numbers, read straight from the UTF-8 bytes of an
/// attribute value or text: these run for every attribute of every element,
/// so they make no `String` and avoid `Character`'s Unicode machinery. (Blank
/// text and fixed words are the reader's `XMLText`.)
enum NumberText {
    /// The value of a decimal number such as `-12`, `0.5` or `1e3`; nil for
    /// anything else, including `nan`, `inf` and hexadecimal forms that
    /// `Double(_:)` would accept. The value is `Double(_:)`'s, bit for bit.
    static func decimal(_ bytes: UnsafeRawBufferPointer) -> Double? {
        guard !bytes.isEmpty else { return nil }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default:
                return nil
            }
        }
        return DecimalScanner.value(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// A number as archives write it: a whole number without a fraction
    /// (`44`, not `44.0`), anything else as Swift's shortest decimal. What
    /// the NIB Archive writer writes geometry text with, and the strings
    /// export a number's text.
    static func text(of value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The value of a decimal integer as `Int(_:)` reads it: an optional sign
    /// and digits, nil when it does not fit.
    static func integer(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        let digits = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        guard !digits.isEmpty else { return nil }
        // Accumulated negatively, so that Int.min fits.
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.subtractingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            value = next
        }
        if negative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    /// Whether the text starts like a number (a digit, `-` or `.`).
    static func looksNumeric(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let first = bytes.first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: ".")
    }
}

/// Decimal numbers read exactly without `strtod`, for the forms archives
/// write: up to 19 significant digits and a small power of ten. Anything
/// else is left to `Double(_:)`.
private enum DecimalScanner {
    /// 10^0 … 10^22, the powers of ten a double holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    /// 10^0 … 10^27, exact in 128 bits.
    private static let powersOfTen: [UInt128] = {
        var powers: [UInt128] = [1]
        for _ in 1...27 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// The correctly rounded value of `bytes`, which hold only digits, signs,
    /// points and exponent letters; nil when the text is not a number
    /// `Double(_:)` reads, or is one this scanner leaves to it.
    static func value(_ bytes: UnsafeRawBufferPointer) -> Double? {
        var index = 0
        let count = bytes.count
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var significand: UInt64 = 0
        var significantDigits = 0
        var digits = 0
        var exponent = 0
        var seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits += 1
                if significand != 0 || byte != UInt8(ascii: "0") {
                    significantDigits += 1
                    guard significantDigits <= 19 else { return nil }
                    significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                }
                if seenPoint { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < count {
            // An exponent: e or E, an optional sign, one to three digits.
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < count, count - index <= 3 else { return nil }
            var written = 0
            while index < count {
                let byte = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                written = written * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        let magnitude: Double
        if significand == 0 {
            magnitude = 0
        } else if significand <= 1 << 53, (-22...22).contains(exponent) {
            // Both operands exact, so one operation rounds correctly (Clinger).
            magnitude =
                exponent < 0
                ? Double(significand) / exactPowersOfTen[-exponent] : Double(significand) * exactPowersOfTen[exponent]
        } else if exponent >= 0 {
            guard exponent <= 19 else { return nil }
            magnitude = rounded(UInt128(significand) * powersOfTen[exponent], inexact: false, exponent: 0)
        } else {
            guard exponent >= -21 else { return nil }
            // significand / 10^k: shift the significand up to the top of 128
            // bits, divide, and round the quotient with the remainder as a
            // sticky bit. With 10^k below 2^72 the quotient keeps more than
            // 53 significant bits.
            let divisor = powersOfTen[-exponent]
            let shift = UInt128(significand).leadingZeroBitCount
            let numerator = UInt128(significand) << shift
            let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: divisor)
            magnitude = rounded(quotient, inexact: remainder != 0, exponent: -shift)
        }
        return negative ? -magnitude : magnitude
    }

    /// The double nearest to (value + f) × 2^exponent, where 0 ≤ f < 1 and
    /// `inexact` says whether f > 0, rounding halves to even; `value` has
    /// more than 53 significant bits whenever `inexact` is true.
    private static func rounded(_ value: UInt128, inexact: Bool, exponent: Int) -> Double {
        let bits = UInt128.bitWidth - value.leadingZeroBitCount
        guard bits > 53 else { return Double(sign: .plus, exponent: exponent, significand: Double(UInt64(value))) }
        let dropped = bits - 53
        var mantissa = UInt64(value >> dropped)
        let rest = value & ((1 << dropped) - 1)
        let half: UInt128 = 1 << (dropped - 1)
        if rest > half || (rest == half && (inexact || mantissa & 1 == 1)) {
            mantissa += 1
        }
        return Double(sign: .plus, exponent: exponent + dropped, significand: Double(mantissa))
    }
}
