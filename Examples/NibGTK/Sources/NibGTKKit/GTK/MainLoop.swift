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

    /// Runs `body` once, when the main loop is next idle: after the signal
    /// being handled, so `body` may take the widget that emitted it out of
    /// its window.
    ///
    /// ```swift
    /// MainLoop.whenIdle { window.refresh() }
    /// ```
    public static func whenIdle(_ body: @escaping @MainActor () -> Void) {
        let data = Unmanaged.passRetained(IdleCall(body)).toOpaque()
        let run: GSourceFunc = { data in
            guard let data else { return 0 }
            let call = Unmanaged<IdleCall>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { call.body() }
            // G_SOURCE_REMOVE: the call runs once.
            return 0
        }
        g_idle_add(run, data)
    }

    /// Handles what is pending without waiting for more.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}

/// The code one ``MainLoop/whenIdle(_:)`` runs, held by its idle source.
@MainActor
private final class IdleCall {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
