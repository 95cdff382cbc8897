import NibKit

extension Color {
    /// The color as a CSS value GTK's style sheets accept, `rgba(0,122,255,1)`.
    ///
    /// A color from AppKit's system catalog takes its light value from
    /// ``SystemColors``; every other color uses its components, which NibKit
    /// filled in from the document's `<resources>` for named colors.
    var css: String {
        var (red, green, blue, alpha) = (self.red, self.green, self.blue, self.alpha)
        if catalog == "System", let name, let light = SystemColors.light[name] {
            (red, green, blue, alpha) = light
        }
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(min(max(alpha, 0), 1)))"
    }
}
