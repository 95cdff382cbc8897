/// The light-appearance values of the named system colors documents use
/// without defining them.
///
/// iOS documents define every system color they use in `<resources>`, so
/// NibKit gives those their components. macOS documents name catalog colors
/// (`catalog="System"`) and define none; these are AppKit's light values.
enum SystemColors {
    /// sRGB components (red, green, blue, alpha) by AppKit color name.
    static let light: [String: (Double, Double, Double, Double)] = [
        "labelColor": (0, 0, 0, 0.85),
        "secondaryLabelColor": (0, 0, 0, 0.5),
        "tertiaryLabelColor": (0, 0, 0, 0.26),
        "textColor": (0, 0, 0, 1),
        "textBackgroundColor": (1, 1, 1, 1),
        "controlTextColor": (0, 0, 0, 0.85),
        "controlColor": (1, 1, 1, 1),
        "controlBackgroundColor": (1, 1, 1, 1),
        "windowBackgroundColor": (0.925, 0.925, 0.925, 1),
        "selectedTextBackgroundColor": (0.7, 0.84, 1, 1),
        "systemBlueColor": (0, 0.478, 1, 1),
        "systemRedColor": (1, 0.231, 0.188, 1),
        "systemGreenColor": (0.204, 0.78, 0.349, 1),
        "linkColor": (0, 0.41, 0.85, 1),
        "gridColor": (0.9, 0.9, 0.9, 1),
        "separatorColor": (0, 0, 0, 0.1),
    ]
}
