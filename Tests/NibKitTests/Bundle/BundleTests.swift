import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

@Suite("Bundles: layouts, Info.plist and resource lookup")
struct BundleTests {
    @Test("the four layouts put Info.plist, resources and the executable where Apple's documentation says")
    func layouts() throws {
        let ios = try TemporaryBundle(name: "Hello.app")
        try ios.writePlist("Info.plist", ["CFBundleIdentifier": "com.Ajax.Hello", "CFBundleExecutable": "Hello"])
        try ios.write("Hand.png", "png")
        let iosBundle = try NibBundle(url: ios.root)
        #expect(iosBundle.layout == .iOSApplication)
        #expect(iosBundle.info.identifier == "com.Ajax.Hello")
        #expect(iosBundle.executableURL?.lastPathComponent == "Hello")
        #expect(iosBundle.url(forResource: "Hand", withExtension: "png", traits: ResourceTraits()) != nil)

        let mac = try TemporaryBundle(name: "TextEdit.app")
        try mac.writePlist("Contents/Info.plist", ["CFBundleExecutable": "TextEdit", "CFBundlePackageType": "APPL"])
        try mac.write("Contents/Resources/Hand.tiff", "tiff")
        let macBundle = try NibBundle(url: mac.root)
        #expect(macBundle.layout == .macOSApplication)
        #expect(macBundle.relativePath(of: try #require(macBundle.executableURL)) == "Contents/MacOS/TextEdit")
        let hand = try #require(macBundle.url(forResource: "Hand.tiff", traits: ResourceTraits()))
        #expect(macBundle.relativePath(of: hand) == "Contents/Resources/Hand.tiff")

        let framework = try TemporaryBundle(name: "Kit.framework")
        try framework.writePlist("Versions/A/Resources/Info.plist", ["CFBundleIdentifier": "com.example.Kit"])
        try framework.write("Versions/A/Resources/en.lproj/Kit.strings", #""a" = "b";"#)
        try framework.link("Versions/Current", to: "A")
        try framework.link("Resources", to: "Versions/Current/Resources")
        let frameworkBundle = try NibBundle(url: framework.root)
        #expect(frameworkBundle.layout == .framework)
        #expect(frameworkBundle.info.identifier == "com.example.Kit")
        #expect(frameworkBundle.localizations == ["en"])

        let plugin = try TemporaryBundle(name: "Filter.plugin")
        try plugin.writePlist("Contents/Info.plist", ["NSPrincipalClass": "FilterPlugin"])
        let pluginBundle = try NibBundle(url: plugin.root)
        #expect(pluginBundle.layout == .loadable)
        #expect(pluginBundle.info.principalClass == "FilterPlugin")
    }

    @Test("Info.plist is read in XML, binary and OpenStep form, with typed accessors")
    func infoPlistFormats() throws {
        let values: [String: Any] = [
            "CFBundleIdentifier": "com.Ajax.Hello", "CFBundleVersion": "1.2.3", "CFBundleShortVersionString": "1.2.0",
            "CFBundleName": "Hello", "CFBundleDisplayName": "Hello!", "CFBundlePackageType": "APPL",
            "CFBundleSignature": "ttxt", "CFBundleIconFiles": ["Icon.png", "Icon@2x.png"],
            "CFBundleDevelopmentRegion": "en", "NSMainNibFile": "MainWindow", "NSMainNibFile~ipad": "MainWindow-iPad",
            "NSHumanReadableCopyright": "© Ajax", "LSMinimumSystemVersion": "10.1.5", "LSRequiresIPhoneOS": true,
            "UIRequiredDeviceCapabilities": ["armv7", "wifi"], "UIStatusBarStyle": "UIStatusBarStyleBlackOpaque",
            "UIStatusBarHidden": true, "UIPrerenderedIcon": true, "UIRequiresPersistentWiFi": false,
            "UILaunchImageFile": "MyLaunchImage", "UILaunchStoryboardName~ipad": "Launch",
            "CFBundleURLTypes": [["CFBundleURLName": "com.Ajax.Hello", "CFBundleURLSchemes": ["myscheme"]]],
            "CFBundleDocumentTypes": [
                ["CFBundleTypeName": "Text", "CFBundleTypeExtensions": ["txt"], "CFBundleTypeRole": "Editor"]
            ],
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let info = try InfoDictionary(
                data: try PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0))
            #expect(info.identifier == "com.Ajax.Hello")
            #expect(info.version == "1.2.3" && info.shortVersionString == "1.2.0")
            #expect(info.name == "Hello" && info.displayName == "Hello!")
            #expect(info.packageType == "APPL" && info.signature == "ttxt")
            #expect(info.iconFiles == ["Icon.png", "Icon@2x.png"])
            #expect(info.mainNibFile(for: .iphone) == "MainWindow")
            #expect(info.mainNibFile(for: .ipad) == "MainWindow-iPad")
            #expect(info.copyright == "© Ajax" && info.minimumSystemVersion == "10.1.5")
            #expect(info.requiresIPhoneOS == true)
            #expect(info.requiredDeviceCapabilities == ["armv7": true, "wifi": true])
            #expect(info.statusBarStyle == "UIStatusBarStyleBlackOpaque" && info.statusBarHidden)
            #expect(info.interfaceOrientation == "UIInterfaceOrientationPortrait")
            #expect(info.prerenderedIcon && !info.requiresPersistentWiFi)
            #expect(info.launchImageFile() == "MyLaunchImage")
            #expect(info.launchStoryboardName(for: .ipad) == "Launch" && info.launchStoryboardName(for: .iphone) == nil)
            #expect(info.urlSchemes == ["myscheme"])
            #expect(info.documentTypes.first?.extensions == ["txt"] && info.documentTypes.first?.role == "Editor")
        }
        let openStep =
            #"{ CFBundleIdentifier = "com.Ajax.Hello"; UIRequiredDeviceCapabilities = { wifi = YES; gps = NO; }; }"#
        let info = try InfoDictionary(data: Data(openStep.utf8))
        #expect(info.identifier == "com.Ajax.Hello")
        #expect(info.requiredDeviceCapabilities == ["wifi": true, "gps": false])
    }

