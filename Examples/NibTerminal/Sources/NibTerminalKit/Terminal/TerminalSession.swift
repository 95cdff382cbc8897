import Glibc

/// The terminal in raw mode on the alternate screen, for as long as the
/// session is open.
///
/// Opening saves the terminal's settings, installs handlers that put them
/// back when a signal ends the program (Ctrl-C, `kill`, a closed terminal),
/// switches off line editing and echo, and enters the alternate screen.
/// ``close()`` undoes all of it; call it on every way out, normally with
/// `defer`:
///
/// ```swift
/// let session = try TerminalSession()
/// defer { session.close() }
/// try session.write(canvas.ansiFrame(cursor: nil))
/// let keys = try session.readKeys()
/// ```
///
/// Ctrl-C still raises SIGINT in raw mode (`ISIG` stays on), so it ends the
/// program the way the shell expects, after the handler has restored the
/// terminal. Ctrl-Z is switched off: a suspended program would leave the
/// shell in raw mode. A program has one terminal, so open one session at a
/// time.
public final class TerminalSession {
    private var isOpen = false
    private var decoder = KeyDecoder()
    private var previousSignalMask = sigset_t()

    /// The signals after which the terminal is restored before the program ends.
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Puts the terminal in raw mode on the alternate screen.
    ///
    /// Throws ``TerminalError/notATerminal`` when standard input or output is
    /// not a terminal.
    public init() throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        guard tcgetattr(STDIN_FILENO, savedTerminalSettings) == 0 else {
            throw .systemCall("tcgetattr", errno)
        }
        for signal in Self.handledSignals {
            _ = Glibc.signal(signal, restoreTerminalAndReraise)
        }
        // A program inherits its parent's signal mask; one started from a
        // thread that blocks signals (Foundation's Process, from a dispatch
        // queue) would never see Ctrl-C.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in Self.handledSignals {
            sigaddset(&handled, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, &previousSignalMask)
        var raw = savedTerminalSettings.pointee
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
            characters[Int(VSUSP)] = 0  // _POSIX_VDISABLE: Ctrl-Z is an ordinary key
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            uninstallHandlers()
            throw .systemCall("tcsetattr", code)
        }
        isOpen = true
        do {
            try write(ANSI.enterAlternateScreen + ANSI.clearScreen)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Leaves the alternate screen and restores the settings the terminal
    /// had when the session opened. Closing twice does nothing.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        // Closing runs on the way out, often because of another error; a
        // terminal that cannot be written to cannot be told anything either,
        // and its settings are restored regardless.
        try? write(ANSI.style([]) + ANSI.showCursor + ANSI.leaveAlternateScreen)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTerminalSettings)
        uninstallHandlers()
    }

    private func uninstallHandlers() {
        for signal in Self.handledSignals {
            _ = Glibc.signal(signal, SIG_DFL)
        }
        pthread_sigmask(SIG_SETMASK, &previousSignalMask, nil)
    }

    /// The terminal's size in cells, or 80 by 24 when it cannot say.
    public var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes `text` to the terminal, all of it.
    public func write(_ text: String) throws(TerminalError) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .systemCall("write", errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Waits for at least one key and returns the keys read; an empty array
    /// means the input has ended.
    ///
    /// An escape byte with nothing after it within 30 milliseconds is the Esc
    /// key; otherwise it starts a sequence such as an arrow key's.
    public func readKeys() throws(TerminalError) -> [Key] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .systemCall("read", errno)
            }
            if count == 0 { return decoder.flush() }
            var keys = decoder.decode(Array(buffer[..<count]))
            if decoder.isWaiting && !inputArrives(withinMilliseconds: 30) {
                keys += decoder.flush()
            }
            if !keys.isEmpty { return keys }
        }
    }

    private func inputArrives(withinMilliseconds timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) > 0
    }
}

// MARK: Restoring the terminal from a signal handler

/// The terminal settings to put back, where a signal handler can reach them.
///
/// A signal handler is a C function: it captures nothing and can reach only
/// global state. The storage is allocated once and never freed, written by
/// `TerminalSession.init` before the handlers are installed, and afterwards
/// only read, by `close()` or by the handler. `nonisolated(unsafe)` because a
/// pointer is not `Sendable`; going through a pointer also keeps Swift's
/// exclusivity checks, which are not async-signal-safe, out of the handler.
nonisolated(unsafe) private let savedTerminalSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)

/// Restores the terminal, then lets the signal do what it would have done.
///
/// Only async-signal-safe calls (`write`, `tcsetattr`, `signal`, `raise`) and
/// a `StaticString`, which needs no allocation.
private func restoreTerminalAndReraise(_ signal: Int32) {
    let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTerminalSettings)
    _ = Glibc.signal(signal, SIG_DFL)
    // Blocked while this handler runs; delivered, with the default action,
    // as soon as it returns.
    _ = raise(signal)
}
