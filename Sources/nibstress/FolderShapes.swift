import Foundation
import NibKit

/// Bundles, localized folders and `.storyboardc` folders of each shape,
/// written under a temporary folder.
enum FolderShapes {
    /// Writes `files` (paths relative to `folder`) and returns `folder`.
    @discardableResult
    static func write(_ files: [String: Data], in folder: URL) throws -> URL {
        let manager = FileManager.default
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }

    /// An iOS application's Info.plist with `extra` entries.
    static func infoPlist(_ extra: String = "") -> Data {
        TextShapes.xmlPropertyList(
            """
            <dict>
            <key>CFBundleIdentifier</key><string>com.example.stress</string>
            <key>CFBundleExecutable</key><string>Stress</string>
            <key>CFBundlePackageType</key><string>APPL</string>
            <key>CFBundleVersion</key><string>1</string>
            <key>CFBundleShortVersionString</key><string>1.0.0</string>
            <key>CFBundleDevelopmentRegion</key><string>en</string>
            \(extra)
            </dict>
            """)
    }

    /// The files of a bundle: Info.plist, an executable, and `files`.
    static func bundle(_ files: [String: Data], info: Data = infoPlist(), in folder: URL) throws -> URL {
        var all = files
        all["Info.plist"] = info
        all["Stress"] = Data("#!/bin/sh\n".utf8)
        return try write(all, in: folder.appendingPathComponent("Stress.app"))
    }

    /// A bundle with `count` region folders (`en_AA.lproj`…), each holding a file `en.lproj` lacks.
    static func bundleSharing(_ count: Int, in folder: URL) throws -> URL {
        var files: [String: Data] = ["en.lproj/Localizable.strings": Data("\"a\" = \"b\";\n".utf8)]
        for index in 0..<count {
            let region = regionCode(index)
            files["en_\(region).lproj/Localizable.strings"] = Data("\"a\" = \"c\";\n".utf8)
            files["en_\(region).lproj/Extra\(index).png"] = Data()
        }
        return try bundle(files, in: folder)
    }

    /// A two-letter region code for `index`, AA, AB, …
    static func regionCode(_ index: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return String([letters[(index / 26) % 26], letters[index % 26]])
    }

    /// A bundle whose resources sit `count` folders deep.
    static func bundleNesting(_ count: Int, in folder: URL) throws -> URL {
        let path = (0..<count).map { "d\($0)" }.joined(separator: "/")
        return try bundle(["\(path)/file.txt": Data("x".utf8), "en.lproj/InfoPlist.strings": Data()], in: folder)
    }

    /// A bundle with `count` localized files in each of two languages.
    static func bundleRepetition(_ count: Int, in folder: URL) throws -> URL {
        var files: [String: Data] = [:]
        for index in 0..<count {
            files["en.lproj/File\(index).strings"] = Data("\"a\" = \"b\";\n".utf8)
            files["fr.lproj/File\(index).strings"] = Data("\"a\" = \"c\";\n".utf8)
        }
        return try bundle(files, in: folder)
    }

    /// A bundle of 32 files whose names are `count` characters long (at most 240).
    static func bundleLongNames(_ count: Int, in folder: URL) throws -> URL {
        var files: [String: Data] = [:]
        for index in 0..<32 {
            let name = InterfaceBuilderShapes.longName("f\(index)", min(count, 240))
            files["en.lproj/\(name).strings"] = Data("\"a\" = \"b\";\n".utf8)
            files["fr_CA.lproj/\(name).png"] = Data()
        }
        return try bundle(files, in: folder)
    }

    // MARK: Launch images

    /// A bundle declaring `count` URL schemes, with a launch image `Default-schemeI.png` for each.
    static func launchSchemes(_ count: Int, in folder: URL) throws -> URL {
        let schemes = (0..<count).map { "<string>scheme\($0)</string>" }.joined()
        var files: [String: Data] = ["Default.png": Data()]
        for index in 0..<count { files["Default-scheme\(index).png"] = Data() }
        return try bundle(
            files,
            info: infoPlist(
                "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array>\(schemes)</array></dict></array>"
            ), in: folder)
    }

    /// A bundle with `count` launch images `Default-<name>-Portrait@2x~iphone.png`, none named by a URL scheme.
    static func launchFiles(_ count: Int, in folder: URL) throws -> URL {
        var files: [String: Data] = ["Default.png": Data()]
        for index in 0..<count { files["Default-name\(index)-Portrait@2x~iphone.png"] = Data() }
        return try bundle(files, in: folder)
    }

