import Foundation
import NibKit
import Testing

@testable import NibKitLaunchImages

// MARK: - Names

/// One file name and what it should parse to.
struct LaunchImageNameCase: Sendable, CustomTestStringConvertible {
    var fileName: String
    var basename = "Default"
    var urlSchemes: Set<String> = []
    var screen = LaunchScreen.standard
    var urlScheme: String?
    var orientation: LaunchImageName.Orientation?
    var scale = 1
    var device: Device?

    var testDescription: String { fileName }
}

@Suite("Launch image names")
struct LaunchImageNameTests {
    /// Every example name in seeds 000 and 002 and the corpus README, and one
    /// of each modifier.
    static let seedExamples: [LaunchImageNameCase] = [
        LaunchImageNameCase(fileName: "Default.png"),
        LaunchImageNameCase(fileName: "Default@2x.png", scale: 2),
        LaunchImageNameCase(fileName: "Default-568h@2x.png", screen: .tall568h, scale: 2),
        LaunchImageNameCase(fileName: "Default-Portrait.png", orientation: .portrait),
        LaunchImageNameCase(
            fileName: "MyLaunchImage-Landscape.png", basename: "MyLaunchImage", orientation: .landscape),
        LaunchImageNameCase(fileName: "Default~iphone.png", device: .iphone),
        LaunchImageNameCase(fileName: "Default-myscheme.png", urlSchemes: ["myscheme"], urlScheme: "myscheme"),
        LaunchImageNameCase(
            fileName: "Default-myscheme@2x.png", urlSchemes: ["myscheme"], urlScheme: "myscheme", scale: 2),
        LaunchImageNameCase(fileName: "Default-Portrait~ipad.png", orientation: .portrait, device: .ipad),
        LaunchImageNameCase(
            fileName: "Default-Landscape@2x~ipad.png", orientation: .landscape, scale: 2, device: .ipad),
        LaunchImageNameCase(fileName: "Default-PortraitUpsideDown.png", orientation: .portraitUpsideDown),
        LaunchImageNameCase(fileName: "Default-Landscape.png", orientation: .landscape),
        LaunchImageNameCase(fileName: "Default-LandscapeLeft.png", orientation: .landscapeLeft),
        LaunchImageNameCase(fileName: "Default-LandscapeRight.png", orientation: .landscapeRight),
        LaunchImageNameCase(fileName: "Default@3x.png", scale: 3),
        LaunchImageNameCase(fileName: "Default~ipad.png", device: .ipad),
        LaunchImageNameCase(
            fileName: "Default-568h-myscheme-PortraitUpsideDown@2x~iphone.png", urlSchemes: ["myscheme"],
            screen: .tall568h, urlScheme: "myscheme", orientation: .portraitUpsideDown, scale: 2, device: .iphone),
        LaunchImageNameCase(
            fileName: "My-Launch-Image-Landscape@2x.png", basename: "My-Launch-Image", orientation: .landscape, scale: 2
        ),
        LaunchImageNameCase(
            fileName: "Default-my-app+x.y@2x.png", urlSchemes: ["my-app+x.y", "my"], urlScheme: "my-app+x.y", scale: 2),
    ]

