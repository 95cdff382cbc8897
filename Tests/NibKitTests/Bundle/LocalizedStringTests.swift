import Foundation
import NibKit
import Testing

@Suite("Localized strings from bundles")
struct LocalizedStringTests {
    private func bundle() throws -> TemporaryBundle {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "en"])
        try bundle.write("en.lproj/Localizable.strings", #""Cancel" = "Cancel"; "Greeting" = "Hello, %@!";"#)
        try bundle.write("fr.lproj/Localizable.strings", #""Cancel" = "Annuler"; "Greeting" = "Bonjour, %@ !";"#)
        try bundle.write("fr_CA.lproj/Localizable.strings", #""Greeting" = "Allô, %@!";"#)
        try bundle.write(
            "fr.lproj/Errors.strings",
            """
            /* Message in alert dialog when something fails */
            "%@ Error! %@ failed!" = "%2$@ blah blah, %1$@ blah!";
            """)
        return bundle
    }

    @Test("the best localization's table, then the value, then the key")
    func lookup() throws {
        let files = try bundle()
        let nib = try NibBundle(url: files.root)
        #expect(nib.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["fr"]) == "Annuler")
        #expect(
            nib.localizedString(forKey: "Cancel", value: nil, table: "", languages: ["fr-CA", "fr"]) == "Annuler",
            "a key the region's table lacks comes from its language's")
        #expect(nib.localizedString(forKey: "Greeting", value: nil, table: nil, languages: ["fr-CA"]) == "Allô, %@!")
        #expect(
            nib.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["ja"]) == "Cancel",
            "no Japanese: the development region")
        #expect(nib.localizedString(forKey: "Missing", value: "Default", table: nil, languages: ["fr"]) == "Default")
        #expect(nib.localizedString(forKey: "Missing", value: "", table: nil, languages: ["fr"]) == "Missing")
        #expect(
            NibLocalizedString("Cancel", bundle: nib, comment: "")
                == nib.localizedString(forKey: "Cancel", value: nil, table: nil))
        #expect(
            NibLocalizedString("Nowhere", tableName: "Errors", bundle: nib, value: "It failed", comment: "")
                == "It failed")
    }

    @Test("the guide's positional example formats correctly on Linux")
    func positionalFormat() throws {
        let files = try bundle()
        let nib = try NibBundle(url: files.root)
        let template = nib.localizedString(
            forKey: "%@ Error! %@ failed!", value: nil, table: "Errors", languages: ["fr"])
        #expect(template == "%2$@ blah blah, %1$@ blah!")
        #expect(FormatTemplate(template).format("Disk", "Backup") == "Backup blah blah, Disk blah!")
    }

    @Test("tables are read once per bundle and localization")
    func cached() throws {
        let files = try bundle()
        let nib = try NibBundle(url: files.root)
        #expect(nib.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["fr"]) == "Annuler")
        try files.write("fr.lproj/Localizable.strings", #""Cancel" = "Changed";"#)
        #expect(nib.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["fr"]) == "Annuler")
        let reopened = try NibBundle(url: files.root)
        #expect(reopened.localizedString(forKey: "Cancel", value: nil, table: nil, languages: ["fr"]) == "Changed")
    }
}
