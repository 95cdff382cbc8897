import Foundation
import Testing

/// End-to-end tests of the `nibtool` executable: each runs the built binary on
/// the archives in `ExampleNibs/` and checks its output and exit status.
@Suite("nibtool")
struct NibtoolTests {
    // MARK: trace

    @Test("trace --json reports the LoginForm lifecycle in phase order")
    func traceJSONLoginForm() throws {
        let run = try nibtool("trace", "ExampleNibs/LoginForm.nibxml", "--json")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let trace = try TraceOutput(run.stdout)

        #expect(trace.phases.allSatisfy { (1...5).contains($0) })
        #expect(trace.phases == trace.phases.sorted())
        #expect(trace.phases.first == 1)
        let placeholders = trace.events(ofKind: "placeholder")
        #expect(placeholders.map { $0["id"] as? String } == ["owner", "firstResponder"])
        #expect(placeholders.map { $0["role"] as? String } == ["filesOwner", "firstResponder"])
        #expect(placeholders.allSatisfy { $0["identifier"] is NSNull && $0["phase"] as? Int == 2 })
        let resources = trace.events(ofKind: "resource")
        #expect(resources.map { [$0["name"] as? String, $0["type"] as? String] } == [["logo.png", "image"]])

        let expectedClasses = [
            "form": "View", "logo": "ImageView", "nameField": "TextField", "passwordField": "TextField",
            "loginButton": "Button", "cancelButton": "Button",
        ]
        let inits = trace.events(ofKind: "init")
        #expect(inits.count == expectedClasses.count)
        for (id, className) in expectedClasses {
            let event = try #require(inits.first { $0["id"] as? String == id }, "no init event for \(id)")
            #expect(event["class"] as? String == className)
            #expect(event["initializer"] as? String == "coder")
            #expect(event["phase"] as? Int == 2)
        }

        let collection = trace.events(ofKind: "outletCollection")
        #expect(collection.map { $0["source"] as? String } == ["owner", "owner"])
        #expect(collection.map { $0["property"] as? String } == ["fields", "fields"])
        #expect(collection.map { $0["destination"] as? String } == ["nameField", "passwordField"])
        #expect(collection.allSatisfy { $0["phase"] as? Int == 3 })

        let cancel = try #require(trace.events(ofKind: "action").first { $0["source"] as? String == "cancelButton" })
        #expect(cancel["selector"] as? String == "cancelOperation:")
        #expect(cancel["target"] is NSNull)
        #expect(cancel["event"] as? String == "touchUpInside")
        let login = try #require(trace.events(ofKind: "action").first { $0["source"] as? String == "loginButton" })
        #expect(login["target"] as? String == "owner")

        let awakened = trace.events(ofKind: "awake").compactMap { $0["id"] as? String }
        #expect(awakened.sorted() == expectedClasses.keys.sorted())
        #expect(!awakened.contains("owner"))
        #expect(!awakened.contains("firstResponder"))
        #expect(trace.events(ofKind: "show").isEmpty)
        #expect(trace.topLevel == ["form"])
    }

    @Test("trace prints every phase heading, placeholders and the top-level objects")
    func traceText() throws {
        let run = try nibtool("trace", "ExampleNibs/LoginForm.nibxml")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headings = [
            "Phase 1: load the archive and its resources",
            "Phase 2: create objects and substitute placeholders",
            "Phase 3: connect outlets and actions",
            "Phase 4: awakeFromNib",
            "Phase 5: show objects visible at launch",
        ]
        let positions = try headings.map { heading in try #require(lines.firstIndex(of: heading), "\(heading) missing")
        }
        #expect(positions == positions.sorted())
        #expect(lines[positions[4] + 1] == "  (nothing)")
        #expect(lines.contains("  owner: File's Owner, replaced by the owner passed in"))
        #expect(lines.contains("  form = View.init(coder:)"))
        #expect(lines.contains("Top-level objects: form"))
    }

