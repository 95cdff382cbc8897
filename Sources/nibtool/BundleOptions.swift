import NibKit

/// The options that choose a resource variant: `--device`, `--scale` and
/// `--languages`, shared by the commands that look things up in a bundle.
enum BundleOptions {
    /// The valued options, for a command's ``ArgumentSpec``.
    static let valued: Set<String> = ["--bundle", "--device", "--scale", "--languages"]

    /// The help lines describing the options.
    static let help = """
          --bundle DIR           Find FILE as a nib name in the bundle DIR instead of as a path.
          --device iphone|ipad   The device to choose resources for (default iphone).
          --scale 1|2|3          The screen scale (default 1).
          --languages LIST       Preferred languages, most preferred first: fr-CA,fr,en.
        """

    /// The traits the options describe.
    static func traits(_ arguments: ParsedArguments) throws(CommandError) -> ResourceTraits {
        var traits = ResourceTraits()
        if let device = arguments.lastValue(of: "--device") {
            guard let value = Device(rawValue: device) else {
                throw .badUsage("--device must be iphone or ipad, not '\(device)'")
            }
            traits.device = value
        }
        if let scale = arguments.lastValue(of: "--scale") {
            guard let value = Int(scale), (1...3).contains(value) else {
                throw .badUsage("--scale must be 1, 2 or 3, not '\(scale)'")
            }
            traits.scale = value
        }
        if let languages = arguments.lastValue(of: "--languages") {
            traits.languages = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        return traits
    }
}
