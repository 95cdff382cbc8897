import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSObjectController`: the controller of Cocoa bindings that
/// holds one content object and offers it as its ``selection``.
///
/// Controls bind to `selection.name`; the controller's content comes from
/// the document's `content` binding or from code. Setting the content
/// through the key-value setter tells whoever observes `selection` (and an
/// array controller's `arrangedObjects`), so the bound controls follow.
///
/// ```swift
/// try controller.setValue(person, forKey: "content")
/// try controller.value(forKeyPath: "selection.name")  // person's name
/// ```
open class NSObjectController: NibObject {
    /// Where the content's objects come from: a class, or a Core Data entity.
    public enum Mode: String, Sendable, CaseIterable {
        /// Instances of ``NSObjectController/objectClassName``.
        case `class`
        /// Objects of the entity ``NSObjectController/entityName``.
        case entity
    }

    /// The content.
    public var content: Any? {
        didSet { contentDidChange() }
    }
    /// The class of new objects.
    public var objectClassName = "NSMutableDictionary"
    /// Where the content's objects come from.
    public var mode = Mode.class
    /// The Core Data entity of new objects, in entity mode.
    public var entityName: String?
    /// Whether the content can be edited through the controller.
    public var isEditable = true
    /// Whether the controller makes its content when loaded.
    public var automaticallyPreparesContent = false
    /// The keys Interface Builder lists for the content's objects.
    public var declaredKeys: [String] = []
    /// A Core Data context a binding gives (`managedObjectContext`).
    public var managedObjectContext: Any?

    /// The selection as a key-value proxy: its keys are the selected
    /// objects' (`selection.name`).
    public private(set) lazy var selection = SelectionProxy(controller: self)

    /// The selected objects: the content, when there is one.
    open var selectedObjects: [Any] {
        content.map { [$0] } ?? []
    }

    /// Whether an object can be added.
    public var canAdd: Bool { isEditable }
    /// Whether the selection can be removed.
    public var canRemove: Bool { isEditable && !selectedObjects.isEmpty }

    /// A new object, added as the content: a ``NibObject`` is not made from
    /// a class name on Linux, so the new object is a dictionary of the
    /// declared keys.
    open func newObject() -> Any {
        [String: Any]()
    }

    /// Adds a new object (`add:`).
    open func add(_ sender: Any?) {
        guard canAdd else { return }
        try? setValue(newObject(), forKey: "content")
    }

    /// Removes the content (`remove:`).
    open func remove(_ sender: Any?) {
        guard canRemove else { return }
        try? setValue(nil, forKey: "content")
    }

    /// Tells the observers of the derived keys that they changed.
    func contentDidChange() {
        // Setting a read-only derived key notifies its observers and changes nothing.
        try? setValue(selection, forKey: "selection")
    }

    /// The class of the content's objects, as Interface Builder writes it (`<objectClass className=...>`).
    private var objectClass: [String: Any] { ["className": objectClassName] }

    /// `content`, `objectClassName` (and `objectClass`), `mode`,
    /// `entityName`, `editable`, `automaticallyPreparesContent`,
    /// `declaredKeys` and `managedObjectContext`; the derived keys
    /// `selection`, `selectedObjects`, `canAdd` and `canRemove` are read-only.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("content", \NSObjectController.content),
            KeyBinding("objectClassName", \NSObjectController.objectClassName),
            KeyBinding("objectClass", \NSObjectController.objectClass) { controller, attributes in
                if let name = attributes["className"] as? String { controller.objectClassName = name }
            },
            KeyBinding("mode", \NSObjectController.mode),
            KeyBinding("entityName", \NSObjectController.entityName),
            KeyBinding("editable", \NSObjectController.isEditable),
            KeyBinding("automaticallyPreparesContent", \NSObjectController.automaticallyPreparesContent),
            KeyBinding("declaredKeys", \NSObjectController.declaredKeys),
            KeyBinding("managedObjectContext", \NSObjectController.managedObjectContext),
            // Read-only, as AppKit's: derived from the content.
            KeyBinding("selection", \NSObjectController.selection) { _, _ in },
            KeyBinding("selectedObjects", \NSObjectController.selectedObjects) { _, _ in },
            KeyBinding("canAdd", \NSObjectController.canAdd) { _, _ in },
            KeyBinding("canRemove", \NSObjectController.canRemove) { _, _ in },
        ]
    }

    /// `add:` and `remove:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("add:", NSObjectController.add),
            ActionBinding("remove:", NSObjectController.remove),
        ]
    }

    /// The selection of a controller as a key-value object, as AppKit's
    /// `selection` proxy: reading `name` reads the selected object's `name`,
    /// or nil when nothing or several objects with different values are
    /// selected; setting it sets it on every selected object.
    public final class SelectionProxy: NibObject {
        private weak var controller: NSObjectController?

        init(controller: NSObjectController) {
            self.controller = controller
            super.init()
        }

        /// A proxy of no controller.
        public required init() { super.init() }

        /// A proxy of no controller; proxies are not archived.
        public required init(coder: NibCoder) throws { try super.init(coder: coder) }

        /// True: every key is a key of the selected objects.
        public override class var acceptsAnyKey: Bool { true }
        /// `NSObjectController.selection`, as diagnostics name the proxy.
        public override var nibClassName: String { "NSObjectController.selection" }

        /// The selected objects' value for `key`, when they agree.
        public override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
            let values = (controller?.selectedObjects ?? []).map { keyValue($0, key) }
            guard let first = values.first else { return nil }
            return values.dropFirst().allSatisfy({ String(describing: $0) == String(describing: first) }) ? first : nil
        }

        /// Sets `key` on every selected object that is a ``NibObject``.
        public override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
            for object in controller?.selectedObjects ?? [] {
                try (object as? NibObject)?.setValue(value, forKey: key)
            }
        }
    }
}

/// The value of `key` of an object of a controller's content: a
/// ``NibObject``'s key, or a dictionary's entry.
func keyValue(_ object: Any, _ key: String) -> Any? {
    if let object = object as? NibObject { return (try? object.value(forKey: key)) ?? nil }
    if let dictionary = object as? [String: Any] { return dictionary[key] }
    return nil
}
