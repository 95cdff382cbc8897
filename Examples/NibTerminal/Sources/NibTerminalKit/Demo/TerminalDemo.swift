import Foundation
import NibKit

/// The demo application: a ``TerminalApplication`` with an ``AppDelegate``,
/// a ``Screen``, and the screen loaded from an archive (a nib, or a
/// storyboard whose initial scene it shows), run either from a
/// script of keys or interactively in the terminal.
///
/// ```swift
/// let demo = try TerminalDemo(archive: URL(fileURLWithPath: "ExampleNibs/Terminal.nibxml"))
/// demo.replay(try Key.script("text:Ada,tab,down,tab,enter"))
/// print(demo.screen.render().plainText)
/// ```
public final class TerminalDemo {
    /// The application, at the end of the responder chain.
    public let application = TerminalApplication()
    /// Its delegate, which loads the screen.
    public let appDelegate = AppDelegate()
    /// What the windows are shown on.
    public let screen: Screen

    /// Launches the application: the delegate loads `archive`.
    public init(archive: URL) throws(NibError) {
        screen = Screen(application: application)
        application.delegate = appDelegate
        try appDelegate.applicationDidFinishLaunching(application, screen: screen, archive: archive)
    }

    /// Handles `keys` in order, stopping if one ends the application.
    public func replay(_ keys: [Key]) {
        for key in keys {
            guard application.isRunning else { return }
            screen.handle(key)
        }
    }

    /// Runs in the terminal until the application terminates or the input
    /// ends, redrawing after every key. The terminal is restored however
    /// this returns or throws; a signal restores it through the session's
    /// handler.
    public func runInteractively() throws(TerminalError) {
        let session = try TerminalSession()
        defer { session.close() }
        while application.isRunning {
            let size = session.size
            try session.write(
                screen.render(width: size.columns, height: size.rows).ansiFrame(cursor: screen.cursorPosition))
            let keys = try session.readKeys()
            if keys.isEmpty { return }
            replay(keys)
        }
    }
}
