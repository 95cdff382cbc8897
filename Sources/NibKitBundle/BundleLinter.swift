import Foundation
import NibKitCore
import NibKitLaunchImages
import NibKitReader

/// Checks a bundle against the rules of Apple's bundle documentation: what
/// `nibtool bundle lint` reports.
///
/// Each diagnostic names the file (relative to the bundle's parent folder, so
/// the bundle's name shows) and, for Info.plist values, the key; Info.plist
/// problems in an XML property list point at the key's line.
///
/// Only regular files inside the bundle are read, and the walks follow no
/// link out of it, enter each folder once and stop at
/// `ContainedFolder.maximumDepth` levels and `ContainedFolder.maximumEntries`
/// entries; whatever is refused (a link leading outside the bundle, a FIFO, a
/// device) is reported as an error at its path.
///
/// ```swift
/// let problems = BundleLinter.lint(try NibBundle(url: url))
/// ```
public enum BundleLinter {
    /// Every problem found in `bundle`, errors and warnings.
    public static func lint(_ bundle: NibBundle) -> [Diagnostic] {
        var context = Context(bundle: bundle)
        context.checkInfoPlist()
        context.checkContainment()
        context.checkFiles()
        context.checkLocalizations()
        context.checkLaunchImages()
        return context.diagnostics.diagnostics
    }

    struct Context {
        let bundle: NibBundle
        var diagnostics = DiagnosticCollector()
        let keyLocations: [String: SourceLocation]

        init(bundle: NibBundle) {
            self.bundle = bundle
            var locations: [String: SourceLocation] = [:]
            if let data = try? bundle.files.read(bundle.infoPlistURL),
                data.starts(with: Data("<?xml".utf8)) || data.starts(with: Data("<plist".utf8)),
                let found = try? XMLReader.parse(
                    data, path: Self.display(bundle, bundle.infoPlistURL), allowsDocumentType: true,
                    { tree -> [String: SourceLocation] in
                        var found: [String: SourceLocation] = [:]
                        var lines = SourceLines(tree)
                        guard
                            let dictionary = tree.children(of: tree.root).first(where: { tree.name(of: $0) == "dict" })
                        else { return found }
                        for key in tree.children(of: dictionary) where tree.name(of: key) == "key" {
                            let text = tree.text(of: key)
                            if found[text] == nil { found[text] = lines.location(of: key, in: tree) }
                        }
                        return found
                    })
            {
                locations = found
            }
            keyLocations = locations
        }

        static func display(_ bundle: NibBundle, _ file: URL) -> String {
            bundle.url.lastPathComponent + "/" + bundle.relativePath(of: file)
        }

        func location(of file: URL) -> SourceLocation {
            SourceLocation.start(of: Self.display(bundle, file))
        }

        mutating func report(
            _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, file: URL, key: String? = nil
        ) {
            let place = key.flatMap { keyLocations[$0] } ?? location(of: file)
            diagnostics.report(severity, message, at: place, key: key)
        }

        // MARK: Info.plist

