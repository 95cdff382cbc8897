import Foundation

/// One input shape of one reader: how to make its input at a size, and the
/// work that reads it, as the command that takes such a file does it.
///
/// The four kinds of shape, each generated at N and 8 N:
///
/// - **sharing**: one value or object referenced from many places (one
///   object named by many outlets, one array held by many views, one nib
///   named by many identifiers, one container doubled level by level);
/// - **nesting**: deep chains (views within views, references that lead on
///   to the next object, scenes that segue to the next, folders in folders);
/// - **repetition**: many of one kind side by side (siblings, connections to
///   one object, entries, files, URL schemes);
/// - **long names**: ids, keys, class names, variable names and file names
///   that grow with N.
///
/// A reader whose cost is linear in its input grows about 8 times from N to
/// 8 N; ``StressRunner/limit`` allows 8 × 1.5.
struct StressCase: Sendable {
    /// The kind of adversarial shape.
    enum Shape: String, CaseIterable, Sendable {
        case sharing
        case nesting
        case repetition
        case longNames = "long-names"
    }

    /// The reader or command, as `--only` names it: `xib`, `nibarchive`, `genstrings`…
    let reader: String
    let shape: Shape
    /// Tells apart two cases of one shape, such as `ranges` in `nibarchive/sharing-ranges`.
    let variant: String?
    /// What the input is, in a sentence: enough to make it again.
    let summary: String
    /// N at scale 1.
    let count: Int
    /// Makes the input of size `count` (in memory, or in `folder`) and returns the work that reads it.
    let prepare: @Sendable (_ count: Int, _ folder: URL) throws -> StressWork

    init(
        _ reader: String, _ shape: Shape, _ variant: String? = nil, count: Int, _ summary: String,
        prepare: @escaping @Sendable (_ count: Int, _ folder: URL) throws -> StressWork
    ) {
        self.reader = reader
        self.shape = shape
        self.variant = variant
        self.summary = summary
        self.count = count
        self.prepare = prepare
    }

    /// `reader/shape` or `reader/shape-variant`.
    var name: String { "\(reader)/\(shape.rawValue)" + (variant.map { "-\($0)" } ?? "") }

    /// Whether `--only PATTERN` selects this case: the whole name, a reader,
    /// `reader/shape` (every variant of it), or `/shape` (that shape in every reader).
    func matches(_ pattern: String) -> Bool {
        if pattern == name || pattern == reader || pattern == "\(reader)/\(shape.rawValue)" { return true }
        return pattern == "/\(shape.rawValue)" || pattern == "*/\(shape.rawValue)"
    }
}

/// The work a case times: one call of the reader on the prepared input. It
/// returns what the reader made, which is released after the clock stops.
struct StressWork {
    let run: () -> Any
}

/// An input that did not read as the case meant (a generator out of step with a reader).
struct StressError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
    init(_ message: String) { self.message = message }
}
