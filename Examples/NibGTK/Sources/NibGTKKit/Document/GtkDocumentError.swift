/// Why a document could not be shown, clicked or captured.
///
/// Problems in the document itself are `NibError`s, located in the file;
/// these are the toolkit's own.
///
/// ```swift
/// do { try document.click("Lgn-Bt-n01") } catch let error as GtkDocumentError { print(error) }
/// ```
public struct GtkDocumentError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Equatable, Sendable {
        /// GTK could not open a display.
        case noDisplay
        /// The document has no window or top-level view to show.
        case nothingToShow
        /// No object the load created has this id.
        case unknownID(String)
        /// The object cannot be activated: it is not a control this toolkit makes.
        case notActivatable(id: String, className: String)
        /// The object is not an item of a window's menu bar that can be chosen.
        case notAMenuItem(id: String, className: String)
        /// The window did not draw its first frame in time.
        case timedOut
        /// GTK could not render or save the screenshot.
        case screenshotFailed(String)
    }

    /// What went wrong.
    public let code: Code

    /// Creates an error with `code`.
    public init(_ code: Code) { self.code = code }

    public var description: String {
        switch code {
        case .noDisplay: return "cannot open a display; run under xvfb-run -a"
        case .nothingToShow: return "the document has no window or top-level view to show"
        case .unknownID(let id): return "no object has the id '\(id)'"
        case .notActivatable(let id, let className):
            return "'\(id)' (\(className)) is not a control that can be clicked"
        case .notAMenuItem(let id, let className):
            return "'\(id)' (\(className)) is not an item of the menu bar that can be chosen"
        case .timedOut: return "the window did not draw its first frame within the time allowed"
        case .screenshotFailed(let reason): return "cannot write the screenshot: \(reason)"
        }
    }
}