    @Test("every example name in the seeds parses", arguments: seedExamples)
    func parsesSeedExample(_ example: LaunchImageNameCase) throws {
        let name = try #require(
            LaunchImageName.parse(example.fileName, basename: example.basename, urlSchemes: example.urlSchemes))
        #expect(name.fileName == example.fileName)
        #expect(name.basename == example.basename)
        #expect(name.screen == example.screen)
        #expect(name.urlScheme == example.urlScheme)
        #expect(name.orientation == example.orientation)
        #expect(name.scale == example.scale)
        #expect(name.device == example.device)
        #expect(name.problems.isEmpty)
    }

    @Test(
        "names that are not launch images of the basename do not parse",
        arguments: [
            "Defaults.png", "Default.jpg", "default.png", "Default.PNG", "Default", "Default-unknown.png",
            "Default@4x.png", "Default@1x.png", "Default~mac.png", "Default-Portrait-Portrait.png",
            "Default-Portrait-Landscape.png", "Default@2x@3x.png", "Default~ipad~iphone.png", "Icon.png",
            "Images/Default.png", "Default.png.png", "Default-.png", "Default-568h-568h@2x.png", "Default-portrait.png",
        ])
    func rejects(_ fileName: String) {
        #expect(LaunchImageName.parse(fileName, basename: "Default", urlSchemes: ["myscheme"]) == nil)
    }

    @Test("a URL scheme modifier needs the scheme to be declared, with the same spelling")
    func undeclaredScheme() {
        #expect(LaunchImageName.parse("Default-myscheme.png", basename: "Default") == nil)
        #expect(LaunchImageName.parse("Default-MyScheme.png", basename: "Default", urlSchemes: ["myscheme"]) == nil)
        #expect(LaunchImageName.parse("Default.png", basename: "") == nil)
    }

    @Test("a name of many hyphenated scheme parts is read without trying every split")
    func manyHyphens() {
        let schemes: Set<String> = ["a", "a-a", "a-a-a", "a-a-a-a"]
        let long = "Default" + String(repeating: "-a", count: 60) + ".png"
        #expect(LaunchImageName.parse(long, basename: "Default", urlSchemes: schemes) == nil)
        #expect(
            LaunchImageName.parse("Default-a-a-a.png", basename: "Default", urlSchemes: schemes)?.urlScheme == "a-a-a")
    }

    @Test("a scheme spelled like an orientation is read as the orientation unless both appear")
    func schemeSpelledLikeOrientation() throws {
        let alone = try #require(
            LaunchImageName.parse("Default-Portrait.png", basename: "Default", urlSchemes: ["Portrait"]))
        #expect(alone.orientation == .portrait && alone.urlScheme == nil)
        let both = try #require(
            LaunchImageName.parse("Default-Portrait-Portrait.png", basename: "Default", urlSchemes: ["Portrait"]))
        #expect(both.urlScheme == "Portrait" && both.orientation == .portrait && both.problems.isEmpty)
    }

    @Test(
        "misplaced and contradictory modifiers parse, with the problem",
        arguments: [
            ("Default-Portrait-568h@2x.png", [LaunchImageName.Problem.tallModifierNotFirst]),
            ("Default-myscheme-568h@2x.png", [.tallModifierNotFirst]),
            ("Default-568h.png", [.tallModifierWithoutDoubleScale]),
            ("Default-568h@3x.png", [.tallModifierWithoutDoubleScale]),
            ("Default-Portrait-568h.png", [.tallModifierNotFirst, .tallModifierWithoutDoubleScale]),
            ("Default-568h@2x~ipad.png", [.tallModifierForIPad]),
            ("Default-Landscape@2x~iphone.png", [.landscapeForIPhone]),
            ("Default-Landscape~iphone.png", [.landscapeForIPhone]),
            ("Default~ipad@2x.png", [.outOfOrder(modifier: "@2x", before: "~ipad")]),
            ("Default-Portrait-myscheme.png", [.outOfOrder(modifier: "-myscheme", before: "-Portrait")]),
            ("Default@2x-Portrait.png", [.outOfOrder(modifier: "-Portrait", before: "@2x")]),
            ("Default-Landscape@2x~ipad7.png", [.unrecognizedDeviceModifier("~ipad7")]),
            ("Default-Portrait~ipad7.png", [.unrecognizedDeviceModifier("~ipad7")]),
        ])
    func problems(_ fileName: String, _ expected: [LaunchImageName.Problem]) throws {
        let name = try #require(LaunchImageName.parse(fileName, basename: "Default", urlSchemes: ["myscheme"]))
        #expect(name.problems == expected)
    }

    @Test("the iPhone 6 Plus has landscape launch images, so @3x~iphone landscape is no problem")
    func landscapeAtThreeX() throws {
        let name = try #require(LaunchImageName.parse("Default-Landscape@3x~iphone.png", basename: "Default"))
        #expect(name.problems.isEmpty)
    }

    @Test("a device variant such as ~ipad7 is read as its device")
    func deviceVariant() throws {
        let name = try #require(LaunchImageName.parse("Default-Landscape@2x~ipad7.png", basename: "Default"))
        #expect(name.device == .ipad && name.scale == 2 && name.orientation == .landscape)
    }

    @Test("the scheme index finds every declared scheme a text starts with, longest first, as a scan of them would")
    func schemeIndexMatchesScan() {
        let schemes: Set<String> = [
            "a", "a-b", "a-b-c", "ab", "b", "Portrait", "café", "cafe\u{301}-x", "x@2x", "my-app+x.y", "é", "e",
        ]
        let index = URLSchemeIndex(schemes)
        let texts = [
            "a-b-c@2x", "ab~ipad", "a", "b-a", "café-x~iphone", "cafe\u{301}-x", "x@2x@2x", "my-app+x.y-Portrait",
            "e\u{301}", "é", "", "-a", "zzz",
        ]
        for text in texts {
            let scanned = schemes.filter { text.hasPrefix($0) }.sorted { $0.count > $1.count }
            let found = index.prefixes(of: Substring(text))
            #expect(found.map(\.scheme) == scanned, "\(text)")
            #expect(found.map { String($0.rest) } == scanned.map { String(text.dropFirst($0.count)) }, "\(text)")
        }
    }

    @Test("20,000 declared schemes and 2,000 scheme images: each name is read against one sorted vocabulary")
    func thousandsOfSchemes() throws {
        let schemes = (0..<20_000).map { "s\($0)" }
        let names = (0..<2_000).map { "Default-s\($0 * 10)-Portrait@2x~iphone.png" } + ["Default-s7-568h@2x.png"]
        let selector = LaunchImageSelector(fileNames: names, urlSchemes: Set(schemes))
        #expect(selector.launchImages.count == 2_001)
        #expect(selector.launchImages.prefix(2_000).map(\.urlScheme) == (0..<2_000).map { "s\($0 * 10)" })
        #expect(selector.launchImages.last?.problems == [.tallModifierNotFirst])
        #expect(
            selector.select(for: LaunchImageRequest(device: .iphone, scale: 2, urlScheme: "s19990"))
                == .image("Default-s19990-Portrait@2x~iphone.png"))
        #expect(selector.select(for: LaunchImageRequest(device: .iphone, scale: 2, urlScheme: "s19991")) == nil)
    }

    @Test("problems read as sentences a lint can print")
    func problemDescriptions() {
        #expect(
            LaunchImageName.Problem.tallModifierNotFirst.description
                == "-568h must be the first modifier after the basename")
        #expect(
            LaunchImageName.Problem.tallModifierWithoutDoubleScale.description
                == "-568h must be used with @2x, since 4-inch screens are Retina screens")
        #expect(
            LaunchImageName.Problem.outOfOrder(modifier: "@2x", before: "~ipad").description
                == "@2x must come before ~ipad")
        #expect(
            LaunchImageName.Problem.unrecognizedDeviceModifier("~ipad7").description
                == "~ipad7 is not a device modifier the system looks for (only ~ipad and ~iphone)")
    }
}

