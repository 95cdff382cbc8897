import Foundation

/// libFuzzer entry point for launch image file names.
///
/// The input is lines of text: the `UILaunchImageFile` value (empty for
/// `Default`), the URL schemes separated by spaces, then one file name a line.
/// Each name is parsed, and a selector made of them all answers every request.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: size), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let launchImageFile = lines.isEmpty ? nil : lines.removeFirst()
    let schemes = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ").map(String.init)
    let basename = LaunchImageSelector.basename(forLaunchImageFile: launchImageFile)
    for name in lines {
        _ = LaunchImageName.parse(name, basename: basename, urlSchemes: Set(schemes))
    }
    let selector = LaunchImageSelector(
        fileNames: lines, launchImageFile: launchImageFile, urlSchemes: Set(schemes))
    for device in Device.allCases {
        for orientation in InterfaceOrientation.allCases {
            for scale in 1...3 {
                for screen in LaunchScreen.allCases {
                    let request = LaunchImageRequest(
                        device: device, orientation: orientation, scale: scale, screen: screen,
                        urlScheme: schemes.first)
                    _ = selector.select(for: request)
                }
            }
        }
    }
    return 0
}
