import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSStackView` without layout: the views it stacks and how.
///
/// Interface Builder writes the stacked views either as `subviews` (all
/// arranged) or as the gravity areas `beginningViews`, `middleViews` and
/// `endViews`; ``arrangedSubviews`` lists them in that order.
open class NSStackView: NSView {
    /// How views are spread along the stack: AppKit's `NSStackView.Distribution`.
    public enum Distribution: String, Sendable, CaseIterable {
        /// By gravity areas.
        case gravityAreas
        /// Filling the stack.
        case fill
        /// Equal sizes.
        case fillEqually
        /// Sizes in proportion to their own.
        case fillProportionally
        /// Equal spaces.
        case equalSpacing
        /// Equal distances between centers.
        case equalCentering
    }

    /// How views line up across the stack: AppKit's `NSLayoutConstraint.Attribute`
    /// as a stack view's alignment, in Interface Builder's spelling.
    public enum Alignment: String, Sendable, CaseIterable {
        /// Left edges.
        case left
        /// Right edges.
        case right
        /// Top edges.
        case top
        /// Bottom edges.
        case bottom
        /// Leading edges.
        case leading
        /// Trailing edges.
        case trailing
        /// Horizontal centers.
        case centerX
        /// Vertical centers.
        case centerY
        /// Last baselines.
        case lastBaseline
        /// First baselines.
        case firstBaseline
        /// No alignment.
        case notAnAttribute
        /// Each view's own width.
        case width
        /// Each view's own height.
        case height
    }

    /// The direction of the stack.
    public var orientation = NSUserInterfaceLayoutOrientation.horizontal
    /// How views line up across the stack.
    public var alignment = Alignment.centerY
    /// How views are spread along the stack.
    public var distribution = Distribution.gravityAreas
    /// The space between views.
    public var spacing: CGFloat = 8
    /// The insets around the views.
    public var edgeInsets: EdgeInsets?
    /// Whether hidden views leave no space.
    public var detachesHiddenViews = false
    /// The spaces after each view that Interface Builder sets; the largest
    /// `Float` means the default spacing.
    public var customSpacing: [Double] = []
    /// The priority with which each view stays, in order.
    public var visibilityPriorities: [Float] = []
    /// How much the stack resists growing along its orientation.
    public var horizontalStackHuggingPriority: Float = 250
    /// How much the stack resists growing across its orientation.
    public var verticalStackHuggingPriority: Float = 250
    /// The views of the leading gravity area.
    public var beginningViews: [NSView] = [] {
        didSet { adoptArranged(beginningViews) }
    }
    /// The views of the center gravity area.
    public var middleViews: [NSView] = [] {
        didSet { adoptArranged(middleViews) }
    }
    /// The views of the trailing gravity area.
    public var endViews: [NSView] = [] {
        didSet { adoptArranged(endViews) }
    }

    /// The stacked views: the subviews, as Interface Builder lays them out.
    public var arrangedSubviews: [View] { subviews }

    private func adoptArranged(_ views: [NSView]) {
        for view in views where view.superview !== self { addSubview(view) }
    }

    /// As in AppKit, a stacked view is placed by the stack's constraints
    /// alone: its `translatesAutoresizingMaskIntoConstraints` becomes false.
    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        subview.translatesAutoresizingMaskIntoConstraints = false
    }

    private var customSpacingValues: [Any] { customSpacing }
    private var visibilityPriorityValues: [Any] { visibilityPriorities }

    /// A view's keys and `orientation`, `alignment`, `distribution`,
    /// `spacing`, `edgeInsets`, `detachesHiddenViews`, `customSpacing`,
    /// `visibilityPriorities`, the stack hugging priorities and the gravity
    /// areas `beginningViews`, `middleViews` and `endViews`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("orientation", \NSStackView.orientation),
            KeyBinding("alignment", \NSStackView.alignment),
            KeyBinding("distribution", \NSStackView.distribution),
            KeyBinding("spacing", \NSStackView.spacing),
            KeyBinding("edgeInsets", \NSStackView.edgeInsets),
            KeyBinding("detachesHiddenViews", \NSStackView.detachesHiddenViews),
            KeyBinding("customSpacing", \NSStackView.customSpacingValues) {
                $0.customSpacing = $1.compactMap { convertNumber($0) }
            },
            KeyBinding("visibilityPriorities", \NSStackView.visibilityPriorityValues) {
                $0.visibilityPriorities = $1.compactMap { convertNumber($0).map(Float.init) }
            },
            KeyBinding("horizontalStackHuggingPriority", \NSStackView.horizontalStackHuggingPriority),
            KeyBinding("verticalStackHuggingPriority", \NSStackView.verticalStackHuggingPriority),
            KeyBinding("beginningViews", \NSStackView.beginningViews),
            KeyBinding("middleViews", \NSStackView.middleViews),
            KeyBinding("endViews", \NSStackView.endViews),
        ]
    }
}

/// An archive's number as a `Double`, from an integer or a real.
func convertNumber(_ value: Any) -> Double? {
    switch value {
    case let value as Int: return Double(value)
    case let value as Double: return value
    default: return nil
    }
}

/// AppKit's `NSSplitView` without layout: panes side by side or one above another.
open class NSSplitView: NSView {
    /// How the divider is drawn: AppKit's `NSSplitView.DividerStyle`.
    public enum DividerStyle: String, Sendable, CaseIterable {
        /// A thick divider.
        case thick
        /// A thin divider.
        case thin
        /// A divider with a pane splitter look.
        case paneSplitter
    }

    /// Whether the dividers are vertical, the panes side by side.
    public var isVertical = false
    /// How the divider is drawn.
    public var dividerStyle = DividerStyle.thick
    /// The name under which the divider positions are saved.
    public var autosaveName: String?
    /// The priorities with which panes keep their size, in order.
    public var holdingPriorities: [Float] = []
    /// The object told about resizing.
    public weak var delegate: NibObject?

    /// The panes: the subviews.
    public var arrangedSubviews: [View] { subviews }

    private var holdingPriorityValues: [Any] { holdingPriorities }

    /// A view's keys and `vertical`, `dividerStyle`, `autosaveName`,
    /// `holdingPriorities` and the outlet `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("vertical", \NSSplitView.isVertical),
            KeyBinding("dividerStyle", \NSSplitView.dividerStyle),
            KeyBinding("autosaveName", \NSSplitView.autosaveName),
            KeyBinding("holdingPriorities", \NSSplitView.holdingPriorityValues) {
                $0.holdingPriorities = $1.compactMap { convertNumber($0).map(Float.init) }
            },
            KeyBinding("delegate", \NSSplitView.delegate),
        ]
    }
}