    /// A bundle whose 8 URL schemes and launch images' names are `count` characters long (at most 200).
    static func launchLongNames(_ count: Int, in folder: URL) throws -> URL {
        let names = (0..<8).map { InterfaceBuilderShapes.longName("s\($0)", min(count, 200)) }
        var files: [String: Data] = ["Default.png": Data()]
        for name in names { files["Default-\(name)-Portrait.png"] = Data() }
        let schemes = names.map { "<string>\($0)</string>" }.joined()
        return try bundle(
            files,
            info: infoPlist(
                "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array>\(schemes)</array></dict></array>"
            ), in: folder)
    }

    /// A Base-internationalized xib of one label whose id is `length`
    /// characters long, and French strings of `keys` keys as long, none matching.
    static func baseLocalized(keys: Int, length: Int, in folder: URL) throws -> URL {
        let id = InterfaceBuilderShapes.longName("lbl-aa-", length)
        let xib = InterfaceBuilderShapes.xib(#"<label contentMode="left" text="Hello" id="\#(id)"/>"#)
        let french = (0..<keys).map {
            "\"\(InterfaceBuilderShapes.longName("lbl-aa-\($0)", length)).text\" = \"Bonjour\";\n"
        }.joined()
        return try bundle(["Base.lproj/Main.xib": xib, "fr.lproj/Main.strings": Data(french.utf8)], in: folder)
    }

    // MARK: strings check

    /// A Base-internationalized interface (one label, its id `count` characters long) whose French table has 16
    /// unmatched keys as long.
    static func checkLongNames(_ count: Int, in folder: URL) throws -> URL {
        let id = InterfaceBuilderShapes.longName("lbl-aa-", count)
        let xib = InterfaceBuilderShapes.xib(#"<label contentMode="left" text="Hello" id="\#(id)"/>"#)
        let french = (0..<16).map {
            "\"\(InterfaceBuilderShapes.longName("lbl-aa-00\($0)", count)).text\" = \"Bonjour\";\n"
        }.joined()
        return try write(
            [
                "Base.lproj/Main.xib": xib, "fr.lproj/Main.strings": Data(french.utf8),
                "en.lproj/Localizable.strings": Data("\"a\" = \"b\";\n".utf8),
            ], in: folder)
    }

    /// English and French tables of `count` keys, half of each missing from the other.
    static func checkRepetition(_ count: Int, in folder: URL) throws -> URL {
        var english = ""
        var french = ""
        for index in 0..<count {
            if index % 4 != 0 { english += "\"key \(index)\" = \"%@ has %d items\";\n" }
            if index % 4 != 1 { french += "\"key \(index)\" = \"%@ a %d éléments\";\n" }
        }
        return try write(
            ["en.lproj/Localizable.strings": Data(english.utf8), "fr.lproj/Localizable.strings": Data(french.utf8)],
            in: folder)
    }

    /// English and French tables of `count` keys that all hold one format, the French one reading other types.
    static func checkSharing(_ count: Int, in folder: URL) throws -> URL {
        let english = (0..<count).map { "\"k\($0)\" = \"%1$@ %2$d %3$f\";\n" }.joined()
        let french = (0..<count).map { "\"k\($0)\" = \"%1$@ %2$@ %3$d\";\n" }.joined()
        return try write(
            ["en.lproj/Localizable.strings": Data(english.utf8), "fr.lproj/Localizable.strings": Data(french.utf8)],
            in: folder)
    }

    /// English and French tables `count` folders deep.
    static func checkNesting(_ count: Int, in folder: URL) throws -> URL {
        let path = (0..<count).map { "d\($0)" }.joined(separator: "/")
        return try write(
            [
                "\(path)/en.lproj/Localizable.strings": Data("\"a\" = \"b\";\n\"c\" = \"d\";\n".utf8),
                "\(path)/fr.lproj/Localizable.strings": Data("\"a\" = \"b\";\n".utf8),
            ], in: folder)
    }

    // MARK: .storyboardc

    /// The `.storyboardc` folder NibKit writes for `storyboard`, its
    /// Info.plist's identifiers replaced by `identifiers` when given (each naming the nib they map to).
    static func storyboardc(_ storyboard: Data, in folder: URL, identifiers: ((String) -> [String: String])? = nil)
        throws -> URL
    {
        let parsed = try NibStoryboard(data: storyboard, path: "Stress.storyboard", registry: .dynamic)
        var files = try parsed.compiledStoryboardFiles()
        if let identifiers, let info = files["Info.plist"],
            var plist = try PropertyListSerialization.propertyList(from: info, format: nil) as? [String: Any],
            let names = plist["UIViewControllerIdentifiersToNibNames"] as? [String: String],
            let nib = names.values.sorted().first
        {
            plist["UIViewControllerIdentifiersToNibNames"] = identifiers(nib)
            files["Info.plist"] = try PropertyListSerialization.data(
                fromPropertyList: plist, format: .binary, options: 0)
        }
        return try write(files, in: folder.appendingPathComponent("Stress.storyboardc"))
    }
}
