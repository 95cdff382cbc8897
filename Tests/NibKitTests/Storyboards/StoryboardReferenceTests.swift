import Foundation
import NibKit
import Testing

@Suite("Storyboard references followed to another storyboard of the same bundle")
struct StoryboardReferenceTests {
    /// A storyboard whose initial scene is a reference, with a button whose
    /// segue leads to a second reference, `name` and `identifier` given.
    static func main(initial: (name: String, identifier: String?), button: (name: String, identifier: String?))
        -> String
    {
        func reference(_ id: String, _ target: (name: String, identifier: String?)) -> String {
            """
                    <scene sceneID="\(id)-Sc">
                        <objects>
                            <viewControllerPlaceholder storyboardName="\(target.name)" \(target.identifier.map { "referencedIdentifier=\"\($0)\" " } ?? "")id="\(id)" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Ref-In-001">
                <scenes>
            \(reference("Ref-In-001", initial))
                    <scene sceneID="Hom-Sc-001">
                        <objects>
                            <viewController title="Home" storyboardIdentifier="Home" id="Hom-VC-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Hom-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Hom-Bt-001">
                                            <rect key="frame" x="150" y="400" width="93" height="35"/>
                                            <connections>
                                                <segue destination="Ref-Bt-001" kind="show" identifier="settings" id="Hom-Sg-001"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            \(reference("Ref-Bt-001", button))
                </scenes>
            </document>
            """
    }

    static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Set-VC-001">
            <scenes>
                <scene sceneID="Set-Sc-001">
                    <objects>
                        <viewController title="Settings" id="Set-VC-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="Prf-Sc-001">
                    <objects>
                        <viewController title="Preferences" storyboardIdentifier="Prefs" id="Prf-VC-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let registry = ClassRegistry.standard(for: .iOS)

    /// A bundle with `Base.lproj/Main.storyboard` and `Base.lproj/Settings.storyboard`.
    static func bundle(initial: (String, String?), button: (String, String?)) throws -> TemporaryBundle {
        let bundle = try TemporaryBundle()
        try bundle.writePlist("Info.plist", ["CFBundleDevelopmentRegion": "en"])
        try bundle.write("Base.lproj/Main.storyboard", main(initial: initial, button: button))
        try bundle.write("Base.lproj/Settings.storyboard", settings)
        return bundle
    }

    @Test("an initial reference with no identifier is the other storyboard's initial controller; a segue's, its scene")
    func followed() throws {
        let files = try Self.bundle(initial: ("Settings", nil), button: ("Settings", "Prefs"))
        let storyboard = try UIStoryboard(name: "Main", bundle: try NibBundle(url: files.root), registry: Self.registry)
        let initial = try #require(try storyboard.instantiateInitialViewController())
        #expect(initial.title == "Settings")
        #expect(initial.archiveObjectID == "Set-VC-001")
        let settings = try #require(initial.storyboard as? UIStoryboard)
        #expect(settings !== storyboard)
        #expect(settings.name == "Settings")

        let home = try storyboard.instantiateViewController(withIdentifier: "Home")
        let segue = try #require(home.storyboardSegueTemplates.first)
        #expect(segue.destinationViewControllerIdentifier == "Ref-Bt-001")
        let destination = try storyboard.instantiateDestination("Ref-Bt-001", forSegueFrom: home)
        #expect((destination as? UIViewController)?.title == "Preferences")
        // The other storyboard is read once.
        #expect((destination as? UIViewController)?.storyboard === settings)
    }

    @Test("a missing storyboard is an error at the reference's element")
    func missingStoryboard() throws {
        let files = try Self.bundle(initial: ("Missing", nil), button: ("Settings", nil))
        let storyboard = try UIStoryboard(name: "Main", bundle: try NibBundle(url: files.root), registry: Self.registry)
        let error = failure { _ = try storyboard.instantiateInitialViewController() }
        #expect(error?.code == .resourceNotFound)
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(
            diagnostic.message
                == "no storyboard named 'Missing' (Missing.storyboardc or Missing.storyboard) in the bundle")
        #expect(diagnostic.location.file.hasSuffix("Base.lproj/Main.storyboard"))
        #expect(diagnostic.location.line == 6)
        #expect(diagnostic.objectID == "Ref-In-001")
        #expect(diagnostic.className == "UIStoryboardReference")
        #expect(diagnostic.key == "Missing")
    }

    @Test("a missing identifier is an error at the reference's element, naming the other storyboard")
    func missingIdentifier() throws {
        let files = try Self.bundle(initial: ("Settings", "Prefz"), button: ("Settings", nil))
        let storyboard = try UIStoryboard(name: "Main", bundle: try NibBundle(url: files.root), registry: Self.registry)
        let error = failure { _ = try storyboard.instantiateInitialViewController() }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(
            diagnostic.message.hasPrefix(
                "no view controller has the storyboard identifier 'Prefz'; did you mean 'Prefs'? (in "))
        #expect(diagnostic.message.hasSuffix("Base.lproj/Settings.storyboard)"))
        #expect(diagnostic.location.line == 6)
        #expect(diagnostic.objectID == "Ref-In-001")
    }

    @Test(
        "a storyboard name that would leave the bundle is refused",
        arguments: ["../Settings", "Base.lproj/Settings", ".."])
    func escapingName(name: String) throws {
        let files = try Self.bundle(initial: (name, nil), button: ("Settings", nil))
        try files.write("../Settings.storyboard", Self.settings)
        let storyboard = try UIStoryboard(name: "Main", bundle: try NibBundle(url: files.root), registry: Self.registry)
        let error = failure { _ = try storyboard.instantiateInitialViewController() }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(
            diagnostic.message
                == "the storyboard name '\(name)' is a path; a storyboard reference names a storyboard of the same bundle, without '/' or '..'"
        )
        #expect(diagnostic.location.line == 6)
    }

    @Test("a storyboard read from a file follows references to storyboards beside it, compiled or not")
    func besideAFile() throws {
        let files = try Self.bundle(initial: ("Settings", "Prefs"), button: ("Settings", nil))
        let storyboard = try UIStoryboard(
            contentsOf: files.root.appendingPathComponent("Base.lproj/Main.storyboard"), registry: Self.registry)
        let initial = try #require(try storyboard.instantiateInitialViewController())
        #expect(initial.title == "Preferences")
    }
}
