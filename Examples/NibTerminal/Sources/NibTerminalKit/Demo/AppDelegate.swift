import Foundation
import NibKit

/// The demo's application delegate: it loads the screen when the
/// application has launched, and it is the last responder in the chain, so
/// a `cancelOperation:` nobody else handles ends here.
///
/// The responder chain, from a widget: the widget, its window, the window's
/// controller (``TerminalController``), the ``TerminalApplication``, and this
/// delegate, the application's next responder.
public final class AppDelegate: Responder, NibActionPerforming {
    /// The controller of the loaded window, for a nib.
    public private(set) var windowController: TerminalController?
    /// The storyboard's initial view controller, shown as the window's root, for a storyboard.
    public private(set) var rootViewController: UIViewController?
    private weak var application: TerminalApplication?

    /// `cancelOperation:`, which ends here when nobody before handles it.
    public static var actionBindings: [ActionBinding] {
        [ActionBinding("cancelOperation:", AppDelegate.cancelOperation)]
    }

    /// The classes the demo's archives name: the toolkit's widgets, the
    /// screen's controller, which is only ever File's Owner, and the view
    /// controllers `TerminalFlow.storyboard`'s scenes name.
    public static func registry() -> ClassRegistry {
        var registry = ClassRegistry.terminalToolkit()
        registry.register(TerminalController.self, as: "TerminalController", initializers: .plain)
        registry.register(StartViewController.self, as: "StartViewController")
        registry.register(StepViewController.self, as: "StepViewController")
        return registry
    }

    /// Whether `archive` is a storyboard, `.storyboard` or a compiled `.storyboardc` folder.
    public static func isStoryboard(_ archive: URL) -> Bool {
        ["storyboard", "storyboardc"].contains(archive.pathExtension)
    }

    /// Loads the screen from `archive`, with the demo's ``registry()``.
    ///
    /// A nib gets a new ``TerminalController`` as File's Owner; the window
    /// flagged visible at launch comes to `screen` in phase 5. A storyboard's
    /// initial view controller is shown as the root of a window titled with
    /// the storyboard's name (``Screen/show(rootViewController:title:size:)``).
    public func applicationDidFinishLaunching(
        _ application: TerminalApplication, screen: Screen, archive: URL
    ) throws(NibError) {
        self.application = application
        if Self.isStoryboard(archive) {
            let storyboard = try UIStoryboard(contentsOf: archive, registry: Self.registry())
            let controller = try storyboard.instantiateInitialViewController(as: UIViewController.self)
            try screen.show(rootViewController: controller, title: storyboard.name)
            rootViewController = controller
            return
        }
        let template = try NibTemplate(contentsOf: archive, registry: Self.registry())
        let controller = TerminalController()
        controller.next = application
        try controller.loadWindow(from: template, presenter: screen)
        windowController = controller
    }

    /// Says in the status line how the action got here.
    public func cancelOperation(_ sender: Any?) {
        let path = responderPath().map(\.nibClassName).joined(separator: " › ")
        windowController?.statusLabel?.text = "Cancelled: \(path)"
    }

    /// The responders from the first responder to this delegate, the way a
    /// nil-targeted action travels.
    private func responderPath() -> [Responder] {
        var path: [Responder] = []
        var current: Responder? = application?.firstResponder ?? application
        while let responder = current, !path.contains(where: { $0 === responder }) {
            path.append(responder)
            if responder === self { break }
            current = responder.next
        }
        return path
    }
}
