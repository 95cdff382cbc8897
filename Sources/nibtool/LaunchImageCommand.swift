import Foundation
import NibKit

/// `nibtool launch-image`: which launch image (or launch storyboard) a bundle shows.
enum LaunchImageCommand: Subcommand {
    static let name = "launch-image"
    static let abstract = "Show which launch image or launch storyboard a bundle uses."
    static let synopsis =
        "nibtool launch-image BUNDLE --device iphone|ipad --orientation ORIENTATION --scale N [--screen 568h] [--url-scheme NAME] [--json]"
    static let discussion = """
        Chooses by the file-name grammar <basename>[-568h][-<url scheme>][-<orientation>][@2x|@3x]
        [~ipad|~iphone].png, where the basename is UILaunchImageFile or Default, and the precedence
        rules of Apple's launch-image documentation. When Info.plist names UILaunchStoryboardName,
        that launch file wins and the last line is storyboard:NAME. Otherwise the last line is the
        image's path relative to the bundle. Exit status 1 when nothing applies.

        Options:
          --device iphone|ipad        The device (default iphone).
          --orientation ORIENTATION   portrait, portraitUpsideDown, landscapeLeft or landscapeRight
                                      (default portrait).
          --scale 1|2|3               The screen scale (default 1).
          --screen 568h               The 4-inch iPhone screen.
          --url-scheme NAME           The app was launched to open a URL with this scheme.
          --json                      Print {"kind": "image"|"storyboard", "name"} instead.
          -h, --help                  Show this help.

        """
    static var arguments: ArgumentSpec {
        ArgumentSpec(flags: ["--json"], valued: ["--device", "--orientation", "--scale", "--screen", "--url-scheme"])
    }

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        guard arguments.operands.count == 1 else { throw .badUsage("expected one BUNDLE") }
        let traits = try BundleOptions.traits(arguments)
        var request = LaunchImageRequest(device: traits.device, scale: traits.scale)
        if let orientation = arguments.lastValue(of: "--orientation") {
            guard let value = InterfaceOrientation(rawValue: orientation) else {
                throw .badUsage(
                    "--orientation must be one of \(InterfaceOrientation.allCases.map(\.rawValue).joined(separator: ", ")), not '\(orientation)'"
                )
            }
            request.orientation = value
        }
        if let screen = arguments.lastValue(of: "--screen") {
            guard let value = LaunchScreen(rawValue: screen) else {
                throw .badUsage("--screen must be 568h, not '\(screen)'")
            }
            request.screen = value
        }
        request.urlScheme = arguments.lastValue(of: "--url-scheme")
        let bundle = try openBundle(arguments.operands[0])
        guard let choice = bundle.launchImage(for: request) else {
            throw .invalidInput([
                Diagnostic(
                    .error,
                    "no launch image for \(request.device.rawValue) \(request.orientation.rawValue) @\(request.scale)x\(request.screen == .tall568h ? " 568h" : "")\(request.urlScheme.map { " opening \($0):" } ?? "")",
                    at: SourceLocation.start(of: arguments.operands[0]))
            ])
        }
        if arguments.contains("--json") {
            let (kind, name): (String, String)
            switch choice {
            case .storyboard(let storyboard): (kind, name) = ("storyboard", storyboard)
            case .image(let image):
                (kind, name) = ("image", bundle.relativePath(of: bundle.resourcesURL.appendingPathComponent(image)))
            }
            print(JSONValue.object([("kind", .string(kind)), ("name", .string(name))]).rendered())
        } else if case .image(let image) = choice {
            print(DisplayText.line(bundle.relativePath(of: bundle.resourcesURL.appendingPathComponent(image))))
        } else {
            print(DisplayText.line(choice.description))
        }
        return .success
    }
}
