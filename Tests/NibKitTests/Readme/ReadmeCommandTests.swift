import Foundation
import Testing

/// What README and Docs/GTK.md tell a newcomer to run: files that exist, the
/// packages `.ci/run` installs, and nothing written into the repository.
@Suite("README's commands")
struct ReadmeCommandTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Toolkit.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the ```sh blocks of a Markdown text, `$ ` prompts removed.
    static func shellLines(of markdown: String) -> [String] {
        var lines: [String] = []
        var inShell = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inShell, trimmed == "```sh" {
                inShell = true
            } else if inShell, trimmed == "```" {
                inShell = false
            } else if inShell {
                lines.append(trimmed.hasPrefix("$ ") ? String(trimmed.dropFirst(2)) : trimmed)
            }
        }
        return lines
    }

    @Test("README's compiled-nib example runs: the xib it compiles exists and the nib it writes is read back")
    func compiledNibExample() throws {
        let commands = Self.shellLines(of: try Self.text("README.md")).filter { $0.contains("LoginForm.nib\"") }
        #expect(
            commands == [
                "swift run nibtool compile ExampleNibs/LoginForm.xib -o \"${TMPDIR:-/tmp}/LoginForm.nib\" --format nibarchive",
                "swift run nibtool inspect \"${TMPDIR:-/tmp}/LoginForm.nib\"",
            ])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let nib = directory.appendingPathComponent("LoginForm.nib").path
        let compile = try nibtool("compile", "ExampleNibs/LoginForm.xib", "-o", nib, "--format", "nibarchive")
        #expect(compile.status == 0)
        let inspect = try nibtool("inspect", nib, "--json")
        #expect(inspect.status == 0)
        #expect(inspect.stdout.contains(#""objects": 6"#))
    }

    @Test("every screenshot README and Docs/GTK.md take is written to the temporary folder")
    func screenshotsLeaveTheRepositoryClean() throws {
        for document in ["README.md", "Docs/GTK.md"] {
            let commands = Self.shellLines(of: try Self.text(document)).filter { $0.contains("--screenshot") }
            #expect(!commands.isEmpty, "\(document) takes no screenshot")
            for command in commands {
                #expect(
                    command.contains("--screenshot \"${TMPDIR:-/tmp}/"), "\(document) writes a PNG in place: \(command)"
                )
            }
        }
    }

    @Test("README's install line for the GTK example names every package .ci/run installs for it")
    func gtkInstallLine() throws {
        let install = try #require(
            Self.shellLines(of: try Self.text("README.md")).first { $0.hasPrefix("sudo apt-get install") })
        let ci = try Self.text(".ci/run")
        // .ci/run's lines for GTK, the virtual display and fonts: `... || missing+=(PACKAGES)`.
        let packages = ci.split(separator: "\n").filter { line in
            ["gtk4", "xvfb-run", "fc-list"].contains { line.contains($0) }
        }.flatMap { line -> [Substring] in
            guard let open = line.range(of: "missing+=("), let close = line.lastIndex(of: ")") else { return [] }
            return line[open.upperBound..<close].split(separator: " ")
        }
        #expect(packages == ["libgtk-4-dev", "xvfb", "xauth", "fonts-dejavu-core"])
        for package in packages {
            #expect(install.split(separator: " ").contains(package), "README's install line lacks \(package)")
        }
    }

    @Test("README and Docs/GTK.md name no target by an issue number; Docs/GTK.md lists Auto Layout's and menus' rest")
    func targetsNamedByWhatTheyAre() throws {
        let readme = try Self.text("README.md")
        // The Performance section keeps the history of the measured targets.
        let beforePerformance = try #require(readme.components(separatedBy: "\n## Performance\n").first)
        let afterPerformance = readme.components(separatedBy: "\n## Documentation\n").dropFirst().joined()
        let gtk = try Self.text("Docs/GTK.md")
        for (name, text) in [("README.md", beforePerformance + afterPerformance), ("Docs/GTK.md", gtk)] {
            #expect(text.range(of: #"[Ii]ssue \d+"#, options: .regularExpression) == nil, "\(name) names an issue")
        }
        let notYet = try #require(gtk.components(separatedBy: "\n## Not yet\n").dropFirst().first)
        #expect(notYet.contains("- **Auto Layout's rest**"))
        #expect(notYet.contains("- **Menus' rest**"))
        #expect(
            readme.contains(
                "`Docs/GTK.md` shows the windows, with Auto Layout and menus, and lists what\nis not supported yet (\"Not yet\")"
            ))
    }
}