    @Test(
        "trace of MainWindow shows the window in phase 5, with or without --external",
        arguments: [
            [String](), ["--external", "AppDelegate"],
        ])
    func traceMainWindow(external: [String]) throws {
        let run = try nibtool(["trace", "ExampleNibs/MainWindow.nibxml", "--json"] + external)
        #expect(run.status == 0)
        // Without --external the trace still completes, with a stand-in and a warning.
        #expect(
            run.stderrLines
                == (external.isEmpty
                    ? [
                        "ExampleNibs/MainWindow.nibxml:14:3: warning: no --external supplies the external object 'AppDelegate'; the trace gives it a stand-in, but a real load without it fails here"
                    ] : []))
        let trace = try TraceOutput(run.stdout)
        let shows = trace.events(ofKind: "show")
        #expect(shows.map { $0["id"] as? String } == ["window"])
        #expect(shows.map { $0["phase"] as? Int } == [5])
        let outlets = trace.events(ofKind: "outlet").map { "\($0["source"] ?? "").\($0["property"] ?? "")" }
        #expect(outlets == ["appDelegate.window", "window.delegate"])
        #expect(trace.topLevel == ["window"])
    }

    @Test("--shuffle-awake gives the same order for the same seed, unlike document order")
    func shuffledAwakeOrder() throws {
        func awakeOrder(_ extra: String...) throws -> [String] {
            let run = try nibtool(["trace", "ExampleNibs/LoginForm.nibxml", "--json"] + extra)
            #expect(run.status == 0)
            return try TraceOutput(run.stdout).events(ofKind: "awake").compactMap { $0["id"] as? String }
        }
        let document = try awakeOrder()
        #expect(document == ["form", "logo", "nameField", "passwordField", "loginButton", "cancelButton"])
        let first = try awakeOrder("--shuffle-awake", "7")
        let second = try awakeOrder("--shuffle-awake", "7")
        #expect(first == second)
        #expect(first != document)
        #expect(first.sorted() == document.sorted())
    }

    @Test("trace of an archive with errors prints them located and nothing else")
    func traceInvalidArchive() throws {
        let run = try nibtool("trace", "ExampleNibs/Broken.nibxml")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderrLines.contains {
                $0.hasPrefix("ExampleNibs/Broken.nibxml:30:3: error: duplicate object id 'button'")
            })
    }

    @Test("trace --json reports placeholders, runtime attributes and segues as the text form does, one event a line")
    func traceJSONEveryEvent() throws {
        let mainWindow = try nibtool("trace", "ExampleNibs/MainWindow.nibxml", "--json", "--external", "AppDelegate")
        #expect(
            mainWindow.stdout.contains(
                "\n    {\"phase\": 2, \"kind\": \"placeholder\", \"id\": \"appDelegate\", \"role\": \"external\", \"identifier\": \"AppDelegate\", \"class\": \"AppDelegate\"},\n"
            ))

        let loginForm = try nibtool("trace", "ExampleNibs/LoginForm.xib", "--json")
        #expect(
            loginForm.stdout.contains(
                "\n    {\"phase\": 3, \"kind\": \"runtimeAttribute\", \"id\": \"Lgn-Bt-n01\", \"keyPath\": \"layer.cornerRadius\", \"value\": \"8\"},\n"
            ))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Main.storyboard")
        try Data(StoryboardTests.storyboard.utf8).write(to: file)
        let storyboard = try nibtool("trace", file.path, "--json")
        #expect(storyboard.status == 0)
        // "kind" is the event's kind; the segue's own is "segueKind".
        // The button's segue is in the scene's view, whose load follows as "view".
        #expect(
            storyboard.stdout.contains(
                "\n      {\"phase\": 3, \"kind\": \"segue\", \"id\": \"Seg-ue-001\", \"identifier\": \"showDetail\", \"segueKind\": \"show\", \"source\": \"Shw-Dt-l01\", \"destination\": \"Det-VC-001\"},\n"
            ))
        // The initial scene only, as UIKit loads it: one First Responder, and
        // its view with the view controller as File's Owner.
        let trace = try TraceOutput(storyboard.stdout)
        #expect(trace.events(ofKind: "placeholder").map { $0["id"] as? String } == ["dkx-z0-nzr"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(storyboard.stdout.utf8)) as? [String: Any])
        let view = try #require(root["view"] as? [String: Any])
        #expect(view["topLevel"] as? [String] == ["8bC-Xf-vdC"])
        let viewEvents = try #require(view["events"] as? [[String: Any]])
        #expect(
            viewEvents.filter { $0["kind"] as? String == "placeholder" }.map { $0["role"] as? String } == [
                "filesOwner", "firstResponder",
            ])
    }

    @Test("trace gives an external object no --external names a stand-in, with a warning at its placeholder")
    func traceUnsuppliedExternalObject() throws {
        let run = try nibtool("trace", "ExampleNibs/MainWindow.nibxml")
        #expect(run.status == 0)
        #expect(
            run.stderrLines == [
                "ExampleNibs/MainWindow.nibxml:14:3: warning: no --external supplies the external object 'AppDelegate'; the trace gives it a stand-in, but a real load without it fails here"
            ])
        #expect(run.stdout.contains("  appDelegate: external object 'AppDelegate', replaced by the object supplied\n"))
        #expect(
            run.stdout.contains("  appDelegate (AppDelegate).setValue(window (Window), forKey: \"window\")\n"))
    }

    // MARK: inspect

    @Test("inspect --json counts LoginForm's contents")
    func inspectJSON() throws {
        let run = try nibtool("inspect", "ExampleNibs/LoginForm.nibxml", "--json")
        #expect(run.status == 0)
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(
            counts.keys.sorted() == [
                "actions", "bindings", "format", "nestedNibs", "objects", "outletCollections", "outlets",
                "placeholders",
                "resources", "segues", "topLevel",
            ])
        #expect(counts["format"] as? String == "nibxml")
        // form, logo, nameField, passwordField, loginButton, cancelButton.
        #expect(counts["objects"] as? Int == 6)
        // owner, firstResponder.
        #expect(counts["placeholders"] as? Int == 2)
        // view, nameField, passwordField.
        #expect(counts["outlets"] as? Int == 3)
        // fields ← nameField, fields ← passwordField.
        #expect(counts["outletCollections"] as? Int == 2)
        // login:, cancelOperation:.
        #expect(counts["actions"] as? Int == 2)
        #expect(counts["segues"] as? Int == 0)
        #expect(counts["bindings"] as? Int == 0)
        #expect(counts["nestedNibs"] as? Int == 0)
        #expect(counts["topLevel"] as? Int == 1)
        // logo.png.
        #expect(counts["resources"] as? Int == 1)
    }

    @Test("inspect prints aligned key: value lines")
    func inspectText() throws {
        let run = try nibtool("inspect", "ExampleNibs/CustomObjects.nibxml")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "format:            nibxml")
        #expect(lines.contains("objects:           2"))
        #expect(lines.contains("resources:         1"))
        // Every value starts in the same column: after the colon, the padding.
        let valueColumns = Set(
            lines.map { line in line.count - line.drop { $0 != ":" }.dropFirst().drop { $0 == " " }.count })
        #expect(valueColumns == [19])
    }

    // MARK: lint

    @Test("lint reports every problem of Broken.nibxml at its line and column")
    func lintBroken() throws {
        let run = try nibtool("lint", "ExampleNibs/Broken.nibxml")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let lines = run.stderrLines
        let duplicate = try #require(lines.first { $0.contains("duplicate object id 'button'") })
        #expect(duplicate.hasPrefix("ExampleNibs/Broken.nibxml:30:3: error: "))
        let reference = try #require(lines.first { $0.contains("missingView") })
        #expect(reference.hasPrefix("ExampleNibs/Broken.nibxml:25:5: error: "))
        let event = try #require(lines.first { $0.contains("tuchUpInside") })
        #expect(event.hasPrefix("ExampleNibs/Broken.nibxml:27:7: error: "))
    }

    @Test("lint accepts the good examples silently")
    func lintGoodExamples() throws {
        let run = try nibtool(
            "lint", "ExampleNibs/LoginForm.nibxml", "ExampleNibs/MainWindow.nibxml", "ExampleNibs/CustomObjects.nibxml")
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    @Test("lint checks every file and fails when any one has an error")
    func lintMixedFiles() throws {
        let run = try nibtool("lint", "ExampleNibs/LoginForm.nibxml", "ExampleNibs/Broken.nibxml")
        #expect(run.status == 1)
        #expect(run.stderrLines.count == 3)
        #expect(run.stderrLines.allSatisfy { $0.hasPrefix("ExampleNibs/Broken.nibxml:") })
    }

    @Test(
        "a file that cannot be read is a located input problem",
        arguments: ["lint", "trace", "inspect", "graph", "dump"])
    func unreadableFile(command: String) throws {
        let run = try nibtool(command, "ExampleNibs/NoSuchFile.nibxml")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderrLines.first?.hasPrefix("ExampleNibs/NoSuchFile.nibxml:1:1: error: cannot read the file") == true)
    }

    @Test(
        "a FIFO given as a file is refused at once as not a regular file, with or without an extension",
        arguments: ["lint", "trace", "inspect", "graph", "dump"])
    func fifoOperand(command: String) throws {
        let folder = try TemporaryBundle(name: "Operands")
        try folder.fifo("Pipe.nibxml")
        try folder.fifo("pipe")
        for name in ["Pipe.nibxml", "pipe"] {
            let path = folder.root.appendingPathComponent(name).path
            let run = try nibtool(command, path)
            #expect(run.status == 1)
            #expect(
                run.stderrLines == ["\(path):1:1: error: cannot read the file: it is not a regular file but a FIFO"])
        }
    }

    @Test(
        "an output file is a new file made with the umask, and a link in its place is replaced, never written through",
        arguments: ["strings export", "compile", "genstrings"])
    func outputFiles(command: String) throws {
        let folder = try TemporaryBundle(name: "Output")
        let outside = try folder.write("outside/secret", "secret\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: outside.path)
        let inside = try folder.write("out/kept.strings", "\"kept\" = \"kept\";\n")
        let source = try folder.write("Login.swift", #"let s = NSLocalizedString("Log In", comment: "c")"#)
        let output: URL
        var arguments: [String]
        switch command {
        case "strings export":
            output = folder.root.appendingPathComponent("out/Login.strings")
            try folder.link("out/Login.strings", to: "../outside/secret")
            arguments = ["strings", "export", "ExampleNibs/LoginForm.xib", "-o", output.path]
        case "compile":
            output = folder.root.appendingPathComponent("out/Login.nibc")
            try folder.link("out/Login.nibc", to: "../outside/secret")
            arguments = ["compile", "ExampleNibs/LoginForm.xib", "-o", output.path]
        default:
            // genstrings never follows a table's link out of its folder; one inside is read, then replaced.
            output = folder.root.appendingPathComponent("out/Localizable.strings")
            try folder.link("out/Localizable.strings", to: "kept.strings")
            arguments = ["genstrings", "-o", folder.root.appendingPathComponent("out").path, source.path]
        }
        // umask(2) is per process: the shell sets it for nibtool alone.
        let run = try runBuiltProduct(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"umask 027 && exec "$0" "$@""#, try BuiltProduct.url(named: "nibtool").path] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular, "the link itself is replaced")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640, "0666 under the umask 027")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "secret\n")
        #expect(
            (try FileManager.default.attributesOfItem(atPath: outside.path)[.posixPermissions] as? NSNumber)?.intValue
                == 0o600)
        #expect(try String(contentsOf: inside, encoding: .utf8) == "\"kept\" = \"kept\";\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path).count == 2)
    }

    // MARK: graph

    @Test("graph prints deterministic DOT with outlets, collections and the responder chain")
    func graphDOT() throws {
        let run = try nibtool("graph", "ExampleNibs/LoginForm.nibxml")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("digraph \"LoginForm\" {"))
        #expect(run.stdout.hasSuffix("}\n"))
        #expect(run.stdout.contains("subgraph cluster_placeholders {"))
        #expect(run.stdout.contains("[label=\"owner\\nLoginController\", style=dashed];"))
        #expect(run.stdout.contains("label=\"view\", style=dashed, color=blue"))
        #expect(run.stdout.contains("label=\"fields[]\""))
        #expect(run.stdout.contains("-> responderChain [label=\"cancelOperation:\", color=red"))
        let again = try nibtool("graph", "ExampleNibs/LoginForm.nibxml")
        #expect(again.stdout == run.stdout)
    }

    // MARK: dump

    @Test("dump --json gives every object with typed property values")
    func dumpJSON() throws {
        let run = try nibtool("dump", "ExampleNibs/CustomObjects.nibxml", "--json")
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let objects = try #require(root["objects"] as? [[String: Any]])
        #expect(objects.map { $0["id"] as? String } == ["owner", "converter", "label"])
        #expect(objects[0]["class"] as? String == "TemperatureController")
        let label = try #require(objects[2]["properties"] as? [String: Any])
        #expect(label["text"] as? String == "72 °F")
        #expect(label["tag"] as? Int == 7)
        #expect(label["origin"] as? [String: Double] == ["x": 12, "y": 12])
        #expect(label["size"] as? [String: Double] == ["width": 120, "height": 24])
        #expect(label["textColor"] as? [String: Double] == ["red": 0.2, "green": 0.2, "blue": 0.2, "alpha": 1])
        #expect(label["formatter"] as? [String: String] == ["ref": "converter"])
        #expect(label["accessibilityHint"] is NSNull)
        #expect(label["tapSound"] as? [String: String] == ["sound": "click.wav"])
        let converter = try #require(objects[1]["properties"] as? [String: Any])
        #expect(converter["factor"] as? Double == 1.8)
        #expect(converter["limits"] as? [String: Double] == ["minimum": -459.67, "maximum": 1000])
    }

    @Test("dump --json includes placeholders with a null class, rects, bools and images")
    func dumpJSONPlaceholders() throws {
        let run = try nibtool("dump", "ExampleNibs/LoginForm.nibxml", "--json")
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let objects = try #require(root["objects"] as? [[String: Any]])
        let firstResponder = try #require(objects.first { $0["id"] as? String == "firstResponder" })
        #expect(firstResponder["class"] is NSNull)
        let form = try #require(objects.first { $0["id"] as? String == "form" }?["properties"] as? [String: Any])
        #expect(form["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 320, "height": 240])
        let subviews = try #require(form["subviews"] as? [[String: String]])
        #expect(subviews.map { $0["ref"] } == ["logo", "nameField", "passwordField", "loginButton", "cancelButton"])
        let password = try #require(
            objects.first { $0["id"] as? String == "passwordField" }?["properties"] as? [String: Any])
        #expect(password["secure"] as? Bool == true)
        let logo = try #require(objects.first { $0["id"] as? String == "logo" }?["properties"] as? [String: Any])
        #expect(logo["image"] as? [String: String] == ["image": "logo.png"])
    }

    @Test("dump lists nested objects under their parent")
    func dumpText() throws {
        let run = try nibtool("dump", "ExampleNibs/MainWindow.nibxml")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("window: Window [visible at launch]"))
        #expect(lines.contains("  title = \"Population Clock\""))
        #expect(lines.contains("  rootView: View"))
        #expect(lines.contains("    countLabel: Label"))
        #expect(lines.contains("appDelegate: AppDelegate [external object 'AppDelegate']"))
    }

    // MARK: Usage

    @Test(
        "a wrong command line exits with 2 and a usage hint on standard error",
        arguments: [
            ["frobnicate"], ["--frobnicate"], ["trace"], ["trace", "ExampleNibs/LoginForm.nibxml", "--bogus"],
            ["trace", "ExampleNibs/LoginForm.nibxml", "--shuffle-awake", "seven"], ["lint"],
            ["inspect", "a.nibxml", "b.nibxml"], ["graph", "ExampleNibs/LoginForm.nibxml", "--json"],
            ["dump", "--json"],
        ])
    func badUsage(arguments: [String]) throws {
        let run = try nibtool(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("usage: nibtool"))
        #expect(run.stderr.contains("--help"))
    }

    @Test("nibtool without arguments prints the commands on standard error and exits with 2")
    func noArguments() throws {
        let run = try nibtool([])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        for command in ["trace", "lint", "inspect", "graph", "dump"] {
            #expect(run.stderr.contains("  \(command) "))
        }
    }

    @Test("nibtool --help lists the commands on standard output")
    func overviewHelp() throws {
        let run = try nibtool("--help")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        for command in ["trace", "lint", "inspect", "graph", "dump"] {
            #expect(run.stdout.contains("  \(command) "))
        }
    }

    @Test(
        "--help of every command prints its usage and exits with 0",
        arguments: ["trace", "lint", "inspect", "graph", "dump"])
    func commandHelp(command: String) throws {
        let run = try nibtool(command, "--help")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("usage: nibtool \(command)"))
        let withBadOptions = try nibtool(command, "--bogus", "-h")
        #expect(withBadOptions.status == 0)
        #expect(withBadOptions.stdout == run.stdout)
    }

    @Test("trace --help documents the automatic stand-ins for external objects")
    func traceHelpMentionsStandIns() throws {
        let run = try nibtool("trace", "--help")
        #expect(run.stdout.contains("--external IDENTIFIER"))
        #expect(run.stdout.contains("every other one too"))
    }
}

// MARK: - Running the binary

/// The JSON `nibtool trace --json` prints.
struct TraceOutput {
    var events: [[String: Any]]
    var topLevel: [String]

    init(_ text: String) throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        events = try #require(root["events"] as? [[String: Any]])
        topLevel = try #require(root["topLevel"] as? [String])
    }

    var phases: [Int] { events.compactMap { $0["phase"] as? Int } }
    var kinds: [String] { events.compactMap { $0["kind"] as? String } }

    func events(ofKind kind: String) -> [[String: Any]] {
        events.filter { $0["kind"] as? String == kind }
    }
}
