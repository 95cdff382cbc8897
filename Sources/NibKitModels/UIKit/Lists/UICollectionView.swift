import Foundation
import NibKitCore
import NibKitLoader

/// A scrolling grid of items in sections, as UIKit's `UICollectionView`:
/// its layout, data source and delegate, and its prototype cells.
///
/// As a table view does, it makes a cell from the template registered
/// under a reuse identifier, a new one for each
/// ``dequeueReusableCell(withReuseIdentifier:)``; in a storyboard read from
/// its XML the prototype cells are objects of the scene (``prototypeCells``).
open class UICollectionView: UIScrollView {
    /// The layout that places the items, or nil.
    public var collectionViewLayout: UICollectionViewLayout?
    /// Whether the items come from prototype cells or none.
    public var dataMode = DataMode.none
    /// The object that gives the items, or nil.
    public weak var dataSource: NibObject?
    /// The view behind the items, or nil.
    public var backgroundView: View?
    /// Whether an item can be selected.
    public var allowsSelection = true
    /// Whether several items can be selected at once.
    public var allowsMultipleSelection = false
    /// Whether cells are prepared before they are needed.
    public var isPrefetchingEnabled = true
    /// The prototype cells of a storyboard read from its XML, in document
    /// order: ``UICollectionViewCell``s, or the dynamic objects standing in
    /// for an application's cell classes.
    public var prototypeCells: [View] = []
    /// The prototype section header of a storyboard's XML, or nil.
    public var sectionHeaderView: UICollectionReusableView?
    /// The prototype section footer of a storyboard's XML, or nil.
    public var sectionFooterView: UICollectionReusableView?
    /// The templates cells are made from, by reuse identifier.
    public private(set) var cellTemplates: [String: NibTemplate] = [:]

    /// Where a collection view's items come from, as Interface Builder spells it.
    public enum DataMode: String, Sendable, CaseIterable {
        /// Nothing the document gives.
        case none
        /// Prototype cells, filled by the data source.
        case prototypes
    }

    /// Registers `template` as the cell of `identifier`: its first top-level
    /// object is the cell, made anew by each
    /// ``dequeueReusableCell(withReuseIdentifier:)``.
    public func register(_ template: NibTemplate, forCellWithReuseIdentifier identifier: String) {
        cellTemplates[identifier] = template
    }

    /// A new cell of the template registered under `identifier`: its first
    /// top-level view. Nil when none is registered. Each call instantiates
    /// the template again.
    public func dequeueReusableCell(withReuseIdentifier identifier: String) throws(NibError) -> View? {
        guard let template = cellTemplates[identifier] else { return nil }
        return try template.instantiate().topLevelObjects.lazy.compactMap { $0 as? View }.first
    }

    /// The prototype cell of the storyboard's XML whose `reuseIdentifier` is
    /// `identifier`, or nil.
    public func prototypeCell(withReuseIdentifier identifier: String) -> View? {
        prototypeCells.first { (try? $0.value(forKey: "reuseIdentifier")) as? String == identifier }
    }

    /// The keys of Interface Builder's `<collectionView>`:
    /// `collectionViewLayout`, `dataMode`, `dataSource`, `backgroundView`,
    /// the selection flags, `prefetchingEnabled`, `cells`, and the
    /// `sectionHeaderView` and `sectionFooterView`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("collectionViewLayout", \UICollectionView.collectionViewLayout),
            KeyBinding("dataMode", \UICollectionView.dataMode),
            KeyBinding("dataSource", \UICollectionView.dataSource),
            KeyBinding("backgroundView", \UICollectionView.backgroundView),
            KeyBinding("allowsSelection", \UICollectionView.allowsSelection),
            KeyBinding("allowsMultipleSelection", \UICollectionView.allowsMultipleSelection),
            KeyBinding("prefetchingEnabled", \UICollectionView.isPrefetchingEnabled),
            KeyBinding("cells", \UICollectionView.prototypeCells),
            KeyBinding("sectionHeaderView", \UICollectionView.sectionHeaderView),
            KeyBinding("sectionFooterView", \UICollectionView.sectionFooterView),
        ]
    }
}

/// A view a collection view shows and reuses, as UIKit's
/// `UICollectionReusableView`: a section header or footer, and the base of a cell.
open class UICollectionReusableView: UIView {
    /// The identifier a collection view makes views of this kind by.
    public var reuseIdentifier: String?

    /// The key of Interface Builder's `<collectionReusableView>`: `reuseIdentifier`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [KeyBinding("reuseIdentifier", \UICollectionReusableView.reuseIdentifier)]
    }

    /// The frame, then the reuse identifier.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let reuseIdentifier { fields.append(("reuseIdentifier", ObjectDescription.text(reuseIdentifier))) }
        return fields
    }
}

/// An item of a collection view, as UIKit's `UICollectionViewCell`, with its
/// content view.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; a subview of the cell.
    public private(set) var contentView: View?
    /// The view behind the cell, or nil.
    public var backgroundView: View?
    /// The view behind a selected cell, or nil.
    public var selectedBackgroundView: View?

    /// The content view, as an archive gives it: a view, or the dictionary of
    /// a `<view key="contentView">` without an id, which Interface Builder
    /// writes for a cell's content view and NibKit makes a ``UIView`` of.
    enum ArchivedContentView: NibValueConvertible {
        case view(View?)
        case entries([String: Any])

        init?(nibValue: Any) {
            if let view = nibValue as? View {
                self = .view(view)
            } else if let entries = nibValue as? [String: Any] {
                self = .entries(entries)
            } else {
                return nil
            }
        }
    }

    private var archivedContentView: ArchivedContentView { .view(contentView) }

    private func adoptContentView(_ archived: ArchivedContentView) {
        contentView?.removeFromSuperview()
        switch archived {
        case .view(let view):
            contentView = view
        case .entries(let entries):
            let view = UIView()
            let bindings = Dictionary(UIView.builtInKeyBindings.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
            for (key, value) in entries where bindings[key] != nil {
                try? view.setValue(value, forKey: key)
            }
            contentView = view
        }
        if let contentView { insertSubview(contentView, at: 0) }
    }

    /// The keys of Interface Builder's `<collectionViewCell>`: `contentView`
    /// (made a subview), `backgroundView` and `selectedBackgroundView`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("contentView", \UICollectionViewCell.archivedContentView) { $0.adoptContentView($1) },
            KeyBinding("backgroundView", \UICollectionViewCell.backgroundView),
            KeyBinding("selectedBackgroundView", \UICollectionViewCell.selectedBackgroundView),
        ]
    }
}

/// The content view of a collection view cell: Interface Builder's
/// `<collectionViewCellContentView>`.
open class UICollectionViewCellContentView: UIView {}
