import NibKitLoader

/// A section of a static table: Interface Builder's `<tableViewSection>`,
/// its header and footer titles and its cells, which `ibtool` compiles into
/// the table's data.
open class UITableViewSection: NibObject {
    /// The header's title, or nil.
    public var headerTitle: String?
    /// The footer's title, or nil.
    public var footerTitle: String?
    /// The section's cells, in order: ``UITableViewCell``s, or the dynamic
    /// objects standing in for an application's cell classes.
    public var cells: [View] = []

    /// The keys of Interface Builder's `<tableViewSection>`: `headerTitle`,
    /// `footerTitle` and `cells`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("headerTitle", \UITableViewSection.headerTitle),
            KeyBinding("footerTitle", \UITableViewSection.footerTitle),
            KeyBinding("cells", \UITableViewSection.cells),
        ]
    }
}
