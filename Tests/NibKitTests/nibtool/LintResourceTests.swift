import Foundation
import Testing

/// `nibtool lint` warns of the images a load would not find, by the check a
/// load's phase 1 makes, so it says what `nibtool trace` says.
@Suite("nibtool lint warns of missing images as trace does")
struct LintResourceTests {
    static let xml =
        IB.iOSHeader + """

                <objects>
                    <imageView contentMode="scaleAspectFit" image="avatar" id="Avt-Im-001">
                        <rect key="frame" x="8" y="40" width="64" height="64"/>
                    </imageView>
                    <imageView contentMode="scaleAspectFit" image="logo" id="Lgo-Im-001">
                        <rect key="frame" x="8" y="120" width="64" height="64"/>
                    </imageView>
                </objects>
                <resources>
                    <image name="avatar" width="64" height="64"/>
                    <image name="logo" width="64" height="64"/>
                </resources>
            </document>
            """

    @Test("an image not beside the file is the warning trace gives, at its <image>; one beside it is not")
    func missingImage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Card.xib")
        try Data(Self.xml.utf8).write(to: file)
        try Data(contentsOf: TestPackage.root.appendingPathComponent("ExampleNibs/logo.png"))
            .write(to: directory.appendingPathComponent("logo.png"))

        let expected = ["\(file.path):16:9: warning: no image named 'avatar' was found; the property gets nil"]
        let lint = try nibtool("lint", file.path)
        #expect(lint.status == 0)
        #expect(lint.stderrLines == expected)
        let trace = try nibtool("trace", file.path)
        #expect(trace.status == 0)
        #expect(trace.stderrLines == expected)
    }
}
