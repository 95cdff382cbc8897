import Foundation
import NibKit
import Testing

/// Nothing a load creates outlives the graph and the owner that hold it, and
/// one template can be instantiated very often, and from many tasks at once.
@Suite("Lifetime: nothing outlives its graph")
struct LifetimeTests {
    /// A small archive with every kind of link: a nested object, a property
    /// reference, outlets in a cycle, an outlet collection and actions; each
    /// object carries 32 KiB so a leak would show in the process's size.
    static func smallArchive(test: String) -> String {
        """
        <nib version="1">
          <filesOwner id="owner" class="Bystander">
            <connections>
              <outlet property="view" destination="root"/>
              <outletCollection property="items" destination="root"/>
              <outletCollection property="items" destination="leaf"/>
            </connections>
          </filesOwner>
          <object id="root" class="Tracked">
            <string key="test">\(test)</string>
            <integer key="ballast" value="32768"/>
            <array key="members">
              <object id="leaf" class="Tracked">
                <string key="test">\(test)</string>
                <integer key="ballast" value="32768"/>
                <connections><action selector="poke:" target="owner" event="touchUpInside"/></connections>
              </object>
            </array>
            <connections><outlet property="peer" destination="other"/></connections>
          </object>
          <object id="other" class="Tracked">
            <string key="test">\(test)</string>
            <integer key="ballast" value="32768"/>
            <connections>
              <outlet property="peer" destination="root"/>
              <action selector="poke:" target="root"/>
            </connections>
          </object>
        </nib>
        """
    }

    static let ids = ["root", "leaf", "other"]

