import Foundation
import NibKitCore
import NibKitLoader
import NibKitReader
import NibKitStrings

/// Compares the localizations of a bundle, or of any folder of `.lproj`
/// folders, with its development language: the library half of
/// `nibtool strings check`.
///
/// Each set of `.lproj` folders side by side (as in `Resources/`) is checked
/// on its own. For every table, the development language's version is the
/// reference: that of the development language's `.lproj`, else
/// `Base.lproj`, else `en.lproj` (or `English.lproj`). With Base
/// internationalization, `Base.lproj/Main.storyboard` is the reference for
/// the `Main.strings` of the other languages, through
/// ``NibTemplate/localizableStrings()``. Then:
///
/// - a translation whose format specifiers differ from the reference's in
///   number or type is an error (positions may reorder them);
/// - a key missing from a translation, a key the reference does not have,
///   and a table missing from a localization are warnings;
/// - every problem in a table itself (syntax, encoding) is reported as `nibtool lint` reports it,
///   and so is a format problem in the development language's own entries;
/// - each `.stringsdict` is compared with the development language's: the
///   same keys and variables, each variable reading the same argument as the
///   same type (errors when not), and each file checked against its
///   language's plural rules.
///
/// ```swift
/// let checker = LocalizationChecker(developmentLanguage: "en")
/// for diagnostic in checker.check(directory: URL(fileURLWithPath: "MyApp/Resources")) { print(diagnostic) }
/// ```
public struct LocalizationChecker: Sendable {
    /// The development language, such as `en`; nil to read it from the
    /// folder's `Info.plist` (`CFBundleDevelopmentRegion`), if any.
    public var developmentLanguage: String?

    /// Creates a checker.
    public init(developmentLanguage: String? = nil) {
        self.developmentLanguage = developmentLanguage
    }

    /// The development region `CFBundleDevelopmentRegion` names in
    /// `directory/Info.plist` or `directory/Contents/Info.plist`; nil when
    /// neither names one (or names an unexpanded build setting).
    public static func developmentRegion(in directory: URL) -> String? {
        let folder = ContainedFolder(root: directory, noun: "folder")
        for candidate in ["Info.plist", "Contents/Info.plist"] {
            let url = directory.appendingPathComponent(candidate)
            guard let data = try? folder.read(url),
                let info = try? InfoDictionary(data: data, path: url.relativePath),
                let region = info.developmentRegion
            else { continue }
            return region
        }
        return nil
    }

