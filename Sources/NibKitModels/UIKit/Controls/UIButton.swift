import Foundation
import NibKitCore
import NibKitLoader

/// A control that sends its action when tapped, as UIKit's `UIButton`: its
/// titles, colors and images for each state, with UIKit's fallback to the
/// normal state, and iOS 15's configuration.
///
/// ```swift
/// let button = try #require(graph.object(withID: "Lgn-Bt-n01") as? UIButton)
/// button.currentTitle                   // "Log In"
/// button.titleColor(for: .highlighted)  // the normal state's, when the document gives none
/// button.sendActions(for: .touchUpInside)
/// ```
open class UIButton: UIControl {
    /// The kind of button, fixed when it is made.
    public var buttonType = ButtonType.custom
    /// The configuration of a button Interface Builder made with one
    /// (iOS 15's `<buttonConfiguration>`), or nil.
    public var configuration: Configuration?
    /// The title's font, as Interface Builder describes it.
    public var titleFont: FontDescription?
    /// How the title is wrapped or cut.
    public var titleLineBreakMode = NSLineBreakMode.byTruncatingMiddle
    /// The space around the title and image.
    public var contentEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The space around the title.
    public var titleEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The space around the image.
    public var imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Whether the title's shadow flips while the button is highlighted.
    public var reversesTitleShadowWhenHighlighted = false
    /// Whether a tap makes the button glow.
    public var showsTouchWhenHighlighted = false
    /// Whether the image darkens while the button is highlighted.
    public var adjustsImageWhenHighlighted = true
    /// Whether the image dims while the button is disabled.
    public var adjustsImageWhenDisabled = true
    /// Whether the pointer (iPadOS) changes over the button.
    public var isPointerInteractionEnabled = false
    /// Whether a tap toggles ``UIControl/isSelected``.
    public var changesSelectionAsPrimaryAction = false
    private var contents: [State: Content] = [:]

    /// The kind of button, as Interface Builder spells it (`buttonType="system"`).
    public enum ButtonType: String, Sendable, CaseIterable {
        /// Drawn only by its title and images.
        case custom
        /// The system's style: tinted title, no border.
        case system
        /// A detail disclosure button (ⓘ).
        case detailDisclosure
        /// A light info button.
        case infoLight
        /// A dark info button.
        case infoDark
        /// A plus button.
        case contactAdd
        /// A close button.
        case close
        /// The rounded rectangle of iOS 6 (a system button since iOS 7).
        case roundedRect
    }

    /// What a button shows in one state: Interface Builder's `<state>`.
    public struct Content: NibValueConvertible, Hashable, Sendable {
        /// The title, or nil.
        public var title: String?
        /// The title's color, or nil.
        public var titleColor: Color?
        /// The title's shadow color, or nil.
        public var titleShadowColor: Color?
        /// The image, or nil.
        public var image: UIImage?
        /// The background image, or nil.
        public var backgroundImage: UIImage?
        /// The attributed title's text, or nil.
        public var attributedTitle: String?

        /// Nothing in that state.
        public init() {}

        /// Reads the dictionary a `<state>` element becomes.
        public init?(nibValue: Any) {
            guard let entries = ArchivedEntries(nibValue) else { return nil }
            title = entries.string("title")
            titleColor = entries.color("titleColor")
            titleShadowColor = entries.color("titleShadowColor")
            image = entries.image("image")
            backgroundImage = entries.image("backgroundImage")
            attributedTitle = entries.dictionary("attributedTitle").flatMap(UIButton.text(ofAttributedString:))
        }
    }

    /// The text of an `<attributedString>`'s dictionary: its fragments' content, in order.
    static func text(ofAttributedString entries: ArchivedEntries) -> String? {
        entries.string("content")
    }

    /// What the document gives for exactly `state`, or nil.
    public func content(for state: State) -> Content? { contents[state] }

    /// Sets what the button shows in `state`.
    public func setContent(_ content: Content?, for state: State) { contents[state] = content }

    /// The title for `state`, else the normal state's, as UIKit falls back.
    public func title(for state: State) -> String? { value(\.title, for: state) }
    /// The title's color for `state`, else the normal state's.
    public func titleColor(for state: State) -> Color? { value(\.titleColor, for: state) }
    /// The title's shadow color for `state`, else the normal state's.
    public func titleShadowColor(for state: State) -> Color? { value(\.titleShadowColor, for: state) }
    /// The image for `state`, else the normal state's.
    public func image(for state: State) -> UIImage? { value(\.image, for: state) }
    /// The background image for `state`, else the normal state's.
    public func backgroundImage(for state: State) -> UIImage? { value(\.backgroundImage, for: state) }
    /// The attributed title's text for `state`, else the normal state's.
    public func attributedTitle(for state: State) -> String? { value(\.attributedTitle, for: state) }

