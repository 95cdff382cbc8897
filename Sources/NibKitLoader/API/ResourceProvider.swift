import Foundation
import NibKitCore

/// Where archives and the images and sounds they name come from.
///
/// NibKit reads every file through a provider, so the same archive loads from
/// a folder (``DirectoryResourceProvider``), from memory in tests
/// (``InMemoryResourceProvider``), or from a bundle
/// (``NibBundle/resourceProvider(traits:)``), which looks resources up by
/// device, scale and language.
///
/// ```swift
/// let provider = DirectoryResourceProvider(directory: URL(fileURLWithPath: "ExampleNibs"))
/// let template = try NibTemplate(named: "LoginForm", provider: provider, registry: registry)
/// ```
public protocol ResourceProvider: Sendable {
    /// The bytes of the resource with this name (a file name with its
    /// extension), or nil when there is none. Throws when it exists but
    /// cannot be read.
    func data(forResource name: String) throws -> Data?

    /// How the resource is named in diagnostics: its path, typically.
    func displayPath(forResource name: String) -> String
}

/// Resources are the files of one directory (and its subdirectories, when a
/// name contains slashes).
///
/// Only regular files inside the directory are read: a name climbing out
/// with `..` is not looked up, and a file whose real path leaves the
/// directory through a symbolic link, or that is a FIFO or a device, is an
/// error naming it ("'pw.png' is a symbolic link leading outside the folder").
public struct DirectoryResourceProvider: ResourceProvider {
    /// The directory searched.
    public let directory: URL
    /// What may be read.
    private let folder: ContainedFolder

    /// Creates a provider for `directory`.
    public init(directory: URL) {
        self.directory = directory
        self.folder = ContainedFolder(root: directory, noun: "folder")
    }

    /// The bytes of the file `name` names under ``directory``, or nil when
    /// there is no such file, the name is empty or climbs out with `..`.
    ///
    /// Throws when the file exists but is refused (a symbolic link leading
    /// outside the directory, a FIFO, a device) or cannot be read.
    public func data(forResource name: String) throws -> Data? {
        guard !name.isEmpty, !name.split(separator: "/").contains("..") else { return nil }
        let url = directory.appendingPathComponent(name)
        switch folder.entry(at: url) {
        case .missing, .directory: return nil
        case .refused(let refusal): throw refusal
        case .file: return try folder.read(url)
        }
    }

    /// The resource's path under ``directory``, as diagnostics show it.
    public func displayPath(forResource name: String) -> String {
        directory.appendingPathComponent(name).relativePath
    }
}

/// Resources held in memory by name, for tests and generated archives.
public struct InMemoryResourceProvider: ResourceProvider {
    /// The resources, by name.
    public var resources: [String: Data]

    /// Creates a provider holding `resources`.
    public init(_ resources: [String: Data] = [:]) {
        self.resources = resources
    }

    /// The bytes held under `name`, or nil when ``resources`` has none; never
    /// throws.
    public func data(forResource name: String) throws -> Data? {
        resources[name]
    }

    /// The resource's name itself, since it has no path.
    public func displayPath(forResource name: String) -> String { name }
}
