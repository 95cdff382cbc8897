import Foundation
import NibKit

/// Every case: each reader and command that takes a file, with inputs of
/// each shape. N is chosen so that a case at N takes a few milliseconds in a
/// release build; `--scale` multiplies it.
enum StressCatalog {
    /// `nibtool lint`'s reading of an archive held in memory.
    static func lint(_ data: Data, _ path: String, registry: ClassRegistry = .dynamic) -> StressWork {
        StressWork { NibTemplate.diagnose(data: data, path: path, registry: registry) }
    }

    /// A template instantiated with a fresh File's Owner, as an application loads it.
    static func instantiate(_ template: NibTemplate) -> StressWork {
        StressWork { (try? template.instantiate(owner: StressOwner())) as Any }
    }

    /// A template compiled, and the compiled form read back with the same registry.
    static func compile(_ template: NibTemplate, registry: ClassRegistry) -> StressWork {
        StressWork { (try? NibTemplate(data: template.compiledData(), registry: registry)) as Any }
    }

    /// A case whose input is an archive in memory, read as `nibtool lint` reads it.
    static func archive(
        _ reader: String, _ shape: StressCase.Shape, _ variant: String? = nil, count: Int, _ summary: String,
        path: String, _ make: @escaping @Sendable (Int) -> Data
    ) -> StressCase {
        StressCase(reader, shape, variant, count: count, summary) { count, _ in lint(make(count), path) }
    }

    /// NibKit's compiled form of the template `make` gives, read back as every command reads a `.nibc`.
    static func compiled(_ data: Data) throws -> StressWork {
        let compiled = try NibTemplate(data: data, path: "Stress.xib", registry: .dynamic).compiledData()
        return lint(compiled, "Stress.nibc")
    }

    /// `nibtool inspect` of a `.storyboardc` folder: the whole storyboard read scene by scene.
    static func storyboardc(_ folder: URL) -> StressWork {
        StressWork { (try? NibStoryboard(contentsOf: folder, registry: .dynamic)) as Any }
    }

    /// `nibtool bundle lint`: the bundle opened and linted.
    static func bundleLint(_ url: URL) -> StressWork {
        StressWork { (try? NibBundle(url: url)).map { BundleLinter.lint($0) } as Any }
    }

    /// `nibtool launch-image --url-scheme scheme1`: the bundle opened and its launch image chosen.
    static func launchImage(_ url: URL) -> StressWork {
        StressWork {
            var request = LaunchImageRequest(device: .iphone, scale: 2)
            request.urlScheme = "scheme1"
            return (try? NibBundle(url: url))?.launchImage(for: request) as Any
        }
    }

    /// `nibtool lint Main --bundle DIR --languages fr`: the Base nib with the French strings applied.
    static func localizedNib(_ url: URL) -> StressWork {
        StressWork {
            (try? NibBundle(url: url)).map {
                try? $0.nibTemplate(named: "Main", registry: .dynamic, traits: ResourceTraits(languages: ["fr"]))
            } as Any
        }
    }

    /// `nibtool strings check DIR`.
    static func check(_ url: URL) -> StressWork {
        StressWork { LocalizationChecker().check(directory: url) }
    }

    /// `nibtool genstrings`: scanned, then every table's entries made, as the generator writes them.
    static func genstrings(_ data: Data, routines: [String] = []) -> StressWork {
        StressWork {
            let scan = LocalizationCallScanner(additionalRoutines: routines).scan(
                data, path: "Stress.swift", language: .swift)
            let generator = StringsGenerator(calls: scan.calls)
            return (scan.diagnostics, generator.tableNames.map { generator.entries(forTable: $0) })
        }
    }

    static let cases: [StressCase] = interfaceBuilder + loading + compiledNibs + compiledForms + text + folders

