import NibKitLoader

extension UIView {
    /// How a view lays out its content when its bounds change, as Interface
    /// Builder spells it (`contentMode="scaleAspectFit"`).
    public enum ContentMode: String, Sendable, CaseIterable {
        /// Stretched to fill the bounds.
        case scaleToFill
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scaled to fill, keeping the aspect ratio and cropping.
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centered, unscaled.
        case center
        /// Along the top edge.
        case top
        /// Along the bottom edge.
        case bottom
        /// Along the left edge.
        case left
        /// Along the right edge.
        case right
        /// In the top left corner.
        case topLeft
        /// In the top right corner.
        case topRight
        /// In the bottom left corner.
        case bottomLeft
        /// In the bottom right corner.
        case bottomRight
    }

    /// The edges and sizes of a view that follow its superview's bounds: the
    /// bits of Interface Builder's `<autoresizingMask>` (`18` is flexible
    /// width and height).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The mask of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin follows.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin follows.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin follows.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin follows.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Whether a view flips for right-to-left languages, as Interface Builder
    /// spells it (`semanticContentAttribute="forceRightToLeft"`).
    public enum SemanticContentAttribute: String, Sendable, CaseIterable {
        /// Flips with the language.
        case unspecified
        /// Playback controls: never flipped.
        case playback
        /// Spatial controls: never flipped.
        case spatial
        /// Always left to right.
        case forceLeftToRight
        /// Always right to left.
        case forceRightToLeft
    }

    /// The accessibility settings of Interface Builder's `<accessibility>`
    /// element.
    public struct Accessibility: NibValueConvertible, Hashable, Sendable {
        /// Whether the view is an accessibility element, or nil for the class's default.
        public var isElement: Bool?
        /// The label VoiceOver reads.
        public var label: String?
        /// The hint VoiceOver reads after the label.
        public var hint: String?
        /// The identifier UI tests find the view by.
        public var identifier: String?
        /// The accessibility value.
        public var value: String?

        /// No settings.
        public init() {}

        /// Reads the dictionary the `<accessibility>` element becomes.
        public init?(nibValue: Any) {
            guard let entries = nibValue as? [String: Any] else { return nil }
            isElement = entries["isElement"] as? Bool
            label = entries["label"] as? String
            hint = entries["hint"] as? String
            identifier = entries["identifier"] as? String
            value = entries["value"] as? String
        }
    }
}

extension UIView {
    /// The identifier UI tests find the view by: UIAccessibilityIdentification's
    /// `accessibilityIdentifier`, kept in ``accessibility``.
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// The label VoiceOver reads, kept in ``accessibility``.
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// The hint VoiceOver reads after the label, kept in ``accessibility``.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// The accessibility value, kept in ``accessibility``.
    public var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }

    /// Whether the view is an accessibility element; without a setting, a
    /// control's or label's class says it is and a plain view's says not.
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (self is UIControl || self is UILabel) }
        set { accessibility.isElement = newValue }
    }
}
