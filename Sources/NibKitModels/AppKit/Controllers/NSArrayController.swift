import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSArrayController`: a controller of Cocoa bindings over an
/// array, with its arranged objects and a selection by indexes.
///
/// Table columns bind to `arrangedObjects.name`, detail fields to
/// `selection.name`; the document binds the content (`contentArray`) to
/// the owner's array. Changing the content or the selection through the
/// key-value setter tells the observers of `arrangedObjects` and
/// `selection`, so the bound controls follow.
///
/// ```swift
/// try people.setValue([alice, bob], forKey: "contentArray")
/// people.setSelectionIndex(1)
/// try people.value(forKeyPath: "selection.name")     // "Bob"
/// try people.value(forKeyPath: "arrangedObjects.name")  // ["Alice", "Bob"]
/// ```
open class NSArrayController: NSObjectController {
    /// The positions of the selected objects among the arranged objects.
    public var selectionIndexes = IndexSet() {
        didSet { try? setValue(selection, forKey: "selection") }
    }
    /// Whether a selection is kept when the content changes.
    public var preservesSelection = true
    /// Whether an object inserted is selected.
    public var selectsInsertedObjects = true
    /// Whether the controller keeps at least one object selected.
    public var avoidsEmptySelection = true
    /// Whether inserting clears the filter.
    public var clearsFilterPredicateOnInsertion = true
    /// Whether several different values read as one marker.
    public var alwaysUsesMultipleValuesMarker = false
    /// Whether the arranged objects follow changes of the content automatically.
    public var automaticallyRearrangesObjects = false

    /// The content as an array: an array, or nothing.
    public var contentArray: [Any] {
        get { content as? [Any] ?? [] }
        set { content = newValue }
    }

    /// The objects in their arranged order: NibKit neither sorts nor
    /// filters, so they are the content's.
    public var arrangedObjects: [Any] { contentArray }

    /// The arranged objects as a key-value proxy: reading `name` gives every
    /// object's `name` (`arrangedObjects.name`).
    public private(set) lazy var arrangedObjectsProxy = ArrangedObjectsProxy(controller: self)

    /// The first selected position, or nil when nothing is selected.
    public var selectionIndex: Int? { selectionIndexes.first }

    /// The selected objects.
    open override var selectedObjects: [Any] {
        let objects = arrangedObjects
        return selectionIndexes.filter { objects.indices.contains($0) }.map { objects[$0] }
    }

    /// Selects the object at `index` only; returns whether it is there.
    @discardableResult
    public func setSelectionIndex(_ index: Int) -> Bool {
        guard arrangedObjects.indices.contains(index) else { return false }
        selectionIndexes = [index]
        return true
    }

    /// Adds a new object at the end and selects it when
    /// ``selectsInsertedObjects`` says so (`add:`).
    open override func add(_ sender: Any?) {
        guard canAdd else { return }
        var objects = contentArray
        objects.append(newObject())
        try? setValue(objects, forKey: "contentArray")
        if selectsInsertedObjects { setSelectionIndex(objects.count - 1) }
    }

    /// Removes the selected objects (`remove:`).
    open override func remove(_ sender: Any?) {
        guard canRemove else { return }
        let removed = selectionIndexes
        let objects = contentArray.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        selectionIndexes = []
        try? setValue(objects, forKey: "contentArray")
    }

    /// Selects the next object (`selectNext:`).
    open func selectNext(_ sender: Any?) {
        setSelectionIndex((selectionIndexes.last ?? -1) + 1)
    }

    /// Selects the previous object (`selectPrevious:`).
    open func selectPrevious(_ sender: Any?) {
        setSelectionIndex((selectionIndexes.first ?? arrangedObjects.count) - 1)
    }

    /// Keeps the selection inside the new content and tells the observers
    /// of `arrangedObjects` and `selection`.
    override func contentDidChange() {
        let count = arrangedObjects.count
        let kept = selectionIndexes.filteredIndexSet { $0 < count }
        if kept != selectionIndexes || !preservesSelection {
            selectionIndexes = preservesSelection ? kept : []
        }
        if selectionIndexes.isEmpty && avoidsEmptySelection && count > 0 { selectionIndexes = [0] }
        try? setValue(arrangedObjectsProxy, forKey: "arrangedObjects")
        super.contentDidChange()
    }

    private var selectionIndexValue: Int {
        selectionIndex ?? -1
    }

