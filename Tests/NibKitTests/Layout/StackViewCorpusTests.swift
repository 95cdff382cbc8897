import Foundation
import NibKit
import Testing

/// Every stack view of the corpus, laid out alone at the size Interface
/// Builder stored for it: its arranged subviews should land where Xcode
/// stored them, within a point.
@Suite("Stack views of the corpus at their stored sizes")
struct StackViewCorpusTests {
    /// The corpus's documents that hold a stack view.
    static let documents: [String] = CorpusTests.documents.filter { path in
        guard let data = try? CorpusTests.data(path) else { return false }
        return String(decoding: data, as: UTF8.self).contains("<stackView")
    }

    /// One arranged subview whose computed frame is not its stored one.
    struct Miss: CustomStringConvertible {
        let path: String
        let stack: String
        let view: String
        let stored: CGRect
        let computed: CGRect

        var description: String {
            "\(path.split(separator: "/").last ?? ""): stack \(stack) view \(view) "
                + "stored \(ObjectDescription.rect(stored)) computed \(ObjectDescription.rect(computed))"
        }
    }

    /// Lays out each stack view of `path` with the stack as the root, and
    /// compares the frames of its visible arranged subviews with the stored
    /// ones; every view's frame is put back after each stack.
    static func compare(_ path: String) throws -> (compared: Int, misses: [Miss]) {
        let data = try CorpusTests.data(path)
        let isMacOS = String(decoding: data.prefix(600), as: UTF8.self).contains("MacOSX.Cocoa")
        let registry =
            isMacOS ? AppKitCorpusTests.registry : ClassRegistry.standard(for: .iOS, allowsDynamicObjects: true)
        let template = try NibTemplate(data: data, path: path, registry: registry, mode: .lenient)
        let graph =
            isMacOS
            ? try template.instantiate(
                owner: DynamicObject(className: "Owner"), application: NibKitModels.NSApplication())
            : try UIKitCorpusTests.instantiate(template)
        let views = graph.objects(ofType: NibKitLoader.View.self)
        let stored = views.map(\.frame)
        var compared = 0
        var misses: [Miss] = []
        for object in template.objects where object.className?.hasSuffix("StackView") ?? false {
            guard let stack = graph.object(withID: object.id) as? NibKitLoader.View else { continue }
            let arranged: [NibKitLoader.View]
            switch stack {
            case let stack as UIStackView: arranged = stack.arrangedSubviews
            case let stack as NibKitModels.NSStackView: arranged = stack.arrangedSubviews
            default: continue
            }
            let before = arranged.map(\.frame)
            LayoutEngine(root: stack).layout()
            for (view, frame) in zip(arranged, before) where !view.isHidden {
                compared += 1
                if !Self.matches(view.frame, frame) {
                    let id = template.objects.first { graph.object(withID: $0.id) === view }?.id ?? "?"
                    misses.append(Miss(path: path, stack: object.id, view: id, stored: frame, computed: view.frame))
                }
            }
            for (view, frame) in zip(views, stored) { view.frame = frame }
        }
        return (compared, misses)
    }

    static func matches(_ computed: CGRect, _ stored: CGRect) -> Bool {
        abs(computed.minX - stored.minX) <= 1 && abs(computed.minY - stored.minY) <= 1
            && abs(computed.width - stored.width) <= 1 && abs(computed.height - stored.height) <= 1
    }

    @Test("the corpus has documents with stack views of both platforms")
    func corpusHasStackViews() {
        #expect(Self.documents.count >= 6)
    }

    /// The arranged subviews whose computed frame is more than a point from
    /// the stored one, by document and view id, and why.
    static let knownMisses: [String: String] = [
        // A vertical NSStackView: Xcode stores its subviews' y from the
        // stack's bottom, the engine measures it from the top (it takes
        // NSStackView to be flipped), so the order comes out reversed.
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib Fis-Zj-ybE": "y measured from the top",
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib MRa-e9-gpg": "y measured from the top",
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib zPv-Zk-QwS": "y measured from the top",
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib zaj-mG-WpS": "y measured from the top",
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib 6LM-Sq-zW4": "y measured from the top",
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib NZd-tl-FP2": "y measured from the top",
        "GPGTools__GPGKeychainAccess__Resources__Base.lproj__ModalSheets.xib WOi-Hg-wxd": "y measured from the top",
        // AppKit controls whose frame is larger than their alignment
        // rectangle (a text field 2 points wider each side, a push button 6
        // or 7): the stack aligns the rectangles, the engine has only frames.
        "OpenEmu__OpenEmu__OpenEmu__AvailableLibrariesCollectionViewItem.xib GhX-ac-Q7T": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__AvailableLibrariesCollectionViewItem.xib RrG-5a-v6F": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__PrefLibraryController.xib 14": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__PrefLibraryController.xib 13": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib kQu-Kx-uO9":
            "y from the top, alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib Scy-Dg-ZI1": "y measured from the top",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib Tz5-Rx-tyL": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib Jj4-Gz-vjh": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib AJx-L9-82S": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib Vmx-La-1qT":
            "y from the top, alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib hkE-qg-OMf": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib EN8-yA-kRd": "alignment rectangle",
        "OpenEmu__OpenEmu__OpenEmu__ShaderParametersViewController.xib AAM-g9-ARm": "alignment rectangle",
        // Interface Builder's own stored frame is 2 points wider than the
        // stack on each side (a misplaced view), which a fill alignment
        // cannot give.
        "SwiftKickMobile__SwiftMessages__Demo__Demo__TacoDialogView.xib MKs-Kv-aPL": "misplaced in the document",
    ]

    /// 23 of the 44 visible arranged subviews land within a point of their
    /// stored frames: 22 of 23 on iOS, 1 of 21 on macOS, where the misses
    /// come from the engine's reading of AppKit frames, not the stacks.
    @Test("the arranged subviews land where Xcode stored them")
    func storedFramesAreReproduced() throws {
        var compared = 0
        var misses: [Miss] = []
        for path in Self.documents {
            let result = try Self.compare(path)
            compared += result.compared
            misses += result.misses
        }
        #expect(compared == 44)
        let keys = misses.map { "\($0.path.split(separator: "/").last ?? "") \($0.view)" }
        #expect(Set(keys) == Set(Self.knownMisses.keys), "\(misses)")
        #expect(compared - misses.count == 23)
    }
}
