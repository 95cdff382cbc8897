import Foundation
import NibKitCore

extension NibTemplate {
    /// The platform of the archive at `url`, as its reader decides it,
    /// without building a template: what a tool asks before it chooses the
    /// classes to build with (`nibtool` chooses NibKit's UIKit or AppKit
    /// classes by it). A compiled storyboard is UIKit's; nil when the
    /// archive cannot be read, whose problems building it then reports.
    package static func platform(ofArchiveAt url: URL) -> Platform? {
        if NibStoryboard.isCompiledStoryboard(at: url) { return .iOS }
        guard let (data, path) = try? readArchive(url, deploymentTarget: .newest) else { return nil }
        if CompiledTemplate.isCompiled(data) { return try? CompiledTemplate.decode(data, path: path).platform }
        return try? DocumentReader.read(data, path: path, mode: .lenient).platform
    }
}