// MARK: - Selection

@Suite("Choosing a launch image")
struct LaunchImageSelectorTests {
    /// The file chosen from `files` for a request, or `nil`.
    func choice(
        _ files: [String], _ device: Device, _ orientation: InterfaceOrientation = .portrait, scale: Int = 1,
        screen: LaunchScreen = .standard, urlScheme: String? = nil, schemes: Set<String> = [],
        launchImageFile: String? = nil
    ) -> String? {
        let selector = LaunchImageSelector(fileNames: files, launchImageFile: launchImageFile, urlSchemes: schemes)
        let request = LaunchImageRequest(
            device: device, orientation: orientation, scale: scale, screen: screen, urlScheme: urlScheme)
        guard case .image(let fileName)? = selector.select(for: request) else { return nil }
        return fileName
    }

    @Test("-PortraitUpsideDown beats -Portrait for upside-down portrait, and only for it")
    func upsideDown() {
        let files = ["Default.png", "Default-Portrait.png", "Default-PortraitUpsideDown.png"]
        #expect(choice(files, .ipad, .portraitUpsideDown) == "Default-PortraitUpsideDown.png")
        #expect(choice(files, .ipad, .portrait) == "Default-Portrait.png")
    }

    @Test("-Portrait serves upside-down portrait when there is no upside-down image")
    func portraitServesUpsideDown() {
        #expect(choice(["Default.png", "Default-Portrait.png"], .ipad, .portraitUpsideDown) == "Default-Portrait.png")
    }

