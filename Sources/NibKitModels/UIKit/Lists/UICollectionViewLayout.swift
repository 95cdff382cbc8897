import Foundation
import NibKitCore
import NibKitLoader

/// The object that places a collection view's items, as UIKit's
/// `UICollectionViewLayout`.
open class UICollectionViewLayout: NibObject {}

/// A layout of items in lines, as UIKit's `UICollectionViewFlowLayout`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the lines scroll in.
    public var scrollDirection = UILayoutConstraintAxis.vertical
    /// The items' size.
    public var itemSize = CGSize(width: 50, height: 50)
    /// The items' estimated size; zero for none.
    public var estimatedItemSize = CGSize.zero
    /// The smallest space between lines.
    public var minimumLineSpacing: CGFloat = 10
    /// The smallest space between items of a line.
    public var minimumInteritemSpacing: CGFloat = 10
    /// The section headers' size.
    public var headerReferenceSize = CGSize.zero
    /// The section footers' size.
    public var footerReferenceSize = CGSize.zero
    /// The space around each section.
    public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Whether section headers stay at the top while their section scrolls.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stay at the bottom while their section scrolls.
    public var sectionFootersPinToVisibleBounds = false

    /// The keys of Interface Builder's `<collectionViewFlowLayout>`:
    /// `scrollDirection`, the item, header and footer sizes, the spacings,
    /// `sectionInset` and the pinning flags.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("scrollDirection", \UICollectionViewFlowLayout.scrollDirection),
            KeyBinding("itemSize", \UICollectionViewFlowLayout.itemSize),
            KeyBinding("estimatedItemSize", \UICollectionViewFlowLayout.estimatedItemSize),
            KeyBinding("minimumLineSpacing", \UICollectionViewFlowLayout.minimumLineSpacing),
            KeyBinding("minimumInteritemSpacing", \UICollectionViewFlowLayout.minimumInteritemSpacing),
            KeyBinding("headerReferenceSize", \UICollectionViewFlowLayout.headerReferenceSize),
            KeyBinding("footerReferenceSize", \UICollectionViewFlowLayout.footerReferenceSize),
            KeyBinding("sectionInset", \UICollectionViewFlowLayout.sectionInset),
            KeyBinding(
                "sectionHeadersPinToVisibleBounds", \UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds),
            KeyBinding(
                "sectionFootersPinToVisibleBounds", \UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds),
        ]
    }
}
