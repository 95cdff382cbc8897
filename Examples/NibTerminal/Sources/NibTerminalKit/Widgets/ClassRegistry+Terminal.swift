import NibKit

extension ClassRegistry {
    /// A registry with the toolkit's widgets under the names both archive
    /// formats use for them: NibKit's own (`Window`, `Label`, …) and the
    /// UIKit classes an iOS `.xib` names (`UIWindow`, `UILabel`, …).
    ///
    /// Every widget can be archived (`init(coder:)`) or a custom object
    /// (`init()`). An application adds its controllers:
    ///
    /// ```swift
    /// var registry = ClassRegistry.terminalToolkit()
    /// registry.register(MyController.self, as: "MyController", initializers: .plain)
    /// ```
    public static func terminalToolkit() -> ClassRegistry {
        var registry = ClassRegistry()
        registry.register(View.self, as: "View", "UIView")
        registry.register(Window.self, as: "Window", "UIWindow")
        registry.register(Label.self, as: "Label", "UILabel")
        registry.register(Button.self, as: "Button", "UIButton")
        registry.register(TextField.self, as: "TextField", "UITextField")
        registry.register(ListView.self, as: "List", "UITableView")
        return registry
    }
}
