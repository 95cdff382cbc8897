import NibKit

extension FontDescription {
    /// The point sizes of UIKit's text styles at the default content size.
    private static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The point size: the one written, else the text style's.
    var resolvedPointSize: Double? {
        pointSize ?? style.flatMap { Self.textStyleSizes[$0] }
    }

    /// Whether the font is bold: a bold system font, a bold weight or the headline style.
    var isBold: Bool {
        type == "boldSystem" || ["bold", "heavy", "black", "semibold"].contains(weight ?? "")
            || style == "UICTFontTextStyleHeadline" || (name ?? "").localizedCaseInsensitiveContains("bold")
    }

    /// CSS declarations for the font: size in pixels (a point is a pixel at scale 1), weight, style, family.
    var cssDeclarations: [(String, String)] {
        var declarations: [(String, String)] = []
        if let size = resolvedPointSize { declarations.append(("font-size", "\(size)px")) }
        if isBold { declarations.append(("font-weight", "bold")) }
        if type == "italicSystem" { declarations.append(("font-style", "italic")) }
        if let family = family ?? name, type == nil || type == "custom" {
            declarations.append(("font-family", "\"\(family)\", sans-serif"))
        }
        return declarations
    }
}