    @Test("-LandscapeLeft and -LandscapeRight beat -Landscape for their orientation")
    func specificLandscape() {
        let files = ["Default-Landscape.png", "Default-LandscapeLeft.png", "Default-LandscapeRight.png"]
        #expect(choice(files, .ipad, .landscapeLeft) == "Default-LandscapeLeft.png")
        #expect(choice(files, .ipad, .landscapeRight) == "Default-LandscapeRight.png")
        #expect(
            choice(["Default-Landscape.png", "Default-LandscapeLeft.png"], .ipad, .landscapeRight)
                == "Default-Landscape.png")
    }

    @Test("an orientation image beats the plain one; the plain one serves every orientation")
    func orientationBeatsPlain() {
        let files = ["Default.png", "Default-Landscape.png"]
        #expect(choice(files, .ipad, .landscapeRight) == "Default-Landscape.png")
        #expect(choice(files, .ipad, .portrait) == "Default.png")
        #expect(choice(["Default-Landscape.png"], .ipad, .portrait) == nil)
    }

    @Test("a device-specific image is used only on its device, and beats a generic one there")
    func deviceSpecific() {
        let files = ["Default.png", "Default~ipad.png"]
        #expect(choice(files, .iphone) == "Default.png")
        #expect(choice(files, .ipad) == "Default~ipad.png")
        #expect(choice(["Default~ipad.png"], .iphone) == nil)
        #expect(choice(["Default~iphone.png", "Default.png"], .iphone) == "Default~iphone.png")
    }

    @Test("-568h images are only for the 568h screen, and preferred there")
    func tallScreen() {
        let files = ["Default@2x.png", "Default-568h@2x.png"]
        #expect(choice(files, .iphone, scale: 2) == "Default@2x.png")
        #expect(choice(files, .iphone, scale: 2, screen: .tall568h) == "Default-568h@2x.png")
        #expect(choice(["Default@2x.png"], .iphone, scale: 2, screen: .tall568h) == "Default@2x.png")
        #expect(choice(["Default-568h@2x.png"], .iphone, scale: 2) == nil)
    }

    @Test("names with problems are never chosen")
    func problemNamesIgnored() {
        #expect(choice(["Default.png", "Default-568h.png"], .iphone, scale: 2, screen: .tall568h) == "Default.png")
        #expect(choice(["Default.png", "Default~ipad@2x.png"], .ipad, scale: 2) == "Default.png")
        #expect(choice(["Default-Portrait~ipad7.png"], .ipad) == nil)
        let selector = LaunchImageSelector(fileNames: ["Default.png", "Default-568h.png"])
        #expect(selector.launchImages.map(\.fileName) == ["Default.png", "Default-568h.png"])
    }

    @Test("the exact scale is preferred, otherwise the nearest, the larger on a tie")
    func scale() {
        #expect(choice(["Default.png", "Default@2x.png", "Default@3x.png"], .iphone, scale: 2) == "Default@2x.png")
        #expect(choice(["Default.png", "Default@3x.png"], .iphone, scale: 2) == "Default@3x.png")
        #expect(choice(["Default.png", "Default@2x.png"], .iphone, scale: 3) == "Default@2x.png")
        #expect(choice(["Default.png"], .iphone, scale: 3) == "Default.png")
        #expect(choice(["Default@2x.png", "Default@3x.png"], .iphone, scale: 1) == "Default@2x.png")
    }

    @Test("URL scheme images only when that scheme is requested and declared, falling back to plain ones")
    func urlSchemes() {
        let files = ["Default.png", "Default-myscheme.png", "Default-myscheme-Landscape.png"]
        #expect(choice(files, .iphone, urlScheme: "myscheme", schemes: ["myscheme"]) == "Default-myscheme.png")
        #expect(
            choice(files, .ipad, .landscapeLeft, urlScheme: "myscheme", schemes: ["myscheme"])
                == "Default-myscheme-Landscape.png")
        #expect(choice(files, .iphone, schemes: ["myscheme"]) == "Default.png")
        #expect(choice(files, .iphone, urlScheme: "other", schemes: ["myscheme", "other"]) == "Default.png")
        #expect(choice(files, .iphone, urlScheme: "myscheme") == "Default.png")
    }

    @Test("an iPhone without landscape launch images gets the portrait one when launched in landscape")
    func iPhoneLandscape() {
        #expect(
            choice(["Default@2x.png", "Default-Landscape@2x.png"], .iphone, .landscapeLeft, scale: 2)
                == "Default@2x.png")
        #expect(choice(["Default-Portrait@2x.png"], .iphone, .landscapeRight, scale: 2) == "Default-Portrait@2x.png")
        #expect(
            choice(["Default-568h@2x.png", "Default@2x.png"], .iphone, .landscapeLeft, scale: 2, screen: .tall568h)
                == "Default-568h@2x.png")
        let plus = ["Default-Portrait@3x~iphone.png", "Default-Landscape@3x~iphone.png"]
        #expect(choice(plus, .iphone, .landscapeLeft, scale: 3) == "Default-Landscape@3x~iphone.png")
        #expect(choice(plus, .iphone, .portrait, scale: 3) == "Default-Portrait@3x~iphone.png")
    }

    @Test("an iPad asked for the 568h screen is served as the standard screen")
    func iPadTallScreen() {
        #expect(
            choice(["Default-568h@2x.png", "Default@2x~ipad.png"], .ipad, scale: 2, screen: .tall568h)
                == "Default@2x~ipad.png")
    }

    @Test("the fields rank in order: screen, scheme, orientation, device, scale")
    func fieldOrder() {
        #expect(
            choice(
                ["Default-myscheme@2x.png", "Default-568h@2x.png"], .iphone, scale: 2, screen: .tall568h,
                urlScheme: "myscheme",
                schemes: ["myscheme"]) == "Default-568h@2x.png")
        #expect(
            choice(
                ["Default-Landscape.png", "Default-myscheme.png"], .ipad, .landscapeLeft, urlScheme: "myscheme",
                schemes: ["myscheme"])
                == "Default-myscheme.png")
        #expect(
            choice(["Default-Landscape.png", "Default~ipad.png"], .ipad, .landscapeLeft) == "Default-Landscape.png")
        #expect(choice(["Default@2x.png", "Default~ipad.png"], .ipad, scale: 2) == "Default~ipad.png")
    }

    @Test("the choice does not depend on the order of the files")
    func orderIndependent() {
        let files = [
            "Default.png", "Default@2x.png", "Default-Landscape.png", "Default-Portrait@2x~ipad.png",
            "Default-Landscape@2x~ipad.png",
        ]
        for orientation in InterfaceOrientation.allCases {
            let forward = choice(files, .ipad, orientation, scale: 2)
            #expect(choice(files.reversed(), .ipad, orientation, scale: 2) == forward)
        }
    }

    @Test("every applicable image is ranked, best first")
    func ranking() {
        let selector = LaunchImageSelector(fileNames: [
            "Default.png", "Default@2x.png", "Default-568h@2x.png", "Default-Portrait~ipad.png",
            "Default-Landscape~ipad.png",
            "Default-Landscape@2x~ipad.png",
        ])
        let ranked = selector.rankedImages(
            for: LaunchImageRequest(device: .ipad, orientation: .landscapeLeft, scale: 2))
        #expect(
            ranked.map(\.fileName) == [
                "Default-Landscape@2x~ipad.png", "Default-Landscape~ipad.png", "Default@2x.png", "Default.png",
            ])
    }

    @Test("a launch storyboard wins over every image (seed 002)")
    func storyboardWins() {
        let selector = LaunchImageSelector(
            fileNames: ["Default.png", "Default@2x.png"], launchStoryboardName: "LaunchScreen")
        let choice = selector.select(for: LaunchImageRequest(device: .iphone, scale: 2))
        #expect(choice == .storyboard("LaunchScreen"))
        #expect(choice?.description == "storyboard:LaunchScreen")
        let noImages = LaunchImageSelector(fileNames: [], launchStoryboardName: "LaunchScreen")
        #expect(noImages.select(for: LaunchImageRequest(device: .ipad)) == .storyboard("LaunchScreen"))
        let empty = LaunchImageSelector(fileNames: ["Default.png"], launchStoryboardName: "")
        #expect(empty.select(for: LaunchImageRequest(device: .ipad)) == .image("Default.png"))
        #expect(LaunchImageChoice.image("Default.png").description == "Default.png")
    }

    @Test(
        "UILaunchImageFile gives the basename, without extension or modifiers",
        arguments: [
            ("MyLaunchImage.png", "MyLaunchImage"), ("MyLaunchImage", "MyLaunchImage"),
            ("MyLaunchImage.PNG", "MyLaunchImage"),
            ("MyLaunchImage@2x~ipad.png", "MyLaunchImage"), ("My-Launch~iphone", "My-Launch"), ("", "Default"),
            (".png", "Default"),
        ])
    func basename(_ value: String, _ expected: String) {
        #expect(LaunchImageSelector.basename(forLaunchImageFile: value) == expected)
    }

    @Test("a custom basename replaces Default")
    func customBasename() {
        #expect(LaunchImageSelector.basename(forLaunchImageFile: nil) == "Default")
        let files = ["Default.png", "MyLaunchImage.png", "MyLaunchImage-Landscape.png"]
        #expect(
            choice(files, .ipad, .landscapeLeft, launchImageFile: "MyLaunchImage.png") == "MyLaunchImage-Landscape.png")
        #expect(choice(files, .iphone, launchImageFile: "MyLaunchImage") == "MyLaunchImage.png")
        #expect(choice(["Default.png"], .iphone, launchImageFile: "MyLaunchImage") == nil)
    }

    @Test("only files at the bundle's top level are launch images")
    func topLevelOnly() {
        #expect(choice(["Images/Default.png", "en.lproj/Default.png"], .iphone) == nil)
    }
}

