import Foundation
import NibKitCore
import NibKitLoader

/// A scrolling list of rows in sections, as UIKit's `UITableView`: its
/// look, its data source and delegate, and its prototype cells.
///
/// A compiled storyboard keeps each prototype cell as a nested template
/// (`UITableViewCellPrototypeNibs`, see "Nibs inside nibs" in
/// `Docs/Embedding.md`); ``dequeueReusableCell(withIdentifier:)``
/// instantiates the one registered under a reuse identifier, a new cell
/// each time, as UIKit makes one when its queue is empty:
///
/// ```swift
/// let cell = try tableView.dequeueReusableCell(withIdentifier: "attributeValueCell")
/// ```
///
/// In a storyboard read from its XML, the prototype cells are objects of the
/// scene, created with it (``prototypeCells``); a template registered with
/// ``register(_:forCellReuseIdentifier:)`` serves an identifier the same way.
open class UITableView: UIScrollView {
    /// The table's look.
    public var style = Style.plain
    /// The line between rows.
    public var separatorStyle = SeparatorStyle.singleLine
    /// The separator's color, or nil.
    public var separatorColor: Color?
    /// The separators' insets.
    public var separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// The rows' height; -1 for automatic.
    public var rowHeight: CGFloat = -1
    /// The rows' estimated height; -1 for automatic.
    public var estimatedRowHeight: CGFloat = -1
    /// The section headers' height; -1 for automatic.
    public var sectionHeaderHeight: CGFloat = -1
    /// The section footers' height; -1 for automatic.
    public var sectionFooterHeight: CGFloat = -1
    /// The section headers' estimated height; -1 for automatic.
    public var estimatedSectionHeaderHeight: CGFloat = -1
    /// The section footers' estimated height; -1 for automatic.
    public var estimatedSectionFooterHeight: CGFloat = -1
    /// Whether a row can be selected.
    public var allowsSelection = true
    /// Whether several rows can be selected at once.
    public var allowsMultipleSelection = false
    /// Whether a row can be selected while the table is edited.
    public var allowsSelectionDuringEditing = false
    /// Whether a touch highlights a row at once.
    public var showsSelectionImmediatelyOnTouchBegin = true
    /// Whether the rows come from prototype cells and a data source, or are
    /// static cells of the document.
    public var dataMode = DataMode.prototypes
    /// The object that gives the rows, or nil.
    public weak var dataSource: NibObject?
    /// The view above the rows, or nil.
    public var tableHeaderView: View?
    /// The view below the rows, or nil.
    public var tableFooterView: View?
    /// The view behind the rows, or nil.
    public var backgroundView: View?
    /// The prototype cells of a storyboard read from its XML, in document
    /// order: ``UITableViewCell``s, or the dynamic objects standing in for an
    /// application's cell classes.
    public var prototypeCells: [View] = []
    /// The static sections of a table whose ``dataMode`` is `static`.
    public var sections: [UITableViewSection] = []
    /// The templates cells are made from, by reuse identifier: a compiled
    /// storyboard's prototype cells and the templates registered.
    public private(set) var cellTemplates: [String: NibTemplate] = [:]
    /// The objects each prototype's template sees as its external objects,
    /// by reuse identifier.
    public private(set) var cellTemplateExternalObjects: [String: [String: NibObject]] = [:]

    /// A table's look, as Interface Builder spells it (`style="grouped"`).
    public enum Style: String, Sendable, CaseIterable {
        /// Rows from edge to edge.
        case plain
        /// Sections in groups.
        case grouped
        /// Sections in rounded, inset groups.
        case insetGrouped
    }

    /// The line between rows, as Interface Builder spells it (`separatorStyle="none"`).
    public enum SeparatorStyle: String, Sendable, CaseIterable {
        /// The system's.
        case `default`
        /// None.
        case none
        /// A single line.
        case singleLine
        /// An etched line (before iOS 7).
        case singleLineEtched
    }

