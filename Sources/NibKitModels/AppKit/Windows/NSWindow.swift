import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSWindow` without a screen: the window Interface Builder
/// describes, with its title, content rectangle, style and content view.
///
/// A window is a ``Responder``, not a view, as AppKit's is; it
/// holds its ``contentView``, whose next responder it is. Its own next
/// responder is the application it was ordered front in
/// (``NSApplication/orderFront(_:)``).
///
/// ```swift
/// let window = try #require(graph.object(withID: "QvC-M9-y7g") as? NSWindow)
/// window.title                       // "Population Clock"
/// window.styleMask.contains(.closable)  // true
/// window.contentView?.subviews.count
/// ```
///
/// `performClose:`, `performMiniaturize:`, `performZoom:`,
/// `makeKeyAndOrderFront:`, `orderFront:`, `orderOut:` and `miniaturize:`
/// are actions a document can connect to a window; each changes
/// ``isVisible`` or ``isMiniaturized``.
open class NSWindow: Responder {
    /// What a window's frame shows: AppKit's `NSWindow.StyleMask`, written as
    /// `<windowStyleMask titled="YES" closable="YES" .../>`.
    public struct StyleMask: OptionSet, Hashable, Sendable {
        /// AppKit's bits.
        public let rawValue: Int
        /// The mask with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// A close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// A minimize button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// A resizable frame.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// A panel's utility frame.
        public static let utilityWindow = StyleMask(rawValue: 1 << 4)
        /// A document-modal panel.
        public static let docModalWindow = StyleMask(rawValue: 1 << 6)
        /// A panel that does not activate the application.
        public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
        /// A textured background.
        public static let texturedBackground = StyleMask(rawValue: 1 << 8)
        /// A unified title and toolbar.
        public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        /// A heads-up display panel.
        public static let hudWindow = StyleMask(rawValue: 1 << 13)
        /// A full-screen window.
        public static let fullScreen = StyleMask(rawValue: 1 << 14)
        /// Content under the title bar.
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }

    /// Which edges keep their distance to the screen's when the window is
    /// first placed: Interface Builder's `<windowPositionMask>` struts.
    public struct PositionMask: OptionSet, Hashable, Sendable {
        /// The bits, one per strut.
        public let rawValue: Int
        /// The mask with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The left edge.
        public static let leftStrut = PositionMask(rawValue: 1 << 0)
        /// The right edge.
        public static let rightStrut = PositionMask(rawValue: 1 << 1)
        /// The top edge.
        public static let topStrut = PositionMask(rawValue: 1 << 2)
        /// The bottom edge.
        public static let bottomStrut = PositionMask(rawValue: 1 << 3)
        /// The width follows the screen.
        public static let widthSizable = PositionMask(rawValue: 1 << 4)
        /// The height follows the screen.
        public static let heightSizable = PositionMask(rawValue: 1 << 5)
    }