// MARK: - PNG headers

/// PNG bytes built by hand: the signature and the chunks given, with correct checksums.
enum LaunchImagePNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    /// A PNG of the given size: header, then an end chunk.
    static func image(width: UInt32, height: UInt32, appleOptimized: Bool = false) -> [UInt8] {
        signature + (appleOptimized ? chunk("CgBI", [0x50, 0x00, 0x20, 0x06]) : [])
            + header(width: width, height: height)
            + chunk("IEND", [])
    }
}

@Suite("Reading PNG headers")
struct LaunchImagePNGHeaderTests {
    @Test("a PNG's size, bit depth and color type come from its header chunk")
    func valid() throws {
        let header = try PNGHeader(bytes: LaunchImagePNG.image(width: 640, height: 960))
        #expect(header.width == 640 && header.height == 960)
        #expect(header.size == PixelSize(width: 640, height: 960))
        #expect(header.bitDepth == 8 && header.colorType == 6)
        #expect(!header.isAppleOptimized)
    }

    @Test("Apple-optimized PNGs, with a CgBI chunk first, are read")
    func appleOptimized() throws {
        let header = try PNGHeader(bytes: LaunchImagePNG.image(width: 1536, height: 2048, appleOptimized: true))
        #expect(header.size == PixelSize(width: 1536, height: 2048))
        #expect(header.isAppleOptimized)
    }

