import Foundation
import Testing

/// A `KeyBinding` to a property that cannot be set, or an `ActionBinding` to
/// a method an action cannot call, is refused by the compiler with a message
/// that says what is wrong: each snippet is type-checked against the NibKit
/// module this test was built with.
@Suite("KeyBinding and ActionBinding misuse: compiler messages")
struct KeyBindingMisuseTests {
    /// The compiler's errors for `source`, type-checked against NibKit.
    static func compilerErrors(_ source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-misuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        // The test bundle sits beside the build's Modules folder.
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let libxml = try run(["pkg-config", "--cflags-only-I", "libxml-2.0"]).output
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-I",
                Toolkit.packageRoot.appendingPathComponent("Sources/CLibXML2").path,
            ]
            + libxml.flatMap { ["-Xcc", $0] } + [file.path]
        let result = try run(arguments)
        return result.output.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix(file.path) && $0.contains("error:")
        }
        .map { String($0.dropFirst(file.path.count)) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("a key path to a read-only property: the message says the property must be settable")
    func readOnlyProperty() throws {
        let errors = try Self.compilerErrors(
            """
            import NibKit
            final class Label: NibObject, NibKeyValueCoding {
                let text = ""
                var title = ""
                static var keyBindings: [KeyBinding] {
                    [KeyBinding("text", \\Label.text), KeyBinding("title", \\Label.title)]
                }
            }
            """)
        #expect(
            errors == [
                ":6:10: error: 'init(_:_:)' is unavailable: KeyBinding needs a settable property: this key path is read-only; declare the property 'var' with a setter, or pass 'set:'"
            ])
    }

    @Test("an action method with a wrong signature: the message gives the signatures an action may have")
    func wrongActionSignature() throws {
        let errors = try Self.compilerErrors(
            """
            import NibKit
            final class Controller: NibObject, NibActionPerforming {
                func login(_ sender: Any?) {}
                func count(_ sender: Controller) -> Int { 0 }
                static var actionBindings: [ActionBinding] {
                    [ActionBinding("login:", Controller.login), ActionBinding("count:", Controller.count)]
                }
            }
            """)
        #expect(
            errors == [
                ":6:53: error: 'init(_:_:)' is unavailable: an action method takes its sender as 'Any?' ('func login(_ sender: Any?)'), its sender and event ('(_ sender: Any?, forEvent event: Any?)'), or nothing, and returns nothing"
            ])
    }
}
