import Foundation

// What every test target shares: where the package is, and running the
// executables `swift build` made (nibtool, nib-terminal, nib-login).

/// The package's root folder.
package enum TestPackage {
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// What one run of `nibtool` printed and how it exited.
package struct RunResult {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    package var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

package func nibtool(_ arguments: String...) throws -> RunResult {
    try nibtool(arguments)
}

/// Runs the built `nibtool` from the package root, so paths in diagnostics
/// read `ExampleNibs/…`.
package func nibtool(_ arguments: [String]) throws -> RunResult {
    try runBuiltProduct(BuiltProduct.url(named: "nibtool"), arguments)
}

/// Runs a product `swift build` made from the package root. Output goes to
/// files rather than pipes so a large output cannot fill a pipe and block
/// the child.
package func runBuiltProduct(_ executable: URL, _ arguments: [String], standardInput: FileHandle? = nil) throws
    -> RunResult
{
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
    process.currentDirectoryURL = TestPackage.root
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
package enum BuiltProduct {
    /// The products directory holding the test bundle holds the executables too;
    /// the package's `.build/debug` is the fallback.
    package static func url(named name: String) throws -> URL {
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
        directories.append(TestPackage.root.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw NotFound(name: name, searched: directories.map(\.path))
    }

    package struct NotFound: Error, CustomStringConvertible {
        var name: String
        var searched: [String]
        package var description: String {
            "\(name) was not found (run `swift build` first); looked in \(searched.joined(separator: ", "))"
        }
    }
}