    @Test("an Info.plist whose arrays share children exponentially is refused at the bound, and the bundle still opens")
    func hostileInfoPlist() throws {
        let expected =
            "the binary property list expands to more than \(BinaryPropertyListGraph.maximumValues) values, at object 44 (at byte 161): its arrays and dictionaries refer to the same objects again and again, and each reference is read as a copy"
        let data = BinaryPropertyListBuilder.doublingDictionary(depth: 60)
        #expect {
            try InfoDictionary(data: data, path: "H.plist")
        } throws: { error in
            let error = error as? NibError
            return error?.code == .invalidPropertyList
                && error?.diagnostics.map(\.description) == ["H.plist:1:1: error: " + expected]
        }
        let bundle = try TemporaryBundle(name: "Hostile.app")
        try bundle.write("Info.plist", data)
        try bundle.write("Hand.png", "png")
        let opened = try NibBundle(url: bundle.root)
        #expect(opened.info.values.isEmpty)
        #expect(opened.infoPlistProblem == "the Info.plist is not a readable property list")
        #expect(opened.infoPlistDiagnostics.map(\.message) == [expected])
        #expect(opened.infoPlistDiagnostics.first?.location.file.hasSuffix("Hostile.app/Info.plist") == true)
    }

    @Test("an XML or OpenStep Info.plist's problems are located; its values are read as Foundation reads them")
    func infoPlistProblemsAreLocated() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>Count</key>
                <integer>12 </integer>
            </dict>
            </plist>
            """
        #expect {
            try InfoDictionary(data: Data(xml.utf8), path: "X.plist")
        } throws: { error in
            (error as? NibError)?.diagnostics.map(\.description) == [
                "X.plist:5:5: error: '12 ' is not an integer: <integer> holds decimal digits, or 0x and hexadecimal digits, with an optional sign and no spaces"
            ]
        }
        let values = """
            <plist version="1.0"><dict>
            <key>Big</key><integer>0xFFFFFFFFFFFFFFFF</integer><key>Negative</key><integer>-12</integer>
            <key>When</key><date>2024-05-01T12:00:00Z</date><key>Blob</key><data>AAE=</data>
            <key>Real</key><real>1.5</real><key>No</key><false/><key>List</key><array><string>a</string></array>
            </dict></plist>
            """
        let info = try InfoDictionary(data: Data(values.utf8))
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: Data(values.utf8), format: nil) as? [String: Any])
        #expect(info["Big"] == .integer(-1) && (foundation["Big"] as? NSNumber)?.intValue == -1)
        #expect(info["Negative"] == .integer(-12))
        #expect(
            info["When"] == .date(Date(timeIntervalSince1970: 1_714_564_800))
                && foundation["When"] as? Date == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(info["Blob"] == .data(Data([0, 1])) && info["Real"] == .real(1.5) && info["No"] == .bool(false))
        #expect(info["List"] == .array([.string("a")]) && info.values.count == foundation.count)
        #expect {
            try InfoDictionary(data: Data(#"{ a = "\U0000"; }"#.utf8), path: "O.plist")
        } throws: { error in
            (error as? NibError)?.diagnostics.first?.location.description == "O.plist:1:8"
        }
    }

    @Test("user-visible Info.plist values come from the best localization's InfoPlist.strings")
    func localizedInfo() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["CFBundleDisplayName": "TextEdit", "CFBundleDevelopmentRegion": "en"])
        try bundle.write("de.lproj/InfoPlist.strings", #""CFBundleDisplayName" = "Textbearbeitung";"#)
        try bundle.write("en.lproj/InfoPlist.strings", "")
        let nib = try NibBundle(url: bundle.root)
        #expect(nib.localizedInfoValue(forKey: "CFBundleDisplayName", languages: ["de-CH", "en"]) == "Textbearbeitung")
        #expect(nib.localizedInfoValue(forKey: "CFBundleDisplayName", languages: ["ja"]) == "TextEdit")
    }

    @Test("a ~ipad or ~iphone file wins on its device, else the plain name")
    func deviceModifier() throws {
        let bundle = try TemporaryBundle()
        try bundle.write("Hand.png", "plain")
        try bundle.write("Hand~ipad.png", "ipad")
        let nib = try NibBundle(url: bundle.root)
        let ipad = try #require(
            nib.url(forResource: "Hand", withExtension: "png", traits: ResourceTraits(device: .ipad)))
        let iphone = try #require(nib.url(forResource: "Hand.png", traits: ResourceTraits(device: .iphone)))
        #expect(ipad.lastPathComponent == "Hand~ipad.png")
        #expect(iphone.lastPathComponent == "Hand.png")
    }

    @Test("@2x and @3x come before the device modifier; a missing scale falls back to the nearest")
    func scaleModifier() throws {
        let bundle = try TemporaryBundle()
        for name in ["Hand.png", "Hand@2x~ipad.png", "Hand@3x.png", "Icon@2x.png"] { try bundle.write(name, name) }
        let nib = try NibBundle(url: bundle.root)
        func pick(_ name: String, _ device: Device, _ scale: Int) -> String? {
            nib.url(forResource: name, withExtension: "png", traits: ResourceTraits(device: device, scale: scale))?
                .lastPathComponent
        }
        #expect(pick("Hand", .ipad, 2) == "Hand@2x~ipad.png")
        #expect(pick("Hand", .iphone, 2) == "Hand@3x.png", "no @2x for iPhone: the nearest, the larger of 1x and 3x")
        #expect(pick("Hand", .iphone, 3) == "Hand@3x.png")
        #expect(pick("Hand", .iphone, 1) == "Hand.png")
        #expect(pick("Icon", .iphone, 1) == "Icon@2x.png")
        #expect(pick("Icon", .ipad, 3) == "Icon@2x.png")
        #expect(pick("Missing", .ipad, 2) == nil)
    }

    @Test("the best localization: region folder, then its language, then Base, then the top level")
    func localizationOrder() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "en"])
        try bundle.write("fr_CA.lproj/Only.txt", "fr_CA")
        try bundle.write("fr_CA.lproj/Both.txt", "fr_CA")
        try bundle.write("fr.lproj/Both.txt", "fr")
        try bundle.write("fr.lproj/Language.txt", "fr")
        try bundle.write("Base.lproj/Language.txt", "Base")
        try bundle.write("Base.lproj/Base.txt", "Base")
        try bundle.write("Top.txt", "top")
        try bundle.write("Base.txt", "top")
        try bundle.write("English.lproj/English.txt", "en")
        let nib = try NibBundle(url: bundle.root)
        #expect(nib.localizations == ["Base", "English", "fr", "fr_CA"])
        let canadian = ResourceTraits(languages: ["fr-CA", "fr", "en"])
        #expect(nib.preferredLocalizations(for: canadian.languages) == ["fr_CA", "fr"])
        func located(_ name: String, _ traits: ResourceTraits) -> String? {
            nib.url(forResource: name, traits: traits).map { nib.relativePath(of: $0) }
        }
        #expect(located("Both.txt", canadian) == "fr_CA.lproj/Both.txt")
        #expect(located("Language.txt", canadian) == "fr.lproj/Language.txt")
        #expect(located("Base.txt", canadian) == "Base.lproj/Base.txt")
        #expect(located("Top.txt", canadian) == "Top.txt")
        let french = ResourceTraits(languages: ["fr"])
        #expect(nib.preferredLocalizations(for: french.languages) == ["fr"])
        #expect(located("Both.txt", french) == "fr.lproj/Both.txt")
        // No preferred language matches: the development region, spelled the old way.
        let japanese = ResourceTraits(languages: ["ja"])
        #expect(nib.preferredLocalizations(for: japanese.languages) == ["English"])
        #expect(located("English.txt", japanese) == "English.lproj/English.txt")
        // A hyphenated region folder is the same localization.
        try bundle.write("pt-BR.lproj/Olá.txt", "pt-BR")
        let withPortuguese = try NibBundle(url: bundle.root)
        #expect(withPortuguese.preferredLocalizations(for: ["pt-BR"]) == ["pt-BR"])
        #expect(
            withPortuguese.preferredLocalizations(for: ["pt"]) == ["pt-BR"],
            "a language without a folder of its own takes a regional one")
    }

    // MARK: What a bundle reads

    /// An archive whose object `o` holds the images named, keys `i0`, `i1` ….
    private static func holder(images names: [String]) -> String {
        let images = names.enumerated().map { "    <image key=\"i\($0.offset)\" name=\"\($0.element)\"/>" }
        return
            "<nib version=\"1\">\n  <object id=\"o\" class=\"Holder\">\n\(images.joined(separator: "\n"))\n  </object>\n</nib>\n"
    }

    @Test("an image linked to a file outside the bundle is refused, with the link named, never loaded")
    func imageLinkedOutside() throws {
        let bundle = try TemporaryBundle(name: "Hello.app")
        try Data("SECRET".utf8).write(to: bundle.outside.appendingPathComponent("secret.png"))
        try bundle.link("pw.png", to: "/etc/passwd")
        try bundle.link("secret.png", to: "../secret.png")
        try bundle.write("Holder.nibxml", Self.holder(images: ["pw.png"]))
        try bundle.write("Secret.nibxml", Self.holder(images: ["secret"]))
        let nib = try NibBundle(url: bundle.root)
        #expect(nib.url(forResource: "pw.png", traits: ResourceTraits()) == nil)
        #expect(nib.url(forResource: "secret", withExtension: "png", traits: ResourceTraits()) == nil)
        do {
            _ = try nib.resourceURL(named: "pw.png", traits: ResourceTraits())
            Issue.record("a link out of the bundle resolved")
        } catch {
            #expect(error.code == .unreadableFile)
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(bundle.root.path)/pw.png:1:1: error: 'pw.png' is a symbolic link leading outside the bundle"
                ])
        }
        for (name, image, file) in [("Holder", "pw.png", "pw.png"), ("Secret", "secret", "secret.png")] {
            do {
                _ = try nib.loadNibNamed(name, owner: nil, registry: .dynamic, traits: ResourceTraits())
                Issue.record("\(image) was loaded")
            } catch {
                #expect(error.code == .unreadableFile)
                #expect(error.diagnostics.first?.location.line == 3)
                #expect(
                    error.diagnostics.first?.message
                        == "cannot read the image '\(image)': '\(file)' is a symbolic link leading outside the bundle")
            }
        }
    }

    @Test("a localization folder linked to / is no localization, and nothing is read through it")
    func localizationLinkedToRoot() throws {
        let bundle = try TemporaryBundle(name: "Hello.app")
        try bundle.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "de"])
        try bundle.link("de.lproj", to: "/")
        try bundle.write("Holder.nibxml", Self.holder(images: ["etc/passwd", "de.lproj/etc/passwd"]))
        let nib = try NibBundle(url: bundle.root)
        #expect(nib.localizations == [])
        let german = ResourceTraits(languages: ["de"])
        #expect(nib.url(forResource: "etc/passwd", traits: german) == nil)
        #expect(nib.url(forResource: "de.lproj/etc/passwd", traits: german) == nil)
        #expect(nib.url(forResource: "passwd", subdirectory: "de.lproj/etc", traits: german) == nil)
        do {
            _ = try nib.loadNibNamed("Holder", owner: nil, registry: .dynamic, traits: german)
            Issue.record("/etc/passwd was loaded")
        } catch {
            #expect(error.code == .unreadableFile)
            #expect(
                error.diagnostics.first?.message
                    == "cannot read the image 'de.lproj/etc/passwd': 'de.lproj/etc/passwd' is reached through a symbolic link leading outside the bundle"
            )
        }
    }

    @Test("Info.plist and .strings tables linked outside, and FIFOs, are not read")
    func infoAndStringsLinkedOutside() throws {
        let bundle = try TemporaryBundle(name: "Hello.app")
        let outside = bundle.outside
        try Data(#""Cancel" = "SECRET";"#.utf8).write(to: outside.appendingPathComponent("Secret.strings"))
        try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": "com.secret"], format: .xml, options: 0
        )
        .write(to: outside.appendingPathComponent("Info.plist"))
        try bundle.link("Info.plist", to: "../Info.plist")
        try bundle.link("fr.lproj/Localizable.strings", to: "../../Secret.strings")
        try bundle.fifo("de.lproj/Localizable.strings")
        let nib = try NibBundle(url: bundle.root)
        #expect(nib.info.identifier == nil)
        #expect(nib.infoPlistProblem == "'Info.plist' is a symbolic link leading outside the bundle")
        #expect(nib.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["fr"]) == "Cancel")
        #expect(nib.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["de"]) == "Cancel")

        let fifoPlist = try TemporaryBundle(name: "Fifo.app")
        try fifoPlist.fifo("Info.plist")
        #expect(try NibBundle(url: fifoPlist.root).infoPlistProblem == "'Info.plist' is not a regular file but a FIFO")
    }

    @Test("links inside the bundle are followed: a framework's Current version, a shared image")
    func linksInside() throws {
        let framework = try TemporaryBundle(name: "Kit.framework")
        try framework.write("Versions/A/Resources/Hand.png", "png")
        try framework.link("Versions/Current", to: "A")
        try framework.link("Resources", to: "Versions/Current/Resources")
        try framework.link("Versions/A/Resources/en.lproj/Hand.png", to: "../Hand.png")
        let nib = try NibBundle(url: framework.root)
        let hand = try #require(nib.url(forResource: "Hand.png", traits: ResourceTraits(languages: ["en"])))
        #expect(nib.relativePath(of: hand) == "Versions/Current/Resources/en.lproj/Hand.png")
        #expect(try nib.resourceProvider(traits: ResourceTraits()).data(forResource: "Hand.png") == Data("png".utf8))
    }

    @Test("a name without its extension finds the image, sound or nib")
    func namesWithoutExtension() throws {
        let nib = try NibBundle(url: Toolkit.example("Example.app"))
        func find(_ name: String, _ traits: ResourceTraits = ResourceTraits()) throws -> String? {
            try nib.resourceURL(named: name, traits: traits).map { nib.relativePath(of: $0) }
        }
        #expect(try find("Hand") == "Hand.png")
        #expect(try find("Hand", ResourceTraits(device: .ipad, scale: 2)) == "Hand@2x~ipad.png")
        #expect(try find("MainWindow") == "MainWindow.nibxml")
        #expect(try find("Greeting") == "Base.lproj/Greeting.xib")
        #expect(try find("Example") == "Example")
        #expect(try find("Nothing") == nil)
    }
}
