import Foundation
import NibKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// Helpers of the hostile-input suite: reading bytes and checking that the
// answer is a located error, never a crash.

enum Hostile {
    /// Reads `data` as an archive, and instantiates it when it builds; the
    /// error of whichever step failed, or nil when both succeeded.
    static func failure(
        _ data: Data, path: String = "Hostile.nibxml", registry: ClassRegistry = .dynamic, mode: ReadingMode? = nil
    ) -> NibError? {
        NibKitTests.failure {
            let template = try NibTemplate(data: data, path: path, registry: registry, mode: mode)
            _ = try template.instantiate(
                owner: DynamicObject(className: "Owner"), externalObjects: standIns(for: template))
        }
    }

    static func failure(
        _ text: String, path: String = "Hostile.nibxml", registry: ClassRegistry = .dynamic, mode: ReadingMode? = nil
    ) -> NibError? {
        failure(Data(text.utf8), path: path, registry: registry, mode: mode)
    }

    /// A dynamic object for each external placeholder of `template`.
    static func standIns(for template: NibTemplate) -> [String: NibObject] {
        var objects: [String: NibObject] = [:]
        for object in template.objects {
            if case .external(let identifier) = object.role {
                objects[identifier] = DynamicObject(className: object.className ?? "NSObject")
            }
        }
        return objects
    }

    /// Expects `error` to have `code` and, first among its errors, one at
    /// `location` (`path:line:col`) whose message contains `message` (any
    /// message when it is empty) on one line.
    static func expect(
        _ error: NibError?, _ code: NibError.Code, at location: String, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error else {
            Issue.record("loaded; expected \(code) at \(location): \(message)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        guard let first = error.diagnostics.first(where: { $0.severity == .error }) else {
            Issue.record("\(code) without an error diagnostic: \(error.diagnostics)", sourceLocation: sourceLocation)
            return
        }
        #expect(first.location.description == location, "\(first)", sourceLocation: sourceLocation)
        if !message.isEmpty {
            #expect(first.message.contains(message), "\(first)", sourceLocation: sourceLocation)
        }
        #expect(
            !first.message.contains("\n"), "one diagnostic, one line: \(first.message.debugDescription)",
            sourceLocation: sourceLocation)
    }

    /// Expects `error` to hold exactly these diagnostics, in `path:line:col: severity: message` form.
    static func expect(
        _ error: NibError?, _ code: NibError.Code, _ diagnostics: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error else {
            Issue.record("loaded; expected \(code): \(diagnostics)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(error.diagnostics.map(\.description) == diagnostics, sourceLocation: sourceLocation)
    }

    /// A reproducible stream of bytes that are not an archive.
    static func garbage(count: Int, seed: UInt64) -> Data {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            // SplitMix64: the same bytes on every machine.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            bytes[index] = UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
        return Data(bytes)
    }

    /// The example archives of the repository, as paths relative to ExampleNibs.
    static let exampleArchives = [
        "Broken.nibxml", "CustomObjects.nibxml", "LoginForm.nibxml", "MainWindow.nibxml", "LoginForm.xib",
        "MainMenu.xib", "Example.app/MainWindow.nibxml", "Example.app/MainWindow~ipad.nibxml",
        "Example.app/Base.lproj/Greeting.xib",
    ]
}

/// A TCP port on the loopback interface that tells whether anything
/// connected to it: a parser that fetched a DTD or an entity from
/// `http://127.0.0.1:PORT/` would leave a connection waiting in its backlog.
final class LoopbackListener {
    private let descriptor: Int32
    /// The port the listener is bound to.
    let port: UInt16

    init() throws {
        struct SocketFailure: Error { var step: String }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SocketFailure(step: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw SocketFailure(step: "bind/listen")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection is waiting; never blocks.
    var wasContacted: Bool {
        let connection = accept(descriptor, nil, nil)
        guard connection >= 0 else { return false }
        close(connection)
        return true
    }

    deinit { close(descriptor) }
}
