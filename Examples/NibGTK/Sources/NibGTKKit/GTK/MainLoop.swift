import CGtk4
import Foundation

/// Runs GTK's main loop on the calling (main) thread until a condition holds.
///
/// Every wait has a deadline: a repeating 20 ms timer keeps
/// `g_main_context_iteration` from blocking past it when nothing else happens.
///
/// ```swift
/// let ready = MainLoop.run(timeout: .seconds(5)) { host.hasDrawnFirstFrame }
/// ```
@MainActor
public enum MainLoop {
    /// Iterates the default main context until `condition` returns true or
    /// `timeout` passes; returns whether the condition held.
    @discardableResult
    public static func run(timeout: Duration, until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        let wake: GSourceFunc = { _ in 1 }
        let timer = g_timeout_add(20, wake, nil)
        defer { g_source_remove(timer) }
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Handles what is pending without waiting for more.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
