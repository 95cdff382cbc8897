import Foundation
import Testing

// Runs the built nibtool binary for the command-line tests.

/// What one run of `nibtool` printed and how it exited.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String

    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

func nibtool(_ arguments: String...) throws -> RunResult {
    try nibtool(arguments)
}

/// Runs the built `nibtool` from the package root, so paths in diagnostics
/// read `ExampleNibs/…`.
func nibtool(_ arguments: [String]) throws -> RunResult {
    try runBuiltProduct(BuiltProduct.url(named: "nibtool"), arguments)
}

/// Runs a product `swift build` made from the package root. Output goes to
/// files rather than pipes so a large output cannot fill a pipe and block
/// the child.
func runBuiltProduct(_ executable: URL, _ arguments: [String], standardInput: FileHandle? = nil) throws -> RunResult {
    let files = FileManager.default
    let directory = files.temporaryDirectory.appendingPathComponent(
        "\(executable.lastPathComponent)-tests-\(UUID().uuidString)")
    try files.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: directory) }
    let stdoutURL = directory.appendingPathComponent("stdout")
    let stderrURL = directory.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Toolkit.packageRoot
    if let standardInput { process.standardInput = standardInput }
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    try stdout.close()
    try stderr.close()
    return RunResult(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
}

/// Where the executables that `swift build` made live.
enum BuiltProduct {
    /// The products directory holding the test bundle holds the executables too;
    /// the package's `.build/debug` is the fallback.
    static func url(named name: String) throws -> URL {
        var directories: [URL] = []
        // macOS: the tests are a .xctest bundle in the products directory.
        directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        // Linux: the tests are an executable named *.xctest in the products directory.
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        var directory = Bundle.main.bundleURL
        while directory.pathComponents.count > 1 {
            directories.append(directory)
            directory.deleteLastPathComponent()
        }
        directories.append(Toolkit.packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw NotFound(name: name, searched: directories.map(\.path))
    }

    struct NotFound: Error, CustomStringConvertible {
        var name: String
        var searched: [String]
        var description: String {
            "\(name) was not found (run `swift build` first); looked in \(searched.joined(separator: ", "))"
        }
    }
}