    /// How a window takes part in Spaces and full screen: AppKit's
    /// `NSWindow.CollectionBehavior`.
    public struct CollectionBehavior: OptionSet, Hashable, Sendable {
        /// AppKit's bits.
        public let rawValue: Int
        /// The behavior with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// On every space.
        public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
        /// Moves to the active space.
        public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        /// Managed by Exposé.
        public static let managed = CollectionBehavior(rawValue: 1 << 2)
        /// Floats in Exposé.
        public static let transient = CollectionBehavior(rawValue: 1 << 3)
        /// Stays put in Exposé.
        public static let stationary = CollectionBehavior(rawValue: 1 << 4)
        /// Takes part in window cycling.
        public static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5)
        /// Left out of window cycling.
        public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        /// Can be the full-screen window.
        public static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        /// Can be shown beside a full-screen window.
        public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
        /// Cannot go full screen.
        public static let fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
    }

    /// How the window animates when it appears: AppKit's `NSWindow.AnimationBehavior`.
    public enum AnimationBehavior: String, Sendable, CaseIterable {
        /// The system's choice for the window.
        case `default`
        /// No animation.
        case none
        /// As a document window.
        case documentWindow
        /// As a utility window.
        case utilityWindow
        /// As an alert panel.
        case alertPanel
    }

    /// Whether the title is shown: AppKit's `NSWindow.TitleVisibility`.
    public enum TitleVisibility: String, Sendable, CaseIterable {
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// The window's title.
    public var title = ""
    /// Where the content sits on the screen Interface Builder designed it on.
    public var contentRect = CGRect.zero
    /// The screen Interface Builder designed the window on.
    public var screenRect = CGRect.zero
    /// What the frame shows.
    public var styleMask: StyleMask = [.titled]
    /// How the window is first placed on the screen.
    public var initialPositionMask: PositionMask = []
    /// How the window behaves in Spaces and full screen.
    public var collectionBehavior: CollectionBehavior = []
    /// How the window animates.
    public var animationBehavior = AnimationBehavior.default
    /// Whether the title is shown.
    public var titleVisibility = TitleVisibility.visible
    /// Whether the title bar is transparent.
    public var titlebarAppearsTransparent = false
    /// The view that fills the window.
    public var contentView: NSView? {
        didSet {
            if oldValue?.hostingWindow === self { oldValue?.hostingWindow = nil }
            contentView?.hostingWindow = self
        }
    }
    /// The smallest size of the content.
    public var minSize: CGSize?
    /// The largest size of the content.
    public var maxSize: CGSize?
    /// The smallest size of the content in full screen.
    public var minFullScreenContentSize: CGSize?
    /// The name under which the frame is saved.
    public var frameAutosaveName = ""
    /// Whether the window is released when closed.
    public var isReleasedWhenClosed = true
    /// Whether the window's backing store is made only when it is shown.
    public var isOneShot = false
    /// Whether the window is restored when the application relaunches.
    public var isRestorable = true
    /// Whether the window hides when the application is inactive.
    public var hidesOnDeactivate = false
    /// Whether tool tips show while the application is inactive.
    public var allowsToolTipsWhenApplicationIsInactive = true
    /// Whether the key view loop is computed.
    public var autorecalculatesKeyViewLoop = false
    /// Whether the toolbar button is shown.
    public var showsToolbarButton = true
    /// The window's toolbar.
    public var toolbar: NSToolbar?
    /// The thickness of the content border at each edge, as Interface Builder writes it.
    public var contentBorderThickness: [Any] = []
    /// Where the window sits on Interface Builder's canvas.
    public var canvasLocation: CGPoint?
    /// The object that is told about the window.
    public weak var delegate: NibObject?
    /// The view that is first responder when the window opens.
    public weak var initialFirstResponder: NSView?
    /// Whether the window is on screen.
    public var isVisible = false
    /// Whether the window is minimized.
    public var isMiniaturized = false
    /// The application that ordered the window front.
    weak var application: NSApplication?

    /// The application that ordered the window front, unless a next
    /// responder was set.
    open override var next: Responder? {
        get { super.next ?? application }
        set { super.next = newValue }
    }

    /// True: a window is its own first responder when none of its views is.
    open override var canBecomeFirstResponder: Bool { true }

    /// Closes the window, as its close button does.
    open func performClose(_ sender: Any?) {
        isVisible = false
        application?.windowDidClose(self)
    }

    /// Minimizes the window, as its minimize button does.
    open func performMiniaturize(_ sender: Any?) { isMiniaturized = true }

    /// Minimizes the window.
    open func miniaturize(_ sender: Any?) { isMiniaturized = true }

    /// Zooms the window; NibKit has no screen, so nothing changes.
    open func performZoom(_ sender: Any?) {}

    /// Shows the window in front of the others and makes it key.
    open func makeKeyAndOrderFront(_ sender: Any?) {
        isVisible = true
        isMiniaturized = false
    }

    /// Shows the window in front of the others.
    open func orderFront(_ sender: Any?) { isVisible = true }

    /// Hides the window.
    open func orderOut(_ sender: Any?) { isVisible = false }

    /// The keys Interface Builder writes for a window: `title`,
    /// `contentRect`, `screenRect`, `styleMask`, `initialPositionMask` and
    /// `collectionBehavior` (elements of flags), `animationBehavior`,
    /// `titleVisibility`, `titlebarAppearsTransparent`, `contentView`,
    /// `minSize`, `maxSize`, `minFullScreenContentSize`, `frameAutosaveName`,
    /// `releasedWhenClosed`, `oneShot`, `restorable`, `hidesOnDeactivate`,
    /// `allowsToolTipsWhenApplicationIsInactive`,
    /// `autorecalculatesKeyViewLoop`, `showsToolbarButton`, `toolbar`,
    /// `contentBorderThickness`, `canvasLocation`, and the outlets
    /// `delegate` and `initialFirstResponder`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \NSWindow.title),
            KeyBinding("contentRect", \NSWindow.contentRect),
            KeyBinding("screenRect", \NSWindow.screenRect),
            KeyBinding("styleMask", \NSWindow.styleMask.flags) { $0.styleMask = StyleMask(flags: $1) },
            KeyBinding("initialPositionMask", \NSWindow.initialPositionMask.flags) {
                $0.initialPositionMask = PositionMask(flags: $1)
            },
            KeyBinding("collectionBehavior", \NSWindow.collectionBehavior.flags) {
                $0.collectionBehavior = CollectionBehavior(flags: $1)
            },
            KeyBinding("animationBehavior", \NSWindow.animationBehavior),
            KeyBinding("titleVisibility", \NSWindow.titleVisibility),
            KeyBinding("titlebarAppearsTransparent", \NSWindow.titlebarAppearsTransparent),
            KeyBinding("contentView", \NSWindow.contentView),
            KeyBinding("minSize", \NSWindow.sizeValues.min) { $0.minSize = ArchivedEntries($1)?.size },
            KeyBinding("maxSize", \NSWindow.sizeValues.max) { $0.maxSize = ArchivedEntries($1)?.size },
            KeyBinding("minFullScreenContentSize", \NSWindow.sizeValues.minFullScreen) {
                $0.minFullScreenContentSize = ArchivedEntries($1)?.size
            },
            KeyBinding("frameAutosaveName", \NSWindow.frameAutosaveName),
            KeyBinding("releasedWhenClosed", \NSWindow.isReleasedWhenClosed),
            KeyBinding("oneShot", \NSWindow.isOneShot),
            KeyBinding("restorable", \NSWindow.isRestorable),
            KeyBinding("hidesOnDeactivate", \NSWindow.hidesOnDeactivate),
            KeyBinding(
                "allowsToolTipsWhenApplicationIsInactive", \NSWindow.allowsToolTipsWhenApplicationIsInactive),
            KeyBinding("autorecalculatesKeyViewLoop", \NSWindow.autorecalculatesKeyViewLoop),
            KeyBinding("showsToolbarButton", \NSWindow.showsToolbarButton),
            KeyBinding("toolbar", \NSWindow.toolbar),
            KeyBinding("contentBorderThickness", \NSWindow.contentBorderThickness),
            KeyBinding("canvasLocation", \NSWindow.canvasLocation),
            KeyBinding("delegate", \NSWindow.delegate),
            KeyBinding("initialFirstResponder", \NSWindow.initialFirstResponder),
        ]
    }

    /// `performClose:`, `performMiniaturize:`, `miniaturize:`,
    /// `performZoom:`, `makeKeyAndOrderFront:`, `orderFront:` and `orderOut:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("performClose:", NSWindow.performClose),
            ActionBinding("performMiniaturize:", NSWindow.performMiniaturize),
            ActionBinding("miniaturize:", NSWindow.miniaturize),
            ActionBinding("performZoom:", NSWindow.performZoom),
            ActionBinding("makeKeyAndOrderFront:", NSWindow.makeKeyAndOrderFront),
            ActionBinding("orderFront:", NSWindow.orderFront),
            ActionBinding("orderOut:", NSWindow.orderOut),
        ]
    }

    /// The title.
    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("title", ObjectDescription.text(title))]
    }

    /// The window's sizes as Interface Builder writes them
    /// (`<value key="minSize" type="size" width=... height=...>`).
    var sizeValues: SizeValues { SizeValues(window: self) }

    /// The window's sizes as dictionaries, for the key bindings' reading side.
    struct SizeValues {
        let window: NSWindow
        var min: [String: Any] { ArchivedEntries.dictionary(of: window.minSize) }
        var max: [String: Any] { ArchivedEntries.dictionary(of: window.maxSize) }
        var minFullScreen: [String: Any] { ArchivedEntries.dictionary(of: window.minFullScreenContentSize) }
    }
}