    static let interfaceBuilder: [StressCase] = [
        archive(
            "xib", .sharing, count: 1_000, "N views, each with an outlet to one view", path: "Stress.xib",
            InterfaceBuilderShapes.xibSharing),
        archive(
            "xib", .nesting, count: 1_000, "N top-level views in a chain, each with an outlet to the next",
            path: "Stress.xib", InterfaceBuilderShapes.xibNesting),
        archive(
            "xib", .repetition, count: 1_000, "one view of N buttons, each with an action to File's Owner",
            path: "Stress.xib", InterfaceBuilderShapes.xibRepetition),
        archive(
            "xib", .longNames, count: 2_000, "64 views whose ids, custom classes and outlet names are N characters",
            path: "Stress.xib", InterfaceBuilderShapes.xibLongNames),
        archive(
            "storyboard", .sharing, count: 200, "N scenes, each with a segue to one scene", path: "Stress.storyboard",
            InterfaceBuilderShapes.storyboardSharing),
        archive(
            "storyboard", .nesting, count: 200, "N scenes in a chain, each with a segue to the next",
            path: "Stress.storyboard", InterfaceBuilderShapes.storyboardNesting),
        archive(
            "storyboard", .repetition, count: 500, "one scene of N labels, each an outlet of its view controller",
            path: "Stress.storyboard", InterfaceBuilderShapes.storyboardRepetition),
        archive(
            "storyboard", .longNames, count: 2_000,
            "32 scenes whose ids, storyboard identifiers and segue identifiers are N characters",
            path: "Stress.storyboard", InterfaceBuilderShapes.storyboardLongNames),
        archive(
            "nibxml", .sharing, count: 1_000, "N objects, each with an outlet to one object", path: "Stress.nibxml",
            InterfaceBuilderShapes.nibxmlSharing),
        archive(
            "nibxml", .nesting, count: 1_000, "N objects in a chain, each with an outlet to the next",
            path: "Stress.nibxml", InterfaceBuilderShapes.nibxmlNesting),
        archive(
            "nibxml", .repetition, count: 1_000, "File's Owner with an outlet collection of N objects",
            path: "Stress.nibxml", InterfaceBuilderShapes.nibxmlRepetition),
        archive(
            "nibxml", .longNames, count: 2_000, "64 objects whose ids, classes, keys and outlets are N characters",
            path: "Stress.nibxml", InterfaceBuilderShapes.nibxmlLongNames),
        archive(
            "legacy", .sharing, count: 1_000, "N views, each referring to one array of four numbers",
            path: "Stress.xib", InterfaceBuilderShapes.legacySharing),
        archive(
            "legacy", .nesting, count: 1_000, "N views in a chain, each NSNextKeyView of the one before",
            path: "Stress.xib", InterfaceBuilderShapes.legacyNesting),
        archive(
            "legacy", .repetition, count: 1_000, "one view whose NSSubviews holds N views", path: "Stress.xib",
            InterfaceBuilderShapes.legacyRepetition),
        archive(
            "legacy", .longNames, count: 2_000, "64 views whose ids, classes and keys are N characters",
            path: "Stress.xib", InterfaceBuilderShapes.legacyLongNames),
    ]

