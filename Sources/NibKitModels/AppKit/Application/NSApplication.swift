import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSApplication` without a run loop: NibKit's
/// ``Application`` with the menus and windows a macOS document
/// connects to it, and the standard actions its main menu sends.
///
/// Pass one as the owner and the `application:` of a main nib's load, as
/// AppKit loads `MainMenu.xib`; ``setSystemMenus(from:)`` then makes the
/// menu marked as the main menu its ``mainMenu``, and every item whose
/// action targets First Responder reaches it along the chain:
///
/// ```swift
/// let application = NSApplication()
/// let graph = try template.instantiate(owner: application, application: application)
/// application.setSystemMenus(from: graph)
/// application.mainMenu?.item(at: 0)?.submenu?.item(withTitle: "Quit Population Clock")?.sendAction()
/// application.isTerminated  // true
/// ```
///
/// The actions change state a test can read: `terminate:` sets
/// ``isTerminated``, `hide:` ``isHidden``, `unhideAllApplications:` clears it,
/// `orderFrontStandardAboutPanel:` counts ``aboutPanelOrderedFront``, and
/// `arrangeInFront:`, `miniaturizeAll:` act on ``windows``.
open class NSApplication: Application {
    /// The menu bar.
    public var mainMenu: NSMenu? {
        didSet {
            if oldValue?.mainMenuApplication === self { oldValue?.mainMenuApplication = nil }
            mainMenu?.mainMenuApplication = self
        }
    }
    /// The Window menu, which lists the windows.
    public var windowsMenu: NSMenu?
    /// The Services menu.
    public var servicesMenu: NSMenu?
    /// The Help menu.
    public var helpMenu: NSMenu?
    /// The menu of the application's Dock icon.
    public var dockMenu: NSMenu?
    /// The windows ordered front, in the order they were.
    public private(set) var windows: [NSWindow] = []
    /// Whether `terminate:` was sent.
    public private(set) var isTerminated = false
    /// Whether the application is hidden.
    public private(set) var isHidden = false
    /// Whether other applications are hidden.
    public private(set) var hidesOtherApplications = false
    /// How many times the standard About panel was ordered front.
    public private(set) var aboutPanelOrderedFront = 0

    /// Takes the menus of a loaded nib that Interface Builder marks as the
    /// application's own (`systemMenu`) as AppKit does when it loads the main
    /// nib: the main menu as ``mainMenu``, the Window, Services and Help
    /// menus as ``windowsMenu``, ``servicesMenu`` and ``helpMenu``. A menu the
    /// nib does not mark leaves the property as it is.
    public func setSystemMenus(from graph: NibInstantiation) {
        for case let menu as NSMenu in graph.allObjects {
            switch menu.systemMenu {
            case .main: mainMenu = menu
            case .window: windowsMenu = menu
            case .services: servicesMenu = menu
            case .help: helpMenu = menu
            case .apple, .font, .recentDocuments, nil: break
            }
        }
    }

    /// Orders `window` front and keeps it in ``windows``, making the
    /// application the end of its responder chain.
    public func orderFront(_ window: NSWindow) {
        window.application = self
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        window.orderFront(nil)
    }

    /// Takes a closed window out of ``windows``.
    func windowDidClose(_ window: NSWindow) {
        windows.removeAll { $0 === window }
    }

    /// Ends the application (`terminate:`).
    open func terminate(_ sender: Any?) { isTerminated = true }
    /// Hides the application (`hide:`).
    open func hide(_ sender: Any?) { isHidden = true }
    /// Shows the application again (`unhide:`).
    open func unhide(_ sender: Any?) { isHidden = false }
    /// Hides the other applications (`hideOtherApplications:`).
    open func hideOtherApplications(_ sender: Any?) { hidesOtherApplications = true }
    /// Shows every application (`unhideAllApplications:`).
    open func unhideAllApplications(_ sender: Any?) {
        isHidden = false
        hidesOtherApplications = false
    }
    /// Shows the standard About panel (`orderFrontStandardAboutPanel:`).
    open func orderFrontStandardAboutPanel(_ sender: Any?) { aboutPanelOrderedFront += 1 }
    /// Brings every window front (`arrangeInFront:`).
    open func arrangeInFront(_ sender: Any?) {
        for window in windows { window.orderFront(sender) }
    }
    /// Minimizes every window (`miniaturizeAll:`).
    open func miniaturizeAll(_ sender: Any?) {
        for window in windows { window.miniaturize(sender) }
    }

