import Glibc

/// Why the terminal could not be used.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// A system call failed with this `errno`.
    case systemCall(String, Int32)

    /// What went wrong, for the command line.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must be a terminal; to replay keys without one, use --keys"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code)))"
        }
    }
}
