import Foundation
import Testing

/// README's Swift examples are compiled code: each ```swift block of README.md
/// must appear, line for line, in a file the package compiles.
@Suite("README's Swift examples")
struct ReadmeTests {
    /// Where README's blocks live as compiled code.
    static let compiledFiles = [
        "Examples/LoginExample/main.swift",
        "Tests/NibKitTests/Readme/ReadmeSnippets.swift",
    ]

    /// The ```swift blocks of a Markdown text, each as its lines.
    static func swiftBlocks(of markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without their indentation and blank lines, so a block may sit
    /// inside a function in the compiled file.
    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("every Swift block of README.md is in a compiled file")
    func blocksAreCompiled() throws {
        let readme = try String(contentsOf: Toolkit.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(of: readme)
        // Every ```swift fence opens a block that is closed.
        #expect(blocks.count == readme.components(separatedBy: "\n```swift\n").count - 1)
        #expect(blocks.count >= 2)
        let compiled = try Self.compiledFiles.map {
            Self.normalized(
                try String(contentsOf: Toolkit.packageRoot.appendingPathComponent($0), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        for block in blocks {
            let lines = Self.normalized(block)
            let found = compiled.contains { file in
                file.count >= lines.count
                    && (0...(file.count - lines.count)).contains { Array(file[$0..<($0 + lines.count)]) == lines }
            }
            #expect(found, "README block not compiled anywhere: \(lines.first ?? "")")
        }
    }

    @Test("the block finder sees a block, and a changed line no longer matches")
    func finderCanFail() {
        let markdown = "text\n```swift\nlet a = 1\n  let b = 2\n```\n```sh\nls\n```\n"
        let blocks = Self.swiftBlocks(of: markdown)
        #expect(blocks == [["let a = 1", "  let b = 2"]])
        #expect(Self.normalized(blocks[0]) == ["let a = 1", "let b = 2"])
        #expect(Self.normalized(["let a = 2"]) != Self.normalized(blocks[0]))
    }
}
