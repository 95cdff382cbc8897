import Foundation
import NibKit
import Testing

/// Compiled nibs and Interface Builder 3 archives read strictly into the
/// standard classes: their coder keys (`UIBounds`, `UIText`, `NSvFlags`,
/// `NSMenuItems`, `IBUIText`) become the values a `.xib` gives, checked
/// against the file itself, or against the `designable.nib` Interface
/// Builder kept beside a compiled nib, which describes the same objects.
@Suite("Archived coder keys in the standard classes")
struct ArchivedKeysTests {
    static let nibFolder = CorpusTests.corpus.appendingPathComponent("nib")

    /// A compiled storyboard's scene nib (a NIB Archive) with labels, buttons
    /// and a segmented control of UIKit's own classes.
    static let controls =
        "Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__en.lproj__MainStoryboard.storyboardc/Controls.nib"
    /// A `.nib` directory: the compiled keyed archive and the xib it was compiled from.
    static let dropSpec = "duckquack__DropSpec__MainMenu.nib"
    /// A `.nib` directory: the compiled keyed archive and the Interface Builder 3 archive it was compiled from.
    static let crashReport = "bitstadium__HockeySDK-Mac__Classes__CrashReporting__BITCrashReportUI.nib"

    static func template(_ url: URL, platform: Platform, mode: ReadingMode = .strict) throws -> NibTemplate {
        try NibTemplate(
            data: Data(contentsOf: url), path: url.path,
            registry: .standard(for: platform, allowsDynamicObjects: true), mode: mode)
    }

