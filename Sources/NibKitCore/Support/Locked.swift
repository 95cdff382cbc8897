import Foundation

/// A value shared between threads, reached only while holding its lock.
///
/// NibKit's shared caches and stores use this rather than the Synchronization
/// module's `Mutex`: on Linux, `Mutex` waits on a futex directly, which
/// ThreadSanitizer does not see, so every access it protects would be
/// reported as a race and `Scripts/run-tsan.sh` could vouch for nothing it
/// guards. `NSLock` is a pthread mutex, which ThreadSanitizer understands.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["view", default: 0] += 1 }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    // Sendable by construction: `value` is only reached inside `withLock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
