import NibKitCore

extension LaunchImageName {
    /// Parses a file name as a launch image name for a known basename.
    ///
    /// The basename must be known because a custom one (`UILaunchImageFile`)
    /// may itself contain hyphens. A name parses when it is exactly the
    /// basename followed by known modifiers and `.png`; the modifiers may be
    /// out of order or contradict each other, which `problems` reports. URL
    /// scheme modifiers are recognised only for the schemes given, matched
    /// case-sensitively, as file names are on iOS.
    ///
    /// ```swift
    /// LaunchImageName.parse("Default-myscheme@2x.png", basename: "Default", urlSchemes: ["myscheme"])?.urlScheme
    /// // "myscheme"
    /// LaunchImageName.parse("Default-other.png", basename: "Default")  // nil: unknown modifier
    /// LaunchImageName.parse("Defaults.png", basename: "Default")       // nil: another basename
    /// ```
    ///
    /// - Parameters:
    ///   - fileName: A file name without folders, such as `Default@2x.png`.
    ///   - basename: `Default`, or the `UILaunchImageFile` value without its
    ///     extension (see `LaunchImageSelector.basename(forLaunchImageFile:)`).
    ///   - urlSchemes: The URL schemes the bundle declares in `CFBundleURLTypes`.
    /// - Returns: The parsed name, or `nil` when the file is not a launch
    ///   image of that basename: another extension, another basename, or an
    ///   unknown or repeated modifier.
    ///
    /// Each call sorts `urlSchemes`; to parse many names against the same
    /// schemes, ``LaunchImageSelector`` sorts them once.
    public static func parse(
        _ fileName: String, basename: String, urlSchemes: Set<String> = []
    ) -> LaunchImageName? {
        parse(fileName, basename: basename, vocabulary: LaunchImageVocabulary(urlSchemes: urlSchemes))
    }

    /// Parses a file name against a vocabulary built once for many names.
    ///
    /// The work is the name's length times the logarithm of the number of
    /// schemes, however many schemes the bundle declares.
    static func parse(
        _ fileName: String, basename: String, vocabulary: LaunchImageVocabulary
    ) -> LaunchImageName? {
        guard !basename.isEmpty, fileName.hasSuffix(".png"), !fileName.contains("/") else { return nil }
        let stem = fileName.dropLast(".png".count)
        guard stem.hasPrefix(basename) else { return nil }
        let modifiers = stem.dropFirst(basename.count)

        // A custom scheme may look like another modifier or contain hyphens, so
        // every way of splitting the modifiers is tried; the reading with the
        // fewest problems wins, and among equals the first found, which prefers
        // orientation modifiers to schemes of the same spelling.
        let readings = vocabulary.readings(of: modifiers).map(Reading.init(tokens:))
        guard let best = readings.min(by: { $0.problems.count < $1.problems.count }) else { return nil }
        return LaunchImageName(fileName: fileName, basename: basename, reading: best)
    }

    private init(fileName: String, basename: String, reading: Reading) {
        self.fileName = fileName
        self.basename = basename
        self.screen = reading.screen
        self.urlScheme = reading.urlScheme
        self.orientation = reading.orientation
        self.scale = reading.scale
        self.device = reading.device
        self.problems = reading.problems
    }
}

/// One modifier found in a name.
enum Token: Equatable, Sendable {
    case tall
    case urlScheme(String)
    case orientation(LaunchImageName.Orientation)
    case scale(Int)
    /// A device, with the spelling found, which may be a variant such as `ipad7`.
    case device(Device, spelling: String)

    /// The modifier's place in the grammar.
    var position: Int {
        switch self {
        case .tall: 0
        case .urlScheme: 1
        case .orientation: 2
        case .scale: 3
        case .device: 4
        }
    }

    /// The modifier as written in the name.
    var text: String {
        switch self {
        case .tall: "-568h"
        case .urlScheme(let scheme): "-" + scheme
        case .orientation(let orientation): orientation.modifier
        case .scale(let scale): "@\(scale)x"
        case .device(_, let spelling): "~" + spelling
        }
    }
}

/// The modifiers a name may contain, and every way of reading a string of them.
///
/// Built once for a bundle's URL schemes and used for each of its file names.
struct LaunchImageVocabulary: Sendable {
    /// What may follow a hyphen besides a scheme, in the order readings are preferred.
    static let hyphenated: [(String, Token)] =
        [("568h", .tall)] + LaunchImageName.Orientation.allCases.map { ($0.rawValue, Token.orientation($0)) }

    /// The declared schemes, found by the text they start.
    let schemes: URLSchemeIndex

    init(urlSchemes: Set<String>) {
        schemes = URLSchemeIndex(urlSchemes)
    }

    /// Characters that start a modifier, and so end the one before.
    static let delimiters: Set<Character> = ["-", "@", "~"]

    static func endsModifier(_ rest: Substring) -> Bool {
        rest.first.map { delimiters.contains($0) } ?? true
    }

