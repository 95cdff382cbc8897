import Foundation
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

@Suite("The compiled form")
struct CompiledTemplateTests {
    /// Every example archive: NibKit's format, the Interface Builder documents, and the bundle's nibs.
    static let examples: [String] = {
        let folder = Toolkit.packageRoot.appendingPathComponent("ExampleNibs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let top = names.filter {
            ["nibxml", "xib", "storyboard"].contains(($0 as NSString).pathExtension) && $0 != "Broken.nibxml"
        }
        return top.sorted() + [
            "Example.app/MainWindow.nibxml", "Example.app/MainWindow~ipad.nibxml",
            "Example.app/Base.lproj/Greeting.xib",
        ]
    }()

    @Test("the examples compared are read from ExampleNibs, every format among them, the broken one left out")
    func examplesAreListed() {
        #expect(Set(["LoginForm.nibxml", "LoginForm.xib", "MainMenu.xib"]).isSubset(of: Self.examples))
        #expect(!Self.examples.contains("Broken.nibxml"))
    }

    @Test("a compiled example gives exactly the trace of its source", arguments: examples)
    func identicalTraces(name: String) throws {
        let url = Toolkit.example(name)
        let source = try NibTemplate(contentsOf: url, registry: .dynamic)
        let compiled = try NibTemplate(
            data: source.compiledData(), path: "compiled.nibc", registry: .dynamic,
            resources: DirectoryResourceProvider(directory: url.deletingLastPathComponent()))
        #expect(try dynamicTrace(compiled) == dynamicTrace(source))
        // A compiled template keeps no document: it counts what it holds.
        #expect(compiled.statistics == source.heldStatistics)
        if source.formatName == "nibxml" { #expect(compiled.statistics == source.statistics) }
        #expect(compiled.formatName == source.formatName && compiled.platform == source.platform)
        #expect(compiled.warnings == source.warnings)
        #expect(compiled.compiledData() == source.compiledData(), "compiling is deterministic")
    }

    @Test("a compiled template is bound to the registry it is read with, with the same checks")
    func rebinding() throws {
        let source = try Toolkit.template("LoginForm.nibxml", registry: .dynamic)
        let data = source.compiledData()
        let controller = LoginController()
        let bound = try NibTemplate(
            data: data, path: "LoginForm.nibc", registry: Toolkit.registry,
            resources: DirectoryResourceProvider(directory: Toolkit.example("").deletingLastPathComponent()))
        _ = try bound.instantiate(owner: controller)
        #expect(controller.fields.count == 2 && controller.nameField?.placeholder == "Name")
        var partial = ClassRegistry()
        partial.register(View.self, as: "View")
        #expect {
            _ = try NibTemplate(data: data, path: "LoginForm.nibc", registry: partial)
        } throws: { error in
            // The location points into the original archive, which the compiled form keeps, and the
            // message names the compiled file it came through.
            (error as? NibError)?.diagnostics.first?.description.hasSuffix(
                "LoginForm.nibxml:24:7: error: unknown class 'ImageView': register it in the ClassRegistry, or allow dynamic objects (compiled into LoginForm.nibc)"
            ) == true
        }
    }

    @Test("truncated, corrupted, foreign and future compiled data are errors, never crashes")
    func corruption() throws {
        let data = try Toolkit.template("LoginForm.nibxml", registry: .dynamic).compiledData()
        func message(_ bytes: Data) -> String? {
            do {
                _ = try NibTemplate(data: bytes, path: "x.nibc", registry: .dynamic)
                return nil
            } catch {
                return error.diagnostics.first?.message
            }
        }
        #expect(message(data.prefix(10))?.contains("shorter than its header") == true)
        #expect(message(data.prefix(data.count - 1))?.contains("truncated") == true)
        var flipped = data
        flipped[data.count / 2] ^= 0x40
        #expect(message(flipped)?.contains("checksum does not match") == true)
        var future = data
        future[8] = 9
        #expect(message(future)?.contains("compiled template version 9 is not supported") == true)
        for cut in stride(from: 0, to: data.count, by: 7) {
            #expect(message(data.prefix(cut)) != nil, "cut at \(cut)")
        }
        for position in stride(from: 28, to: data.count, by: 5) {
            var bytes = data
            bytes[position] = ~bytes[position]
            #expect(message(bytes) != nil, "flipped byte \(position)")
        }
    }