    /// The resident size of this process, from /proc/self/status.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(separator: " ")
            if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
        }
        return nil
    }

    final class WeakObject {
        weak var object: NibObject?
        init(_ object: NibObject?) { self.object = object }
    }

    /// Instantiates `count` times, dropping each graph and owner, and keeps
    /// weak references to every object of every 100th instantiation.
    static func instantiate(_ template: NibTemplate, count: Int) throws -> [WeakObject] {
        var sampled: [WeakObject] = []
        for index in 0..<count {
            let owner = Bystander()
            let graph = try template.instantiate(owner: owner)
            if index % 100 == 0 {
                sampled += ids.map { WeakObject(graph.object(withID: $0)) }
                sampled.append(WeakObject(owner))
                #expect(owner.view === graph.object(withID: "root") && owner.items.count == 2)
            }
        }
        return sampled
    }

    @Test("10,000 instantiations dropped leave no object alive, and more leave memory flat")
    func manyInstantiationsLeaveNothing() throws {
        let test = "lifetime-\(UUID().uuidString)"
        let template = try NibTemplate(
            data: Data(Self.smallArchive(test: test).utf8), path: "Small.nibxml", registry: Toolkit.trackingRegistry)
        let first = try Self.instantiate(template, count: 10_000)
        #expect(first.count == 400)
        #expect(
            first.allSatisfy { $0.object == nil }, "\(first.filter { $0.object != nil }.count) sampled objects survived"
        )
        #expect(Tracker.shared.createdCount(in: test) == 30_000)
        #expect(Tracker.shared.aliveCount(in: test) == 0)
        #expect(Tracker.shared.awakeCount(in: test) == 30_000)

        // Three more batches of 2,000: had the graphs leaked, each batch would
        // add 192 MiB of ballast. Other suites run in the same process
        // meanwhile, so one batch may see their memory; a leak grows every batch.
        var sizes = [try #require(Self.residentBytes())]
        for _ in 0..<3 {
            let batch = try Self.instantiate(template, count: 2_000)
            #expect(batch.allSatisfy { $0.object == nil })
            sizes.append(try #require(Self.residentBytes()))
        }
        #expect(Tracker.shared.aliveCount(in: test) == 0)
        let growth = zip(sizes.dropFirst(), sizes).map { $0 - $1 }
        #expect(growth.min()! < 64 << 20, "resident size grew by \(growth.map { $0 >> 20 }) MiB per batch")
    }

    @Test("the template itself keeps no instantiated object alive, and dropping it releases everything")
    func templateKeepsNothing() throws {
        let test = "lifetime-\(UUID().uuidString)"
        weak var weakOwner: Bystander?
        do {
            let template = try NibTemplate(
                data: Data(Self.smallArchive(test: test).utf8), path: "Small.nibxml", registry: Toolkit.trackingRegistry
            )
            var options = InstantiationOptions()
            options.resourceCache = ResourceCache()
            let owner = Bystander()
            weakOwner = owner
            _ = try template.instantiate(owner: owner, options: options)
            // The owner holds root and leaf; other was held only by the graph and root's weak peer.
            #expect(Tracker.shared.aliveCount(in: test) == 2)
            owner.view = nil
            owner.items = []
        }
        #expect(weakOwner == nil)
        #expect(Tracker.shared.aliveCount(in: test) == 0)
    }

    /// An object that keeps the coder it was made with, which an
    /// `init(coder:)` should not do, to check that the coder does not keep the graph.
    final class CoderKeeper: NibObject, NibKeyValueCoding {
        var kept: NibCoder?
        var friend: NibObject?

        static var keyBindings: [KeyBinding] { [KeyBinding("friend", \CoderKeeper.friend)] }

        required init() { super.init() }

        required init(coder: NibCoder) throws {
            kept = coder
            try super.init(coder: coder)
        }
    }

    @Test("a coder kept past init(coder:) keeps no object of the graph alive; its object values read nil afterwards")
    func keptCoderKeepsNothing() throws {
        let test = "coder-\(UUID().uuidString)"
        var registry = Toolkit.trackingRegistry
        registry.register(CoderKeeper.self, as: "CoderKeeper")
        let template = try NibTemplate(
            data: Data(
                """
                <nib version="1">
                  <object id="keeper" class="CoderKeeper">
                    <object key="friend" id="friend" class="Tracked"><string key="test">\(test)</string></object>
                  </object>
                </nib>
                """.utf8), path: "Keeper.nibxml", registry: registry)
        weak var weakKeeper: CoderKeeper?
        do {
            let graph = try template.instantiate()
            let keeper = try #require(graph.topLevelObjects.first as? CoderKeeper)
            weakKeeper = keeper
            #expect(keeper.friend is Tracked)
            #expect(keeper.kept?.containsValue(forKey: "friend") == true)
            #expect(keeper.kept?.decodeValue(forKey: "friend") == nil)
            #expect(Tracker.shared.aliveCount(in: test) == 1)
        }
        #expect(weakKeeper == nil)
        #expect(Tracker.shared.aliveCount(in: test) == 0)
    }

    /// A template of `count` tracked objects, each nested in the one before
    /// it every tenth object, with outlets from the owner and between neighbours.
    static func largeArchive(test: String, count: Int) -> String {
        var objects = ""
        for index in 0..<count {
            let next = (index + 1) % count
            objects += """
                  <object id="o\(index)" class="Tracked">
                    <string key="test">\(test)</string>
                    <integer key="value" value="\(index)"/>
                    <string key="title">object \(index)</string>
                    <connections>
                      <outlet property="peer" destination="o\(next)"/>
                      <action selector="poke:" target="o\(next)" event="valueChanged"/>
                    </connections>
                  </object>

                """
        }
        let collection = (0..<count).map { "<outletCollection property=\"items\" destination=\"o\($0)\"/>" }.joined()
        return """
            <nib version="1">
              <filesOwner id="owner" class="Bystander">
                <connections><outlet property="view" destination="o0"/>\(collection)</connections>
              </filesOwner>
            \(objects)</nib>
            """
    }

    @Test("8 tasks at once each read and instantiate a 300-object template, with independent graphs")
    func concurrentLargeTemplates() async throws {
        let test = "lifetime-\(UUID().uuidString)"
        let data = Data(Self.largeArchive(test: test, count: 300).utf8)
        let shared = try NibTemplate(data: data, path: "Large.nibxml", registry: Toolkit.trackingRegistry)
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Half the tasks parse their own copy, all of them instantiate.
                    let template =
                        task % 2 == 0
                        ? try NibTemplate(data: data, path: "Large.nibxml", registry: Toolkit.trackingRegistry) : shared
                    var consistent = true
                    for _ in 0..<5 {
                        let owner = Bystander()
                        let graph = try template.instantiate(owner: owner)
                        let objects = (0..<300).compactMap { graph.object(withID: "o\($0)") as? Tracked }
                        consistent =
                            consistent && objects.count == 300 && owner.items.count == 300
                            && zip(objects, owner.items).allSatisfy { $0 === $1 }
                            && objects.indices.allSatisfy { objects[$0].peer === objects[($0 + 1) % 300] }
                            && objects.enumerated().allSatisfy { $0.element.value == $0.offset }
                        // Sending an action reaches this graph's next object only.
                        objects[0].sendActions(for: .valueChanged)
                        consistent = consistent && objects[1].value == 2
                    }
                    return consistent
                }
            }
            var all: [Bool] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
        #expect(Tracker.shared.createdCount(in: test) == 8 * 5 * 300)
        #expect(Tracker.shared.aliveCount(in: test) == 0)
    }
}
