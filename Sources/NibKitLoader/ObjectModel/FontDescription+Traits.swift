import NibKitCore

/// The `UIFontTraits` bits compiled nibs store for a font: the one table the
/// NIB Archive writer and the compiled-nib reader both use.
extension FontDescription {
    /// Interface Builder's system font types and the `UIFontTraits` each has.
    static let systemFontTraits: [(type: String, traits: Int)] = [
        ("system", 0), ("italicSystem", 1), ("boldSystem", 2),
    ]

    /// The font's `UIFontTraits`: its system type's, else none.
    var fontTraits: Int {
        Self.systemFontTraits.first { $0.type == type }?.traits ?? 0
    }

    /// The system font type of `traits`; plain `system` for traits no type has.
    static func systemFontType(traits: Int) -> String {
        systemFontTraits.first { $0.traits == traits }?.type ?? "system"
    }
}
