import Foundation
import Testing

/// README's trace samples are what `nibtool trace` prints: every line of a
/// sample but its `...` is a line of the real trace, in the same order.
@Suite("README's trace samples")
struct ReadmeTraceTests {
    /// The plain ``` block after the ```sh block that runs `command`.
    static func sample(after command: String, in readme: String) throws -> [String] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commandLine = try #require(lines.firstIndex(of: command), "README runs no '\(command)'")
        let open = try #require(
            lines[commandLine...].firstIndex(of: "```").flatMap { close in
                lines[(close + 1)...].firstIndex(of: "```")
            })
        let body = lines[(open + 1)...].prefix { $0 != "```" }
        return body.filter { $0.trimmingCharacters(in: .whitespaces) != "..." && !$0.isEmpty }
    }

    /// Whether `sample` is `trace` with lines left out.
    static func isExcerpt(_ sample: [String], of trace: [String]) -> Bool {
        var remaining = trace[...]
        for line in sample {
            guard let found = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    @Test(
        "each trace sample of README is an excerpt of the real trace",
        arguments: ["ExampleNibs/LoginForm.nibxml", "ExampleNibs/LoginForm.xib"])
    func sampleMatchesTrace(file: String) throws {
        let readme = try String(contentsOf: Toolkit.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let sample = try Self.sample(after: "swift run nibtool trace \(file)", in: readme)
        #expect(sample.count >= 8)
        let run = try nibtool("trace", file)
        #expect(run.status == 0)
        let trace = run.stdout.split(separator: "\n").map(String.init)
        #expect(Self.isExcerpt(sample, of: trace), "README's sample of \(file) is not what trace prints")
    }

    @Test("the excerpt check refuses a changed line and lines out of order")
    func excerptCanFail() {
        let trace = ["Phase 1: x", "  a", "  b", "Phase 2: y"]
        #expect(Self.isExcerpt(["Phase 1: x", "  b"], of: trace))
        #expect(!Self.isExcerpt(["Phase 1: x", "  c"], of: trace))
        #expect(!Self.isExcerpt(["  b", "  a"], of: trace))
    }
}
