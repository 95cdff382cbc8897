import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// One reading of localization names, for bundles and for `strings check`.
@Suite("Localization names")
struct LocalizationNameTests {
    @Test(
        "folder names, preferred languages and legacy names read as one tag",
        arguments: [
            ("fr_CA", "fr-ca"), ("fr-CA.lproj", "fr-ca"), ("English", "en"), ("english.lproj", "en"),
            ("Norwegian", "nb"), ("Russian", "ru"), ("Polish", "pl"), ("TradChinese", "zh-hant"), ("pt_BR", "pt-br"),
            ("Base", "base"),
        ])
    func tags(name: String, tag: String) {
        #expect(LocalizationName.tag(name) == tag)
    }

    @Test("a bundle and strings check both take Norwegian.lproj for nb")
    func norwegianEverywhere() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist(
            "Info.plist", ["CFBundleIdentifier": "org.example.app", "CFBundleDevelopmentRegion": "nb"])
        try bundle.write("Norwegian.lproj/Localizable.strings", "\"n\" = \"%d filer\";\n")
        try bundle.write("en.lproj/Localizable.strings", "\"n\" = \"%@ files\";\n")
        let opened = try NibBundle(url: bundle.root)
        #expect(opened.preferredLocalizations(for: ["nb-NO"]) == ["Norwegian"])
        // With nb the development language, en is the translation that differs from it.
        let problems = LocalizationChecker().check(directory: bundle.root)
        #expect(
            problems.map { URL(fileURLWithPath: $0.location.file).deletingLastPathComponent().lastPathComponent } == [
                "en.lproj"
            ])
    }

    @Test("an unexpanded build setting names no development region, for a bundle and for strings check alike")
    func unexpandedDevelopmentRegion() throws {
        let bundle = try TemporaryBundle()
        try bundle.writePlist(
            "Info.plist",
            ["CFBundleIdentifier": "org.example.app", "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)"])
        #expect(try NibBundle(url: bundle.root).developmentRegion == "en")
        #expect(LocalizationChecker.developmentRegion(in: bundle.root) == nil)
    }
}
