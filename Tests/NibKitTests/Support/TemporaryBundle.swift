import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A bundle built file by file in a temporary folder, removed when released.
final class TemporaryBundle {
    let root: URL

    init(name: String = "Example.app") throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NibKitTests-\(UUID().uuidString)")
        root = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// Writes `contents` at `path` inside the bundle, creating folders.
    @discardableResult
    func write(_ path: String, _ contents: Data) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        return url
    }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    /// Writes an XML property list.
    func writePlist(
        _ path: String, _ values: [String: Any], format: PropertyListSerialization.PropertyListFormat = .xml
    ) throws {
        try write(path, try PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0))
    }

    func link(_ path: String, to destination: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// Makes a FIFO at `path` inside the bundle, creating folders.
    func fifo(_ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The folder holding the bundle, outside it: for files a bundle must never read.
    var outside: URL { root.deletingLastPathComponent() }
}