    /// The shapes that once made loading quadratic (Docs/Performance.md, "Growth: hostile shapes"),
    /// each in the phases it made quadratic, and the phases after them that the same lists reach.
    static let loading: [StressCase] = [
        StressCase(
            "nibxml", .repetition, "actions", count: 2_000,
            "one control with N actions to File's Owner, each its own selector"
        ) { count, _ in
            let data = LoadingShapes.actionsOnOneControl(count)
            _ = try actionsTemplate(data, count: count)
            return lint(data, "Stress.nibxml", registry: LoadingShapes.registry)
        },
        StressCase(
            "nibxml", .repetition, "actions", phase: .instantiate, count: 2_000,
            "one control with N actions to File's Owner, each its own selector"
        ) { count, _ in
            instantiate(try actionsTemplate(LoadingShapes.actionsOnOneControl(count), count: count))
        },
        StressCase(
            "nibxml", .repetition, "keys", count: 2_000,
            "one object of an unregistered class with N strings, each its own key"
        ) { count, _ in
            let data = LoadingShapes.keysOnOneObject(count)
            _ = try keysTemplate(data, count: count)
            return lint(data, "Stress.nibxml", registry: LoadingShapes.registry)
        },
        StressCase(
            "nibxml", .repetition, "keys", phase: .instantiate, count: 2_000,
            "one object of an unregistered class with N strings, each its own key"
        ) { count, _ in
            instantiate(try keysTemplate(LoadingShapes.keysOnOneObject(count), count: count))
        },
        StressCase(
            "nibxml", .repetition, "keys", phase: .compile, count: 2_000,
            "one object of an unregistered class with N strings, each its own key"
        ) { count, _ in
            compile(
                try keysTemplate(LoadingShapes.keysOnOneObject(count), count: count), registry: LoadingShapes.registry)
        },
        StressCase(
            "xib", .repetition, "colors", count: 1_000,
            "a Cocoa xib of N named colors in <resources>, each used by one view"
        ) { count, _ in
            let data = LoadingShapes.namedColors(count)
            _ = try LoadingShapes.template(data, path: "Stress.xib") { $0.topLevelObjects.count == count }
            return lint(data, "Stress.xib", registry: LoadingShapes.registry)
        },
        StressCase(
            "xib", .repetition, "unknown", count: 400,
            "a Cocoa xib view with an unknown element of N children, each its own name (8N = 3,200: under the 4,096 names a document may use)"
        ) { count, _ in
            let data = LoadingShapes.unknownElementChildren(count)
            _ = try LoadingShapes.template(data, path: "Stress.xib") { !$0.topLevelObjects.isEmpty }
            return lint(data, "Stress.xib", registry: LoadingShapes.registry)
        },
        StressCase(
            "xib", .repetition, "names", count: 5_000,
            "xib/repetition-unknown with 4,096 + N children: refused at the first name past the limit"
        ) { count, _ in
            let data = LoadingShapes.unknownElementChildren(LoadingShapes.maximumNames + count)
            try LoadingShapes.checkRefused(data, path: "Stress.xib")
            return lint(data, "Stress.xib", registry: LoadingShapes.registry)
        },
    ]

    /// The template of the control with `count` actions, checked to have them all.
    private static func actionsTemplate(_ data: Data, count: Int) throws -> NibTemplate {
        try LoadingShapes.template(data, path: "Stress.nibxml") {
            ($0.topLevelObjects.first as? StressControl)?.targetActions.count == count
        }
    }

    /// The template of the object with `count` keys, checked to have them all.
    private static func keysTemplate(_ data: Data, count: Int) throws -> NibTemplate {
        try LoadingShapes.template(data, path: "Stress.nibxml") {
            ($0.topLevelObjects.first as? DynamicObject)?.values.count == count
        }
    }

    static let compiledNibs: [StressCase] = [
        archive(
            "nibarchive", .sharing, "doubling", count: 20,
            "a view whose UISubviews is [a, a], each a being [b, b], N levels: 2^N values, so N = 20 already expands past the budget (ExpansionBudget) and the cost must stop growing",
            path: "Stress.nib", CompiledNibShapes.doublingArrays),
        archive(
            "nibarchive", .sharing, "ranges", count: 100,
            "N top-level views whose value ranges all cover the same N values",
            path: "Stress.nib", CompiledNibShapes.overlappingRanges),
        archive(
            "nibarchive", .sharing, "nested-nib", count: 600,
            "N top-level views, each with a property naming one UINib whose archive holds N labels: N^2 values, so N = 600 already expands past the budget (ExpansionBudget) and the cost must stop growing",
            path: "Stress.nib", CompiledNibShapes.sharedNestedNib),
        archive(
            "nibarchive", .sharing, "dictionary", count: 250,
            "N top-level StressViews whose UIValues all name one NSDictionary keyed by a label (N identical warnings)",
            path: "Stress.nib", CompiledNibShapes.sharedDictionary),
        archive(
            "nibarchive", .nesting, count: 500,
            "a chain of N views, each the only subview of the one before, UISuperview back",
            path: "Stress.nib", CompiledNibShapes.viewChain),
        archive(
            "nibarchive", .repetition, "connections", count: 500,
            "one view of N values and N outlet connections from it to one label",
            path: "Stress.nib", CompiledNibShapes.connectionsToOneObject),
        archive(
            "nibarchive", .repetition, count: 1_000, "N top-level views, each holding one label", path: "Stress.nib",
            CompiledNibShapes.siblings),
        archive(
            "nibarchive", .longNames, count: 4_000, "64 top-level objects whose class names and keys are N characters",
            path: "Stress.nib", CompiledNibShapes.longNames),
        archive(
            "keyed", .sharing, "doubling", count: 20,
            "a keyed-archive nib: a view whose UISubviews is [a, a], each a being [b, b], N levels, past the budget at N = 20",
            path: "Stress.nib", CompiledNibShapes.keyedDoubling),
        archive(
            "keyed", .sharing, "dictionary", count: 250,
            "N top-level StressViews whose UIValues all name one NSDictionary keyed by a label (N identical warnings)",
            path: "Stress.nib", CompiledNibShapes.keyedSharedDictionary),
        archive(
            "keyed", .nesting, count: 500, "a chain of N views, each the only subview of the one before",
            path: "Stress.nib", CompiledNibShapes.keyedChain),
        archive(
            "keyed", .repetition, count: 2_000, "N top-level views, each holding one label", path: "Stress.nib",
            CompiledNibShapes.keyedSiblings),
        archive(
            "keyed", .longNames, count: 4_000, "64 objects whose class names and keys are N characters",
            path: "Stress.nib", CompiledNibShapes.keyedLongNames),
    ]