    /// An object controller's keys and `contentArray`, `selectionIndexes`,
    /// `selectionIndex`, `preservesSelection`, `selectsInsertedObjects`,
    /// `avoidsEmptySelection`, `clearsFilterPredicateOnInsertion`,
    /// `alwaysUsesMultipleValuesMarker`, `automaticallyRearrangesObjects`,
    /// and the read-only `arrangedObjects`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("contentArray", \NSArrayController.contentArray) { $0.contentArray = $1 },
            KeyBinding("selectionIndexes", \NSArrayController.selectionIndexes),
            KeyBinding("selectionIndex", \NSArrayController.selectionIndexValue) { $0.setSelectionIndex($1) },
            KeyBinding("preservesSelection", \NSArrayController.preservesSelection),
            KeyBinding("selectsInsertedObjects", \NSArrayController.selectsInsertedObjects),
            KeyBinding("avoidsEmptySelection", \NSArrayController.avoidsEmptySelection),
            KeyBinding("clearsFilterPredicateOnInsertion", \NSArrayController.clearsFilterPredicateOnInsertion),
            KeyBinding("alwaysUsesMultipleValuesMarker", \NSArrayController.alwaysUsesMultipleValuesMarker),
            KeyBinding("automaticallyRearrangesObjects", \NSArrayController.automaticallyRearrangesObjects),
            // Read-only, as AppKit's: derived from the content.
            KeyBinding("arrangedObjects", \NSArrayController.arrangedObjectsProxy) { _, _ in },
        ]
    }

    /// An object controller's actions and `selectNext:` and `selectPrevious:`.
    open override class var builtInActionBindings: [ActionBinding] {
        super.builtInActionBindings + [
            ActionBinding("selectNext:", NSArrayController.selectNext),
            ActionBinding("selectPrevious:", NSArrayController.selectPrevious),
        ]
    }

    /// An array controller's arranged objects as a key-value object:
    /// reading `name` gives the array of every object's `name`, as AppKit's
    /// `arrangedObjects.name`.
    public final class ArrangedObjectsProxy: NibObject {
        private weak var controller: NSArrayController?

        init(controller: NSArrayController) {
            self.controller = controller
            super.init()
        }

        /// A proxy of no controller.
        public required init() { super.init() }

        /// A proxy of no controller; proxies are not archived.
        public required init(coder: NibCoder) throws { try super.init(coder: coder) }

        /// The arranged objects.
        public var objects: [Any] { controller?.arrangedObjects ?? [] }

        /// True: every key is a key of the arranged objects.
        public override class var acceptsAnyKey: Bool { true }
        /// `NSArrayController.arrangedObjects`, as diagnostics name the proxy.
        public override var nibClassName: String { "NSArrayController.arrangedObjects" }

        /// Every arranged object's value for `key`, in order (nil as `NSNull` would be, by nil).
        public override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
            objects.map { keyValue($0, key) as Any }
        }

        /// Refuses: the arranged objects' values are set on the objects.
        public override func validateValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
            throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
        }

        /// Refuses: the arranged objects' values are set on the objects.
        public override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
            throw KeyValueCodingError(.undefinedKey, className: nibClassName, key: key)
        }
    }
}

/// AppKit's `NSTreeController`: a controller of Cocoa bindings over a tree,
/// whose nodes' children are at ``childrenKeyPath``.
open class NSTreeController: NSObjectController {
    /// The key of a node's children.
    public var childrenKeyPath: String?
    /// The key of a node's number of children.
    public var countKeyPath: String?
    /// The key that says a node is a leaf.
    public var leafKeyPath: String?
    /// Whether a selection is kept when the content changes.
    public var preservesSelection = true
    /// Whether an object inserted is selected.
    public var selectsInsertedObjects = true
    /// Whether the controller keeps at least one object selected.
    public var avoidsEmptySelection = true
    /// The selected nodes' index paths, as a binding gives them.
    public var selectionIndexPaths: Any?

    /// The top-level nodes: the content as an array.
    public var arrangedObjects: [Any] { content as? [Any] ?? [] }

    /// An object controller's keys and `childrenKeyPath`, `countKeyPath`,
    /// `leafKeyPath`, `preservesSelection`, `selectsInsertedObjects`,
    /// `avoidsEmptySelection`, `selectionIndexPaths`, and `contentArray`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("childrenKeyPath", \NSTreeController.childrenKeyPath),
            KeyBinding("countKeyPath", \NSTreeController.countKeyPath),
            KeyBinding("leafKeyPath", \NSTreeController.leafKeyPath),
            KeyBinding("preservesSelection", \NSTreeController.preservesSelection),
            KeyBinding("selectsInsertedObjects", \NSTreeController.selectsInsertedObjects),
            KeyBinding("avoidsEmptySelection", \NSTreeController.avoidsEmptySelection),
            KeyBinding("selectionIndexPaths", \NSTreeController.selectionIndexPaths),
            KeyBinding("contentArray", \NSTreeController.arrangedObjects) { $0.content = $1 },
        ]
    }
}
