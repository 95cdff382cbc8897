/// The arguments of `nib-gtk FILE [--size WxH] [--screenshot OUT.png] [--layout-json] [--click ID]... [--menu ID]...`.
struct CommandLineOptions {
    /// The document to open.
    var file: String
    /// The size of the root view, when not the document's: `--size 600x400`.
    var size: (width: Double, height: Double)?
    /// Where to write a PNG of the laid-out window.
    var screenshot: String?
    /// Whether to print the layout as JSON.
    var printsLayout = false
    /// The controls to click, in order.
    var clicks: [String] = []
    /// The menu items to choose, in order, after the clicks.
    var menuItems: [String] = []

    /// Whether the program keeps the windows open until they are closed:
    /// only when it is asked for nothing else.
    var isInteractive: Bool { screenshot == nil && !printsLayout && clicks.isEmpty && menuItems.isEmpty }

    static let usage = "usage: nib-gtk FILE [--size WxH] [--screenshot OUT.png] [--layout-json] [--click ID]... [--menu ID]..."

    /// Reads the arguments after the program's name; the message says what is wrong.
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var file: String?
        var options = CommandLineOptions(file: "")
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--layout-json":
                options.printsLayout = true
            case "--screenshot", "--click", "--menu":
                guard let value = remaining.popFirst() else { return .failure(UsageError("\(argument) needs a value")) }
                switch argument {
                case "--screenshot": options.screenshot = value
                case "--click": options.clicks.append(value)
                default: options.menuItems.append(value)
                }
            case "--size":
                let parts = remaining.popFirst()?.split(separator: "x").compactMap { Double($0) } ?? []
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                    return .failure(UsageError("--size needs WIDTHxHEIGHT in points, such as 600x400"))
                }
                options.size = (parts[0], parts[1])
            case "-h", "--help":
                return .failure(UsageError(nil))
            default:
                if argument.hasPrefix("--") { return .failure(UsageError("unknown option '\(argument)'")) }
                if file != nil { return .failure(UsageError("only one FILE can be opened")) }
                file = argument
            }
        }
        guard let file else { return .failure(UsageError("no FILE given")) }
        options.file = file
        return .success(options)
    }
}

/// Arguments `nib-gtk` cannot use; a nil message asks for the usage alone.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