    static let compiledForms: [StressCase] = [
        StressCase("nibc", .sharing, count: 3_000, "xib/sharing compiled to .nibc") { count, _ in
            try compiled(InterfaceBuilderShapes.xibSharing(count))
        },
        StressCase("nibc", .nesting, count: 3_000, "xib/nesting compiled to .nibc") { count, _ in
            try compiled(InterfaceBuilderShapes.xibNesting(count))
        },
        StressCase("nibc", .repetition, count: 3_000, "xib/repetition compiled to .nibc") { count, _ in
            try compiled(InterfaceBuilderShapes.xibRepetition(count))
        },
        StressCase("nibc", .longNames, count: 2_000, "xib/long-names compiled to .nibc") { count, _ in
            try compiled(InterfaceBuilderShapes.xibLongNames(count))
        },
        StressCase(
            "storyboardc", .sharing, "identifiers", count: 30,
            "a one-scene .storyboardc (N labels) whose Info.plist maps N identifiers to its one scene nib"
        ) { count, folder in
            let url = try FolderShapes.storyboardc(InterfaceBuilderShapes.storyboardRepetition(count), in: folder) {
                nib in
                Dictionary(uniqueKeysWithValues: (0..<count).map { ("Identifier\($0)", nib) })
            }
            return storyboardc(url)
        },
        StressCase("storyboardc", .sharing, count: 100, "storyboard/sharing written as a .storyboardc") {
            count, folder in
            storyboardc(try FolderShapes.storyboardc(InterfaceBuilderShapes.storyboardSharing(count), in: folder))
        },
        StressCase("storyboardc", .nesting, count: 100, "storyboard/nesting written as a .storyboardc") {
            count, folder in
            storyboardc(try FolderShapes.storyboardc(InterfaceBuilderShapes.storyboardNesting(count), in: folder))
        },
        StressCase("storyboardc", .repetition, count: 500, "storyboard/repetition written as a .storyboardc") {
            count, folder in
            storyboardc(try FolderShapes.storyboardc(InterfaceBuilderShapes.storyboardRepetition(count), in: folder))
        },
        StressCase(
            "storyboardc", .longNames, count: 200,
            "storyboard/long-names written as a .storyboardc (names of at most 200 characters: file names)"
        ) {
            count, folder in
            storyboardc(
                try FolderShapes.storyboardc(InterfaceBuilderShapes.storyboardLongNames(min(count, 200)), in: folder))
        },
    ]

