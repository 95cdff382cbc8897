import Foundation
import NibKitCore
import NibKitLoader

extension UIButton {
    /// A button's configuration, as iOS 15's `UIButton.Configuration`: what
    /// Interface Builder's `<buttonConfiguration key="configuration">` gives.
    ///
    /// ```swift
    /// button.configuration?.style   // .filled
    /// button.configuration?.title   // "Cancel"
    /// button.currentTitle           // "Cancel": a configuration's title wins
    /// ```
    ///
    /// A style or a placement the document spells in a way NibKit does not
    /// know is refused, so the load reports it at the element.
    public struct Configuration: NibValueConvertible, Hashable, Sendable {
        /// The configuration the button was made from.
        public var style = Style.plain
        /// The title, or nil.
        public var title: String?
        /// The subtitle, or nil.
        public var subtitle: String?
        /// The text of the attributed title, or nil.
        public var attributedTitle: String?
        /// The image, or nil.
        public var image: UIImage?
        /// Where the image is beside the title.
        public var imagePlacement = ImagePlacement.leading
        /// The space between the image and the title, or nil for the style's.
        public var imagePadding: CGFloat?
        /// The space between the title and the subtitle, or nil for the style's.
        public var titlePadding: CGFloat?
        /// How the title and subtitle line up.
        public var titleAlignment = TitleAlignment.automatic
        /// The title's font, or nil for the style's.
        public var titleFont: FontDescription?
        /// The subtitle's font, or nil for the style's.
        public var subtitleFont: FontDescription?
        /// The color of the title, subtitle and image, or nil for the style's.
        public var baseForegroundColor: Color?
        /// The background's color, or nil for the style's.
        public var baseBackgroundColor: Color?
        /// How the background's corners are rounded, or nil for the style's.
        public var cornerStyle: CornerStyle?
        /// The size the button's metrics follow.
        public var buttonSize = Size.medium
        /// The space around the content, or nil for the style's.
        public var contentInsets: NSDirectionalEdgeInsets?
        /// The background.
        public var background = Background()

        /// The configuration a button is made from, as Interface Builder
        /// spells it (`style="filled"`): `UIButton.Configuration.filled()` and the others.
        public enum Style: String, Sendable, CaseIterable {
            /// `.plain()`: no background.
            case plain
            /// `.gray()`: a gray background.
            case gray
            /// `.tinted()`: a tinted background.
            case tinted
            /// `.filled()`: a filled background.
            case filled
            /// `.borderless()`: no border (before iOS 15's styles).
            case borderless
            /// `.bordered()`: a border.
            case bordered
            /// `.borderedTinted()`: a tinted border.
            case borderedTinted
            /// `.borderedProminent()`: a prominent, filled border.
            case borderedProminent
        }

        /// Where a configuration's image is beside the title.
        public enum ImagePlacement: String, Sendable, CaseIterable {
            /// Before the title.
            case leading
            /// After the title.
            case trailing
            /// Above the title.
            case top
            /// Below the title.
            case bottom
        }

        /// How a configuration's title and subtitle line up.
        public enum TitleAlignment: String, Sendable, CaseIterable {
            /// As the style decides.
            case automatic
            /// Along the leading edge.
            case leading
            /// Centered.
            case center
            /// Along the trailing edge.
            case trailing
        }

        /// How a configuration's background corners are rounded.
        public enum CornerStyle: String, Sendable, CaseIterable {
            /// By the button's size.
            case dynamic
            /// By the background's corner radius, unchanged.
            case fixed
            /// Small corners.
            case small
            /// Medium corners.
            case medium
            /// Large corners.
            case large
            /// Round ends.
            case capsule
        }

        /// The size a configuration's metrics follow.
        public enum Size: String, Sendable, CaseIterable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// Standard.
            case medium
            /// Large.
            case large
        }

        /// A configuration's background: `<backgroundConfiguration key="background">`.
        public struct Background: Hashable, Sendable {
            /// The image behind the content, or nil.
            public var image: UIImage?
            /// The background's color, or nil for the style's.
            public var backgroundColor: Color?
            /// The corner radius, or nil for the style's.
            public var cornerRadius: CGFloat?
            /// The border's color, or nil.
            public var strokeColor: Color?
            /// The border's width, or nil.
            public var strokeWidth: CGFloat?

            /// No background of its own.
            public init() {}

            init(_ entries: ArchivedEntries) {
                image = entries.image("image")
                backgroundColor = entries.color("backgroundColor")
                cornerRadius = entries.number("cornerRadius")
                strokeColor = entries.color("strokeColor")
                strokeWidth = entries.number("strokeWidth")
            }
        }

        /// A plain configuration.
        public init(style: Style = .plain) { self.style = style }

        /// Reads the dictionary a `<buttonConfiguration>` element becomes;
        /// nil when it names a style, placement, alignment, corner style or
        /// size NibKit does not know.
        public init?(nibValue: Any) {
            guard let entries = ArchivedEntries(nibValue),
                let style = entries.enumeration("style", default: Style.plain),
                let imagePlacement = entries.enumeration("imagePlacement", default: ImagePlacement.leading),
                let titleAlignment = entries.enumeration("titleAlignment", default: TitleAlignment.automatic),
                let buttonSize = entries.enumeration("buttonSize", default: Size.medium)
            else { return nil }
            self.style = style
            self.imagePlacement = imagePlacement
            self.titleAlignment = titleAlignment
            if let text = entries.string("cornerStyle") {
                guard let cornerStyle = CornerStyle(rawValue: text) else { return nil }
                self.cornerStyle = cornerStyle
            }
            self.buttonSize = buttonSize
            title = entries.string("title")
            subtitle = entries.string("subtitle")
            attributedTitle = entries.dictionary("attributedTitle").flatMap(UIButton.text(ofAttributedString:))
            image = entries.image("image")
            imagePadding = entries.number("imagePadding")
            titlePadding = entries.number("titlePadding")
            titleFont = entries.font("titleFontDescription")
            subtitleFont = entries.font("subtitleFontDescription")
            baseForegroundColor = entries.color("baseForegroundColor")
            baseBackgroundColor = entries.color("baseBackgroundColor")
            if let insets = entries.entries["contentInsets"] {
                guard let contentInsets = NSDirectionalEdgeInsets(nibValue: insets) else { return nil }
                self.contentInsets = contentInsets
            }
            background = entries.dictionary("background").map(Background.init) ?? Background()
        }
    }
}
