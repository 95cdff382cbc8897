import Foundation

/// One input shape of one reader: how to make its input at a size, and the
/// work that reads it, as the command that takes such a file does it, or
/// the later phase of a load that the case names (``Phase``).
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

    /// What a run does with the input: what the command that takes it does,
    /// or a later phase of a load.
    enum Phase: String, CaseIterable, Sendable {
        /// The input read as its command reads it: `nibtool lint` (bytes to a
        /// validated template, with its problems), `inspect`, `strings check`,
        /// genstrings, `bundle lint`…
        case read
        /// A template of the input, made before the clock starts, to a live
        /// graph: `nibtool trace` and an application's load.
        case instantiate
        /// A template of the input, made before the clock starts, to NibKit's
        /// compiled form and back: `nibtool compile` and a compiled load.
        case compile
    }

    /// The reader or command, as `--only` names it: `xib`, `nibarchive`, `genstrings`…
    let reader: String
    let shape: Shape
    /// Tells apart two cases of one shape, such as `ranges` in `nibarchive/sharing-ranges`.
    let variant: String?
    let phase: Phase
    /// What the input is, in a sentence: enough to make it again.
    let summary: String
    /// N at scale 1.
    let count: Int
    /// Makes the input of size `count` (in memory, or in `folder`) and returns the work that reads it.
    let prepare: @Sendable (_ count: Int, _ folder: URL) throws -> StressWork

    init(
        _ reader: String, _ shape: Shape, _ variant: String? = nil, phase: Phase = .read, count: Int,
        _ summary: String, prepare: @escaping @Sendable (_ count: Int, _ folder: URL) throws -> StressWork
    ) {
        self.reader = reader
        self.shape = shape
        self.variant = variant
        self.phase = phase
        self.summary = summary
        self.count = count
        self.prepare = prepare
    }

    /// The input: `reader/shape` or `reader/shape-variant`.
    var input: String { "\(reader)/\(shape.rawValue)" + (variant.map { "-\($0)" } ?? "") }

    /// The input, and `:phase` after it for a phase other than reading.
    var name: String { input + (phase == .read ? "" : ":\(phase.rawValue)") }

    /// Whether `--only PATTERN` selects this case: the whole name, the input
    /// (every phase of it), a reader, `reader/shape` (every variant and phase
    /// of it), `/shape` (that shape in every reader), or `:phase` (that phase
    /// of every input).
    func matches(_ pattern: String) -> Bool {
        if pattern == name || pattern == input || pattern == reader || pattern == "\(reader)/\(shape.rawValue)" {
            return true
        }
        return pattern == "/\(shape.rawValue)" || pattern == "*/\(shape.rawValue)" || pattern == ":\(phase.rawValue)"
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