    /// Every problem found across the localizations under `directory`.
    ///
    /// Only what lies inside `directory` is read (`ContainedFolder`): a
    /// link leading out of it, a FIFO or a device is reported, never followed
    /// or opened, and each folder is looked at once.
    public func check(directory: URL) -> [Diagnostic] {
        let language = developmentLanguage ?? Self.developmentRegion(in: directory)
        let folder = ContainedFolder(root: directory, noun: "folder")
        let (groups, refusals) = Self.localizationGroups(under: folder)
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: refusals)
        if groups.isEmpty {
            diagnostics.warning(
                "no .lproj folders were found here", at: SourceLocation.start(of: directory.relativePath))
            return diagnostics.diagnostics
        }
        for (parent, folders) in groups {
            diagnostics.append(
                contentsOf: check(folders: folders, in: parent, of: folder, developmentLanguage: language))
        }
        return diagnostics.diagnostics
    }

    // MARK: Finding localizations

    /// The `.lproj` folders under the folder, grouped by the folder that holds
    /// them, in path order, and what was refused on the way (as errors). A
    /// link is never descended (a framework's Versions/Current names a folder
    /// visited already), each folder is entered once, and the walk keeps
    /// within ``ContainedFolder/maximumDepth`` and ``ContainedFolder/maximumEntries``.
    static func localizationGroups(under folder: ContainedFolder) -> (
        groups: [(parent: URL, folders: [String])], refusals: [Diagnostic]
    ) {
        var groups: [String: [String]] = [:]
        var refusals: [Diagnostic] = []
        func refuse(_ refusal: ContainedFolder.Refusal) {
            refusals.append(Diagnostic(.error, refusal.description, at: refusal.location))
        }
        let directory = folder.root
        guard case .directory(_, let rootID) = folder.entry(at: directory) else { return ([], []) }
        var visited: Set<ContainedFolder.FileID> = [rootID]
        var seen = 0
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        walking: while let (relative, depth) = pending.popLast() {
            let url = relative.isEmpty ? directory : directory.appendingPathComponent(relative)
            for (child, entry) in folder.entries(in: url) {
                let name = child.lastPathComponent
                seen += 1
                guard seen <= ContainedFolder.maximumEntries else {
                    refuse(folder.refusal(child, .tooManyEntries))
                    break walking
                }
                guard !name.hasPrefix(".") else { continue }
                switch entry {
                case .refused(let refusal): refuse(refusal)
                case .file, .missing: continue
                case .directory(_, let id):
                    if name.hasSuffix(".lproj") {
                        groups[relative, default: []].append(name)
                        continue
                    }
                    var link = stat()
                    let isLink = lstat(child.path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
                    guard !isLink, visited.insert(id).inserted else { continue }
                    guard depth < ContainedFolder.maximumDepth else {
                        refuse(folder.refusal(child, .tooDeep))
                        continue
                    }
                    pending.append((relative.isEmpty ? name : relative + "/" + name, depth + 1))
                }
            }
        }
        let sorted = groups.keys.sorted().map { relative in
            (
                relative.isEmpty ? directory : directory.appendingPathComponent(relative),
                (groups[relative] ?? []).sorted()
            )
        }
        return (sorted, refusals)
    }

    /// The folders to take a table's reference from, most preferred first.
    static func referenceCandidates(_ folders: [String], developmentLanguage: String?) -> [String] {
        var candidates: [String] = []
        if let developmentLanguage {
            let wanted = LocalizationName.tag(developmentLanguage)
            candidates += folders.filter { LocalizationName.tag($0) == wanted }
            candidates += folders.filter {
                LocalizationName.tag($0) == wanted.split(separator: "-").first.map(String.init)
            }
        }
        candidates += folders.filter { $0 == "Base.lproj" }
        candidates += folders.filter { ["en", "en-us"].contains(LocalizationName.tag($0)) }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted }
    }

    // MARK: Checking

    private func check(
        folders: [String], in parent: URL, of root: ContainedFolder, developmentLanguage: String?
    ) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        // What a second reading of a file reports was reported at the first.
        var ignored = DiagnosticCollector()
        // The regular files of each folder; anything else is reported, not read.
        func contents(_ folder: String) -> [String] {
            root.entries(in: parent.appendingPathComponent(folder)).compactMap { url, entry in
                switch entry {
                case .file: return url.lastPathComponent
                case .refused(let refusal):
                    diagnostics.error(Diagnostic.Message(refusal.description), at: refusal.location)
                    return nil
                case .directory, .missing: return nil
                }
            }
        }
        let listing = Dictionary(uniqueKeysWithValues: folders.map { ($0, Set(contents($0))) })
        let tables = Set(listing.values.flatMap { $0.filter { $0.hasSuffix(".strings") } }).sorted()
        let candidates = Self.referenceCandidates(folders, developmentLanguage: developmentLanguage)
        let dictionaries = Set(listing.values.flatMap { $0.filter { $0.hasSuffix(".stringsdict") } }).sorted()
        for table in dictionaries {
            diagnostics.append(
                contentsOf: checkDictionary(
                    table, folders: folders, listing: listing, candidates: candidates, in: parent, of: root))
        }
        for table in tables {
            let name = String(table.dropLast(".strings".count))
            let reference = candidates.lazy.compactMap { folder -> (folder: String, file: String)? in
                let names = listing[folder] ?? []
                if names.contains(table) { return (folder, table) }
                if folder == "Base.lproj" {
                    for interface in [name + ".storyboard", name + ".xib"] where names.contains(interface) {
                        return (folder, interface)
                    }
                }
                return nil
            }.first
            guard let reference else {
                for folder in folders where listing[folder]?.contains(table) == true {
                    diagnostics.warning(
                        .noCounterpart(table, lookedIn: candidates.first), at: location(parent, folder, table))
                }
                continue
            }
            let referenceURL = parent.appendingPathComponent(reference.folder).appendingPathComponent(reference.file)
            let referenceEntries: [StringsEntry]
            if reference.file.hasSuffix(".strings") {
                guard let entries = load(referenceURL, in: root, into: &diagnostics) else { continue }
                referenceEntries = entries
                diagnostics.append(contentsOf: ownFormatProblems(entries))
            } else {
                let data: Data
                do {
                    data = try root.read(referenceURL)
                } catch {
                    diagnostics.error(Diagnostic.Message(error.description), at: error.location)
                    continue
                }
                do {
                    referenceEntries = try NibTemplate(data: data, path: referenceURL.relativePath, registry: .dynamic)
                        .localizableStrings()
                } catch {
                    diagnostics.warning(
                        "cannot read \(reference.file) to check the translations of \(table) against it: \(error.diagnostics.first?.message ?? "unknown error")",
                        at: error.diagnostics.first?.location ?? location(parent, reference.folder, reference.file))
                    continue
                }
            }
            for folder in folders where folder != reference.folder {
                let names = listing[folder] ?? []
                guard names.contains(table) else {
                    // A localization that copies the interface instead of translating its strings is no gap.
                    let copiesInterface = names.contains(name + ".storyboard") || names.contains(name + ".xib")
                    if !copiesInterface, !names.filter({ $0.hasSuffix(".strings") }).isEmpty {
                        diagnostics.warning(
                            "\(folder) has no \(table): none of its \(referenceEntries.count) strings is translated",
                            at: location(parent, folder, table))
                    }
                    continue
                }
                let url = parent.appendingPathComponent(folder).appendingPathComponent(table)
                guard let translation = load(url, in: root, into: &diagnostics) else { continue }
                // A key the localization translates with plural rules is translated.
                let plurals =
                    names.contains(name + ".stringsdict")
                    ? loadDictionary(
                        url.deletingPathExtension().appendingPathExtension("stringsdict"), in: root, into: &ignored)
                    : nil
                diagnostics.append(
                    contentsOf: compare(
                        translation, at: url, with: referenceEntries, referencePath: referenceURL.relativePath,
                        pluralKeys: Set(plurals?.keys ?? [])))
            }
        }
        return diagnostics.diagnostics
    }

    private func location(_ parent: URL, _ folder: String, _ file: String) -> SourceLocation {
        SourceLocation(
            file: parent.appendingPathComponent(folder).appendingPathComponent(file).relativePath, line: 1, column: 1)
    }

    /// The entries of a table, or nil (with its errors reported) when it has errors.
    private func load(_ url: URL, in root: ContainedFolder, into diagnostics: inout DiagnosticCollector)
        -> [StringsEntry]?
    {
        read(url, in: root, into: &diagnostics) { data, path throws(NibError) in
            let table = try StringsTable(data: data, path: path)
            return (table.entries, table.warnings)
        }
    }

    /// The plural rules of a file, or nil (with its errors reported) when it has errors.
    private func loadDictionary(_ url: URL, in root: ContainedFolder, into diagnostics: inout DiagnosticCollector)
        -> StringsDictionary?
    {
        read(url, in: root, into: &diagnostics) { data, path throws(NibError) in
            let dictionary = try StringsDictionary(data: data, path: path)
            return (dictionary, dictionary.warnings)
        }
    }

    /// A file read inside `root` and parsed by `parse`, its warnings
    /// reported; nil, with its errors reported, when it cannot be read or parsed.
    private func read<Parsed>(
        _ url: URL, in root: ContainedFolder, into diagnostics: inout DiagnosticCollector,
        _ parse: (Data, String) throws(NibError) -> (Parsed, [Diagnostic])
    ) -> Parsed? {
        let data: Data
        do {
            data = try root.read(url)
        } catch {
            diagnostics.error(Diagnostic.Message(error.description), at: error.location)
            return nil
        }
        do {
            let (parsed, warnings) = try parse(data, url.relativePath)
            diagnostics.append(contentsOf: warnings)
            return parsed
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    private func compare(
        _ translation: [StringsEntry], at url: URL, with reference: [StringsEntry], referencePath: String,
        pluralKeys: Set<String>
    ) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let translated = Dictionary(translation.map { ($0.key, $0) }) { _, last in last }
        let referenceKeys = Set(reference.map(\.key))
        for entry in reference {
            guard let translatedEntry = translated[entry.key] else {
                if pluralKeys.contains(entry.key) { continue }
                diagnostics.warning(
                    .missingTranslation(entry.key, reference: entry.location),
                    at: SourceLocation.start(of: url.relativePath), key: entry.key)
                continue
            }
            let expected = FormatTemplate(entry.value)
            let actual = FormatTemplate(translatedEntry.value)
            let differences = actual.differences(from: expected)
            if !differences.isEmpty {
                diagnostics.error(
                    .differentFormatSpecifiers(entry.key, reference: entry.location, differences),
                    at: translatedEntry.location, key: entry.key)
            } else if !actual.specifiers.isEmpty, !actual.problems.isEmpty, actual.problems != expected.problems {
                diagnostics.warning(
                    "the translation of '\(entry.key)' has a format problem: \(actual.problems.joined(separator: "; "))",
                    at: translatedEntry.location, key: entry.key)
            }
        }
        for entry in translation where !referenceKeys.contains(entry.key) {
            diagnostics.warning(
                .notInDevelopmentLanguage(entry.key, referencePath: referencePath),
                at: entry.location, key: entry.key)
        }
        return diagnostics.diagnostics
    }

    /// The development language's own entries that are formats with a
    /// problem (a specifier and a lone `%`, one argument read as two types):
    /// every translation would inherit it.
    private func ownFormatProblems(_ entries: [StringsEntry]) -> [Diagnostic] {
        entries.compactMap { entry in
            let template = FormatTemplate(entry.value)
            guard !template.specifiers.isEmpty, !template.problems.isEmpty else { return nil }
            return Diagnostic(
                .warning,
                "the development language's '\(entry.key)' has a format problem: "
                    + template.problems.joined(separator: "; "),
                at: entry.location, key: entry.key)
        }
    }

    // MARK: Plural rules

    /// One `.stringsdict` table across the localizations: each file's own
    /// problems (against its language's plural rules), then each
    /// translation against the development language's.
    private func checkDictionary(
        _ table: String, folders: [String], listing: [String: Set<String>], candidates: [String], in parent: URL,
        of root: ContainedFolder
    ) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        guard let referenceFolder = candidates.first(where: { listing[$0]?.contains(table) == true }) else {
            for folder in folders where listing[folder]?.contains(table) == true {
                let url = parent.appendingPathComponent(folder).appendingPathComponent(table)
                _ = loadDictionary(url, in: root, into: &diagnostics)
                diagnostics.warning(
                    .noCounterpart(table, lookedIn: candidates.first), at: location(parent, folder, table))
            }
            return diagnostics.diagnostics
        }
        let referenceURL = parent.appendingPathComponent(referenceFolder).appendingPathComponent(table)
        let reference = loadDictionary(referenceURL, in: root, into: &diagnostics)
        for folder in folders where folder != referenceFolder {
            let names = listing[folder] ?? []
            guard names.contains(table) else {
                if let reference, !names.filter({ $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }).isEmpty {
                    diagnostics.warning(
                        "\(folder) has no \(table): none of its \(reference.entries.count) plural strings is translated",
                        at: location(parent, folder, table))
                }
                continue
            }
            let url = parent.appendingPathComponent(folder).appendingPathComponent(table)
            guard let translation = loadDictionary(url, in: root, into: &diagnostics), let reference else { continue }
            diagnostics.append(contentsOf: compare(translation, with: reference))
        }
        return diagnostics.diagnostics
    }

    /// A translation's plural rules against the development language's:
    /// the same keys, the same variables reading the same arguments as the
    /// same type, and the same other arguments in the format.
    private func compare(_ translation: StringsDictionary, with reference: StringsDictionary) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let start = SourceLocation.start(of: translation.path)
        for entry in reference.entries {
            let key = entry.key
            guard let translated = translation.entry(forKey: key) else {
                diagnostics.warning(.missingTranslation(key, reference: entry.location), at: start, key: key)
                continue
            }
            let differences = FormatTemplate(translated.format).differences(from: FormatTemplate(entry.format))
            if !differences.isEmpty {
                diagnostics.error(
                    .differentFormatSpecifiers(key, reference: entry.formatLocation, differences),
                    at: translated.formatLocation, key: key)
            }
            for variable in entry.variables {
                guard let other = translated.variables.first(where: { $0.name == variable.name }) else {
                    diagnostics.error(
                        "'\(key)' does not use the variable '\(variable.name)' of the development language (\(variable.location))",
                        at: translated.formatLocation, key: key)
                    continue
                }
                if other.argument != variable.argument {
                    diagnostics.error(
                        "the variable '\(variable.name)' of '\(key)' reads argument \(other.argument), but argument \(variable.argument) in the development language (\(variable.location))",
                        at: other.location, key: key)
                }
                guard let expected = variable.numberType else { continue }
                if let type = other.numberType, type != expected {
                    diagnostics.error(
                        "the variable '\(variable.name)' of '\(key)' reads its number as '\(other.valueType ?? "")' (\(type)), but as '\(variable.valueType ?? "")' (\(expected)) in the development language (\(variable.location))",
                        at: other.location, key: key)
                    continue
                }
                for (category, form) in other.forms.sorted(by: { $0.key < $1.key }) {
                    let template = FormatTemplate(form)
                    for specifier in template.specifiers where specifier.argumentType != expected {
                        let reads = specifier.position ?? (other.argument + specifier.argument - 1)
                        guard reads == variable.argument else { continue }
                        diagnostics.error(
                            "the form '\(category)' of '\(variable.name)' in '\(key)' reads its number with \(specifier.text) (\(specifier.argumentType)), but the development language's is \(expected) (\(variable.location))",
                            at: other.formLocations[category] ?? other.location, key: key)
                    }
                }
            }
            for variable in translated.variables where !entry.variables.contains(where: { $0.name == variable.name }) {
                diagnostics.warning(
                    "the variable '\(variable.name)' of '\(key)' is not in the development language's version (\(entry.location))",
                    at: variable.location, key: key)
            }
        }
        let referenceKeys = Set(reference.keys)
        for entry in translation.entries where !referenceKeys.contains(entry.key) {
            diagnostics.warning(
                .notInDevelopmentLanguage(entry.key, referencePath: reference.path),
                at: entry.location, key: entry.key)
        }
        return diagnostics.diagnostics
    }
}
