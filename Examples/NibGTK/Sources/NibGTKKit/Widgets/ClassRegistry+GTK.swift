import NibKit

extension ClassRegistry {
    /// The GTK toolkit's classes under the names Interface Builder documents
    /// use, with dynamic objects for every other class, so that any document
    /// opens: a dynamic object is a view that makes no widget, and the GTK
    /// views inside it are still placed.
    ///
    /// NibKit's own format names the same classes without a prefix (`View`,
    /// `Button`, …), as `LoginForm.nibxml` does.
    ///
    /// Register on the main actor: the classes are main-actor classes.
    ///
    /// ```swift
    /// var registry = ClassRegistry.gtkToolkit()
    /// registry.register(LoginController.self, as: "LoginController")
    /// ```
    @MainActor
    public static func gtkToolkit() -> ClassRegistry {
        var registry = ClassRegistry(allowsDynamicObjects: true)
        registry.register(GtkView.self, as: "UIView", "NSView", "NSClipView", "View")
        registry.register(Window.self, as: "UIWindow", "Window")
        registry.register(Label.self, as: "UILabel", "Label")
        registry.register(Button.self, as: "UIButton", "NSButton", "Button")
        registry.register(TextField.self, as: "UITextField", "TextField")
        registry.register(Switch.self, as: "UISwitch", "Switch")
        registry.register(Slider.self, as: "UISlider", "NSSlider", "Slider")
        registry.register(SegmentedControl.self, as: "UISegmentedControl", "NSSegmentedControl")
        registry.register(Stepper.self, as: "UIStepper")
        registry.register(ProgressView.self, as: "UIProgressView")
        registry.register(ActivityIndicatorView.self, as: "UIActivityIndicatorView")
        registry.register(TextView.self, as: "UITextView", "NSTextView")
        registry.register(StackView.self, as: "UIStackView", "NSStackView")
        registry.register(ScrollView.self, as: "UIScrollView", "NSScrollView")
        registry.register(Box.self, as: "NSBox")
        registry.register(PopUpButton.self, as: "NSPopUpButton")
        registry.register(ImageView.self, as: "UIImageView", "NSImageView", "ImageView")
        registry.register(ViewController.self, as: "UIViewController")
        registry.register(CocoaWindow.self, as: "NSWindow")
        registry.register(CocoaTextField.self, as: "NSTextField")
        registry.register(Menu.self, as: "NSMenu")
        registry.register(MenuItem.self, as: "NSMenuItem")
        registry.register(
            Cell.self, as: "NSTextFieldCell", "NSButtonCell", "NSSecureTextFieldCell", "NSImageCell", "NSSliderCell",
            "NSSegmentedCell", "NSPopUpButtonCell")
        return registry
    }
}
