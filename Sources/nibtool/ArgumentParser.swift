/// The options a subcommand accepts: flags that stand alone and options that
/// take a value.
struct ArgumentSpec {
    /// Options that take no value, such as `--json`.
    var flags: Set<String> = []
    /// Options followed by a value, such as `--external AppDelegate`. Each may
    /// be repeated; `--name=value` is accepted too.
    var valued: Set<String> = []
}

/// A subcommand's arguments, sorted into file operands, flags and option values.
struct ParsedArguments {
    /// The operands, in order: the files.
    var operands: [String] = []
    /// The flags given.
    var flags: Set<String> = []
    /// The values given for each valued option, in order.
    var values: [String: [String]] = [:]
    /// Whether `--help` or `-h` was given; the rest is then not checked.
    var wantsHelp = false

    /// Whether `flag` was given.
    func contains(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every value given for `option`, in order.
    func values(of option: String) -> [String] { values[option] ?? [] }

    /// The value given last for `option`, as command lines usually let the last one win.
    func lastValue(of option: String) -> String? { values[option]?.last }
}

/// Splits a subcommand's arguments according to its ``ArgumentSpec``.
///
/// ```swift
/// let parsed = try ArgumentParser.parse(["a.nibxml", "--json"], spec: ArgumentSpec(flags: ["--json"]))
/// ```
enum ArgumentParser {
    /// Parses `arguments`; throws a usage error for an unknown option or a
    /// missing value. `--` ends the options, so later arguments are files.
    static func parse(_ arguments: [String], spec: ArgumentSpec) throws(CommandError) -> ParsedArguments {
        var parsed = ParsedArguments()
        // Help wins over every other mistake on the line, as people type
        // `--help` precisely when they do not know the rest.
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            parsed.wantsHelp = true
            return parsed
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.operands += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.operands.append(argument)
                continue
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            if spec.flags.contains(name) {
                guard inlineValue == nil else { throw .badUsage("\(name) takes no value") }
                parsed.flags.insert(name)
            } else if spec.valued.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .badUsage("\(name) needs a value")
                }
                parsed.values[name, default: []].append(value)
            } else {
                throw .badUsage("unknown option '\(name)'")
            }
        }
        return parsed
    }
}
