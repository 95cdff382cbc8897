import Foundation
import FoundationXML
import NibKit
import Testing

@testable import NibKitLayout

/// The corpus as the layout engine's oracle: every root view of every
/// document, laid out at its stored size, against the frames Xcode stored.
///
/// Only views laid out by constraints count, and of those only the ones whose
/// stored frame Interface Builder computed from their constraints: a view
/// the document marks `misplaced` or `ambiguous` is excluded, and so is a
/// view whose frame Interface Builder keeps as placed (`fixedFrame`), and a
/// view whose stored frame breaks one of the document's own required
/// constraints by more than a point (the file was saved before Interface
/// Builder updated the frame). Setting `NIBKIT_LAYOUT_TABLE` prints the
/// per-document table of `Docs/Layout.md`; `NIBKIT_LAYOUT_MISSES` each miss.
@Suite("Auto Layout: the corpus's stored frames")
struct CorpusLayoutTests {
    /// One document's counts.
    struct Tally {
        var views = 0
        var markedByInterfaceBuilder = 0
        var fixedFrame = 0
        var contradictingConstraints = 0
        var matched = 0
        var compared: Int { views - markedByInterfaceBuilder - fixedFrame - contradictingConstraints }

        static func + (a: Tally, b: Tally) -> Tally {
            Tally(
                views: a.views + b.views,
                markedByInterfaceBuilder: a.markedByInterfaceBuilder + b.markedByInterfaceBuilder,
                fixedFrame: a.fixedFrame + b.fixedFrame,
                contradictingConstraints: a.contradictingConstraints + b.contradictingConstraints,
                matched: a.matched + b.matched)
        }
    }

    /// The views compared and those within one point of their stored frame,
    /// as this engine reaches them; the test holds both exactly, so a change
    /// that moves either updates them and `Docs/Layout.md` together.
    static let expectedCompared = 474
    static let expectedMatched = 388

    @Test("computed frames match the frames Xcode stored")
    func storedFramesMatch() throws {
        var total = Tally()
        var rows: [String] = []
        var misses: [String] = []
        for path in CorpusTests.documents {
            let tally = try Self.tally(path, misses: &misses)
            guard tally.views > 0 else { continue }
            total = total + tally
            rows.append(Self.row(path, tally))
        }
        let rate = Double(total.matched) / Double(max(total.compared, 1))
        let environment = ProcessInfo.processInfo.environment
        if environment["NIBKIT_LAYOUT_TABLE"] != nil {
            print(rows.joined(separator: "\n"))
            print(Self.row("**all documents**", total))
        }
        if environment["NIBKIT_LAYOUT_MISSES"] != nil { print(misses.joined(separator: "\n")) }
        #expect(total.compared == Self.expectedCompared)
        #expect(total.matched == Self.expectedMatched, "\(total.matched) of \(total.compared) views match")
        #expect(rate > 0.8)
    }

    static func row(_ path: String, _ tally: Tally) -> String {
        let rate = Double(tally.matched) / Double(max(tally.compared, 1)) * 100
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return
            "| \(name) | \(tally.views) | \(tally.markedByInterfaceBuilder) | \(tally.fixedFrame) | \(tally.contradictingConstraints) | \(tally.matched) of \(tally.compared) | \(String(format: "%.1f", rate))% |"
    }