        mutating func checkInfoPlist() {
            let plist = bundle.infoPlistURL
            if let problem = bundle.infoPlistProblem {
                // The reader's first error says why, at its place in the file.
                if let first = bundle.infoPlistDiagnostics.first(where: { $0.severity == .error }) {
                    let place = SourceLocation(
                        file: Self.display(bundle, plist), line: first.location.line, column: first.location.column)
                    diagnostics.error(
                        "\(problem): \(first.message) (rule: every bundle has a readable Info.plist)", at: place)
                } else {
                    report(.error, "\(problem) (rule: every bundle has a readable Info.plist)", file: plist)
                }
                return
            }
            let info = bundle.info
            if let identifier = info.identifier {
                let allowed = CharacterSet(
                    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.")
                let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
                if identifier.unicodeScalars.contains(where: { !allowed.contains($0) }) || parts.count < 2
                    || parts.contains(where: \.isEmpty)
                {
                    report(
                        .error,
                        "CFBundleIdentifier '\(identifier)' is not a reverse-DNS string of A-Z, a-z, 0-9, hyphen and period (rule: bundle identifier)",
                        file: plist, key: "CFBundleIdentifier")
                }
            } else if isApplication {
                report(
                    .error, "CFBundleIdentifier is missing (rule: bundle identifier)", file: plist,
                    key: "CFBundleIdentifier")
            }
            if let version = info.version, !Self.isIntegerList(version, count: nil) {
                report(
                    .error, "CFBundleVersion '\(version)' is not period-separated integers (rule: bundle version)",
                    file: plist, key: "CFBundleVersion")
            }
            if let short = info.shortVersionString, !Self.isIntegerList(short, count: 3) {
                report(
                    .error,
                    "CFBundleShortVersionString '\(short)' is not three period-separated integers (rule: short version string)",
                    file: plist, key: "CFBundleShortVersionString")
            }
            if isApplication, let type = info.packageType, type != "APPL" {
                report(
                    .error, "CFBundlePackageType is '\(type)'; an application's is APPL (rule: package type)",
                    file: plist, key: "CFBundlePackageType")
            }
            if let signature = info.signature, signature.count != 4 {
                report(
                    .error, "CFBundleSignature '\(signature)' is not four characters (rule: bundle signature)",
                    file: plist, key: "CFBundleSignature")
            }
            checkExecutable()
            for icon in info.iconFiles where !iconExists(icon) {
                report(
                    .error, "the icon '\(icon)' named in CFBundleIconFiles is missing (rule: icon files)", file: plist,
                    key: "CFBundleIconFiles")
            }
        }

        /// The executable is a plain file name, for a regular file inside the bundle.
        mutating func checkExecutable() {
            guard let name = bundle.info.executable else { return }
            let plist = bundle.infoPlistURL
            guard let executable = bundle.executableURL else {
                report(
                    .error,
                    "CFBundleExecutable '\(name)' is not a plain file name; it names a file in the bundle, without '/' or '..' (rule: executable)",
                    file: plist, key: "CFBundleExecutable")
                return
            }
            switch bundle.files.entry(at: executable) {
            case .file: break
            case .refused(let refusal):
                report(
                    .error, "the executable named by CFBundleExecutable cannot be used: \(refusal) (rule: executable)",
                    file: plist, key: "CFBundleExecutable")
            case .missing, .directory:
                report(
                    .error,
                    "the executable '\(bundle.relativePath(of: executable))' named by CFBundleExecutable is missing (rule: executable)",
                    file: plist, key: "CFBundleExecutable")
            }
        }

        var isApplication: Bool {
            bundle.url.pathExtension == "app" || bundle.layout == .iOSApplication && bundle.info.packageType == "APPL"
        }

        static func isIntegerList(_ text: String, count: Int?) -> Bool {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            if let count, parts.count != count { return false }
            return !parts.isEmpty
                && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        }

        func iconExists(_ icon: String) -> Bool {
            let traits = ResourceTraits()
            if bundle.url(forResource: icon, traits: traits) != nil { return true }
            // Icons may be named without their extension.
            return bundle.url(forResource: icon, withExtension: "png", traits: traits) != nil
        }

        // MARK: Files and localizations

        /// Everything NibKit refuses to read, once: a walk of the whole bundle.
        mutating func checkContainment() {
            for refusal in bundle.files.walk(bundle.url).refusals {
                let rule: String
                switch refusal.reason {
                case .linkLeavesRoot, .throughLinkLeavingRoot, .outsideRoot:
                    rule = "; NibKit does not follow it (rule: files stay inside the bundle)"
                case .notRegular:
                    rule = "; NibKit reads only regular files and folders (rule: regular files)"
                case .tooDeep, .tooManyEntries:
                    rule = " (rule: bundle size)"
                case .missing, .directory, .unreadable:
                    rule = " (rule: readable files)"
                }
                report(.error, "\(refusal)\(rule)", file: bundle.url.appendingPathComponent(refusal.path))
            }
        }

        /// Code in an `.lproj` folder is never loaded or executed.
        mutating func checkFiles() {
            for localization in bundle.localizations {
                let folder = bundle.resourcesURL.appendingPathComponent("\(localization).lproj")
                for file in files(in: folder) where isExecutableCode(file) {
                    report(
                        .error,
                        "executable code inside '\(localization).lproj' is never loaded; move it out of the localization folder (rule: no code in .lproj)",
                        file: file)
                }
            }
        }

        mutating func checkLocalizations() {
            for localization in bundle.localizations where localization.contains("_") || localization.contains("-") {
                let language = String(localization.prefix { $0 != "_" && $0 != "-" })
                let regionFolder = bundle.resourcesURL.appendingPathComponent("\(localization).lproj")
                let languageFolder = bundle.resourcesURL.appendingPathComponent("\(language).lproj")
                for file in files(in: regionFolder) {
                    let relative = String(file.path.dropFirst(regionFolder.path.count + 1))
                    if !bundle.files.isFile(languageFolder.appendingPathComponent(relative)) {
                        report(
                            .warning,
                            "'\(relative)' is in \(localization).lproj but not in \(language).lproj; the language folder should hold a complete copy (rule: region subset of language)",
                            file: file)
                    }
                }
            }
            // Localized resources need a default version; strings tables are localization-only.
            var defaults = Set(files(in: bundle.resourcesURL, descend: false).map(\.lastPathComponent))
            let base = bundle.resourcesURL.appendingPathComponent("Base.lproj")
            defaults.formUnion(files(in: base).map(\.lastPathComponent))
            var reported: Set<String> = []
            for localization in bundle.localizations where localization != "Base" {
                let folder = bundle.resourcesURL.appendingPathComponent("\(localization).lproj")
                for file in files(in: folder, descend: false) {
                    let name = file.lastPathComponent
                    guard !["strings", "stringsdict"].contains(file.pathExtension), !defaults.contains(name),
                        reported.insert(name).inserted
                    else { continue }
                    report(
                        .warning,
                        "'\(name)' is localized but has no default version at the top level or in Base.lproj (rule: default version)",
                        file: file)
                }
            }
        }

        /// The regular files in `folder`, and with `descend` in its subfolders
        /// other than `.lproj` ones; what is refused is reported by `checkContainment`.
        func files(in folder: URL, descend: Bool = true) -> [URL] {
            bundle.files.walk(folder) { descend && !$0.hasSuffix(".lproj") }.files
        }

        /// ELF, Mach-O (thin or fat) and scripts marked executable are code.
        func isExecutableCode(_ file: URL) -> Bool {
            if ["dylib", "so", "a", "o"].contains(file.pathExtension) { return true }
            guard let head = try? bundle.files.read(file, upTo: 4) else { return false }
            let magic = [UInt8](head)
            let signatures: [[UInt8]] = [
                [0x7F, 0x45, 0x4C, 0x46], [0xFE, 0xED, 0xFA, 0xCE], [0xFE, 0xED, 0xFA, 0xCF], [0xCE, 0xFA, 0xED, 0xFE],
                [0xCF, 0xFA, 0xED, 0xFE], [0xCA, 0xFE, 0xBA, 0xBE],
            ]
            if signatures.contains(magic) { return true }
            return FileManager.default.isExecutableFile(atPath: file.path) && magic.starts(with: [0x23, 0x21])
        }

        // MARK: Launch images

        /// Launch images' names and pixel sizes, for the base name of each
        /// device (`UILaunchImageFile~ipad` may differ from `UILaunchImageFile`).
        mutating func checkLaunchImages() {
            var seen: Set<String> = []
            for device in Device.allCases {
                for image in bundle.launchImageSelector(for: device).launchImages
                where seen.insert(image.fileName).inserted {
                    let file = bundle.resourcesURL.appendingPathComponent(image.fileName)
                    for problem in image.problems {
                        report(
                            .error, "launch image '\(image.fileName)': \(problem) (rule: launch image name)", file: file
                        )
                    }
                    // A misnamed image is named for no screen, so no size could fit it.
                    guard image.problems.isEmpty else { continue }
                    do {
                        let header = try PNGHeader(
                            bytes: try bundle.files.read(file, upTo: PNGHeader.maximumHeaderLength))
                        if let problem = LaunchImageSizes.check(header.size, for: image) {
                            report(.error, "\(problem) (rule: launch image size)", file: file)
                        }
                    } catch {
                        report(
                            .error,
                            "launch image '\(image.fileName)' is not a readable PNG: \(error) (rule: launch image size)",
                            file: file)
                    }
                }
            }
        }
    }
}
