import Foundation
import NibKit
import Testing

@Suite("Bundle lint")
struct BundleLintTests {
    private func lint(_ bundle: TemporaryBundle) throws -> [String] {
        BundleLinter.lint(try NibBundle(url: bundle.root)).map {
            "\($0.location.file):\($0.location.line): \($0.severity.rawValue): \($0.message)"
        }
    }

    private func wellFormed() throws -> TemporaryBundle {
        let bundle = try TemporaryBundle(name: "Hello.app")
        try bundle.writePlist(
            "Info.plist",
            [
                "CFBundleIdentifier": "com.Ajax.Hello", "CFBundleVersion": "12.0.1",
                "CFBundleShortVersionString": "1.2.3",
                "CFBundlePackageType": "APPL", "CFBundleSignature": "ttxt", "CFBundleExecutable": "Hello",
                "CFBundleIconFiles": ["Icon.png", "Icon-Small"],
            ])
        try bundle.write("Hello", "#!/bin/sh\n")
        try bundle.write("Icon.png", "png")
        try bundle.write("Icon-Small.png", "png")
        try bundle.write("en.lproj/Localizable.strings", #""a" = "b";"#)
        try bundle.write("en.lproj/Help.html", "help")
        try bundle.write("Help.html", "help")
        return bundle
    }

    @Test("a well-formed bundle has no problem")
    func wellFormedBundle() throws {
        #expect(try lint(try wellFormed()).isEmpty)
        let example = try NibBundle(url: Toolkit.example("Example.app"))
        #expect(BundleLinter.lint(example).isEmpty)
    }

    @Test("a missing or unreadable Info.plist is an error")
    func infoPlist() throws {
        let missing = try TemporaryBundle(name: "Empty.app")
        #expect(
            try lint(missing) == [
                "Empty.app/Info.plist:1: error: the bundle has no Info.plist (rule: every bundle has a readable Info.plist)"
            ])
        let garbage = try TemporaryBundle(name: "Garbage.app")
        try garbage.write("Info.plist", "<plist><dict><key>a</key>")
        #expect(try lint(garbage).first?.contains("the Info.plist is not a readable property list") == true)
    }

