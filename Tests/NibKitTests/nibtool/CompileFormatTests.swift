import Foundation
import Testing

/// `nibtool compile` takes the format from OUT's extension unless `--format`
/// says otherwise, and refuses a `--format` the extension contradicts.
@Suite("nibtool compile: the format OUT's extension names")
struct CompileFormatTests {
    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("a .nib is written as a NIB Archive, a .nibc and any other extension as the compiled form")
    func inferred() throws {
        try Self.withFolder { (folder: URL) throws in
            for (name, magic) in [("P.nib", "NIBArchive"), ("P.nibc", "NIBKITCT"), ("P.bin", "NIBKITCT")] {
                let output = folder.appendingPathComponent(name)
                let run = try nibtool("compile", "ExampleNibs/Profile.xib", "-o", output.path)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(try Data(contentsOf: output).starts(with: Array(magic.utf8)), "\(name)")
            }
        }
    }

    @Test(
        "a --format OUT's extension contradicts is bad usage, exit status 2, and nothing is written",
        arguments: [("P.nib", "nibc", "nibarchive"), ("P.nibc", "nibarchive", "nibc")])
    func contradicted(name: String, format: String, implied: String) throws {
        try Self.withFolder { (folder: URL) throws in
            let output = folder.appendingPathComponent(name)
            let run = try nibtool("compile", "ExampleNibs/Profile.xib", "-o", output.path, "--format", format)
            #expect(run.status == 2)
            let pathExtension = output.pathExtension
            #expect(
                run.stderrLines.first
                    == "nibtool compile: --format \(format) contradicts OUT's extension .\(pathExtension), which is written as \(implied)"
            )
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("a --format that agrees with OUT's extension, or names the format of another extension, is taken")
    func explicit() throws {
        try Self.withFolder { (folder: URL) throws in
            let nib = folder.appendingPathComponent("P.nib")
            #expect(
                try nibtool("compile", "ExampleNibs/Profile.xib", "-o", nib.path, "--format", "nibarchive").status == 0)
            let other = folder.appendingPathComponent("P.data")
            #expect(
                try nibtool("compile", "ExampleNibs/Profile.xib", "-o", other.path, "--format", "nibarchive").status
                    == 0)
            #expect(try Data(contentsOf: other).starts(with: Array("NIBArchive".utf8)))
        }
    }

    @Test("a warning a compiled template holds stays at its place in the source and says the file it came through")
    func compiledWarning() throws {
        try Self.withFolder { (folder: URL) throws in
            let source = folder.appendingPathComponent("W.xib")
            let xml =
                IB.iOSHeader
                + "\n        <objects>\n            <view id=\"Vw-001\"/>\n            <view/>\n        </objects>\n    </document>\n"
            try Data(xml.utf8).write(to: source)
            let compiled = folder.appendingPathComponent("W.nibc")
            let warning =
                "\(source.path):9:13: warning: <view> in <objects> has no id, so it is not an object; it is ignored"
            let compile = try nibtool("compile", source.path, "-o", compiled.path)
            #expect(compile.stderrLines == [warning])
            let trace = try nibtool("trace", compiled.path)
            #expect(trace.status == 0)
            #expect(trace.stderrLines == [warning + " (compiled into \(compiled.path))"])
        }
    }
}