    @Test("data cut anywhere before the end of the header is truncated")
    func truncated() throws {
        let bytes = LaunchImagePNG.image(width: 320, height: 480)
        for count in 0..<33 {
            #expect(throws: PNGHeader.ReadError.truncated(byteCount: count)) {
                try PNGHeader(bytes: bytes.prefix(count))
            }
        }
        #expect(try PNGHeader(bytes: bytes.prefix(33)).size == PixelSize(width: 320, height: 480))
    }

    @Test("data without the PNG signature is not a PNG")
    func notPNG() {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + Array(repeating: 0, count: 30)
        #expect(throws: PNGHeader.ReadError.notPNG) { try PNGHeader(bytes: jpeg) }
        #expect(throws: PNGHeader.ReadError.notPNG) { try PNGHeader(bytes: Array("GIF".utf8)) }
        #expect(throws: PNGHeader.ReadError.notPNG) {
            try PNGHeader(bytes: Array("<?xml version=\"1.0\"?><plist/>".utf8))
        }
        #expect(PNGHeader.ReadError.notPNG.description == "the data is not a PNG image (no PNG signature)")
    }

    @Test("the first chunk must be a 13-byte IHDR with a valid size")
    func badHeaderChunk() {
        let data = LaunchImagePNG.signature + LaunchImagePNG.chunk("IDAT", Array(repeating: 0, count: 20))
        #expect(throws: PNGHeader.ReadError.missingHeaderChunk(found: "IDAT")) { try PNGHeader(bytes: data) }
        let binaryType =
            LaunchImagePNG.signature + [0, 0, 0, 13, 0x00, 0x49, 0x48, 0xFF] + Array(repeating: 0, count: 17)
        #expect(throws: PNGHeader.ReadError.missingHeaderChunk(found: "\\x0IH\\xff")) {
            try PNGHeader(bytes: binaryType)
        }
        let short = LaunchImagePNG.signature + LaunchImagePNG.chunk("IHDR", Array(repeating: 1, count: 12)) + [0]
        #expect(throws: PNGHeader.ReadError.invalidHeaderLength(12)) { try PNGHeader(bytes: short) }
        let empty = LaunchImagePNG.signature + LaunchImagePNG.header(width: 0, height: 480)
        #expect(throws: PNGHeader.ReadError.invalidDimensions(width: 0, height: 480)) { try PNGHeader(bytes: empty) }
        let huge = LaunchImagePNG.signature + LaunchImagePNG.header(width: 640, height: 0x8000_0000)
        #expect(throws: PNGHeader.ReadError.invalidDimensions(width: 640, height: 0x8000_0000)) {
            try PNGHeader(bytes: huge)
        }
    }

    @Test("arbitrary bytes never crash the reader")
    func arbitraryBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let valid = LaunchImagePNG.image(width: 768, height: 1024, appleOptimized: true)
        var (read, refused) = (0, 0)
        for round in 0..<2000 {
            var bytes = valid
            // Damage a few bytes of a valid file, or make up a new one.
            if round % 2 == 0 {
                for _ in 0..<3 { bytes[Int(next()) % bytes.count] = next() }
            } else {
                bytes = LaunchImagePNG.signature + (0..<Int(next() % 64)).map { _ in next() }
            }
            let prefix = Array(bytes.prefix(Int(next()) % (bytes.count + 1)))
            do {
                let header = try PNGHeader(bytes: prefix)
                // What it read is what the IHDR chunk says, read here independently
                // (after Apple's CgBI chunk, when the file starts with one).
                func field(_ offset: Int) -> Int { prefix[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
                let first = String(decoding: prefix[12..<16], as: UTF8.self) == "CgBI" ? 8 + 12 + field(8) : 8
                #expect(header.width == field(first + 8) && header.height == field(first + 12))
                #expect(header.width > 0 && header.height > 0)
                read += 1
            } catch {
                refused += 1
            }
        }
        // Both outcomes were reached: the damage is neither always fatal nor never.
        #expect(read > 0 && refused > 0, "read \(read), refused \(refused)")
    }

    @Test("a file's header is read from disk")
    func fromFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LaunchImagePNGHeaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Default-568h@2x.png")
        try Data(LaunchImagePNG.image(width: 640, height: 1136) + Array(repeating: 0, count: 4096)).write(to: url)
        #expect(try PNGHeader(contentsOf: url).size == PixelSize(width: 640, height: 1136))

        let text = folder.appendingPathComponent("Default.png")
        try Data("not an image".utf8).write(to: text)
        #expect(throws: PNGHeader.ReadError.notPNG) { try PNGHeader(contentsOf: text) }
        let missing = try #require(throws: ContainedFolder.Refusal.self) {
            try PNGHeader(contentsOf: folder.appendingPathComponent("Missing.png"))
        }
        #expect(missing.reason == .missing)
    }
}

// MARK: - Sizes

@Suite("Launch image sizes")
struct LaunchImageSizesTests {
    func name(_ fileName: String) throws -> LaunchImageName {
        try #require(LaunchImageName.parse(fileName, basename: "Default"))
    }

    func size(_ width: Int, _ height: Int) -> PixelSize { PixelSize(width: width, height: height) }

