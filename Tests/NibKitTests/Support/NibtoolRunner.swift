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
/// read `ExampleNibs/…`. Output goes to files rather than pipes so a large
/// output cannot fill a pipe and block the child.
func nibtool(_ arguments: [String]) throws -> RunResult {
    let files = FileManager.default
    let directory = files.temporaryDirectory.appendingPathComponent("nibtool-tests-\(UUID().uuidString)")
    try files.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: directory) }
    let stdoutURL = directory.appendingPathComponent("stdout")
    let stderrURL = directory.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = try NibtoolBinary.url()
    process.arguments = arguments
    process.currentDirectoryURL = NibtoolBinary.packageRoot
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

/// Where the `nibtool` that `swift build` made lives.
enum NibtoolBinary {
    /// The package's root directory: this file is `Tests/NibKitTests/Support/NibtoolRunner.swift`.
    static let packageRoot = Toolkit.packageRoot

    /// The products directory holding the test bundle holds the executables too;
    /// the package's `.build/debug` is the fallback.
    static func url() throws -> URL {
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
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("nibtool")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw BinaryNotFound(searched: directories.map(\.path))
    }

    struct BinaryNotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "nibtool was not found (run `swift build` first); looked in \(searched.joined(separator: ", "))"
        }
    }
}
