import Foundation
import NibKit

/// A navigation controller's title bar: UIKit's `UINavigationBar` on the
/// terminal, one row high.
///
/// It draws its `topItem`'s title, bold and centred, and, when the bar has a
/// `backItem` (the stack holds more than one controller), a back marker at
/// the left naming the item below: `‹ Start`, its `backButtonTitle` or its
/// title. Its ``NavigationController`` keeps `items` in step with its stack
/// and is its `delegate`, as in UIKit.
///
/// With a back item the bar is in the key view loop: Enter or Space pops the
/// top controller, as a tap on UIKit's back button does. A pop that fails
/// keeps its error in ``lastError`` and passes it to ``errorHandler``, as a
/// segue template keeps a triggered segue's.
///
/// ```
/// ‹ Start              Step
/// ```
public final class NavigationBar: UINavigationBar, TerminalView {
    /// The error of the last pop the back marker asked for; nil when it succeeded.
    public private(set) var lastError: NibError?
    /// Called with the error of a pop the back marker asked for.
    public var errorHandler: ((NibError) -> Void)?

    /// The back marker's text: `‹` and the back item's `backButtonTitle`, or
    /// its title, or `Back`; nil without a back item.
    public var backMarker: String? {
        guard let backItem else { return nil }
        return "‹ " + (backItem.backButtonTitle ?? backItem.title ?? "Back")
    }

    /// A bar with a back marker, shown and taking events, is in the key view loop.
    public override var canBecomeFirstResponder: Bool { backItem != nil && isUserInteractionEnabled }

    /// Goes back on Enter or Space: the delegate, a `UINavigationController`,
    /// pops its top controller.
    public func keyDown(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" "), backItem != nil else { return false }
        lastError = nil
        do throws(NibError) {
            try (delegate as? UINavigationController)?.popViewController(animated: true)
        } catch {
            lastError = error
            errorHandler?(error)
        }
        return true
    }

    /// Draws the back marker at the left, in reverse video while the bar is
    /// first responder, and the title centred.
    public func draw(in canvas: inout Canvas, at origin: CellPoint, isFocused: Bool) {
        let width = cellFrame.width
        guard width > 0 else { return }
        canvas.draw(String(repeating: " ", count: width), at: origin)
        var titleStart = 0
        if let backMarker {
            canvas.draw(backMarker, at: origin, style: isFocused ? [.bold, .reverse] : [], limit: width)
            titleStart = backMarker.count + 1
        }
        let title = topItem?.title ?? ""
        let centred = max(titleStart, (width - title.count) / 2)
        canvas.draw(
            title, at: origin.offset(by: CellPoint(x: centred, y: 0)), style: .bold, limit: max(0, width - centred))
    }
}