    @Test("each Info.plist value rule names the key, at the key's line")
    func valueRules() throws {
        let bundle = try wellFormed()
        try bundle.writePlist(
            "Info.plist",
            [
                "CFBundleIdentifier": "com.Ajax.Hello!", "CFBundleVersion": "1.2a", "CFBundleShortVersionString": "1.2",
                "CFBundlePackageType": "BNDL", "CFBundleSignature": "toolong", "CFBundleExecutable": "Missing",
                "CFBundleIconFiles": ["Icon.png", "Nowhere.png"],
            ])
        let found = try lint(bundle)
        let plistLines = try String(contentsOf: bundle.root.appendingPathComponent("Info.plist"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        func line(of key: String) -> Int {
            (plistLines.firstIndex { $0.contains("<key>\(key)</key>") } ?? -1) + 1
        }
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundleIdentifier")): error: CFBundleIdentifier 'com.Ajax.Hello!' is not a reverse-DNS string of A-Z, a-z, 0-9, hyphen and period (rule: bundle identifier)"
            ))
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundleVersion")): error: CFBundleVersion '1.2a' is not period-separated integers (rule: bundle version)"
            ))
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundleShortVersionString")): error: CFBundleShortVersionString '1.2' is not three period-separated integers (rule: short version string)"
            ))
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundlePackageType")): error: CFBundlePackageType is 'BNDL'; an application's is APPL (rule: package type)"
            ))
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundleSignature")): error: CFBundleSignature 'toolong' is not four characters (rule: bundle signature)"
            ))
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundleExecutable")): error: the executable 'Missing' named by CFBundleExecutable is missing (rule: executable)"
            ))
        #expect(
            found.contains(
                "Hello.app/Info.plist:\(line(of: "CFBundleIconFiles")): error: the icon 'Nowhere.png' named in CFBundleIconFiles is missing (rule: icon files)"
            ))
        #expect(found.count == 7)
    }

    @Test("region folders should be subsets of their language folder, and localized files need a default")
    func localizationRules() throws {
        let bundle = try wellFormed()
        try bundle.write("en_GB.lproj/Help.html", "help")
        try bundle.write("en_GB.lproj/Colour.html", "colour")
        try bundle.write("fr.lproj/Only.png", "png")
        try bundle.write("fr.lproj/Localizable.strings", #""a" = "b";"#)
        let found = try lint(bundle)
        #expect(
            found == [
                "Hello.app/en_GB.lproj/Colour.html:1: warning: 'Colour.html' is in en_GB.lproj but not in en.lproj; the language folder should hold a complete copy (rule: region subset of language)",
                "Hello.app/en_GB.lproj/Colour.html:1: warning: 'Colour.html' is localized but has no default version at the top level or in Base.lproj (rule: default version)",
                "Hello.app/fr.lproj/Only.png:1: warning: 'Only.png' is localized but has no default version at the top level or in Base.lproj (rule: default version)",
            ])
    }

    @Test("executable code inside an .lproj folder is an error")
    func codeInLocalization() throws {
        let bundle = try wellFormed()
        try bundle.write("en.lproj/helper", Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01]))
        try bundle.write("en.lproj/Plugin.dylib", "x")
        let found = try lint(bundle).filter { $0.contains("error") }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.contains("executable code inside 'en.lproj' is never loaded") })
    }

    /// A PNG of the given pixel size: enough of one for its header to be read.
    static func png(width: Int, height: Int) -> Data {
        func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        bytes += [0, 0, 0, 0]
        return Data(bytes)
    }

    @Test("launch images: wrong sizes, -568h not first and -568h without @2x are errors")
    func launchImageRules() throws {
        let bundle = try wellFormed()
        try bundle.write("Default.png", Self.png(width: 320, height: 480))
        try bundle.write("Default@2x.png", Self.png(width: 320, height: 480))
        try bundle.write("Default-Portrait-568h@2x.png", Self.png(width: 640, height: 1136))
        try bundle.write("Default-568h.png", Self.png(width: 320, height: 568))
        try bundle.write("Default-Landscape~ipad.png", Self.png(width: 1024, height: 768))
        let found = try lint(bundle)
        #expect(found.count == 3, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("Hello.app/Default@2x.png:1: error:") && $0.contains("640x960")
                    && $0.hasSuffix("(rule: launch image size)")
            })
        #expect(
            found.contains {
                $0.hasPrefix(
                    "Hello.app/Default-Portrait-568h@2x.png:1: error: launch image 'Default-Portrait-568h@2x.png'")
                    && $0.hasSuffix("(rule: launch image name)")
            })
        #expect(
            found.contains {
                $0.hasPrefix("Hello.app/Default-568h.png:1: error: launch image 'Default-568h.png'")
                    && $0.contains("@2x")
            })
    }

    /// A bundle declaring 20,000 URL schemes with 2,000 launch images named
    /// after them, every 500th of the wrong size and one misnamed.
    static func manySchemes(name: String) throws -> TemporaryBundle {
        let bundle = try TemporaryBundle(name: name)
        try bundle.writePlist(
            "Info.plist",
            [
                "CFBundleIdentifier": "com.example.schemes", "CFBundlePackageType": "APPL",
                "CFBundleURLTypes": [["CFBundleURLName": "many", "CFBundleURLSchemes": (0..<20_000).map { "s\($0)" }]],
            ])
        for number in 0..<2_000 {
            let size = number % 500 == 0 ? (320, 480) : (640, 960)
            try bundle.write(
                "Default-s\(number * 10)-Portrait@2x~iphone.png", Self.png(width: size.0, height: size.1))
        }
        try bundle.write("Default-s7-568h@2x.png", Self.png(width: 640, height: 1136))
        return bundle
    }

    @Test("20,000 URL schemes and 2,000 launch images: the wrong ones reported, each at its file")
    func thousandsOfSchemes() throws {
        let found = try lint(try Self.manySchemes(name: "Schemes.app"))
        #expect(
            found.sorted() == [
                "Schemes.app/Default-s0-Portrait@2x~iphone.png:1: error: Default-s0-Portrait@2x~iphone.png is 320x480 pixels, but its name asks for 640x960 (iPhone and iPod touch @2x portrait); 320x480 is the iPhone and iPod touch @1x portrait size (rule: launch image size)",
                "Schemes.app/Default-s10000-Portrait@2x~iphone.png:1: error: Default-s10000-Portrait@2x~iphone.png is 320x480 pixels, but its name asks for 640x960 (iPhone and iPod touch @2x portrait); 320x480 is the iPhone and iPod touch @1x portrait size (rule: launch image size)",
                "Schemes.app/Default-s15000-Portrait@2x~iphone.png:1: error: Default-s15000-Portrait@2x~iphone.png is 320x480 pixels, but its name asks for 640x960 (iPhone and iPod touch @2x portrait); 320x480 is the iPhone and iPod touch @1x portrait size (rule: launch image size)",
                "Schemes.app/Default-s5000-Portrait@2x~iphone.png:1: error: Default-s5000-Portrait@2x~iphone.png is 320x480 pixels, but its name asks for 640x960 (iPhone and iPod touch @2x portrait); 320x480 is the iPhone and iPod touch @1x portrait size (rule: launch image size)",
                "Schemes.app/Default-s7-568h@2x.png:1: error: launch image 'Default-s7-568h@2x.png': -568h must be the first modifier after the basename (rule: launch image name)",
            ])
    }

    // MARK: What the linter reads

    @Test("a FIFO in an .lproj folder, or named Default.png, is reported and never opened for reading")
    func fifos() throws {
        let bundle = try wellFormed()
        try bundle.fifo("en.lproj/pipe")
        try bundle.fifo("Default.png")
        #expect(
            try lint(bundle) == [
                "Hello.app/Default.png:1: error: 'Default.png' is not a regular file but a FIFO; NibKit reads only regular files and folders (rule: regular files)",
                "Hello.app/en.lproj/pipe:1: error: 'en.lproj/pipe' is not a regular file but a FIFO; NibKit reads only regular files and folders (rule: regular files)",
            ])
    }

    @Test("links leading outside the bundle are reported, and nothing behind them is listed or read")
    func linksLeavingTheBundle() throws {
        let bundle = try wellFormed()
        try bundle.link("de.lproj", to: "/")
        try bundle.link("en.lproj/bin", to: "/usr/bin")
        try bundle.link("pw.png", to: "/etc/passwd")
        // A sibling whose path starts like the bundle's: outside, component by component.
        try Data("SECRET".utf8).write(to: bundle.outside.appendingPathComponent("Hello.appx"))
        try bundle.link("fr.lproj/Sibling.html", to: "../../Hello.appx")
        #expect(
            try lint(bundle) == [
                "Hello.app/de.lproj:1: error: 'de.lproj' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)",
                "Hello.app/en.lproj/bin:1: error: 'en.lproj/bin' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)",
                "Hello.app/fr.lproj/Sibling.html:1: error: 'fr.lproj/Sibling.html' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)",
                "Hello.app/pw.png:1: error: 'pw.png' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)",
            ])
        #expect(try NibBundle(url: bundle.root).localizations == ["en", "fr"])
    }

    @Test("links to the folder itself and to its parent are walked once, so the walk cannot repeat")
    func linkLoops() throws {
        let bundle = try wellFormed()
        for index in 0..<8 {
            try bundle.link("en.lproj/here\(index)", to: ".")
            try bundle.link("en.lproj/Nested/up\(index)", to: "..")
        }
        try bundle.write("en.lproj/Nested/helper", Data([0x7F, 0x45, 0x4C, 0x46]))
        // Reported once, at the path the walk first reached it by.
        #expect(
            try lint(bundle) == [
                "Hello.app/en.lproj/Nested/helper:1: error: executable code inside 'en.lproj' is never loaded; move it out of the localization folder (rule: no code in .lproj)"
            ])
    }

    @Test("CFBundleExecutable names a plain file inside the bundle")
    func executableStaysInside() throws {
        let bundle = try wellFormed()
        var values: [String: Any] = [
            "CFBundleIdentifier": "com.Ajax.Hello", "CFBundleExecutable": "../../../../etc/shadow",
        ]
        try bundle.writePlist("Info.plist", values)
        let climbing = try lint(bundle)
        #expect(climbing.count == 1)
        #expect(
            climbing.first?.hasSuffix(
                "error: CFBundleExecutable '../../../../etc/shadow' is not a plain file name; it names a file in the bundle, without '/' or '..' (rule: executable)"
            ) == true)
        #expect(try NibBundle(url: bundle.root).executableURL == nil)

        values["CFBundleExecutable"] = "Linked"
        try bundle.writePlist("Info.plist", values)
        try bundle.link("Linked", to: "/bin/sh")
        let linked = try lint(bundle)
        #expect(linked.count == 2)
        #expect(
            linked.contains {
                $0.hasSuffix(
                    "error: the executable named by CFBundleExecutable cannot be used: 'Linked' is a symbolic link leading outside the bundle (rule: executable)"
                )
            })
        #expect(
            linked.contains(
                "Hello.app/Linked:1: error: 'Linked' is a symbolic link leading outside the bundle; NibKit does not follow it (rule: files stay inside the bundle)"
            ))
    }
}
