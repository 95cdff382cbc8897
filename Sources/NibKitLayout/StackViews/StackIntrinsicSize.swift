import Foundation
import NibKitLoader
import NibKitModels

/// The length a stack's `fillProportionally` shares its length by: a view's
/// intrinsic length along the axis.
enum StackIntrinsicSize {
    /// The view's intrinsic length along the axis (``UIView/intrinsicContentSize``
    /// or ``NSView/intrinsicContentSize``) when it has one, else its current
    /// frame's length, the size Interface Builder computed for it.
    static func length(of view: View, horizontal: Bool) -> Double {
        let size: CGSize?
        switch view {
        case let view as UIView: size = view.intrinsicContentSize
        case let view as NSView: size = view.intrinsicContentSize
        default: size = nil
        }
        if let size, case let length = horizontal ? size.width : size.height, length >= 0 { return Double(length) }
        return Double(horizontal ? view.frame.width : view.frame.height)
    }
}
