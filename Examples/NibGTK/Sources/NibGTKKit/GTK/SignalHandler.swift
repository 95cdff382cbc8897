import CGtk4

/// The Swift code one GTK signal connection runs.
///
/// GTK calls a signal's C callback with the connection's user data; that is
/// a retained `SignalHandler`, released when GTK drops the connection (the
/// widget is finalized). GTK emits signals on the thread that runs its main
/// loop, which is the main thread, so the callback enters the main actor
/// with `MainActor.assumeIsolated`.
@MainActor
final class SignalHandler {
    private let action: @MainActor () -> Void

    private init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Runs `action` whenever `instance` emits the signal `name`.
    ///
    /// - Parameter hasParameter: Whether the signal passes one argument
    ///   between the instance and the user data, as `notify::…` passes its
    ///   `GParamSpec`.
    static func connect(
        _ instance: gpointer, _ name: String, hasParameter: Bool = false, _ action: @escaping @MainActor () -> Void
    ) {
        let data = Unmanaged.passRetained(SignalHandler(action)).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<SignalHandler>.fromOpaque(data).release()
        }
        let callback: GCallback
        if hasParameter {
            let withParameter: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
                SignalHandler.run(data)
            }
            callback = unsafeBitCast(withParameter, to: GCallback.self)
        } else {
            let plain: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in SignalHandler.run(data) }
            callback = unsafeBitCast(plain, to: GCallback.self)
        }
        g_signal_connect_data(instance, name, callback, data, release, GConnectFlags(rawValue: 0))
    }

    private nonisolated static func run(_ data: gpointer?) {
        guard let data else { return }
        let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { handler.action() }
    }
}