    /// Where a table's rows come from, as Interface Builder spells it (`dataMode="static"`).
    public enum DataMode: String, Sendable, CaseIterable {
        /// Prototype cells, filled by the data source.
        case prototypes
        /// The document's own cells.
        case `static`
    }

    /// Registers `template` as the cell of `identifier`: its first top-level
    /// object is the cell, made anew by each
    /// ``dequeueReusableCell(withIdentifier:)``.
    public func register(_ template: NibTemplate, forCellReuseIdentifier identifier: String) {
        cellTemplates[identifier] = template
        cellTemplateExternalObjects[identifier] = nil
    }

    /// A new cell of the template registered under `identifier`, with its
    /// subviews, outlets and `awakeFromNib`: the template's first top-level
    /// view, a ``UITableViewCell`` or the dynamic object standing in for an
    /// application's cell class. Nil when no template is registered under
    /// `identifier`. Each call instantiates the template again; a template
    /// that fails to instantiate throws its error.
    public func dequeueReusableCell(withIdentifier identifier: String) throws(NibError) -> View? {
        guard let template = cellTemplates[identifier] else { return nil }
        let graph = try template.instantiate(externalObjects: cellTemplateExternalObjects[identifier] ?? [:])
        return graph.topLevelObjects.lazy.compactMap { $0 as? View }.first
    }

    /// The prototype cell of the storyboard's XML whose `reuseIdentifier` is
    /// `identifier`, or nil.
    public func prototypeCell(withIdentifier identifier: String) -> View? {
        prototypeCells.first { (try? $0.value(forKey: "reuseIdentifier")) as? String == identifier }
    }

    /// The keys of Interface Builder's `<tableView>`: its style, separators,
    /// heights and selection flags, `dataMode`, `dataSource`, the header,
    /// footer and background views, `prototypes`, `sections`, and a compiled
    /// storyboard's `UITableViewCellPrototypeNibs` and
    /// `UITableViewCellPrototypeNibExternalObjects`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("style", \UITableView.style),
            KeyBinding("separatorStyle", \UITableView.separatorStyle),
            KeyBinding("separatorColor", \UITableView.separatorColor),
            KeyBinding("separatorInset", \UITableView.separatorInset),
            KeyBinding("rowHeight", \UITableView.rowHeight),
            KeyBinding("estimatedRowHeight", \UITableView.estimatedRowHeight),
            KeyBinding("sectionHeaderHeight", \UITableView.sectionHeaderHeight),
            KeyBinding("sectionFooterHeight", \UITableView.sectionFooterHeight),
            KeyBinding("estimatedSectionHeaderHeight", \UITableView.estimatedSectionHeaderHeight),
            KeyBinding("estimatedSectionFooterHeight", \UITableView.estimatedSectionFooterHeight),
            KeyBinding("allowsSelection", \UITableView.allowsSelection),
            KeyBinding("allowsMultipleSelection", \UITableView.allowsMultipleSelection),
            KeyBinding("allowsSelectionDuringEditing", \UITableView.allowsSelectionDuringEditing),
            KeyBinding("showsSelectionImmediatelyOnTouchBegin", \UITableView.showsSelectionImmediatelyOnTouchBegin),
            KeyBinding("dataMode", \UITableView.dataMode),
            KeyBinding("dataSource", \UITableView.dataSource),
            KeyBinding("tableHeaderView", \UITableView.tableHeaderView),
            KeyBinding("tableFooterView", \UITableView.tableFooterView),
            KeyBinding("backgroundView", \UITableView.backgroundView),
            KeyBinding("prototypes", \UITableView.prototypeCells),
            KeyBinding("sections", \UITableView.sections),
            KeyBinding("UITableViewCellPrototypeNibs", \UITableView.cellTemplates) { $0.cellTemplates = $1 },
            KeyBinding("UITableViewCellPrototypeNibExternalObjects", \UITableView.cellTemplateExternalObjects) {
                $0.cellTemplateExternalObjects = $1
            },
        ]
    }
}
