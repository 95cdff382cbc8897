import Foundation
import NibKitLoader

/// A button of a navigation bar or toolbar, as UIKit's `UIBarButtonItem`:
/// a system item or a title or image, and the action the document connects
/// it to.
///
/// ```swift
/// let item = try #require(graph.object(withID: "Lgt-Bb-001") as? UIBarButtonItem)
/// item.title                   // "Log Out"
/// item.sendPrimaryAction()     // controller.onLogOut(item)
/// ```
open class UIBarButtonItem: UIBarItem, Control {
    /// The system item it shows, or nil for its own title or image.
    public var systemItem: SystemItem?
    /// How it is drawn.
    public var style = Style.plain
    /// Its width, for a fixed space; 0 for an automatic one.
    public var width: CGFloat = 0
    /// The view it shows instead of a button, or nil.
    public var customView: View?
    /// The menu it shows, or nil.
    public var menu: UIMenu?

    /// How a bar button item is drawn, as Interface Builder spells it (`style="done"`).
    public enum Style: String, Sendable, CaseIterable {
        /// A plain title.
        case plain
        /// A bordered button (before iOS 7).
        case bordered
        /// A bold title, for the action that completes a task.
        case done
    }

    /// The system's bar button items, as Interface Builder spells them (`systemItem="add"`).
    public enum SystemItem: String, Sendable, CaseIterable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// A plus.
        case add
        /// A space that grows.
        case flexibleSpace
        /// A space of ``UIBarButtonItem/width``.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share.
        case action
        /// Move to folder.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// A page curl (before iOS 11).
        case pageCurl
        /// Close.
        case close
    }

    /// Sends the item's actions, as a tap does: the document's action
    /// connections of a bar button item name no event, so they are sent for
    /// `primaryActionTriggered`.
    public func sendPrimaryAction() {
        guard isEnabled else { return }
        sendActions(for: .primaryActionTriggered)
    }

    /// The keys of Interface Builder's `<barButtonItem>`: `systemItem`,
    /// `style`, `width`, `customView` and `menu`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("systemItem", \UIBarButtonItem.systemItem),
            KeyBinding("style", \UIBarButtonItem.style),
            KeyBinding("width", \UIBarButtonItem.width),
            KeyBinding("customView", \UIBarButtonItem.customView),
            KeyBinding("menu", \UIBarButtonItem.menu),
        ]
    }

    /// The title, then the system item when it has one.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let systemItem { fields.append(("systemItem", systemItem.rawValue)) }
        return fields
    }
}
