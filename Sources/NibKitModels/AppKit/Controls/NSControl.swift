import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSControl` without drawing: a view with a cell, which holds its
/// content, and one target and action, which NibKit's ``Control``
/// sends.
///
/// Interface Builder connects a control's action without an event; NibKit
/// registers it for `.primaryActionTriggered`, which ``sendAction()`` and
/// ``performClick(_:)`` send, through the application's responder chain when
/// the target is First Responder:
///
/// ```swift
/// let button = try #require(graph.object(withID: "ok") as? NSButton)
/// button.action          // "save:"
/// button.performClick(nil)  // the owner's save(_:) runs
/// ```
///
/// The title, value, alignment, font and enabled state are the cell's, as
/// in AppKit.
open class NSControl: NSView, Control {
    /// The class of the cell a control made in code gets.
    open class var cellClass: NSCell.Type { NSActionCell.self }

    /// The cell that holds the control's content and state.
    public var cell: NSCell? {
        didSet {
            oldValue?.controlView = nil
            cell?.controlView = self
        }
    }

    /// A value a binding gives the control's action (`argument`).
    public var argument: Any?
    /// The first display pattern value a binding gives the control.
    public var displayPatternValue1: Any?

    /// Creates a control with a cell of its ``cellClass``.
    public required init() {
        super.init()
        cell = Self.cellClass.init()
        cell?.controlView = self
    }

    /// Creates a control of an archive, with the cell it archives (or one of
    /// its ``cellClass`` when it archives none).
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        if cell == nil { cell = Self.cellClass.init() }
        cell?.controlView = self
    }

    /// The cell's text.
    public var stringValue: String {
        get { cell?.stringValue ?? "" }
        set { cell?.stringValue = newValue }
    }

    /// The cell's value: its object value, or its text when it has none.
    public var objectValue: Any? {
        get { cell?.objectValue ?? cell?.stringValue }
        set {
            cell?.objectValue = newValue
            if let text = newValue as? String { cell?.stringValue = text }
        }
    }

    /// Whether the control reacts to the user: the cell's flag.
    public var isEnabled: Bool {
        get { cell?.isEnabled ?? true }
        set { cell?.isEnabled = newValue }
    }

    /// How the cell aligns its text.
    public var alignment: NSTextAlignment {
        get { cell?.alignment ?? .natural }
        set { cell?.alignment = newValue }
    }

    /// The cell's font.
    public var font: FontDescription? {
        get { cell?.font }
        set { cell?.font = newValue }
    }

    /// The cell's size.
    public var controlSize: NSControlSize {
        get { cell?.controlSize ?? .regular }
        set { cell?.controlSize = newValue }
    }

    /// The cell's formatter.
    public var formatter: NibObject? {
        get { cell?.formatter }
        set { cell?.formatter = newValue }
    }

    /// The object the action goes to; nil for the responder chain.
    public var target: NibObject? {
        get { primaryTargetAction?.target }
        set {
            guard let action else {
                pendingTarget = newValue
                return
            }
            replaceAction(action, target: newValue)
        }
    }

    /// The action sent when the control is used.
    public var action: Selector? {
        get { primaryTargetAction?.action }
        set {
            let target = primaryTargetAction?.target ?? pendingTarget
            removeTarget(primaryTargetAction?.target, action: nil, for: .primaryActionTriggered)
            if let newValue { addTarget(target, action: newValue, for: .primaryActionTriggered) }
        }
    }

    /// A target set before any action, kept for the action.
    private weak var pendingTarget: NibObject?

    private func replaceAction(_ action: Selector, target: NibObject?) {
        removeTarget(primaryTargetAction?.target, action: nil, for: .primaryActionTriggered)
        addTarget(target, action: action, for: .primaryActionTriggered)
    }

    /// Sends the control's action to its target, or along the responder
    /// chain when it has none; returns whether some object performed it.
    @discardableResult
    public func sendAction() -> Bool {
        sendPrimaryAction()
    }

    /// Acts as a click: sends the action when the control is enabled.
    open func performClick(_ sender: Any?) {
        guard isEnabled else { return }
        sendAction()
    }

    /// A view's keys, `cell` and `formatter` (the cell's), and the keys Cocoa bindings set on a
    /// control: `value`, `enabled`, `target`, `argument` and
    /// `displayPatternValue1`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("cell", \NSControl.cell),
            KeyBinding("formatter", \NSControl.formatter) { $0.formatter = $1 },
            KeyBinding("value", \NSControl.objectValue) { $0.objectValue = $1 },
            KeyBinding("enabled", \NSControl.isEnabled) { $0.isEnabled = $1 },
            KeyBinding("target", \NSControl.target) { $0.target = $1 },
            KeyBinding("argument", \NSControl.argument),
            KeyBinding("displayPatternValue1", \NSControl.displayPatternValue1),
        ]
    }

    /// `performClick:`, which the document may connect another control to.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [ActionBinding("performClick:", NSControl.performClick)]
    }
}