    static func instantiate(_ template: NibTemplate) throws -> NibInstantiation {
        var externals: [String: NibObject] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                externals[identifier] = DynamicObject(className: "NSObject")
            }
        }
        return try template.instantiate(
            owner: DynamicObject(className: "Owner"), externalObjects: externals,
            application: DynamicObject(className: "NSApplication"))
    }

    @Test("a compiled label's UIText, UIFont and UIBounds and UICenter are its text, font and frame")
    @MainActor
    func compiledLabel() throws {
        let graph = try Self.instantiate(
            Self.template(Self.nibFolder.appendingPathComponent(Self.controls), platform: .iOS))
        let label = try #require(
            graph.objects(ofType: UILabel.self).first { $0.text == "(Turn delegate on to enable)" })
        // Read from the archive by hand: UIBounds {0, 0, 215, 21}, UICenter {162.5, 73.5},
        // UIAutoresizingMask 36, UIFont .SFUIText 17.
        #expect(label.frame == CGRect(x: 55, y: 63, width: 215, height: 21))
        #expect(label.autoresizingMask.rawValue == 36)
        #expect(label.font.name == ".SFUIText")
        #expect(label.font.pointSize == 17)
        #expect(label.isUserInteractionEnabled, "UIUserInteractionDisabled is false")
    }

    @Test("a compiled button's UIButtonStatefulContent is its per-state title and colours")
    @MainActor
    func compiledButtonStates() throws {
        let graph = try Self.instantiate(
            Self.template(Self.nibFolder.appendingPathComponent(Self.controls), platform: .iOS))
        let button = try #require(
            graph.objects(ofType: UIButton.self).first { $0.title(for: .normal) == "Display next available slideup" })
        // UIBounds {0, 0, 237, 44}, UICenter {160.5, 275}; state 0 has UITitle,
        // UITitleColor and UIShadowColor, state 1 only a UITitleColor.
        #expect(button.frame == CGRect(x: 42, y: 253, width: 237, height: 44))
        #expect(button.content(for: .normal)?.titleShadowColor != nil)
        let highlighted = try #require(button.content(for: .highlighted))
        #expect(highlighted.title == nil)
        #expect(highlighted.titleColor != nil)
        #expect(highlighted.titleColor != button.content(for: .normal)?.titleColor)
        #expect(button.content(for: .selected) == nil)
    }

    @Test("a compiled segmented control's UISegment objects are its segments, not subviews")
    @MainActor
    func compiledSegments() throws {
        let template = try Self.template(Self.nibFolder.appendingPathComponent(Self.controls), platform: .iOS)
        #expect(!template.objects.contains { $0.className == "UISegment" })
        let graph = try Self.instantiate(template)
        let control = try #require(graph.objects(ofType: UISegmentedControl.self).first)
        #expect(control.segments.map(\.title) == ["Immediate", "Queue", "Ignore"])
        #expect(control.subviews.isEmpty)
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test("the keys a compiled nib's classes do not decode are dropped and named in one warning")
    func undecodedKeysAreCounted() throws {
        let template = try Self.template(Self.nibFolder.appendingPathComponent(Self.controls), platform: .iOS)
        let warnings = template.warnings.filter { $0.message.contains("archive keys not decoded") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("UIDeepDrawRect") == true)
    }

    /// Each menu item's title, key equivalent and modifier flags, sorted.
    /// Flags without a key equivalent mean nothing (AppKit archives its
    /// default, Command, where the xib gives none), so they are left out.
    @MainActor
    static func menuItems(_ graph: NibInstantiation) -> [String] {
        graph.objects(ofType: NSMenuItem.self).map {
            let flags = $0.keyEquivalent.isEmpty ? "" : "\($0.keyEquivalentModifierMask.rawValue)"
            return "\($0.title)|\($0.keyEquivalent)|\(flags)|\($0.isSeparatorItem)"
        }.sorted()
    }

    /// Each button's title, frame and autoresizing mask, sorted.
    @MainActor
    static func buttons(_ graph: NibInstantiation) -> [String] {
        graph.objects(ofType: NSButton.self).map {
            "\($0.cell?.title ?? "")|\($0.frame)|\($0.autoresizingMask.rawValue)|\($0.isHidden)"
        }.sorted()
    }

    @Test("a compiled AppKit nib's menus, buttons and hidden views are those of the xib it was compiled from")
    @MainActor
    func compiledAppKitMatchesItsXib() throws {
        let folder = Self.nibFolder.appendingPathComponent(Self.dropSpec)
        let compiled = try Self.instantiate(
            Self.template(folder.appendingPathComponent("keyedobjects.nib"), platform: .macOS))
        // The xib, the reference, read leniently: it holds a web view's
        // `<webPreferences>`, an element NibKit does not read yet.
        let source = try Self.instantiate(
            Self.template(folder.appendingPathComponent("designable.nib"), platform: .macOS, mode: .lenient))
        let items = Self.menuItems(compiled)
        #expect(items.count > 30)
        #expect(items.contains("Quit|q|\(NSEventModifierFlags.command.rawValue)|false"))
        #expect(items == Self.menuItems(source))
        #expect(Self.buttons(compiled) == Self.buttons(source))
        // NSvFlags bit 31 is hidden, as `hidden="YES"` is.
        let hidden = compiled.objects(ofType: NSView.self).filter(\.isHidden).map { "\($0.frame)" }.sorted()
        #expect(!hidden.isEmpty)
        #expect(hidden == source.objects(ofType: NSView.self).filter(\.isHidden).map { "\($0.frame)" }.sorted())
    }

    @Test("an Interface Builder 3 AppKit archive reads as the nib compiled from it")
    @MainActor
    func interfaceBuilder3AppKitMatchesCompiled() throws {
        let folder = Self.nibFolder.appendingPathComponent(Self.crashReport)
        let compiled = try Self.instantiate(
            Self.template(folder.appendingPathComponent("keyedobjects.nib"), platform: .macOS))
        let archive = try Self.instantiate(
            Self.template(folder.appendingPathComponent("designable.nib"), platform: .macOS))
        #expect(!Self.buttons(compiled).isEmpty)
        #expect(Self.buttons(archive) == Self.buttons(compiled))
        #expect(Self.menuItems(archive) == Self.menuItems(compiled))
        let frames = { (graph: NibInstantiation) in
            graph.objects(ofType: NSTextField.self).map { "\($0.frame)|\($0.autoresizingMask.rawValue)" }.sorted()
        }
        #expect(!frames(compiled).isEmpty)
        #expect(frames(archive) == frames(compiled))
    }

    @Test("an Interface Builder 3 iOS label's IBUI keys and NSFrame are its text, frame and flags")
    @MainActor
    func interfaceBuilder3Label() throws {
        let url = CorpusTests.corpus.appendingPathComponent("xib/diegort__iSWAD__iSWAD__NotificationCell.xib")
        let graph = try Self.instantiate(Self.template(url, platform: .iOS))
        // Object 37: NSFrame {{80, 30}, {240, 25}}, NSvFlags 292, IBUIText Grade,
        // IBUITag 2, IBUIOpaque NO, IBUIUserInteractionEnabled NO, a system font of 14.
        let label = try #require(graph.object(withID: "37") as? UILabel)
        #expect(label.text == "Grade")
        #expect(label.frame == CGRect(x: 80, y: 30, width: 240, height: 25))
        #expect(label.autoresizingMask.rawValue == 292 & 0x3F)
        #expect(label.tag == 2)
        #expect(!label.isOpaque)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.font.type == "system")
        #expect(label.font.pointSize == 14)
    }

    @Test("a .xib that gives a coder key is still refused strictly: only archives are translated")
    func xibKeepsItsVocabulary() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <label opaque="NO" text="Hi" id="Lbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                            <string key="UIText">Hello</string>
                        </label>
                    </objects>
                </document>
                """
        let error = try #require(
            failure {
                _ = try NibTemplate(
                    data: Data(xml.utf8), path: "Label.xib", registry: .standard(for: .iOS), mode: .strict)
            })
        #expect(
            error.diagnostics.map(\.description) == [
                "Label.xib:10:13: error: UILabel is not key value coding-compliant for the key 'UIText'; did you mean 'text'?"
            ])
    }
}
