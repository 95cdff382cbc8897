import Foundation
import NibKit

// Docs/Embedding.md's example of prototype cells, compiled: the storyboard
// tests use it, and check that Embedding.md shows it line for line.

/// A table view that keeps a compiled storyboard's prototype cells and makes
/// a cell from one when asked, as `UITableView.dequeueReusableCell(withIdentifier:)`.
final class TableView: NibKit.View, NibKeyValueCoding {
    var prototypes: [String: NibTemplate] = [:]
    var prototypeExternalObjects: [String: [String: NibObject]] = [:]
    weak var dataSource: NibObject?
    weak var delegate: NibObject?

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("UITableViewCellPrototypeNibs", \TableView.prototypes),
            KeyBinding("UITableViewCellPrototypeNibExternalObjects", \TableView.prototypeExternalObjects),
            KeyBinding("dataSource", \TableView.dataSource),
            KeyBinding("delegate", \TableView.delegate),
        ]
    }

    /// A new cell of the prototype `identifier`: each call instantiates it again.
    func dequeueCell(withIdentifier identifier: String) throws(NibError) -> NibObject? {
        guard let prototype = prototypes[identifier] else { return nil }
        let cell = try prototype.instantiate(externalObjects: prototypeExternalObjects[identifier] ?? [:])
        return cell.topLevelObjects.first
    }
}
