import Foundation
import Testing

/// `nibtool inspect` counts every format by one rule: a constraint's items
/// are its properties, not outlet connections.
@Suite("nibtool inspect counts an archive and its compiled forms alike")
struct InspectCountingTests {
    static func counts(_ path: String) throws -> [String: Any] {
        let run = try nibtool("inspect", path, "--json")
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test("Profile.xib, its NIB Archive and its compiled template count the same two outlets")
    func profileAndItsCompiledForms() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let nib = directory.appendingPathComponent("Profile.nib").path
        let compiled = directory.appendingPathComponent("Profile.nibc").path
        #expect(try nibtool("compile", "ExampleNibs/Profile.xib", "-o", nib, "--format", "nibarchive").status == 0)
        #expect(try nibtool("compile", "ExampleNibs/Profile.xib", "-o", compiled).status == 0)

        let source = try Self.counts("ExampleNibs/Profile.xib")
        // File's Owner's view and nameLabel; the eight constraints' items are not outlets.
        #expect(source["outlets"] as? Int == 2)
        #expect(source["objects"] as? Int == 12)
        for path in [nib, compiled] {
            let counts = try Self.counts(path)
            for key in ["objects", "placeholders", "outlets", "outletCollections", "actions", "topLevel", "resources"] {
                #expect(counts[key] as? Int == source[key] as? Int, "\(key) of \(path)")
            }
        }
    }
}
