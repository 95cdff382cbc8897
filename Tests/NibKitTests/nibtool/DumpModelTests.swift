import Foundation
import NibKit
import Testing

/// `nibtool dump` shows what the model of an object a standard class made
/// holds, as its description; a stand-in keeps dump's form of properties.
@Suite("nibtool dump shows what each model holds")
struct DumpModelTests {
    static let xml =
        IB.iOSHeader + """

                <objects>
                    <view contentMode="scaleToFill" customClass="ProfileCard" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="120" id="Crd-Ht-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """

    @Test("an object a class NibKit provides shows its description as its model; a stand-in shows none")
    func models() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Card.xib")
        try Data(Self.xml.utf8).write(to: file)

        // The description the model gives itself, loaded as dump loads it.
        var registry = ClassRegistry.standard(for: .iOS)
        registry.dynamicObjects = .all
        let graph = try NibTemplate(contentsOf: file, registry: registry).instantiate()
        let constraint = try #require(graph.object(withID: "Crd-Ht-001"))
        #expect(constraint is LayoutConstraint)
        #expect(graph.object(withID: "Crd-Vw-001") is DynamicObject)

        let json = try nibtool("dump", file.path, "--json")
        #expect(json.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let objects = try #require(root["objects"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: objects.map { ($0["id"] as? String ?? "", $0) })
        #expect(byID["Crd-Ht-001"]?["model"] as? String == constraint.description)
        #expect(byID["Crd-Vw-001"]?.keys.sorted() == ["class", "id", "properties"])

        let text = try nibtool("dump", file.path)
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex(of: "  Crd-Ht-001: NSLayoutConstraint"))
        #expect(lines[heading + 1] == "    model: \(constraint.description)")
        let card = try #require(lines.firstIndex(of: "Crd-Vw-001: ProfileCard"))
        #expect(lines[card + 1].hasPrefix("  frame = "))
        #expect(!lines.contains { $0.contains("model: <ProfileCard") })
    }
}