    @Test("nibtool compile writes a file that every command reads")
    func compileCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("MainMenu.nibc").path
        let run = try nibtool("compile", "ExampleNibs/MainMenu.xib", "-o", output)
        #expect(run.status == 0)
        let source = try nibtool("trace", "ExampleNibs/MainMenu.xib", "--json")
        let compiled = try nibtool("trace", output, "--json")
        #expect(compiled.status == 0 && compiled.stdout == source.stdout)
        let inspect = try nibtool("inspect", output, "--json")
        #expect(inspect.stdout == (try nibtool("inspect", "ExampleNibs/MainMenu.xib", "--json")).stdout)
        #expect(try nibtool("compile", "ExampleNibs/MainMenu.xib").status == 2)
    }

    // MARK: Nested templates

    /// A template of one `Table` holding `nested` under `prototypes`, as a
    /// compiled storyboard's table view holds its prototype cells.
    static func table(holding nested: NibTemplate) throws -> NibTemplate {
        let xml = #"<nib version="1"><object id="table" class="Table"/></nib>"#
        var tables = try NibTemplate(data: Data(xml.utf8), path: "Table.nibxml", registry: .dynamic).tables
        let index = try #require(tables.objects.firstIndex { $0.id == "table" })
        tables.objects[index].properties.append(
            TemplateProperty(
                key: "prototypes", value: .dictionary([("Cell", .nib(nested))]),
                location: tables.objects[index].location))
        return NibTemplate(tables: tables, provider: InMemoryResourceProvider())
    }

    static let cellXML =
        #"<nib version="1"><object id="cell" class="Cell"><string key="text">Hi</string></object></nib>"#

    @Test("a nested template is compiled with its holder and read back bound to the reading registry")
    func nestedTemplates() throws {
        let cell = try NibTemplate(data: Data(Self.cellXML.utf8), path: "Cell.nibxml", registry: .dynamic)
        let source = try Self.table(holding: cell)
        let data = source.compiledData()
        #expect(data.starts(with: CompiledTemplate.magic))
        let compiled = try NibTemplate(data: data, path: "Table.nibc", registry: .dynamic)
        #expect(compiled.compiledData() == data, "compiling is deterministic")
        let property = try #require(compiled.objects.last?.properties.first { $0.key == "prototypes" })
        guard case .dictionary(let entries) = property.value, entries.count == 1, case .nib(let read) = entries[0].value
        else {
            Issue.record("the prototypes are \(property.value)")
            return
        }
        #expect(entries[0].key == "Cell")
        #expect(read.objects.map(\.id) == cell.objects.map(\.id))
        #expect(read.objects.map(\.className) == ["Cell"])
        #expect(read.objects.first?.location == cell.objects.first?.location)
        // Bound when read: it instantiates.
        let made = try read.instantiate()
        #expect((made.topLevelObjects.first as? DynamicObject)?.values["text"] as? String == "Hi")
        // The holder receives the template itself, not an object of it.
        let graph = try compiled.instantiate()
        let table = try #require(graph.topLevelObjects.first as? DynamicObject)
        let prototypes = try #require(table.values["prototypes"] as? [String: Any])
        #expect((prototypes["Cell"] as? NibTemplate)?.objects.count == 1)
        #expect(graph.allObjects.count == 1)

        // Read with a registry that knows the table but not the cell: the
        // cell's own error, at its place in its source.
        var partial = ClassRegistry()
        partial.register(DynamicObject.self, as: "Table")
        let error = try #require(throws: NibError.self) {
            try NibTemplate(data: data, path: "Table.nibc", registry: partial)
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.description.hasPrefix("Cell.nibxml:1:18: error: unknown class 'Cell'") == true)
        #expect(error.diagnostics.first?.className == "Cell")
    }

    @Test("compiled templates nested deeper than nibs may nest are refused, not recursed into")
    func nestedTemplatesBound() throws {
        var template = try NibTemplate(data: Data(Self.cellXML.utf8), path: "Cell.nibxml", registry: .dynamic)
        for _ in 0..<CompiledNibParser.maximumArchiveNesting { template = try Self.table(holding: template) }
        // As deep as nibs nest: read.
        let deepest = template.compiledData()
        #expect(throws: Never.self) { try NibTemplate(data: deepest, path: "Deep.nibc", registry: .dynamic) }
        // One more: the innermost that is too deep is the error.
        let tooDeep = try Self.table(holding: template).compiledData()
        let error = try #require(throws: NibError.self) {
            try NibTemplate(data: tooDeep, path: "Deep.nibc", registry: .dynamic)
        }
        #expect(error.diagnostics.count == 1)
        // Located in the file read, each level naming the template nested in it.
        let message = try #require(error.diagnostics.first?.message)
        #expect(message.hasPrefix("compiled template: the template nested here: "), "\(message)")
        #expect(
            message.contains(
                "templates nest inside each other more than \(CompiledNibParser.maximumArchiveNesting) deep (at payload byte "
            ), "\(message)")
        #expect(error.diagnostics.first?.location.description == "Deep.nibc:1:1")
    }
}
