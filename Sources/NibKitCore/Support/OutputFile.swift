import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way NibKit writes a file it was told to write (`nibtool compile
/// -o`, `strings export -o`, genstrings' tables): a new file, replacing
/// whatever had the name, atomically.
///
/// The bytes go to a temporary file created beside the output (`O_EXCL`,
/// `O_NOFOLLOW`, with mode 0666, so the process's umask decides its
/// permissions as for any new file), are flushed to disk, and the file is
/// renamed over the output. So a reader sees the old file or the new one,
/// never part of either; the new file never takes the mode of what it
/// replaces; and when the output is a symbolic link, the link itself is
/// replaced by the new file and whatever it pointed at, inside the folder or
/// outside it, is not written.
///
/// ```swift
/// try OutputFile.write(data, to: URL(fileURLWithPath: "Login.nibc"))
/// ```
package enum OutputFile {
    /// Writes `data` to `url` as a new file, atomically.
    ///
    /// - Throws: ``NibError`` with code `unwritableFile`, at 1:1 of the
    ///   output's path, saying why; nothing is left behind.
    package static func write(_ data: Data, to url: URL) throws(NibError) {
        let location = SourceLocation.start(of: url.relativePath)
        func failure(_ reason: String) -> NibError {
            NibError(.unwritableFile, Diagnostic(.error, "cannot write the file: \(reason)", at: location))
        }
        func systemError() -> String { String(cString: strerror(errno)) }
        let directory = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        let unique = UUID().uuidString
        // Named after the output where the name fits in a file name's 255 bytes.
        let temporaryName =
            name.utf8.count + unique.utf8.count + 6 <= 255 ? ".\(name).\(unique).tmp" : ".\(unique).tmp"
        let temporary = directory.appendingPathComponent(temporaryName)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw failure("cannot create a temporary file in \(directory.relativePath): \(systemError())")
        }
        var problem: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = systemError()
                    return
                }
                offset += written
            }
        }
        if problem == nil, fsync(descriptor) != 0 { problem = systemError() }
        if close(descriptor) != 0, problem == nil { problem = systemError() }
        if problem == nil, rename(temporary.path, url.path) != 0 { problem = systemError() }
        if let problem {
            unlink(temporary.path)
            throw failure(problem)
        }
    }
}

/// write(2), out of reach of the static method's name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
