import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// Compiled storyboards (`.storyboardc`) of the corpus through
/// `NibStoryboard(contentsOf:)`: scenes, identifiers and the entry point
/// against the folder's Info.plist read by Foundation, segue templates
/// against the scene nibs' objects, view nibs, instantiation.
@Suite("Compiled storyboards")
struct CompiledStoryboardTests {
    static let storyboards: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CompiledNibTests.nibFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboardc") }.sorted()
    }()

    static func info(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: CompiledNibTests.url(name).appendingPathComponent("Info.plist"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test("the corpus has its four compiled storyboards")
    func corpusHasStoryboards() {
        #expect(Self.storyboards.count == 4)
    }

    @Test("every scene of Info.plist is read, with its identifier and the entry point", arguments: storyboards)
    func scenesMatchInfoPlist(name: String) throws {
        let storyboard = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        let info = try Self.info(name)
        let nibNames = try #require(info["UIViewControllerIdentifiersToNibNames"] as? [String: String])
        #expect(storyboard.scenes.count == nibNames.count)
        #expect(Set(storyboard.scenes.map(\.id)) == Set(nibNames.values))
        // A storyboard identifier is an Info.plist key that is no made-up `<Class>-<xxx-xx-xxx>` name.
        let named = nibNames.keys.filter { key in
            let parts = key.split(separator: "-")
            return !(parts.count >= 4 && parts.suffix(3).map(\.count) == [3, 2, 3])
        }
        #expect(Set(storyboard.storyboardIdentifiers) == Set(named))
        let entry = try #require(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String)
        let initial = try #require(
            storyboard.scenes.first { $0.viewControllerID == storyboard.initialViewControllerID })
        #expect(initial.id == nibNames[entry])
        let controller = try storyboard.instantiateInitialViewController(options: InstantiationOptions())
        #expect(controller is DynamicObject)
        for scene in storyboard.scenes {
            #expect(scene.template.objects.contains { $0.id == scene.viewControllerID })
            _ = try scene.template.instantiate(owner: DynamicObject())
        }
    }

    @Test("segue templates become segues to the scenes they name")
    func segues() throws {
        let name =
            "ShareKit__ShareKit__Frameworks__GooglePlus.bundle__GPPShareboxSharedResources.bundle__GPPNativeShareBuilderImpl.storyboardc"
        let storyboard = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        let scene = try #require(storyboard.scenes.first { $0.id == "UIViewController-KtL-yL-JvP" })
        #expect(scene.viewControllerID == "KtL-yL-JvP")
        #expect(scene.storyboardIdentifier == nil)
        let segues = scene.template.connections.filter { $0.kind == .segue }
        #expect(segues.map(\.name) == ["segueToComposeViewController"])
        #expect(segues.map(\.destinationID) == ["compose"])
        #expect(segues.map(\.segueKind) == ["modal"])
        let compose = try #require(storyboard.scenes.first { $0.storyboardIdentifier == "compose" })
        #expect(compose.viewControllerID == "compose")
        // The scene's view comes from its view nib, named by UINibName.
        let view = try #require(scene.viewTemplate)
        #expect(view.path.hasSuffix("KtL-yL-JvP-view-FgH-Tb-vUZ.nib"))
        #expect(view.objects.contains { $0.role == .filesOwner })
    }

    @Test("scene nibs that are nib directories are read from their chosen member")
    func sceneNibDirectories() throws {
        let name =
            "Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__PlugIns__StopwatchNotificationContentExtension.appex__Base.lproj__MainInterface.storyboardc"
        let newest = try NibStoryboard(contentsOf: CompiledNibTests.url(name), registry: .dynamic)
        #expect(
            newest.scenes.map { $0.template.path.hasSuffix("UIViewController-M4Y-Lb-cyx.nib/runtime.nib") } == [true])
        let older = try NibStoryboard(
            contentsOf: CompiledNibTests.url(name), registry: .dynamic, deploymentTarget: DeploymentTarget(11))
        #expect(
            older.scenes.map { $0.template.path.hasSuffix("UIViewController-M4Y-Lb-cyx.nib/objects-11.0+.nib") } == [
                true
            ])
        #expect(
            older.scenes.first?.viewTemplate?.path.hasSuffix("M4Y-Lb-cyx-view-S3S-Oj-5AN.nib/objects-11.0+.nib") == true
        )
    }
}
