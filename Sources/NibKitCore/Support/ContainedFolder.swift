import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one owner of "may NibKit read this path": a folder (an archive's, a
/// bundle's) and the rules for reading and walking inside it.
///
/// A path is used only when its real path (every symbolic link resolved by
/// `realpath(3)`) lies inside the real path of the root, compared component
/// by component, and it is a regular file (or, for a walk, a directory).
/// Files are opened with `O_NONBLOCK` and `O_NOFOLLOW` and checked again with
/// `fstat` before a byte is read, so a FIFO never blocks and a device is never
/// read. A walk follows no link out of the root, enters each directory once
/// (by device and inode, so links to `.` and loops cannot repeat it), and
/// stops at ``maximumDepth`` levels and ``maximumEntries`` entries. What is
/// refused is a ``Refusal`` naming the path relative to the root, for the
/// caller to report; nothing is refused silently by this type.
///
/// ```swift
/// let folder = ContainedFolder(root: bundleURL, noun: "bundle")
/// let data = try folder.read(bundleURL.appendingPathComponent("Info.plist"))
/// ```
package struct ContainedFolder: Sendable {
    /// The most levels of folders a walk descends below its start.
    package static let maximumDepth = 32
    /// The most directory entries one walk looks at.
    package static let maximumEntries = 100_000

    /// The root as given.
    package let root: URL
    /// What the root is called in messages: `bundle` or `folder`.
    let noun: String
    /// The root's real path, when it has one.
    private let realRoot: String?

    /// A folder rooted at `root`, called `noun` in messages.
    package init(root: URL, noun: String) {
        self.root = root
        self.noun = noun
        self.realRoot = Self.realPath(root.path)
    }

    /// Which file: a device and an inode.
    package struct FileID: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// What a path inside the root is.
    package enum Entry: Sendable {
        /// A regular file inside the root; the real path is what is opened.
        case file(realPath: String)
        /// A directory inside the root.
        case directory(realPath: String, id: FileID)
        /// Nothing: no such file, or a symbolic link to nothing.
        case missing
        /// Something NibKit does not read.
        case refused(Refusal)
    }

    /// Why NibKit does not read a path.
    package struct Refusal: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        package enum Reason: Error, Hashable, Sendable {
            /// The path is a symbolic link whose target lies outside the root.
            case linkLeavesRoot
            /// A folder on the way is a symbolic link leading outside the root.
            case throughLinkLeavingRoot
            /// The path itself climbs out (`..`).
            case outsideRoot
            /// There is nothing at the path.
            case missing
            /// The path is a directory where a file is wanted.
            case directory
            /// A FIFO, a socket or a device: the kind, with its article.
            case notRegular(String)
            /// The file system refused: its reason.
            case unreadable(String)
            /// A walk reached ``ContainedFolder/maximumDepth``.
            case tooDeep
            /// A walk reached ``ContainedFolder/maximumEntries``.
            case tooManyEntries

            /// What the path is, after its name, in a root called `noun`.
            func phrase(_ noun: String) -> String {
                switch self {
                case .linkLeavesRoot: "is a symbolic link leading outside the \(noun)"
                case .throughLinkLeavingRoot: "is reached through a symbolic link leading outside the \(noun)"
                case .outsideRoot: "lies outside the \(noun)"
                case .missing: "does not exist"
                case .directory: "is a directory"
                case .notRegular(let kind): "is not a regular file but \(kind)"
                case .unreadable(let why): "cannot be read: \(why)"
                case .tooDeep:
                    "is nested more than \(ContainedFolder.maximumDepth) folders deep; NibKit looks no deeper"
                case .tooManyEntries:
                    "was not looked at: the \(noun) holds more than \(ContainedFolder.maximumEntries) entries, and NibKit looks at no more"
                }
            }
        }

        /// The path, relative to the root.
        package var path: String
        /// What the root is called.
        var noun: String
        package var reason: Reason
        /// The path as the caller wrote it (`URL.relativePath`), for locating diagnostics.
        var file: String

        /// Where a diagnostic about the refusal stands: the file, at 1:1.
        package init(path: String, noun: String, reason: Reason, file: String) {
            self.path = path
            self.noun = noun
            self.reason = reason
            self.file = file
        }

        package var location: SourceLocation { SourceLocation.start(of: file) }

        /// The refusal as the error NibKit's API throws: `unreadableFile`, at the file.
        package var nibError: NibError { NibError(.unreadableFile, Diagnostic(.error, description, at: location)) }

        package var description: String { "'\(path)' \(reason.phrase(noun))" }

        package var errorDescription: String? { description }
    }

    // MARK: Paths

    /// `file`'s path relative to the root, for messages; its whole path when
    /// it is not under the root as written.
    package func relativePath(of file: URL) -> String {
        for (base, path) in [(root.standardizedFileURL.path, file.standardizedFileURL.path), (root.path, file.path)] {
            if path == base { return "." }
            if base == "/" { return String(path.dropFirst()) }
            if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        }
        return file.path
    }

    /// The refusal of `url` for `reason`.
    package func refusal(_ url: URL, _ reason: Refusal.Reason) -> Refusal {
        Refusal(path: relativePath(of: url), noun: noun, reason: reason, file: url.relativePath)
    }

    /// What `url` is, after resolving every link on the way.
    package func entry(at url: URL) -> Entry {
        func refused(_ reason: Refusal.Reason) -> Entry {
            .refused(refusal(url, reason))
        }
        guard let realRoot = realRoot ?? Self.realPath(root.path) else { return .missing }
        // Most look-ups ask for names that are not there: one lstat says so,
        // where realpath would look at every component.
        var link = stat()
        if lstat(url.path, &link) != 0, errno == ENOENT || errno == ENOTDIR { return .missing }
        guard let real = Self.realPath(url.path) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            return refused(.unreadable(Self.describe(code)))
        }
        guard Self.isInside(real, realRoot) else {
            if link.st_mode & S_IFMT == S_IFLNK { return refused(.linkLeavesRoot) }
            let written = url.standardizedFileURL.path
            let writtenRoot = root.standardizedFileURL.path
            return Self.isInside(written, writtenRoot) ? refused(.throughLinkLeavingRoot) : refused(.outsideRoot)
        }
        var info = stat()
        guard stat(real, &info) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : refused(.unreadable(Self.describe(code)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(realPath: real)
        case S_IFDIR:
            return .directory(realPath: real, id: FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        default: return refused(.notRegular(Self.kind(of: info.st_mode)))
        }
    }

    /// Whether `url` is a regular file NibKit may read.
    package func isFile(_ url: URL) -> Bool {
        if case .file = entry(at: url) { return true }
        return false
    }

    // MARK: Reading

    /// The bytes of the regular file at `url` inside the root, at most
    /// `limit` of them when given.
    package func read(_ url: URL, upTo limit: Int? = nil) throws(Refusal) -> Data {
        switch entry(at: url) {
        case .file(let real):
            do {
                return try Self.readRegularFile(atPath: real, followingLinks: false, upTo: limit)
            } catch {
                throw refusal(url, error)
            }
        case .directory: throw refusal(url, .directory)
        case .missing: throw refusal(url, .missing)
        case .refused(let refusal): throw refusal
        }
    }

    /// The bytes of the regular file at `path`, wherever it is: for a file
    /// the caller named. A FIFO, socket or device is refused without blocking.
    ///
    /// - Parameter followingLinks: Whether the last component may be a link
    ///   (false for a real path just resolved, so a swapped-in link is refused).
    package static func readRegularFile(atPath path: String, followingLinks: Bool = true, upTo limit: Int? = nil)
        throws(Refusal.Reason) -> Data
    {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followingLinks { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw .missing
            case EACCES, EPERM: throw .unreadable("permission denied")
            default: throw .unreadable(describe(code))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(describe(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory
        default: throw .notRegular(kind(of: info.st_mode))
        }
        let wanted = max(0, limit ?? Int.max)
        var data = Data(count: min(max(0, Int(info.st_size)), wanted))
        var count = 0
        // The size is a hint: the file may have grown or shrunk since fstat.
        while count < wanted {
            if count == data.count {
                // Full at the size fstat gave, as a file nobody is writing
                // always is: look for more in a small buffer before growing,
                // so its bytes are held at their size, not at twice it (a
                // Data keeps its capacity when its count shrinks back).
                let more = try readProbe(descriptor, upTo: min(wanted - count, probeSize))
                if more.isEmpty { break }
                data.count = min(wanted, max(data.count * 2, 65_536))
                data.replaceSubrange(count..<count + more.count, with: more)
                count += more.count
                continue
            }
            let room = data.count - count
            let got = data.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return readBytes(descriptor, base + count, room)
            }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(describe(code))
            }
            if got == 0 { break }
            count += got
        }
        data.count = count
        return data
    }

    /// How many bytes ``readRegularFile(atPath:followingLinks:upTo:)`` looks
    /// for past the size a file had when it was opened.
    private static let probeSize = 4_096

    /// Up to `count` bytes read from `descriptor`; empty at the end of the file.
    private static func readProbe(_ descriptor: Int32, upTo count: Int) throws(Refusal.Reason) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return readBytes(descriptor, base, count)
            }
            if got >= 0 {
                bytes.removeLast(count - got)
                return bytes
            }
            let code = errno
            if code != EINTR { throw .unreadable(describe(code)) }
        }
    }

    // MARK: Walking

    /// The regular files below a folder, and what was refused on the way.
    package struct Walk: Sendable {
        package var files: [URL] = []
        package var refusals: [Refusal] = []
    }

    /// The entries of `folder`, sorted by name, each with what it is; empty
    /// when `folder` is not a directory inside the root.
    package func entries(in folder: URL) -> [(url: URL, entry: Entry)] {
        guard case .directory(let real, _) = entry(at: folder) else { return [] }
        return Self.names(inDirectory: real).map { name in
            let url = folder.appendingPathComponent(name, isDirectory: false)
            return (url, entry(at: url))
        }
    }

    /// Every regular file below `folder`, in name order, entering only the
    /// subfolders whose names `descending` accepts.
    package func walk(_ folder: URL, descending: (String) -> Bool = { _ in true }) -> Walk {
        var walk = Walk()
        guard case .directory(let real, let id) = entry(at: folder) else { return walk }
        var visited: Set<FileID> = [id]
        var seen = 0
        func visit(_ directory: URL, real: String, depth: Int) -> Bool {
            for name in Self.names(inDirectory: real) {
                seen += 1
                let url = directory.appendingPathComponent(name, isDirectory: false)
                guard seen <= Self.maximumEntries else {
                    walk.refusals.append(refusal(url, .tooManyEntries))
                    return false
                }
                switch entry(at: url) {
                case .file: walk.files.append(url)
                case .missing: break
                case .refused(let refusal): walk.refusals.append(refusal)
                case .directory(let childReal, let childID):
                    guard descending(name), visited.insert(childID).inserted else { continue }
                    guard depth < Self.maximumDepth else {
                        walk.refusals.append(refusal(url, .tooDeep))
                        continue
                    }
                    if !visit(url, real: childReal, depth: depth + 1) { return false }
                }
            }
            return true
        }
        _ = visit(folder, real: real, depth: 0)
        return walk
    }

    // MARK: The file system

    /// The real path of `path`, or nil with `errno` set.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the real path `path` is `root` or below it, component by component.
    static func isInside(_ path: String, _ root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        return path == root || path.hasPrefix(root + "/")
    }

    /// The names in the directory at the real path `path`, sorted; none when
    /// it cannot be listed.
    static func names(inDirectory path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// A file type other than regular file and directory, with its article.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// The C library's words for `code`, lower-cased as NibKit's messages are.
    static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// `read(2)`, named apart from ``ContainedFolder/read(_:upTo:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension ContainedFolder {
    /// Reads a file, saying plainly why when it cannot.
    package static func readFile(_ url: URL) throws(NibError) -> Data {
        let path = url.relativePath
        func failure(_ reason: String) -> NibError {
            NibError(
                .unreadableFile,
                Diagnostic(.error, "cannot read the file: \(reason)", at: SourceLocation.start(of: path)))
        }
        do {
            return try readRegularFile(atPath: url.path)
        } catch {
            switch error {
            case .missing: throw failure("no such file")
            case .directory: throw failure("it is a directory")
            case .unreadable(let why): throw failure(why)
            default: throw failure("it \(error.phrase("folder"))")
            }
        }
    }
}
