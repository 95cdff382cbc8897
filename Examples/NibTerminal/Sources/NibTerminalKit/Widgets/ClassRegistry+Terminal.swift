import NibKit

extension ClassRegistry {
    /// A registry with NibKit's UIKit classes, and over those the terminal
    /// draws, the toolkit's widgets, under the names both archive formats
    /// use for them: NibKit's own (`Window`, `Label`, …) and the UIKit
    /// classes an iOS `.xib` names (`UIWindow`, `UILabel`, …).
    ///
    /// Each widget is a subclass of the standard class it replaces (a
    /// ``Label`` is a `UILabel`), so it takes every key the standard class
    /// binds. A standard class the terminal does not draw (`UISwitch`,
    /// `UIStackView`) still loads, drawing nothing itself while its subviews
    /// draw. Every widget can be archived (`init(coder:)`) or a custom object
    /// (`init()`). A storyboard's navigation controller is a
    /// ``NavigationController``, which makes the view UIKit makes for it, with
    /// a ``NavigationBar``. An application adds its controllers:
    ///
    /// ```swift
    /// var registry = ClassRegistry.terminalToolkit()
    /// registry.register(MyController.self, as: "MyController", initializers: .plain)
    /// ```
    public static func terminalToolkit() -> ClassRegistry {
        var registry = ClassRegistry()
        registry.registerStandardClasses(for: .iOS)
        registry.register(View.self, as: "View", "UIView")
        registry.register(Window.self, as: "Window", "UIWindow")
        registry.register(Label.self, as: "Label", "UILabel")
        registry.register(Button.self, as: "Button", "UIButton")
        registry.register(TextField.self, as: "TextField", "UITextField")
        registry.register(ListView.self, as: "List", "UITableView")
        registry.register(NavigationBar.self, as: "UINavigationBar")
        registry.register(NavigationController.self, as: "UINavigationController")
        return registry
    }
}
