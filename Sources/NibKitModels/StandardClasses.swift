import NibKitCore
import NibKitLoader

extension ClassRegistry {
    /// A registry of NibKit's headless UIKit or AppKit classes under the
    /// names Interface Builder writes, so a real document loads into typed
    /// objects with one line:
    ///
    /// ```swift
    /// let template = try NibTemplate(contentsOf: url, registry: .standard(for: .iOS))
    /// let button = try #require(template.instantiate(owner: nil).object(withID: "Lgn-Bt-n01") as? UIButton)
    /// button.currentTitle  // "Log In"
    /// ```
    ///
    /// tvOS documents use the UIKit classes (`.iOS`). An application's own
    /// classes are registered beside them, or left to dynamic objects with
    /// `allowsDynamicObjects`.
    public static func standard(for platform: Platform, allowsDynamicObjects: Bool = false) -> ClassRegistry {
        var registry = ClassRegistry(allowsDynamicObjects: allowsDynamicObjects)
        registry.registerStandardClasses(for: platform)
        return registry
    }

    /// Registers NibKit's headless classes of `platform` (UIKit for `.iOS`,
    /// AppKit for `.macOS`) under the names Interface Builder writes,
    /// replacing what the registry held under those names. A toolkit
    /// registers its own subclasses afterwards, over the ones it draws.
    public mutating func registerStandardClasses(for platform: Platform) {
        switch platform {
        case .iOS: registerUIKitClasses()
        case .macOS: registerAppKitClasses()
        }
    }
}
