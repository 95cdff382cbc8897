import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSBox`: a titled frame around a content view, or a separator line.
open class NSBox: NSView {
    /// The kind of box: AppKit's `NSBox.BoxType`.
    public enum BoxType: String, Sendable, CaseIterable {
        /// The standard frame.
        case primary
        /// A secondary frame.
        case secondary
        /// A separator line.
        case separator
        /// An old-style frame.
        case oldStyle
        /// A frame drawn with the box's own colors.
        case custom
    }

    /// The border of an old-style box: AppKit's `NSBorderType`.
    public enum BorderType: String, Sendable, CaseIterable {
        /// No border.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// A groove.
        case groove
    }

    /// Where the title is: AppKit's `NSBox.TitlePosition`.
    public enum TitlePosition: String, Sendable, CaseIterable {
        /// No title.
        case noTitle
        /// Above the top edge.
        case aboveTop
        /// On the top edge.
        case atTop
        /// Below the top edge.
        case belowTop
        /// Above the bottom edge.
        case aboveBottom
        /// On the bottom edge.
        case atBottom
        /// Below the bottom edge.
        case belowBottom
    }

    /// The title.
    public var title = ""
    /// The kind of box.
    public var boxType = BoxType.primary
    /// The border of an old-style box.
    public var borderType = BorderType.line
    /// Where the title is.
    public var titlePosition = TitlePosition.atTop
    /// The title's font.
    public var titleFont: FontDescription?
    /// The border's color, for a custom box.
    public var borderColor: Color?
    /// The fill color, for a custom box.
    public var fillColor: Color?
    /// The border's width, for a custom box.
    public var borderWidth: CGFloat = 1
    /// The corner radius, for a custom box.
    public var cornerRadius: CGFloat = 0
    /// Whether the box is transparent.
    public var isTransparent = false
    /// The view inside the frame, which is also the box's one subview.
    public var contentView: NSView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView, contentView.superview !== self { addSubview(contentView) }
        }
    }

    /// A view's keys and `title`, `boxType`, `borderType`, `titlePosition`,
    /// `titleFont`, `borderColor`, `fillColor`, `borderWidth`,
    /// `cornerRadius`, `transparent` and `contentView`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \NSBox.title),
            KeyBinding("boxType", \NSBox.boxType),
            KeyBinding("borderType", \NSBox.borderType),
            KeyBinding("titlePosition", \NSBox.titlePosition),
            KeyBinding("titleFont", \NSBox.titleFont),
            KeyBinding("borderColor", \NSBox.borderColor),
            KeyBinding("fillColor", \NSBox.fillColor),
            KeyBinding("borderWidth", \NSBox.borderWidth),
            KeyBinding("cornerRadius", \NSBox.cornerRadius),
            KeyBinding("transparent", \NSBox.isTransparent),
            KeyBinding("contentView", \NSBox.contentView),
        ]
    }

    /// The frame, then the title when there is one.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if !title.isEmpty { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}

/// AppKit's `NSProgressIndicator`: a bar or a spinner.
open class NSProgressIndicator: NSView {
    /// The kind of indicator: AppKit's `NSProgressIndicator.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// A bar.
        case bar
        /// A spinner.
        case spinning
    }

    /// The kind of indicator.
    public var style = Style.bar
    /// The value.
    public var doubleValue: Double = 0
    /// The smallest value.
    public var minValue: Double = 0
    /// The largest value.
    public var maxValue: Double = 100
    /// Whether the progress is unknown.
    public var isIndeterminate = true
    /// Whether the indicator is shown while it is not animating.
    public var isDisplayedWhenStopped = true
    /// Whether a bezel is drawn.
    public var isBezeled = true
    /// The indicator's size.
    public var controlSize = NSControlSize.regular
    /// Whether the indicator animates, once ``startAnimation(_:)`` is called.
    public private(set) var isAnimating = false

    /// Starts the animation.
    open func startAnimation(_ sender: Any?) { isAnimating = true }
    /// Stops the animation.
    open func stopAnimation(_ sender: Any?) { isAnimating = false }

    /// A view's keys and `style`, `doubleValue`, `minValue`, `maxValue`,
    /// `indeterminate`, `displayedWhenStopped`, `bezeled` and `controlSize`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("style", \NSProgressIndicator.style),
            KeyBinding("doubleValue", \NSProgressIndicator.doubleValue),
            KeyBinding("minValue", \NSProgressIndicator.minValue),
            KeyBinding("maxValue", \NSProgressIndicator.maxValue),
            KeyBinding("indeterminate", \NSProgressIndicator.isIndeterminate),
            KeyBinding("displayedWhenStopped", \NSProgressIndicator.isDisplayedWhenStopped),
            KeyBinding("bezeled", \NSProgressIndicator.isBezeled),
            KeyBinding("controlSize", \NSProgressIndicator.controlSize),
        ]
    }

    /// `startAnimation:` and `stopAnimation:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("startAnimation:", NSProgressIndicator.startAnimation),
            ActionBinding("stopAnimation:", NSProgressIndicator.stopAnimation),
        ]
    }
}

/// AppKit's `NSVisualEffectView`: a view with a translucent material behind its content.
open class NSVisualEffectView: NSView {
    /// The material behind the content: AppKit's `NSVisualEffectView.Material`.
    public enum Material: String, Sendable, CaseIterable {
        /// The appearance's default material.
        case appearanceBased
        /// Light.
        case light
        /// Dark.
        case dark
        /// Medium light.
        case mediumLight
        /// Ultra dark.
        case ultraDark
        /// A title bar's.
        case titlebar
        /// A selection's.
        case selection
        /// A menu's.
        case menu
        /// A popover's.
        case popover
        /// A sidebar's.
        case sidebar
        /// A header view's.
        case headerView
        /// A sheet's.
        case sheet
        /// A window's background.
        case windowBackground
        /// A heads-up display's.
        case hudWindow
        /// Full-screen interface.
        case fullScreenUI
        /// A tool tip's.
        case toolTip
        /// Content's background.
        case contentBackground
        /// Under a window's background.
        case underWindowBackground
        /// Under a page's background.
        case underPageBackground
    }

    /// What the effect blends with: AppKit's `NSVisualEffectView.BlendingMode`.
    public enum BlendingMode: String, Sendable, CaseIterable {
        /// What is behind the window.
        case behindWindow
        /// What is behind the view in its window.
        case withinWindow
    }

    /// When the effect looks active: AppKit's `NSVisualEffectView.State`.
    public enum State: String, Sendable, CaseIterable {
        /// While the window is active.
        case followsWindowActiveState
        /// Always.
        case active
        /// Never.
        case inactive
    }

    /// The material behind the content.
    public var material = Material.appearanceBased
    /// What the effect blends with.
    public var blendingMode = BlendingMode.behindWindow
    /// When the effect looks active.
    public var state = State.followsWindowActiveState

    /// A view's keys and `material`, `blendingMode` and `state`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("material", \NSVisualEffectView.material),
            KeyBinding("blendingMode", \NSVisualEffectView.blendingMode),
            KeyBinding("state", \NSVisualEffectView.state),
        ]
    }
}