extension NSWindow.StyleMask: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSWindow.StyleMask)] = [
        ("titled", .titled), ("closable", .closable), ("miniaturizable", .miniaturizable),
        ("resizable", .resizable), ("utility", .utilityWindow), ("documentModal", .docModalWindow),
        ("nonactivatingPanel", .nonactivatingPanel), ("texturedBackground", .texturedBackground),
        ("unifiedTitleAndToolbar", .unifiedTitleAndToolbar), ("HUD", .hudWindow), ("fullScreen", .fullScreen),
        ("fullSizeContentView", .fullSizeContentView),
    ]
}

extension NSWindow.PositionMask: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSWindow.PositionMask)] = [
        ("leftStrut", .leftStrut), ("rightStrut", .rightStrut), ("topStrut", .topStrut),
        ("bottomStrut", .bottomStrut), ("widthSizable", .widthSizable), ("heightSizable", .heightSizable),
    ]
}

extension NSWindow.CollectionBehavior: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSWindow.CollectionBehavior)] = [
        ("canJoinAllSpaces", .canJoinAllSpaces), ("moveToActiveSpace", .moveToActiveSpace),
        ("managed", .managed), ("transient", .transient), ("stationary", .stationary),
        ("participatesInCycle", .participatesInCycle), ("ignoresCycle", .ignoresCycle),
        ("fullScreenPrimary", .fullScreenPrimary), ("fullScreenAuxiliary", .fullScreenAuxiliary),
        ("fullScreenNone", .fullScreenNone),
    ]
}

/// AppKit's `NSPanel`: a window for auxiliary content.
open class NSPanel: NSWindow {
    /// Whether the panel floats above other windows.
    public var isFloatingPanel = false
    /// Whether the panel becomes key only when needed.
    public var becomesKeyOnlyIfNeeded = false
    /// Whether the panel works while a modal window runs.
    public var worksWhenModal = false

    /// A window's keys and `floatingPanel`, `becomesKeyOnlyIfNeeded` and `worksWhenModal`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("floatingPanel", \NSPanel.isFloatingPanel),
            KeyBinding("becomesKeyOnlyIfNeeded", \NSPanel.becomesKeyOnlyIfNeeded),
            KeyBinding("worksWhenModal", \NSPanel.worksWhenModal),
        ]
    }
}
