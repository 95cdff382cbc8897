import Foundation
import NibKitCore
import NibKitLoader

/// The kind of button Interface Builder's `type` attribute names: a push
/// button, a checkbox, a radio button, or one of the square and textured styles.
public enum NSButtonType: String, Sendable, CaseIterable {
    /// A push button that lights while pressed.
    case push
    /// A checkbox.
    case check
    /// A radio button.
    case radio
    /// A bevel button.
    case bevel
    /// A square button.
    case square
    /// A small square button.
    case smallSquare
    /// A textured rounded button.
    case roundTextured
    /// A rounded rectangle button.
    case roundRect
    /// A recessed button.
    case recessed
    /// An inline button.
    case inline
    /// A disclosure button.
    case disclosure
    /// A disclosure triangle.
    case disclosureTriangle
    /// A help button.
    case help
    /// A button that stays in while on.
    case pushOnPushOff
    /// A button that toggles its image.
    case toggle
    /// A button that lights while on.
    case onOff
    /// A button that changes its contents while pressed.
    case momentaryChange
    /// A button that lights while pressed.
    case momentaryLight
    /// A button that is pushed in while pressed.
    case momentaryPushIn
    /// A pressure-sensitive button.
    case accelerator
    /// A pressure-sensitive button with levels.
    case multiLevelAccelerator
}

/// How a button's bezel is drawn: AppKit's `NSButton.BezelStyle`, as
/// Interface Builder spells it.
public enum NSBezelStyle: String, Sendable, CaseIterable {
    /// A rounded push button.
    case rounded
    /// A square bezel.
    case regularSquare
    /// A thick square bezel.
    case thickSquare
    /// A thicker square bezel.
    case thickerSquare
    /// A disclosure triangle.
    case disclosure
    /// A square without a shadow.
    case shadowlessSquare
    /// A circle.
    case circular
    /// A textured square.
    case texturedSquare
    /// A help button.
    case helpButton
    /// A small square.
    case smallSquare
    /// A textured rounded button.
    case texturedRounded
    /// A rounded rectangle.
    case roundRect
    /// A rounded rectangle, as newer documents spell it.
    case roundedRect
    /// A recessed button.
    case recessed
    /// A rounded disclosure button.
    case roundedDisclosure
    /// An inline button.
    case inline
    /// A push button.
    case push
    /// A push button that grows.
    case flexiblePush
    /// A badge.
    case badge
    /// A toolbar button.
    case toolbar
    /// An accessory bar button.
    case accessoryBar
    /// An accessory bar action button.
    case accessoryBarAction
    /// The style the system chooses.
    case automatic
}

/// Where a button's image sits by its title: AppKit's `NSControl.ImagePosition`.
public enum NSImagePosition: String, Sendable, CaseIterable {
    /// No image.
    case noImage
    /// Only the image.
    case only
    /// Left of the title.
    case left
    /// Right of the title.
    case right
    /// Below the title.
    case below
    /// Above the title.
    case above
    /// Over the title.
    case overlaps
    /// Before the title.
    case leading
    /// After the title.
    case trailing
}

/// AppKit's `NSButtonCell`: the title, state, style and key equivalent of a
/// button, a checkbox or a radio button.
open class NSButtonCell: NSActionCell {
    /// How a button shows that it is pressed or on: AppKit's `NSCell.StyleMask`
    /// bits, which Interface Builder writes as `<behavior pushIn="YES" .../>`.
    public struct Behavior: OptionSet, Hashable, Sendable {
        /// AppKit's bits.
        public let rawValue: Int
        /// The behavior with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Pushed in while pressed.
        public static let pushIn = Behavior(rawValue: 1 << 0)
        /// Its contents change.
        public static let changeContents = Behavior(rawValue: 1 << 1)
        /// Its background changes.
        public static let changeBackground = Behavior(rawValue: 1 << 2)
        /// Its gray changes.
        public static let changeGray = Behavior(rawValue: 1 << 3)
        /// Lit by its contents.
        public static let lightByContents = Behavior(rawValue: 1 << 4)
        /// Lit by its background.
        public static let lightByBackground = Behavior(rawValue: 1 << 5)
        /// Lit by gray.
        public static let lightByGray = Behavior(rawValue: 1 << 6)
        /// Its image is not dimmed when disabled.
        public static let doesNotDimImage = Behavior(rawValue: 1 << 7)
    }

    /// The kind of button.
    public var buttonType = NSButtonType.push
    /// How the bezel is drawn.
    public var bezelStyle = NSBezelStyle.rounded
    /// Where the image sits by the title.
    public var imagePosition = NSImagePosition.noImage
    /// How the button shows that it is pressed or on.
    public var behavior: Behavior = []
    /// The title shown while the button is on.
    public var alternateTitle = ""
    /// The image shown while the button is on.
    public var alternateImage: NibResource?
    /// The key that presses the button; empty for none.
    public var keyEquivalent = ""
    /// The modifier keys of the key equivalent.
    public var keyEquivalentModifierMask: NSEventModifierFlags = []
    /// The inset of the content.
    public var inset = 0
    /// Whether the button draws nothing but still works.
    public var isTransparent = false
    /// Whether the border shows only while the mouse is inside.
    public var showsBorderOnlyWhileMouseInside = false
    /// Whether a border is drawn.
    public var bordered = true

