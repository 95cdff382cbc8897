import Foundation
import Testing

/// `--strict` and the standard classes of `trace`, `dump`, `lint` and
/// `inspect`, run as the built executable.
@Suite("nibtool's standard classes and --strict")
struct StrictCommandTests {
    /// A custom view holding an element of an Apple class no standard class
    /// models (`<fooView>` is `UIFooView`).
    static let unmodeled =
        IB.iOSHeader + """

                <objects>
                    <view contentMode="scaleToFill" customClass="ProfileCard" id="Crd-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <fooView contentMode="scaleToFill" id="abc-12-xyz">
                                <rect key="frame" x="8" y="8" width="40" height="40"/>
                            </fooView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """

    /// Runs `body` with `text` written to a file named `name` in a new folder.
    static func withFile<T>(_ name: String, _ text: String, _ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return try body(file)
    }

    @Test(
        "with --strict, an Apple class no standard class models is a located error naming the object and class",
        arguments: ["trace", "dump", "lint", "inspect"])
    func strictRefusesUnmodeledAppleClass(command: String) throws {
        try Self.withFile("Card.xib", Self.unmodeled) { file in
            let run = try nibtool(command, file.path, "--strict")
            #expect(run.status == 1)
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderrLines == [
                    "\(file.path):11:17: error: no standard class models 'UIFooView' (object 'abc-12-xyz')"
                ])
        }
    }

    @Test(
        "without --strict, an Apple class no standard class models is a stand-in, as the custom class is",
        arguments: ["trace", "dump", "lint", "inspect"])
    func lenientStandsIn(command: String) throws {
        try Self.withFile("Card.xib", Self.unmodeled) { file in
            let run = try nibtool(command, file.path)
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
        }
    }

    @Test("with --strict, an element NibKit does not know is an error at the element")
    func strictReading() throws {
        let xml = Self.unmodeled.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="120"/>"#,
            with: #"<sparkle key="sparkleConfiguration"/>"#)
        try Self.withFile("Card.xib", xml) { file in
            let run = try nibtool("lint", file.path, "--strict")
            #expect(run.status == 1)
            #expect(run.stderrLines == ["\(file.path):9:13: error: unknown element <sparkle>"])
            #expect(try nibtool("lint", file.path).status == 0, "read leniently, the element is a dictionary")
        }
    }

    @Test(
        "every corpus document traces strictly with the standard classes, only custom classes standing in",
        arguments: CorpusTests.interfaceFiles.map(\.path))
    func corpusTracesStrictly(path: String) throws {
        try Self.tracesStrictly(CorpusTests.corpus.appendingPathComponent(path))
    }

    /// Every compiled nib of the corpus: `.nib` files, `.nib` directories and
    /// `.storyboardc` folders, as `nib/` names them.
    static let compiledNibs: [String] = {
        let folder = CorpusTests.corpus.appendingPathComponent("nib")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".nib") || $0.hasSuffix(".storyboardc") }.sorted()
    }()

    @Test(
        "every corpus compiled nib traces strictly with the standard classes, its coder keys translated",
        arguments: compiledNibs)
    func compiledNibTracesStrictly(name: String) throws {
        try Self.tracesStrictly(CorpusTests.corpus.appendingPathComponent("nib").appendingPathComponent(name))
    }

    @Test("the corpus has compiled nibs of every kind to trace")
    func corpusHasCompiledNibs() {
        #expect(Self.compiledNibs.count { $0.hasSuffix(".storyboardc") } >= 2)
        #expect(Self.compiledNibs.count >= 30)
    }

    /// Traces `url` strictly; the only errors allowed are those of ``applicationCode`` and ``notYetModelled``.
    static func tracesStrictly(_ url: URL) throws {
        let run = try nibtool("trace", url.path, "--strict")
        let errors = run.stderrLines.filter { $0.contains(": error: ") }
        #expect((run.status == 0) == errors.isEmpty)
        let known = applicationCode + notYetModelled
        #expect(errors.filter { line in !known.contains { line.contains($0) } } == [])
    }

    /// What a strict trace of the corpus still refuses because the error
    /// names the application's own code, which a tool without the
    /// application cannot have and a test registers: a runtime attribute
    /// that an application's extension of an Apple class declares
    /// (`localizeTitle`), and a value transformer it registers by name
    /// (`ClassRegistry.registerValueTransformer(_:)`).
    private static let applicationCode = ["(runtime attribute '", "which NibKit does not provide"]

    /// What a strict trace of the corpus still refuses because NibKit does
    /// not model it yet; any other error fails the test: AppKit's
    /// `NSUnarchiveFromData` transformer, the NeXT typedstream nib, a compiled
    /// runtime attribute's boolean kept as a number, a stand-in for an
    /// application's subclass (a bar button item, a view controller) where
    /// a property holds UIKit's class (a dynamic object is no
    /// `UIBarButtonItem`).
    private static let notYetModelled = [
        "is not supported", "NeXT typedstream nib (NSArchiver), not supported",
        "cannot set 'translatesAutoresizingMaskIntoConstraints' to an integer",
        "the property holds UIBarButtonItem?", "the property holds Array<UIBarButtonItem>",
        "the property holds Array<UIViewController>",
    ]

    @Test("each command's help documents --strict", arguments: ["trace", "dump", "lint", "inspect"])
    func helpDocumentsStrict(command: String) throws {
        let run = try nibtool(command, "--help")
        #expect(run.stdout.contains("[--strict]"))
        #expect(run.stdout.contains("  --strict  "))
        #expect(run.stdout.contains("\"no standard class models 'UIFooView' (object 'abc-12-xyz')\""))
    }

    @Test("trace's help says which classes are standard and which are stand-ins")
    func traceHelp() throws {
        let run = try nibtool("trace", "--help")
        #expect(run.stdout.contains("Apple's classes are NibKit's standard ones for the archive's platform"))
        #expect(!run.stdout.contains("Every class is a stand-in"))
    }
}