    /// Every sequence of modifiers that spells `text` exactly, each kind of
    /// modifier at most once, none of the kinds in `used`.
    ///
    /// Allowing each kind once keeps the work small even for a name made of
    /// many hyphenated schemes.
    func readings(of text: Substring, excluding used: Set<Int> = []) -> [[Token]] {
        guard let first = text.first else { return [[]] }
        let body = text.dropFirst()
        var alternatives: [(Token, Substring)] = []
        switch first {
        case "-":
            for (spelling, token) in Self.hyphenated where body.hasPrefix(spelling) {
                let rest = body.dropFirst(spelling.count)
                if Self.endsModifier(rest) { alternatives.append((token, rest)) }
            }
            // Longest first: of two readings with as few problems, the first found wins.
            if !used.contains(Token.urlScheme("").position) {
                for (scheme, rest) in schemes.prefixes(of: body) where Self.endsModifier(rest) {
                    alternatives.append((.urlScheme(scheme), rest))
                }
            }
        case "@":
            for scale in [2, 3] where body.hasPrefix("\(scale)x") {
                let rest = body.dropFirst(2)
                if Self.endsModifier(rest) { alternatives.append((.scale(scale), rest)) }
            }
        case "~":
            let word = body.prefix { !Self.delimiters.contains($0) }
            if let device = [Device.iphone, .ipad].first(where: { word.hasPrefix($0.rawValue) }) {
                alternatives.append((.device(device, spelling: String(word)), body.dropFirst(word.count)))
            }
        default:
            break
        }
        return alternatives.filter { !used.contains($0.0.position) }.flatMap { token, rest in
            readings(of: rest, excluding: used.union([token.position])).map { [token] + $0 }
        }
    }
}

/// A set of URL schemes, sorted, that finds every scheme a text starts with
/// in steps of one character each, narrowing the sorted range by binary
/// search: the length of the text times the logarithm of the number of
/// schemes, where trying each scheme in turn costs their number.
struct URLSchemeIndex: Sendable {
    /// The schemes' characters, sorted; no scheme is empty.
    private let characters: [[Character]]
    /// The schemes as declared, in the same order.
    private let spellings: [String]

    init(_ schemes: Set<String>) {
        let sorted = schemes.filter { !$0.isEmpty }.map { (Array($0), $0) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) }
        characters = sorted.map(\.0)
        spellings = sorted.map(\.1)
    }

    /// Every scheme `text` starts with, longest first, and the text after it.
    func prefixes(of text: Substring) -> [(scheme: String, rest: Substring)] {
        var found: [(scheme: String, rest: Substring)] = []
        // Every scheme in low..<high starts with the `depth` characters read;
        // a scheme that is exactly those characters sorts first among them.
        var low = 0
        var high = characters.count
        var depth = 0
        var index = text.startIndex
        while low < high, index < text.endIndex {
            let character = text[index]
            low = firstIndex(in: low..<high) { $0.count > depth && $0[depth] >= character }
            high = firstIndex(in: low..<high) { $0.count > depth && $0[depth] > character }
            depth += 1
            index = text.index(after: index)
            if low < high, characters[low].count == depth {
                found.append((spellings[low], text[index...]))
            }
        }
        return found.reversed()
    }

    /// The first index in `range` whose scheme satisfies `predicate`, which
    /// is false and then true along the range; its end when there is none.
    private func firstIndex(in range: Range<Int>, where predicate: ([Character]) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(characters[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// One reading of a name's modifiers, with what it means and what is wrong with it.
private struct Reading {
    var screen = LaunchScreen.standard
    var urlScheme: String?
    var orientation: LaunchImageName.Orientation?
    var scale = 1
    var device: Device?
    var problems: [LaunchImageName.Problem] = []

    /// Reads the tokens, each kind of modifier at most once.
    init(tokens: [Token]) {
        var deviceSpelling: String?
        for token in tokens {
            switch token {
            case .tall: screen = .tall568h
            case .urlScheme(let scheme): urlScheme = scheme
            case .orientation(let value): orientation = value
            case .scale(let value): scale = value
            case .device(let value, let spelling):
                device = value
                deviceSpelling = spelling
            }
        }

        if let index = tokens.firstIndex(of: .tall), index > 0 {
            problems.append(.tallModifierNotFirst)
        }
        let ordered = tokens.filter { $0 != .tall }
        for (offset, earlier) in ordered.enumerated() {
            for later in ordered[(offset + 1)...] where later.position < earlier.position {
                problems.append(.outOfOrder(modifier: later.text, before: earlier.text))
            }
        }
        if screen == .tall568h && scale != 2 {
            problems.append(.tallModifierWithoutDoubleScale)
        }
        if screen == .tall568h && device == .ipad {
            problems.append(.tallModifierForIPad)
        }
        if device == .iphone, orientation?.isLandscape == true,
            !LaunchImageSizes.supportsLandscape(device: .iphone, scale: scale, screen: screen)
        {
            problems.append(.landscapeForIPhone)
        }
        if let spelling = deviceSpelling, let device, spelling != device.rawValue {
            problems.append(.unrecognizedDeviceModifier("~" + spelling))
        }
    }
}
