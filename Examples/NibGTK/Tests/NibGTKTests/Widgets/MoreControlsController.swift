import Foundation
import NibGTKKit
import NibKit

/// File's Owner of MoreControls.xib and CocoaControls.xib: records each action and its sender's value.
@MainActor
final class MoreControlsController: ViewController {
    private(set) var received: [String] = []

    override class var actionBindings: [ActionBinding] {
        func record(_ selector: String, _ value: @escaping @MainActor (Any?) -> String) -> ActionBinding {
            ActionBinding(Selector(selector)) { (controller: MoreControlsController, sender) in
                controller.received.append("\(selector) \(value(sender))")
            }
        }
        return super.actionBindings + [
            record("segmentChanged:") {
                "\(($0 as? UISegmentedControl)?.selectedSegmentIndex ?? ($0 as? NSSegmentedControl)?.selectedSegment ?? -2)"
            },
            record("stepped:") { "\(($0 as? UIStepper)?.value ?? -1)" },
            record("volumeChanged:") { "\(($0 as? NSSlider)?.doubleValue ?? -1)" },
            record("sizeChosen:") { ($0 as? NSButton)?.title ?? "?" },
            record("frequencyChosen:") { "\(($0 as? NSPopUpButton)?.indexOfSelectedItem ?? -2)" },
        ]
    }

    /// Opens a fixture with this controller as File's Owner and waits for its first frame.
    static func open(_ name: String, owner: MoreControlsController) throws -> GtkDocument {
        var registry = Documents.registry
        registry.register(MoreControlsController.self, as: "MoreControlsController")
        let document = try GtkDocument(contentsOf: try Documents.fixture(name), registry: registry, owner: owner)
        try document.waitForFirstFrame()
        return document
    }
}