    /// A cell's keys and `type`, `bezelStyle`, `imagePosition`, `behavior`,
    /// `alternateTitle`, `alternateImage`, `keyEquivalent`,
    /// `keyEquivalentModifierMask`, `inset`, `transparent`,
    /// `showsBorderOnlyWhileMouseInside` and `bordered`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("type", \NSButtonCell.buttonType),
            KeyBinding("bezelStyle", \NSButtonCell.bezelStyle),
            KeyBinding("imagePosition", \NSButtonCell.imagePosition),
            KeyBinding("behavior", \NSButtonCell.behavior.flags) { $0.behavior = Behavior(flags: $1) },
            KeyBinding("alternateTitle", \NSButtonCell.alternateTitle),
            KeyBinding("alternateImage", \NSButtonCell.alternateImage),
            KeyBinding("keyEquivalent", \NSButtonCell.keyEquivalent),
            KeyBinding("keyEquivalentModifierMask", \NSButtonCell.keyEquivalentModifierMask.flags) {
                $0.keyEquivalentModifierMask = NSEventModifierFlags(flags: $1)
            },
            KeyBinding("inset", \NSButtonCell.inset),
            KeyBinding("transparent", \NSButtonCell.isTransparent),
            KeyBinding("showsBorderOnlyWhileMouseInside", \NSButtonCell.showsBorderOnlyWhileMouseInside),
            KeyBinding("bordered", \NSButtonCell.bordered),
        ]
    }
}

extension NSButtonCell.Behavior: InterfaceBuilderFlags {
    static let flagNames: [(name: String, option: NSButtonCell.Behavior)] = [
        ("pushIn", .pushIn), ("changeContents", .changeContents), ("changeBackground", .changeBackground),
        ("changeGray", .changeGray), ("lightByContents", .lightByContents),
        ("lightByBackground", .lightByBackground), ("lightByGray", .lightByGray),
        ("doesNotDimImage", .doesNotDimImage),
    ]
}

/// AppKit's `NSPopUpButtonCell`: a button cell with a menu, one of whose
/// items is selected.
open class NSPopUpButtonCell: NSButtonCell {
    /// Where the arrow is drawn: AppKit's `NSPopUpButton.ArrowPosition`.
    public enum ArrowPosition: String, Sendable, CaseIterable {
        /// No arrow.
        case noArrow
        /// Centered vertically.
        case arrowAtCenter
        /// At the bottom.
        case arrowAtBottom
    }

    /// The menu of choices.
    public var menu: NSMenu?
    /// Whether the button pulls a menu down rather than popping one up.
    public var pullsDown = false
    /// Where the arrow is drawn.
    public var arrowPosition = ArrowPosition.arrowAtCenter
    /// Whether choosing an item turns its state on.
    public var altersStateOfSelectedItem = true
    /// Whether the title follows the selected item.
    public var usesItemFromMenu = true
    /// The position of the selected item, once one is chosen in code.
    private var chosenIndex: Int?
    /// The id of the item the document selects.
    private var selectedItemID = ""

    /// The position of the selected item in the menu, or -1 when none is.
    public var indexOfSelectedItem: Int {
        get {
            if let chosenIndex { return chosenIndex }
            guard !selectedItemID.isEmpty, let items = menu?.items else { return -1 }
            return items.firstIndex { $0.archiveID == selectedItemID } ?? -1
        }
        set { chosenIndex = (menu?.items.indices.contains(newValue) ?? false) ? newValue : -1 }
    }

    /// The selected item.
    public var selectedItem: NSMenuItem? { menu?.item(at: indexOfSelectedItem) }

    /// The tag of the selected item, or -1; setting it selects the first item with that tag.
    public var selectedTag: Int {
        get { selectedItem?.tag ?? -1 }
        set { indexOfSelectedItem = menu?.items.firstIndex { $0.tag == newValue } ?? -1 }
    }

    /// A button cell's keys and `menu`, `selectedItem` (the id of an item of
    /// the menu), `pullsDown`, `arrowPosition`, `altersStateOfSelectedItem`
    /// and `usesItemFromMenu`, and `selectedTag` for a binding.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("selectedTag", \NSPopUpButtonCell.selectedTag) { $0.selectedTag = $1 },
            KeyBinding("menu", \NSPopUpButtonCell.menu),
            KeyBinding("selectedItem", \NSPopUpButtonCell.selectedItemID),
            KeyBinding("pullsDown", \NSPopUpButtonCell.pullsDown),
            KeyBinding("arrowPosition", \NSPopUpButtonCell.arrowPosition),
            KeyBinding("altersStateOfSelectedItem", \NSPopUpButtonCell.altersStateOfSelectedItem),
            KeyBinding("usesItemFromMenu", \NSPopUpButtonCell.usesItemFromMenu),
        ]
    }
}
