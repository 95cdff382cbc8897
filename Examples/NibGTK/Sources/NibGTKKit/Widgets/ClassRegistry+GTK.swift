import NibKit

extension ClassRegistry {
    /// NibKit's standard UIKit and AppKit classes with the GTK toolkit's
    /// subclasses over the ones it draws, under the names Interface Builder
    /// documents use, and dynamic objects for every other class, so that any
    /// document opens: a class nobody registered is a dynamic object, a
    /// standard class GTK does not draw (a table view) makes no widget, and
    /// the GTK views inside either are still placed.
    ///
    /// NibKit's own format names the UIKit classes without a prefix (`View`,
    /// `Button`, …), as `LoginForm.nibxml` does.
    ///
    /// Register on the main actor: the classes are main-actor classes. The
    /// registry is made once per process and then copied: registering some
    /// two hundred classes reads every class's bindings, which costs more
    /// than loading a small document.
    ///
    /// ```swift
    /// var registry = ClassRegistry.gtkToolkit()
    /// registry.register(LoginController.self, as: "LoginController")
    /// ```
    @MainActor
    public static func gtkToolkit() -> ClassRegistry { GtkToolkitRegistry.shared }
}

/// The GTK toolkit's registry, made on first use; a constant, which every
/// ``ClassRegistry/gtkToolkit()`` returns a copy of.
@MainActor
private enum GtkToolkitRegistry {
    static let shared = make()

    static func make() -> ClassRegistry {
        var registry = ClassRegistry(allowsDynamicObjects: true)
        registry.registerStandardClasses(for: .iOS)
        registry.registerStandardClasses(for: .macOS)
        // UIKit, and NibKit's format's names for the same classes.
        registry.register(GtkUIView.self, as: "UIView", "View")
        registry.register(GtkUIWindow.self, as: "UIWindow", "Window")
        registry.register(GtkUILabel.self, as: "UILabel", "Label")
        registry.register(GtkUIButton.self, as: "UIButton", "Button")
        registry.register(GtkUITextField.self, as: "UITextField", "TextField")
        registry.register(GtkUISwitch.self, as: "UISwitch", "Switch")
        registry.register(GtkUISlider.self, as: "UISlider", "Slider")
        registry.register(GtkUISegmentedControl.self, as: "UISegmentedControl")
        registry.register(GtkUIStepper.self, as: "UIStepper")
        registry.register(GtkUIProgressView.self, as: "UIProgressView")
        registry.register(GtkUIActivityIndicatorView.self, as: "UIActivityIndicatorView")
        registry.register(GtkUITextView.self, as: "UITextView")
        registry.register(GtkUIStackView.self, as: "UIStackView")
        registry.register(GtkUIScrollView.self, as: "UIScrollView")
        registry.register(GtkUIImageView.self, as: "UIImageView", "ImageView")
        // UIKit's containers, with a view of their own when the scene gives none.
        registry.register(GtkUINavigationController.self, as: "UINavigationController")
        registry.register(GtkUITabBarController.self, as: "UITabBarController")
        // AppKit.
        registry.register(GtkNSView.self, as: "NSView")
        registry.register(GtkNSClipView.self, as: "NSClipView")
        registry.register(GtkNSButton.self, as: "NSButton")
        registry.register(GtkNSTextField.self, as: "NSTextField")
        registry.register(GtkNSSlider.self, as: "NSSlider")
        registry.register(GtkNSSegmentedControl.self, as: "NSSegmentedControl")
        registry.register(GtkNSPopUpButton.self, as: "NSPopUpButton")
        registry.register(GtkNSImageView.self, as: "NSImageView")
        registry.register(GtkNSBox.self, as: "NSBox")
        registry.register(GtkNSScrollView.self, as: "NSScrollView")
        registry.register(GtkNSStackView.self, as: "NSStackView")
        registry.register(GtkNSTextView.self, as: "NSTextView")
        registry.register(GtkNSMenuItem.self, as: "NSMenuItem")
        return registry
    }
}
