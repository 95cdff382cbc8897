import Foundation

/// `nibstress`'s command line.
struct StressOptions {
    /// Multiplies every case's N.
    var scale = 1.0
    /// Timed runs of each size after the untimed first one; the fastest is kept.
    var repetitions = 3
    /// The most seconds one run may take before the case is stopped and fails.
    var ceiling = 10.0
    /// Cases whose name matches one of these, or all when empty.
    var only: [String] = []
    var json = false
    var list = false
    var wantsHelp = false
    /// Print what each case's first run at N returned, to check that an input reads as meant.
    var show = false
    /// The case a child process measures.
    var child: String?
    /// The temporary folder a child process writes its inputs in.
    var folder: String?

    static let usage =
        "usage: nibstress [--list] [--only READER[/SHAPE]]... [--scale X] [--repetitions N] [--ceiling SECONDS] [--json] [--show]"

    static let help = """
        \(usage)

        Reads inputs of adversarial shapes (sharing, nesting, repetition, long names) with every
        NibKit reader and command that takes a file, at N and 8 N, and fails a case when its CPU
        time or its peak memory grows more than \(Int(StressRunner.limit)) times (8 × 1.5). The shapes
        that were once quadratic to load are also instantiated or compiled, in cases whose names
        end in :instantiate or :compile. Each case runs in a process of its own; a run that passes
        its ceiling is stopped and fails.
        Prints one line per case; exits with 1 when any case fails.

        Options:
          --list               Print the cases and what each input is, and exit.
          --only PATTERN       Run only the cases named PATTERN: a reader (xib), a reader and a
                               shape (nibarchive/sharing), a whole name (nibarchive/sharing-ranges,
                               nibxml/repetition-keys:compile), an input in every phase
                               (nibxml/repetition-keys), a shape in every reader (/nesting), or a
                               phase of every input (:instantiate). May be repeated.
          --scale X            Multiply every N by X (default 1: CI's small sizes).
          --repetitions N      Timed runs of each size, the fastest kept (default 3).
          --ceiling SECONDS    The longest one run may take (default 10). A run at 8 N is also
                               stopped once it takes 40 times as long as the first run at N.
          --json               Print a JSON array instead of the table.
          --show               Print on standard error what each case's first run at N returned
                               (diagnostics, tables), to check that its input reads as meant.
          -h, --help           Show this help.
        """

    static func parse(_ arguments: [String]) throws -> StressOptions {
        var options = StressOptions()
        var index = 0
        func value(_ name: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw StressError("\(name) needs a value") }
            return arguments[index]
        }
        func number(_ name: String) throws -> Double {
            let text = try value(name)
            guard let number = Double(text), number > 0, number.isFinite else {
                throw StressError("\(name) must be a positive number, not '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--list": options.list = true
            case "--json": options.json = true
            case "--show": options.show = true
            case "-h", "--help": options.wantsHelp = true
            case "--only": options.only.append(try value("--only"))
            case "--scale": options.scale = try number("--scale")
            case "--ceiling": options.ceiling = try number("--ceiling")
            case "--repetitions": options.repetitions = max(1, Int(try number("--repetitions")))
            case "--child": options.child = try value("--child")
            case "--folder": options.folder = try value("--folder")
            default: throw StressError("unknown argument '\(arguments[index])'")
            }
            index += 1
        }
        return options
    }
}