    @Test("the table holds every size the seeds give, and their landscape forms")
    func table() {
        let portrait = Set(LaunchImageSizes.entries.map(\.portrait))
        #expect(
            portrait == [
                size(320, 480), size(640, 960), size(640, 1136), size(750, 1334), size(1242, 2208), size(768, 1024),
                size(1536, 2048),
            ])
        let landscape = Set(LaunchImageSizes.entries.compactMap(\.landscape))
        #expect(landscape == [size(1334, 750), size(2208, 1242), size(1024, 768), size(2048, 1536)])
    }

    @Test("landscape launch images exist on iPad, and on iPhone only at 3x")
    func landscapeSupport() {
        #expect(!LaunchImageSizes.supportsLandscape(device: .iphone, scale: 1, screen: .standard))
        #expect(!LaunchImageSizes.supportsLandscape(device: .iphone, scale: 2, screen: .standard))
        #expect(!LaunchImageSizes.supportsLandscape(device: .iphone, scale: 2, screen: .tall568h))
        #expect(LaunchImageSizes.supportsLandscape(device: .iphone, scale: 3, screen: .standard))
        #expect(LaunchImageSizes.supportsLandscape(device: .ipad, scale: 1, screen: .standard))
        #expect(LaunchImageSizes.supportsLandscape(device: .ipad, scale: 2, screen: .standard))
        #expect(!LaunchImageSizes.supportsLandscape(device: .ipad, scale: 3, screen: .standard))
    }

    @Test("a name allows the sizes of every device, orientation and screen it can be shown on")
    func expectedSizes() throws {
        #expect(
            LaunchImageSizes.expectedSizes(for: try name("Default.png")) == [
                size(320, 480), size(768, 1024), size(1024, 768),
            ])
        #expect(
            LaunchImageSizes.expectedSizes(for: try name("Default@2x.png")) == [
                size(640, 960), size(1536, 2048), size(2048, 1536),
            ])
        #expect(
            LaunchImageSizes.expectedSizes(for: try name("Default@3x.png")) == [size(1242, 2208), size(2208, 1242)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default-568h@2x.png")) == [size(640, 1136)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default~iphone.png")) == [size(320, 480)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default-Portrait~ipad.png")) == [size(768, 1024)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default-Landscape@2x~ipad.png")) == [size(2048, 1536)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default-Landscape@2x~ipad7.png")) == [size(2048, 1536)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default-Landscape.png")) == [size(1024, 768)])
        #expect(LaunchImageSizes.expectedSizes(for: try name("Default-568h@2x~ipad.png")).isEmpty)
    }

    @Test("an image of the size its name asks for passes")
    func matching() throws {
        #expect(LaunchImageSizes.check(size(640, 1136), for: try name("Default-568h@2x.png")) == nil)
        #expect(LaunchImageSizes.check(size(2048, 1536), for: try name("Default-Landscape@2x~ipad.png")) == nil)
        #expect(LaunchImageSizes.check(size(768, 1024), for: try name("Default.png")) == nil)
        #expect(LaunchImageSizes.check(size(2208, 1242), for: try name("Default-Landscape@3x~iphone.png")) == nil)
    }

    @Test("a wrong size is described with the sizes allowed and what the size really is")
    func mismatch() throws {
        #expect(
            LaunchImageSizes.check(size(640, 960), for: try name("Default-568h@2x.png"))
                == "Default-568h@2x.png is 640x960 pixels, but its name asks for 640x1136 (iPhone 5 and iPod touch (5th generation) @2x portrait);"
                + " 640x960 is the iPhone and iPod touch @2x portrait size")
        #expect(
            LaunchImageSizes.check(size(750, 1334), for: try name("Default@2x.png"))
                == "Default@2x.png is 750x1334 pixels, but its name asks for 640x960 (iPhone and iPod touch @2x portrait),"
                + " 1536x2048 (iPad @2x portrait) or 2048x1536 (iPad @2x landscape); 750x1334 is the iPhone 6 @2x portrait size"
        )
        #expect(
            LaunchImageSizes.check(size(768, 1004), for: try name("Default-Portrait~ipad.png"))
                == "Default-Portrait~ipad.png is 768x1004 pixels, but its name asks for 768x1024 (iPad @1x portrait)")
        #expect(
            LaunchImageSizes.check(size(768, 1024), for: try name("Default-Landscape~ipad.png"))
                == "Default-Landscape~ipad.png is 768x1024 pixels, but its name asks for 1024x768 (iPad @1x landscape);"
                + " 768x1024 is the iPad @1x portrait size")
        #expect(
            LaunchImageSizes.check(size(1536, 2048), for: try name("Default-568h@2x~ipad.png"))
                == "Default-568h@2x~ipad.png is named for no screen that has launch images (ipad, -568h, @2x), so no size fits it"
        )
    }

    @Test("a PNG read from bytes is checked against its name")
    func headerAndName() throws {
        let header = try PNGHeader(bytes: LaunchImagePNG.image(width: 640, height: 960))
        #expect(LaunchImageSizes.check(header.size, for: try name("Default@2x.png")) == nil)
        let tall = LaunchImageSizes.check(header.size, for: try name("Default-568h@2x.png"))
        #expect(
            tall
                == "Default-568h@2x.png is 640x960 pixels, but its name asks for 640x1136 (iPhone 5 and iPod touch (5th generation) @2x portrait); 640x960 is the iPhone and iPod touch @2x portrait size"
        )
    }
}

// MARK: - Corpus

/// The launch image listings of the shared corpus.
enum LaunchImageCorpus {
    static var packageRoot: URL { TestPackage.root }