    /// Sets the title for `state`.
    public func setTitle(_ title: String?, for state: State) { contents[state, default: Content()].title = title }
    /// Sets the title's color for `state`.
    public func setTitleColor(_ color: Color?, for state: State) {
        contents[state, default: Content()].titleColor = color
    }
    /// Sets the image for `state`.
    public func setImage(_ image: UIImage?, for state: State) { contents[state, default: Content()].image = image }
    /// Sets the background image for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        contents[state, default: Content()].backgroundImage = image
    }

    /// The title shown now: the configuration's when the button has one (as
    /// on iOS 15), else the title for the current ``UIControl/state``.
    public var currentTitle: String? {
        if let configuration { return configuration.title ?? configuration.attributedTitle }
        return title(for: state) ?? attributedTitle(for: state)
    }

    /// The title's color now.
    public var currentTitleColor: Color? { configuration?.baseForegroundColor ?? titleColor(for: state) }

    /// The image shown now: the configuration's when the button has one.
    public var currentImage: UIImage? {
        if let configuration { return configuration.image }
        return image(for: state)
    }

    /// The background image shown now: the configuration's background image
    /// when the button has one.
    public var currentBackgroundImage: UIImage? {
        if let configuration { return configuration.background.image }
        return backgroundImage(for: state)
    }

    private func value<Value>(_ field: KeyPath<Content, Value?>, for state: State) -> Value? {
        contents[state]?[keyPath: field] ?? contents[.normal]?[keyPath: field]
    }

    /// What a button's `<state key="…">` key holds: the state's content, or,
    /// for `highlighted` and `selected`, the control's flag of that name,
    /// which Interface Builder writes as an attribute of the same key
    /// (`selected="YES"`).
    enum ArchivedState: NibValueConvertible {
        case content(Content)
        case flag(Bool)

        init?(nibValue: Any) {
            switch nibValue {
            case let flag as Bool: self = .flag(flag)
            case "YES" as String: self = .flag(true)
            case "NO" as String: self = .flag(false)
            default:
                guard let content = Content(nibValue: nibValue) else { return nil }
                self = .content(content)
            }
        }
    }

    private func archivedState(_ state: State) -> ArchivedState { .content(contents[state] ?? Content()) }

    private func setArchivedState(_ value: ArchivedState, for state: State) {
        switch value {
        case .content(let content): contents[state] = content
        case .flag(let flag) where state == .highlighted: isHighlighted = flag
        case .flag(let flag) where state == .selected: isSelected = flag
        case .flag: break
        }
    }

    private static func stateBinding(_ key: String, _ state: State) -> KeyBinding {
        KeyBinding(key, \UIButton.[archivedState: state]) { $0.setArchivedState($1, for: state) }
    }

    private subscript(archivedState state: State) -> ArchivedState { archivedState(state) }

    /// The keys of Interface Builder's `<button>`: `buttonType`,
    /// `configuration`, `fontDescription`, `lineBreakMode`, the three edge
    /// insets, the highlighting flags, `pointerInteraction`,
    /// `changesSelectionAsPrimaryAction`, and one `<state>` for each of
    /// `normal`, `highlighted`, `selected`, `disabled` and `focused` (where
    /// `highlighted` and `selected` may also be the control's flags).
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("buttonType", \UIButton.buttonType),
            KeyBinding("configuration", \UIButton.configuration),
            KeyBinding("fontDescription", \UIButton.titleFont),
            KeyBinding("lineBreakMode", \UIButton.titleLineBreakMode),
            KeyBinding("contentEdgeInsets", \UIButton.contentEdgeInsets),
            KeyBinding("titleEdgeInsets", \UIButton.titleEdgeInsets),
            KeyBinding("imageEdgeInsets", \UIButton.imageEdgeInsets),
            KeyBinding("reversesTitleShadowWhenHighlighted", \UIButton.reversesTitleShadowWhenHighlighted),
            KeyBinding("showsTouchWhenHighlighted", \UIButton.showsTouchWhenHighlighted),
            KeyBinding("adjustsImageWhenHighlighted", \UIButton.adjustsImageWhenHighlighted),
            KeyBinding("adjustsImageWhenDisabled", \UIButton.adjustsImageWhenDisabled),
            KeyBinding("pointerInteraction", \UIButton.isPointerInteractionEnabled),
            KeyBinding("changesSelectionAsPrimaryAction", \UIButton.changesSelectionAsPrimaryAction),
            stateBinding("normal", .normal),
            stateBinding("highlighted", .highlighted),
            stateBinding("selected", .selected),
            stateBinding("disabled", .disabled),
            stateBinding("focused", .focused),
        ]
    }

    /// The frame, then the current title.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let currentTitle { fields.append(("title", ObjectDescription.text(currentTitle))) }
        return fields
    }
}
