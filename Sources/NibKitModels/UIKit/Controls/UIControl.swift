import NibKitLoader

/// A view that sends actions to targets when events happen, as UIKit's
/// `UIControl`: NibKit's ``Control`` with the state Interface
/// Builder sets on every control.
///
/// The document's action connections arrive as target-action pairs; a test
/// sends them as a touch would:
///
/// ```swift
/// button.sendActions(for: .touchUpInside)  // controller.login(button)
/// ```
open class UIControl: UIView, Control {
    /// Whether the control takes events.
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether the control is highlighted, as while a finger is on it.
    public var isHighlighted = false
    /// How the content lines up horizontally.
    public var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// How the content lines up vertically.
    public var contentVerticalAlignment = ContentVerticalAlignment.center
    /// The menu the control shows, or nil.
    public var menu: UIMenu?
    /// Whether a tap shows the menu instead of sending the primary action.
    public var showsMenuAsPrimaryAction = false

    /// The state a control is in: none (normal), or a combination of
    /// highlighted, disabled, selected and focused.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The state of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected.
        public static let normal: State = []
        /// A finger is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (tvOS).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The control's current state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    public var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How a control's content lines up horizontally, as Interface Builder
    /// spells it (`contentHorizontalAlignment="left"`).
    public enum ContentHorizontalAlignment: String, Sendable, CaseIterable {
        /// Centered.
        case center
        /// Along the left edge.
        case left
        /// Along the right edge.
        case right
        /// Filling the width.
        case fill
        /// Along the leading edge.
        case leading
        /// Along the trailing edge.
        case trailing
    }

    /// How a control's content lines up vertically, as Interface Builder
    /// spells it (`contentVerticalAlignment="center"`).
    public enum ContentVerticalAlignment: String, Sendable, CaseIterable {
        /// Centered.
        case center
        /// Along the top edge.
        case top
        /// Along the bottom edge.
        case bottom
        /// Filling the height.
        case fill
    }

    /// The keys Interface Builder writes for every control: `enabled`,
    /// `selected`, `highlighted`, `contentHorizontalAlignment`,
    /// `contentVerticalAlignment`, `menu` and `showsMenuAsPrimaryAction`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("enabled", \UIControl.isEnabled),
            KeyBinding("selected", \UIControl.isSelected),
            KeyBinding("highlighted", \UIControl.isHighlighted),
            KeyBinding("contentHorizontalAlignment", \UIControl.contentHorizontalAlignment),
            KeyBinding("contentVerticalAlignment", \UIControl.contentVerticalAlignment),
            KeyBinding("menu", \UIControl.menu),
            KeyBinding("showsMenuAsPrimaryAction", \UIControl.showsMenuAsPrimaryAction),
        ]
    }

    /// The frame, then `enabled = NO` and `selected = YES` when they are not the defaults.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if !isEnabled { fields.append(("enabled", ObjectDescription.flag(false))) }
        if isSelected { fields.append(("selected", ObjectDescription.flag(true))) }
        return fields
    }
}