    /// Lays out every root view of one document and counts.
    static func tally(_ path: String, misses: inout [String]) throws -> Tally {
        let data = try CorpusTests.data(path)
        let head = String(decoding: data.prefix(2000), as: UTF8.self)
        let platform = head.contains(#"targetRuntime="MacOSX"#) ? NibKit.Platform.macOS : .iOS
        let registry = ClassRegistry.standard(for: platform, allowsDynamicObjects: true)
        let marked = try ids(data, "//*[@misplaced='YES' or @ambiguous='YES']")
        let fixed = try ids(data, "//*[@fixedFrame='YES']")
        var graphs: [(graph: NibInstantiation, owner: NibObject)] = []
        if path.hasPrefix("storyboard/") {
            // A document the standard classes cannot load (an application's runtime attribute on a
            // standard class) has nothing to lay out.
            guard
                let storyboard = try? NibStoryboard(
                    contentsOf: CorpusTests.corpus.appendingPathComponent(path), registry: registry, mode: .lenient)
            else { return Tally() }
            // Each scene with its view, which its view controller holds.
            for scene in storyboard.scenes {
                guard let graph = try? storyboard.instantiateScene(scene) else { continue }
                graphs.append((graph, DynamicObject(className: "Owner")))
            }
        } else {
            guard let template = try? NibTemplate(data: data, path: path, registry: registry, mode: .lenient) else {
                return Tally()
            }
            let owner = DynamicObject(className: "Owner")
            guard let graph = try? instantiate(template, owner: owner) else { return Tally() }
            graphs.append((graph, owner))
        }
        var tally = Tally()
        for (graph, owner) in graphs {
            let controllerViews = (graph.allObjects + [owner]).compactMap {
                try? $0.value(forKey: "view") as? NibKit.View
            }
            let roots = graph.objects(ofType: NibKit.View.self).filter { $0.superview == nil }
            for root in roots {
                let isControllerRoot = path.hasPrefix("storyboard/") && controllerViews.contains { $0 === root }
                let stored = storedFrames(root)
                let contradicting = contradictingViews(root, stored: stored)
                let report = LayoutEngine(root: root, options: LayoutOptions(isViewControllerRoot: isControllerRoot))
                    .layout()
                misses += report.issues.filter { $0.kind == .conflicting }.map { "\(path) \($0)" }
                for entry in report.views
                where entry.view !== root && !entry.view.translatesAutoresizingMaskIntoConstraints {
                    tally.views += 1
                    if let id = entry.objectID, marked.contains(id) {
                        tally.markedByInterfaceBuilder += 1
                    } else if let id = entry.objectID, fixed.contains(id) {
                        tally.fixedFrame += 1
                    } else if contradicting.contains(ObjectIdentifier(entry.view)) {
                        tally.contradictingConstraints += 1
                    } else if LayoutReport.distance(entry.computed, entry.stored) <= 1 {
                        tally.matched += 1
                    } else {
                        misses.append(
                            "\(path) \(entry.className) \(entry.objectID ?? "?") stored \(entry.stored) computed \(entry.computed)"
                        )
                    }
                }
            }
        }
        return tally
    }

    static func instantiate(_ template: NibTemplate, owner: NibObject) throws -> NibInstantiation {
        var externals: [String: NibObject] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                externals[identifier] = DynamicObject(className: "NSObject")
            }
        }
        return try template.instantiate(
            owner: owner, externalObjects: externals, application: DynamicObject(className: "NSApplication"))
    }

    /// The ids of the elements an XPath selects: those Interface Builder
    /// marks `misplaced="YES"` or `ambiguous="YES"`, or whose frame it keeps
    /// as placed (`fixedFrame="YES"`) rather than computing it from constraints.
    static func ids(_ data: Data, _ path: String) throws -> Set<String> {
        let document = try XMLDocument(data: data)
        let nodes = try document.nodes(forXPath: path)
        return Set(nodes.compactMap { ($0 as? XMLElement)?.attribute(forName: "id")?.stringValue })
    }

    /// Every view's stored frame in the root's coordinates, y downwards.
    static func storedFrames(_ root: NibKit.View) -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): CGRect(origin: .zero, size: root.frame.size)]
        var stack = root.subviews
        while let view = stack.popLast() {
            guard let superview = view.superview, let outer = frames[ObjectIdentifier(superview)] else { continue }
            var frame = view.frame
            if !LayoutSystem.isFlipped(superview) { frame.origin.y = superview.frame.height - frame.maxY }
            frames[ObjectIdentifier(view)] = frame.offsetBy(dx: outer.minX, dy: outer.minY)
            stack.append(contentsOf: view.subviews)
        }
        return frames
    }

    /// The views a required constraint of the document, between plain
    /// attributes of views, finds more than a point from where it puts them.
    static func contradictingViews(_ root: NibKit.View, stored: [ObjectIdentifier: CGRect]) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        var stack = [root]
        while let holder = stack.popLast() {
            stack.append(contentsOf: holder.subviews)
            for constraint in holder.constraints where constraint.isActive && constraint.priority >= 1000 {
                let firstItem = constraint.firstItem ?? holder
                guard let first = value(of: firstItem, constraint.firstAttribute, facing: constraint.secondItem, stored)
                else { continue }
                var second = 0.0
                if constraint.secondAttribute != .notAnAttribute {
                    guard let item = constraint.secondItem,
                        let value = value(of: item, constraint.secondAttribute, facing: firstItem, stored)
                    else { continue }
                    second = value
                }
                let difference = first - (constraint.multiplier * second + constraint.constant)
                let broken =
                    switch constraint.relation {
                    case .equal: abs(difference) > 1
                    case .lessThanOrEqual: difference > 1
                    case .greaterThanOrEqual: difference < -1
                    }
                guard broken else { continue }
                for item in [firstItem, constraint.secondItem] {
                    if let view = item as? NibKit.View, view !== root { result.insert(ObjectIdentifier(view)) }
                }
            }
        }
        return result
    }

    /// A plain attribute of a view's stored alignment rectangle (its frame
    /// but for AppKit's controls); nil for guides, margins,
    /// baselines and a scroll view's content edges.
    static func value(
        of item: NibObject, _ attribute: LayoutConstraint.Attribute, facing other: NibObject?,
        _ stored: [ObjectIdentifier: CGRect]
    ) -> Double? {
        guard let view = item as? NibKit.View, var frame = stored[ObjectIdentifier(view)] else { return nil }
        // Constraints act on an AppKit control's alignment rectangle, inside its frame.
        let insets = LayoutSystem.alignmentInsets(of: view)
        frame = CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
        if view is UIScrollView, let other = other as? NibKit.View, other.isDescendant(of: view) { return nil }
        switch attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        default: return nil
        }
    }
}