    /// `NIBKIT_CORPUS`, else `../shared/corpus` beside the package, else `Tests/Corpus`.
    static let root: URL? = {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        candidates.append(packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"))
        candidates.append(packageRoot.appendingPathComponent("Tests/Corpus"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("launch-images").path)
        }
    }()

    static let listings: [String] = {
        guard let folder = root?.appendingPathComponent("launch-images") else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".listing.txt") }.sorted()
    }()

    static func fileNames(in listing: String) throws -> [String] {
        let url = try #require(root).appendingPathComponent("launch-images").appendingPathComponent(listing)
        return try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline).map(String.init)
    }

    /// What the two requests the tests make should choose, for listings whose
    /// contents are known: an iPhone in portrait at 2x, an iPad in landscape at 2x.
    static let expected: [String: (iphone: String?, ipad: String?)] = [
        "Netfilter-Com__PopulationClock__ROOT.listing.txt": ("Default@2x.png", "Default-Landscape@2x~ipad.png"),
        "Netfilter-Com__PopulationClock__PopulationClock__Images.xcassets__LaunchImage.launchimage.listing.txt":
            ("Default@2x.png", "Default-Landscape@2x~ipad.png"),
        "SalesforceLabs__ForcePad__ROOT.listing.txt": (nil, "Default-Landscape@2x~ipad.png"),
        "diegort__iSWAD__ROOT.listing.txt": ("Default@2x.png", "Default@2x.png"),
    ]
}

@Suite("Launch images in the corpus")
struct LaunchImageCorpusTests {
    static let iphonePortrait = LaunchImageRequest(device: .iphone, orientation: .portrait, scale: 2)
    static let ipadLandscape = LaunchImageRequest(device: .ipad, orientation: .landscapeLeft, scale: 2)

    @Test("the corpus is found, with the listings these tests know")
    func corpusFound() throws {
        try #require(LaunchImageCorpus.root != nil)
        let known = Set(LaunchImageCorpus.expected.keys)
        #expect(known.isSubset(of: Set(LaunchImageCorpus.listings)))
    }

    @Test(
        "every name starting with Default parses, and the choices are sensible", arguments: LaunchImageCorpus.listings)
    func listing(_ listing: String) throws {
        let files = try LaunchImageCorpus.fileNames(in: listing)
        for file in files where file.hasPrefix("Default") {
            #expect(LaunchImageName.parse(file, basename: "Default") != nil, "\(file) in \(listing)")
        }
        let selector = LaunchImageSelector(fileNames: files)
        for request in [Self.iphonePortrait, Self.ipadLandscape] {
            guard case .image(let chosen)? = selector.select(for: request) else { continue }
            let name = try #require(selector.launchImages.first { $0.fileName == chosen })
            #expect(files.contains(chosen))
            #expect(name.problems.isEmpty)
            #expect(name.device == nil || name.device == request.device)
            #expect(name.screen == .standard)
            if let orientation = name.orientation {
                #expect(orientation.isLandscape == (request.device == .ipad))
            }
        }
        if let expected = LaunchImageCorpus.expected[listing] {
            #expect(selector.select(for: Self.iphonePortrait) == expected.iphone.map(LaunchImageChoice.image))
            #expect(selector.select(for: Self.ipadLandscape) == expected.ipad.map(LaunchImageChoice.image))
        }
    }

    @Test("the 4-inch iPhone gets Default-568h@2x.png where a listing has it")
    func tallScreen() throws {
        let files = try LaunchImageCorpus.fileNames(in: "diegort__iSWAD__ROOT.listing.txt")
        let selector = LaunchImageSelector(fileNames: files)
        #expect(
            selector.select(for: LaunchImageRequest(device: .iphone, scale: 2, screen: .tall568h))
                == .image("Default-568h@2x.png"))
        #expect(selector.select(for: LaunchImageRequest(device: .iphone, scale: 1)) == .image("Default.png"))
    }

    @Test("the asset catalog's ~ipad7 images parse, flagged, and are never chosen")
    func ipad7() throws {
        let listing =
            "Netfilter-Com__PopulationClock__PopulationClock__Images.xcassets__LaunchImage.launchimage.listing.txt"
        let selector = LaunchImageSelector(fileNames: try LaunchImageCorpus.fileNames(in: listing))
        let flagged = selector.launchImages.filter { !$0.problems.isEmpty }
        #expect(
            flagged.map(\.fileName) == [
                "Default-Landscape@2x~ipad7.png", "Default-Landscape~ipad7.png", "Default-Portrait@2x~ipad7.png",
                "Default-Portrait~ipad7.png",
            ])
        #expect(flagged.allSatisfy { $0.problems == [.unrecognizedDeviceModifier("~ipad7")] && $0.device == .ipad })
        for orientation in InterfaceOrientation.allCases {
            for scale in 1...3 {
                let choice = selector.select(
                    for: LaunchImageRequest(device: .ipad, orientation: orientation, scale: scale))
                #expect(choice.map { !$0.description.hasSuffix("~ipad7.png") } ?? true)
            }
        }
    }
}