    static let text: [StressCase] = [
        StressCase("strings", .sharing, count: 5_000, "N entries of one key (N duplicate-key warnings)") { count, _ in
            let data = TextShapes.stringsSharing(count)
            return StressWork { StringsTable.diagnose(data: data, path: "Stress.strings") }
        },
        StressCase("strings", .nesting, count: 60, "one value of old-style arrays N deep (8N = 480, under 512)") {
            count, _ in
            let data = TextShapes.stringsNesting(count)
            return StressWork { StringsTable.diagnose(data: data, path: "Stress.strings") }
        },
        StressCase("strings", .repetition, count: 5_000, "N entries, each its own key and comment") { count, _ in
            let data = TextShapes.stringsRepetition(count)
            return StressWork { StringsTable.diagnose(data: data, path: "Stress.strings") }
        },
        StressCase("strings", .longNames, count: 4_000, "64 entries whose keys and values are N characters") {
            count, _ in
            let data = TextShapes.stringsLongNames(count)
            return StressWork { StringsTable.diagnose(data: data, path: "Stress.strings") }
        },
        StressCase(
            "stringsdict", .sharing, "undeclared", count: 100,
            "one format naming N undeclared variables beside N declared ones (each a 'did you mean')"
        ) { count, _ in
            let data = TextShapes.stringsDictionaryUndeclared(count)
            return StressWork { StringsDictionary.diagnose(data: data, path: "ru.lproj/Stress.stringsdict") }
        },
        StressCase("stringsdict", .nesting, count: 30, "N variables, each one's 'other' form naming the next") {
            count, _ in
            let data = TextShapes.stringsDictionaryNesting(count)
            return StressWork { StringsDictionary.diagnose(data: data, path: "ru.lproj/Stress.stringsdict") }
        },
        StressCase("stringsdict", .repetition, count: 500, "N entries, each with one variable, on one line") {
            count, _ in
            let data = TextShapes.stringsDictionaryRepetition(count)
            return StressWork { StringsDictionary.diagnose(data: data, path: "ru.lproj/Stress.stringsdict") }
        },
        StressCase("stringsdict", .repetition, "lines", count: 500, "N entries, each with one variable, one a line") {
            count, _ in
            let data = TextShapes.stringsDictionaryRepetition(count, lines: true)
            return StressWork { StringsDictionary.diagnose(data: data, path: "ru.lproj/Stress.stringsdict") }
        },
        StressCase(
            "stringsdict", .longNames, count: 500,
            "16 entries whose keys and variable names are N characters, one undeclared name in each format"
        ) { count, _ in
            let data = TextShapes.stringsDictionaryLongNames(count)
            return StressWork { StringsDictionary.diagnose(data: data, path: "ru.lproj/Stress.stringsdict") }
        },
        StressCase("plist", .sharing, count: 20_000, "a binary array naming one string N times") { count, _ in
            let data = TextShapes.plistSharing(count)
            return StressWork { PropertyListLinter.lint(data: data, path: "Stress.plist") }
        },
        StressCase("plist", .nesting, count: 60, "XML arrays N deep (8N = 480, under 512)") { count, _ in
            let data = TextShapes.plistNesting(count)
            return StressWork { PropertyListLinter.lint(data: data, path: "Stress.plist") }
        },
        StressCase("plist", .repetition, count: 5_000, "an XML dictionary of N keys on one line") { count, _ in
            let data = TextShapes.plistRepetition(count)
            return StressWork { PropertyListLinter.lint(data: data, path: "Stress.plist") }
        },
        StressCase("plist", .repetition, "lines", count: 5_000, "an XML dictionary of N keys, one a line") {
            count, _ in
            let data = TextShapes.plistRepetition(count, lines: true)
            return StressWork { PropertyListLinter.lint(data: data, path: "Stress.plist") }
        },
        StressCase("plist", .repetition, "binary", count: 5_000, "a binary dictionary of N keys") { count, _ in
            let data = TextShapes.plistBinaryRepetition(count)
            return StressWork { PropertyListLinter.lint(data: data, path: "Stress.plist") }
        },
        StressCase("plist", .longNames, count: 4_000, "an XML dictionary of 64 keys of N characters") { count, _ in
            let data = TextShapes.plistLongNames(count)
            return StressWork { PropertyListLinter.lint(data: data, path: "Stress.plist") }
        },
        StressCase("genstrings", .nesting, "unclosed", count: 500, "N unclosed 'NSLocalizedString(' in a row") {
            count, _ in
            genstrings(TextShapes.sourceUnclosed(count))
        },
        StressCase("genstrings", .nesting, count: 100, "a call N deep, each call's key the call inside it") {
            count, _ in
            genstrings(TextShapes.sourceNested(count))
        },
        StressCase(
            "genstrings", .nesting, "routine", count: 500, "N unclosed 'L(' in a row, with -s L"
        ) { count, _ in
            genstrings(TextShapes.sourceUnclosed(count, routine: "L"), routines: ["L"])
        },
        StressCase("genstrings", .sharing, count: 500, "N calls of one key, each with its own comment") {
            count, _ in
            genstrings(TextShapes.sourceSharing(count))
        },
        StressCase("genstrings", .repetition, count: 2_000, "N calls, each its own key, in 16 tables") { count, _ in
            genstrings(TextShapes.sourceRepetition(count))
        },
        StressCase(
            "genstrings", .longNames, count: 4_000, "64 calls whose keys, values and comments are N characters"
        ) { count, _ in
            genstrings(TextShapes.sourceLongNames(count))
        },
    ]

