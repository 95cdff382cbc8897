import Foundation
import NibKit

/// The arguments of `nib-gtk FILE [--bundle DIR --device D --scale N --languages L] [--external ID]...
/// [--root ID] [--size WxH] [--screenshot OUT.png] [--layout-json] [--click ID]... [--menu ID]...`.
struct CommandLineOptions {
    /// The document to open: a path, or with ``bundle`` a nib name in the bundle.
    var file: String
    /// The bundle in which ``file`` names a nib: `--bundle Example.app`.
    var bundle: String?
    /// The device, screen scale and languages the bundle's nib, images and
    /// strings are chosen for: `--device ipad --scale 2 --languages fr-CA,fr`.
    var traits = ResourceTraits()
    /// The external placeholders to give stand-ins: `--external AppDelegate`.
    var externalObjects: [String] = []
    /// The top-level view to show, by id, when not the first: `--root 855`.
    var root: String?
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

    static let usage = """
        usage: nib-gtk FILE [--bundle DIR --device iphone|ipad --scale 1|2|3 --languages LIST] [--external ID]...
                       [--root ID] [--size WxH] [--screenshot OUT.png] [--layout-json] [--click ID]... [--menu ID]...
        """

    /// Reads the arguments after the program's name; the message says what is wrong.
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var file: String?
        var options = CommandLineOptions(file: "")
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--layout-json":
                options.printsLayout = true
            case "--screenshot", "--click", "--menu", "--bundle", "--external", "--root":
                guard let value = remaining.popFirst() else { return .failure(UsageError("\(argument) needs a value")) }
                switch argument {
                case "--screenshot": options.screenshot = value
                case "--click": options.clicks.append(value)
                case "--bundle": options.bundle = value
                case "--external": options.externalObjects.append(value)
                case "--root": options.root = value
                default: options.menuItems.append(value)
                }
            case "--device":
                let value = remaining.popFirst() ?? ""
                guard let device = Device(rawValue: value) else {
                    return .failure(UsageError("--device must be iphone or ipad, not '\(value)'"))
                }
                options.traits.device = device
            case "--scale":
                let value = remaining.popFirst() ?? ""
                guard let scale = Int(value), (1...3).contains(scale) else {
                    return .failure(UsageError("--scale must be 1, 2 or 3, not '\(value)'"))
                }
                options.traits.scale = scale
            case "--languages":
                guard let value = remaining.popFirst() else { return .failure(UsageError("--languages needs a value")) }
                options.traits.languages = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
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
        if options.bundle == nil && arguments.contains(where: { ["--device", "--scale", "--languages"].contains($0) }) {
            return .failure(
                UsageError("--device, --scale and --languages choose a bundle's resources; they need --bundle DIR"))
        }
        options.file = file
        return .success(options)
    }
}

/// Arguments `nib-gtk` cannot use; a nil message asks for the usage alone.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
