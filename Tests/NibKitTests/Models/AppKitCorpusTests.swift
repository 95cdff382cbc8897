import Foundation
import NibKit
import NibKitModels
import Testing

/// Every macOS document of the corpus loads with the standard AppKit
/// registry, dynamic objects standing in only for the applications' own
/// classes, and every key the document gives one of Apple's classes is
/// bound to a property.
///
/// The documents are read leniently: strict reading still refuses elements
/// the Interface Builder parser does not type yet (`<behavior>`,
/// `<modifierMask>`, `<tableHeaderCell>`, ...), before any class is asked.
/// Which keys a class binds is told by comparing the template the standard
/// registry builds, which keeps only the keys a class binds, with the one
/// dynamic objects build, which keeps them all.
@Suite("The macOS corpus with NibKit's AppKit classes")
struct AppKitCorpusTests {
    /// The corpus's macOS Interface Builder documents, legacy archives left out.
    static let macOSDocuments: [String] = CorpusTests.documents.filter { path in
        guard let data = try? CorpusTests.data(path) else { return false }
        return String(decoding: data.prefix(600), as: UTF8.self).contains("targetRuntime=\"MacOSX.Cocoa\"")
    }

    /// The standard registry, with OpenEmu's `localizeTitle`: OpenEmu adds
    /// the key to AppKit's classes in an extension and sets it as a runtime
    /// attribute, so, as the application would, the test registers
    /// subclasses that bind it under Apple's names.
    static let registry: ClassRegistry = {
        var registry = ClassRegistry.standard(for: .macOS, allowsDynamicObjects: true)
        registry.register(LocalizedTextField.self, as: "NSTextField")
        registry.register(LocalizedButton.self, as: "NSButton")
        registry.register(LocalizedMenuItem.self, as: "NSMenuItem")
        registry.register(LocalizedMenu.self, as: "NSMenu")
        return registry
    }()

    @Test("the corpus holds the macOS documents of its manifest")
    func corpusHasMacOSDocuments() {
        #expect(Self.macOSDocuments.count == 31)
    }

    @Test("every key a macOS document gives one of Apple's classes is bound", arguments: macOSDocuments)
    func everyKeyIsBound(path: String) throws {
        let data = try CorpusTests.data(path)
        let everything = try NibTemplate(data: data, path: path, registry: .dynamic, mode: .lenient)
        let standard = try NibTemplate(data: data, path: path, registry: Self.registry, mode: .lenient)
        let boundKeys = Dictionary(
            standard.objects.map { ($0.id, Set($0.properties.map(\.key))) }, uniquingKeysWith: { first, _ in first })
        var unbound: [String] = []
        for object in everything.objects {
            guard let className = object.className, Self.registry.contains(className) else { continue }
            for property in object.properties where !(boundKeys[object.id]?.contains(property.key) ?? false) {
                unbound.append("\(property.location): \(className).\(property.key)")
            }
        }
        #expect(unbound == [])
    }

    /// The corpus's macOS archives in older forms: Interface Builder 3's
    /// legacy archives and Apple's compiled nibs.
    static let macOSArchives: [String] =
        CorpusTests.legacyArchives.filter { path in
            guard let data = try? CorpusTests.data(path) else { return false }
            return String(decoding: data.prefix(600), as: UTF8.self).contains("InterfaceBuilder3.Cocoa.XIB")
        } + [
            "nib/K8TIY__STOP-SHOUTING__MainMenu.nib", "nib/duckquack__DropSpec__MainMenu.nib",
            "nib/bitstadium__HockeySDK-Mac__Classes__CrashReporting__BITCrashReportUI.nib",
            "nib/TechSmith__SparkleOfficialPrebuilt__Sparkle.framework__Versions__A__Resources__en.lproj__SUUpdateAlert.nib",
        ]

    /// The classes only an archive's own vocabulary has (text storage and
    /// layout objects, images and cursors as objects, a window's template),
    /// which NibKit does not model: a modern document writes none of them.
    static let archiveOnlyClasses: Set = [
        "NSBitmapImageRep", "NSButtonImageSource", "NSCursor", "NSData", "NSImage", "NSLayoutManager", "NSPSMatrix",
        "NSPanGestureRecognizer", "NSParagraphStyle", "NSTextContainer", "NSTextStorage", "NSTextViewSharedData",
        "NSWindowTemplate", "NSCustomResource", "NSMutableString", "NSColor", "NSFont",
    ]

    @Test(
        "a legacy archive or compiled nib of macOS loads leniently with the standard classes", arguments: macOSArchives)
    func archiveLoads(path: String) throws {
        let template = try NibTemplate(
            contentsOf: CorpusTests.corpus.appendingPathComponent(path), registry: Self.registry, mode: .lenient)
        let graph = try template.instantiate(
            owner: DynamicObject(className: "Owner"), application: NibKitModels.NSApplication())
        let dynamic = graph.allObjects.compactMap { $0 as? DynamicObject }.map(\.className)
        #expect(Set(dynamic.filter { $0.hasPrefix("NS") && !Self.archiveOnlyClasses.contains($0) }) == [])
        #expect(graph.allObjects.contains { $0 is NibKitModels.NSView || $0 is NibKitModels.NSMenu })
    }

    @Test("a macOS document loads and none of Apple's classes becomes a dynamic object", arguments: macOSDocuments)
    func noAppleClassIsDynamic(path: String) throws {
        let template = try NibTemplate(
            data: CorpusTests.data(path), path: path, registry: Self.registry, mode: .lenient)
        let graph = try template.instantiate(
            owner: DynamicObject(className: "Owner"), application: NibKitModels.NSApplication())
        let dynamic = graph.allObjects.compactMap { $0 as? DynamicObject }.map(\.className)
        // The applications' own classes in the corpus never take AppKit's prefix.
        #expect(dynamic.filter { $0.hasPrefix("NS") }.sorted() == [])
    }
}

/// OpenEmu's `localizeTitle` on a text field.
final class LocalizedTextField: NibKitModels.NSTextField, NibKeyValueCoding {
    var localizeTitle = false
    static var keyBindings: [KeyBinding] { [KeyBinding("localizeTitle", \LocalizedTextField.localizeTitle)] }
}

/// OpenEmu's `localizeTitle` on a button.
final class LocalizedButton: NibKitModels.NSButton, NibKeyValueCoding {
    var localizeTitle = false
    static var keyBindings: [KeyBinding] { [KeyBinding("localizeTitle", \LocalizedButton.localizeTitle)] }
}

/// OpenEmu's `localizeTitle` on a menu item.
final class LocalizedMenuItem: NibKitModels.NSMenuItem, NibKeyValueCoding {
    var localizeTitle = false
    static var keyBindings: [KeyBinding] { [KeyBinding("localizeTitle", \LocalizedMenuItem.localizeTitle)] }
}

/// OpenEmu's `localizeTitle` on a menu.
final class LocalizedMenu: NibKitModels.NSMenu, NibKeyValueCoding {
    var localizeTitle = false
    static var keyBindings: [KeyBinding] { [KeyBinding("localizeTitle", \LocalizedMenu.localizeTitle)] }
}