    static let folders: [StressCase] = [
        StressCase(
            "bundle", .sharing, count: 40,
            "N region folders (en_AA.lproj…) each holding a file en.lproj lacks"
        ) { count, folder in bundleLint(try FolderShapes.bundleSharing(count, in: folder)) },
        StressCase("bundle", .nesting, count: 3, "a file N folders deep (8N = 24, under 32)") { count, folder in
            bundleLint(try FolderShapes.bundleNesting(count, in: folder))
        },
        StressCase("bundle", .repetition, count: 50, "N localized files in each of two languages") {
            count, folder in bundleLint(try FolderShapes.bundleRepetition(count, in: folder))
        },
        StressCase(
            "bundle", .longNames, count: 30, "32 files in two localizations whose names are N characters (at most 240)"
        ) { count, folder in bundleLint(try FolderShapes.bundleLongNames(count, in: folder)) },
        StressCase(
            "launch-image", .repetition, "schemes", count: 100,
            "an Info.plist of N URL schemes and a Default-schemeI.png for each"
        ) { count, folder in launchImage(try FolderShapes.launchSchemes(count, in: folder)) },
        StressCase(
            "launch-image", .repetition, "files", count: 250, "N Default-nameI-Portrait@2x~iphone.png files"
        ) { count, folder in launchImage(try FolderShapes.launchFiles(count, in: folder)) },
        StressCase(
            "launch-image", .longNames, count: 25, "8 URL schemes and their launch images, names of N characters"
        ) { count, folder in launchImage(try FolderShapes.launchLongNames(count, in: folder)) },
        StressCase(
            "bundle-nib", .longNames, count: 500,
            "a Base-localized xib (a label of an N-character id) loaded in French, whose Main.strings has 16 unmatched keys of N characters"
        ) { count, folder in localizedNib(try FolderShapes.baseLocalized(keys: 16, length: count, in: folder)) },
        StressCase(
            "bundle-nib", .repetition, count: 1_000,
            "a Base-localized xib loaded in French, whose Main.strings has N unmatched keys"
        ) { count, folder in localizedNib(try FolderShapes.baseLocalized(keys: count, length: 16, in: folder)) },
        StressCase(
            "strings-check", .longNames, count: 500,
            "a Base-localized xib (a label of an N-character id) and its French .strings of 16 unmatched keys of N characters"
        ) { count, folder in check(try FolderShapes.checkLongNames(count, in: folder)) },
        StressCase(
            "strings-check", .repetition, count: 1_000,
            "English and French tables of N keys, a quarter missing from each"
        ) { count, folder in check(try FolderShapes.checkRepetition(count, in: folder)) },
        StressCase(
            "strings-check", .sharing, count: 1_000,
            "English and French tables of N keys holding one format, the French one's types wrong"
        ) { count, folder in check(try FolderShapes.checkSharing(count, in: folder)) },
        StressCase("strings-check", .nesting, count: 3, "English and French tables N folders deep (8N = 24)") {
            count, folder in check(try FolderShapes.checkNesting(count, in: folder))
        },
    ]
}