    /// The application's keys and the menus a document connects:
    /// `mainMenu`, `windowsMenu`, `servicesMenu`, `helpMenu` and `dockMenu`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("mainMenu", \NSApplication.mainMenu),
            KeyBinding("windowsMenu", \NSApplication.windowsMenu),
            KeyBinding("servicesMenu", \NSApplication.servicesMenu),
            KeyBinding("helpMenu", \NSApplication.helpMenu),
            KeyBinding("dockMenu", \NSApplication.dockMenu),
        ]
    }

    /// `terminate:`, `hide:`, `unhide:`, `hideOtherApplications:`,
    /// `unhideAllApplications:`, `orderFrontStandardAboutPanel:`,
    /// `arrangeInFront:` and `miniaturizeAll:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("terminate:", NSApplication.terminate),
            ActionBinding("hide:", NSApplication.hide),
            ActionBinding("unhide:", NSApplication.unhide),
            ActionBinding("hideOtherApplications:", NSApplication.hideOtherApplications),
            ActionBinding("unhideAllApplications:", NSApplication.unhideAllApplications),
            ActionBinding("orderFrontStandardAboutPanel:", NSApplication.orderFrontStandardAboutPanel),
            ActionBinding("arrangeInFront:", NSApplication.arrangeInFront),
            ActionBinding("miniaturizeAll:", NSApplication.miniaturizeAll),
        ]
    }
}

/// AppKit's `NSFontManager`, which Interface Builder's Font menu connects
/// to: NibKit keeps no fonts, so its actions only count what was asked.
open class NSFontManager: Responder {
    /// How many times the font panel was ordered front.
    public private(set) var fontPanelOrderedFront = 0
    /// The tags of the senders of `addFontTrait:` and `modifyFont:`, in order.
    public private(set) var requestedChanges: [(action: Selector, tag: Int)] = []

    /// Shows the font panel (`orderFrontFontPanel:`).
    open func orderFrontFontPanel(_ sender: Any?) { fontPanelOrderedFront += 1 }
    /// Adds the trait the sender's tag names (`addFontTrait:`).
    open func addFontTrait(_ sender: Any?) { requestedChanges.append(("addFontTrait:", Self.tag(of: sender))) }
    /// Changes the font as the sender's tag says (`modifyFont:`).
    open func modifyFont(_ sender: Any?) { requestedChanges.append(("modifyFont:", Self.tag(of: sender))) }

    private static func tag(of sender: Any?) -> Int {
        (sender as? NSMenuItem)?.tag ?? (sender as? NSView)?.tag ?? 0
    }

    /// `orderFrontFontPanel:`, `addFontTrait:` and `modifyFont:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("orderFrontFontPanel:", NSFontManager.orderFrontFontPanel),
            ActionBinding("addFontTrait:", NSFontManager.addFontTrait),
            ActionBinding("modifyFont:", NSFontManager.modifyFont),
        ]
    }
}

/// AppKit's `NSDocumentController`, which a document-based application's
/// main menu may hold. NibKit has no documents: its ``currentDocument`` is
/// what the application sets.
open class NSDocumentController: Responder {
    /// The document of the key window.
    public var currentDocument: NibObject?

    /// The controller itself, the first key of a binding such as
    /// `self.currentDocument.previewVisible`.
    private var selfValue: NSDocumentController { self }

    /// `currentDocument`, and `self`, read-only, for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("currentDocument", \NSDocumentController.currentDocument),
            // Read-only: the controller itself.
            KeyBinding("self", \NSDocumentController.selfValue) { _, _ in },
        ]
    }
}
