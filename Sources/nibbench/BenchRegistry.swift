import NibKit

/// The registry the benchmark loads with: its classes under the names a
/// Cocoa xib uses and the names its nibxml uses, and the controller class
/// that declares the outlets of one size.
enum BenchRegistry {
    static func make(for layout: BenchLayout) -> ClassRegistry {
        var registry = ClassRegistry()
        registry.register(BenchWindow.self, as: "NSWindow", "Window")
        registry.register(BenchView.self, as: "NSView", "View")
        registry.register(BenchButton.self, as: "NSButton", "Button")
        registry.register(BenchButtonCell.self, as: "NSButtonCell", "ButtonCell")
        registry.register(BenchTextField.self, as: "NSTextField", "TextField")
        registry.register(BenchTextFieldCell.self, as: "NSTextFieldCell", "TextFieldCell")
        registry.register(BenchController.declaring(outlets: layout.outletCount), as: "BenchController")
        return registry
    }
}
