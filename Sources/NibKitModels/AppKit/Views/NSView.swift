import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSView` without drawing: the state Interface Builder sets on
/// every macOS view, on top of NibKit's ``View`` (frame,
/// subviews, constraints, hidden, tag).
///
/// A toolkit subclasses it to draw; a test reads what the document set:
///
/// ```swift
/// let view = try #require(graph.object(withID: "EiT-Mj-1SZ") as? NSView)
/// view.autoresizingMask  // [.width, .height]
/// view.contentHuggingPriority(for: .horizontal)  // 250
/// ```
open class NSView: View {
    /// How a view grows with its superview: AppKit's `NSView.AutoresizingMask`,
    /// whose bits Interface Builder's `<autoresizingMask>` gives as a number.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits: AppKit's values, which are also UIKit's.
        public let rawValue: Int
        /// The mask with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The left margin grows.
        public static let minXMargin = AutoresizingMask(rawValue: 1)
        /// The width grows.
        public static let width = AutoresizingMask(rawValue: 2)
        /// The right margin grows.
        public static let maxXMargin = AutoresizingMask(rawValue: 4)
        /// The bottom margin grows.
        public static let minYMargin = AutoresizingMask(rawValue: 8)
        /// The height grows.
        public static let height = AutoresizingMask(rawValue: 16)
        /// The top margin grows.
        public static let maxYMargin = AutoresizingMask(rawValue: 32)
    }

    /// Where a focus ring is drawn: AppKit's `NSFocusRingType`.
    public enum FocusRingType: String, Sendable, CaseIterable {
        /// The view's default.
        case `default`
        /// No focus ring.
        case none
        /// Around the view.
        case exterior
    }

    /// The appearance Interface Builder gives a view (`appearanceType`).
    public enum AppearanceType: String, Sendable, CaseIterable {
        /// The standard light appearance.
        case aqua
        /// The dark appearance.
        case darkAqua
        /// The light vibrant appearance.
        case vibrantLight
        /// The dark vibrant appearance, which Interface Builder calls `lightContent`.
        case lightContent
        /// The dark vibrant appearance.
        case vibrantDark
        /// The appearance of the view's ancestors.
        case inherited
    }

    /// How the view grows with its superview.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their autoresizing masks.
    public var autoresizesSubviews = true
    /// Whether the view is backed by a layer; NibKit keeps only the flag.
    public var wantsLayer = false
    /// The help text shown over the view.
    public var toolTip: String?
    /// The view's own appearance, when Interface Builder sets one.
    public var appearanceType: AppearanceType?
    /// The identifier that names the view to its table or stack view.
    public var identifier: String?
    /// Where the view draws its focus ring.
    public var focusRingType = FocusRingType.default
    /// How much the view resists growing horizontally, 1 to 1000.
    public var horizontalHuggingPriority: Float = 250
    /// How much the view resists growing vertically, 1 to 1000.
    public var verticalHuggingPriority: Float = 250
    /// How much the view resists shrinking horizontally, 1 to 1000.
    public var horizontalCompressionResistancePriority: Float = 750
    /// How much the view resists shrinking vertically, 1 to 1000.
    public var verticalCompressionResistancePriority: Float = 750
    /// Where the view sits on Interface Builder's canvas, for a top-level view.
    public var canvasLocation: CGPoint?
    /// The intrinsic width Interface Builder assumes at design time: a number or `infinite`.
    public var placeholderIntrinsicWidth: String?
    /// The intrinsic height Interface Builder assumes at design time: a number or `infinite`.
    public var placeholderIntrinsicHeight: String?
    /// The view's shadow as Interface Builder writes it (`color`, `offset`, `blurRadius`).
    public var shadow: [String: Any]?
    /// The next view in the key view loop: an AppKit view, or another
    /// framework's (a `WebView`) that a toolkit provides.
    public weak var nextKeyView: View?
    /// The view's contextual menu.
    open var menu: NSMenu?
    /// The accessibility elements Interface Builder writes without a key; kept, not read.
    var accessibilityElements: [Any] = []

    /// The window whose content holds the view, found through its superviews.
    public var window: NSWindow? {
        var view: View? = self
        while let current = view {
            if let window = (current as? NSView)?.hostingWindow { return window }
            view = current.superview
        }
        return nil
    }
    /// The window whose content view this is.
    weak var hostingWindow: NSWindow?

    /// The superview, or the view controller of a root view, else the
    /// window whose content view this is, as in AppKit.
    open override var next: Responder? {
        get { super.next ?? hostingWindow }
        set { super.next = newValue }
    }

    // MARK: Intrinsic content size (read by NibKitLayout's engine)

    /// AppKit's `NSView.noIntrinsicMetric`: the length of a view whose
    /// content defines none along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, as AppKit's `intrinsicContentSize`:
    /// each length, or ``noIntrinsicMetric`` where the content defines none.
    ///
    /// NibKit draws nothing and measures no text, so a control (a button, a
    /// text field, a slider, a pop-up, an image view; not a table view or a
    /// scroller) and a progress indicator take the size Interface Builder
    /// stored in their frame, the size it measured. A placeholder intrinsic
    /// size the document sets wins, its `infinite` meaning none; every other
    /// view has none. A toolkit that measures its content overrides this.
    ///
    /// ```swift
    /// button.intrinsicContentSize  // (76, 32), the frame's size
    /// ```
    open var intrinsicContentSize: CGSize {
        var size = CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        switch self {
        case is NSTableView, is NSScroller, is NSMatrix: break
        case is NSControl, is NSProgressIndicator: size = frame.size
        default: break
        }
        if let width = placeholderIntrinsicWidth {
            size.width = Double(width).map { CGFloat($0) } ?? Self.noIntrinsicMetric
        }
        if let height = placeholderIntrinsicHeight {
            size.height = Double(height).map { CGFloat($0) } ?? Self.noIntrinsicMetric
        }
        return size
    }

    // MARK: Priorities

    /// The content hugging priority in one orientation, as
    /// `NSView.contentHuggingPriority(for:)` gives it.
    public func contentHuggingPriority(for orientation: NSUserInterfaceLayoutOrientation) -> Float {
        orientation == .horizontal ? horizontalHuggingPriority : verticalHuggingPriority
    }

    /// Sets the content hugging priority in one orientation.
    public func setContentHuggingPriority(_ priority: Float, for orientation: NSUserInterfaceLayoutOrientation) {
        if orientation == .horizontal {
            horizontalHuggingPriority = priority
        } else {
            verticalHuggingPriority = priority
        }
    }

    /// The compression resistance priority in one orientation.
    public func contentCompressionResistancePriority(for orientation: NSUserInterfaceLayoutOrientation) -> Float {
        orientation == .horizontal ? horizontalCompressionResistancePriority : verticalCompressionResistancePriority
    }

    /// Sets the compression resistance priority in one orientation.
    public func setContentCompressionResistancePriority(
        _ priority: Float, for orientation: NSUserInterfaceLayoutOrientation
    ) {
        if orientation == .horizontal {
            horizontalCompressionResistancePriority = priority
        } else {
            verticalCompressionResistancePriority = priority
        }
    }

    /// A view's keys and the ones Interface Builder writes for every macOS
    /// view: `autoresizingMask`, `autoresizesSubviews`, `wantsLayer`,
    /// `toolTip`, `appearanceType`, `identifier`, `focusRingType`, the four
    /// priorities, `canvasLocation`, the placeholder intrinsic size,
    /// `shadow`, `accessibility`, and the outlets `nextKeyView` (also as an
    /// archive's `NSNextKeyView`) and `menu`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("autoresizingMask", \NSView.autoresizingMask),
            KeyBinding("autoresizesSubviews", \NSView.autoresizesSubviews),
            KeyBinding("wantsLayer", \NSView.wantsLayer),
            KeyBinding("toolTip", \NSView.toolTip),
            KeyBinding("appearanceType", \NSView.appearanceType),
            KeyBinding("identifier", \NSView.identifier),
            KeyBinding("focusRingType", \NSView.focusRingType),
            KeyBinding("horizontalHuggingPriority", \NSView.horizontalHuggingPriority),
            KeyBinding("verticalHuggingPriority", \NSView.verticalHuggingPriority),
            KeyBinding("horizontalCompressionResistancePriority", \NSView.horizontalCompressionResistancePriority),
            KeyBinding("verticalCompressionResistancePriority", \NSView.verticalCompressionResistancePriority),
            KeyBinding("canvasLocation", \NSView.canvasLocation),
            KeyBinding("placeholderIntrinsicWidth", \NSView.placeholderIntrinsicWidth),
            KeyBinding("placeholderIntrinsicHeight", \NSView.placeholderIntrinsicHeight),
            KeyBinding("shadow", \NSView.shadow),
            KeyBinding("accessibility", \NSView.accessibilityElements),
            KeyBinding("nextKeyView", \NSView.nextKeyView),
            // A legacy archive's or compiled nib's name of the same outlet.
            KeyBinding("NSNextKeyView", \NSView.nextKeyView),
            KeyBinding("menu", \NSView.menu),
        ]
    }
}

/// A direction in which views are laid out: AppKit's
/// `NSUserInterfaceLayoutOrientation`, also the orientation of a view's
/// priorities (`NSLayoutConstraint.Orientation`).
public enum NSUserInterfaceLayoutOrientation: String, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
