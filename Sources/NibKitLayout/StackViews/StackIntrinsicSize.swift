import Foundation
import NibKitLoader
import NibKitModels

/// The length a stack's `fillProportionally` shares its length by: a view's
/// intrinsic size as Interface Builder records it.
enum StackIntrinsicSize {
    /// The view's placeholder intrinsic length along the axis when the
    /// document gives a finite one, else its current frame's length, the
    /// size Interface Builder computed for it.
    static func length(of view: View, horizontal: Bool) -> Double {
        let placeholder: Double?
        switch view {
        case let view as UIView:
            placeholder = (horizontal ? view.placeholderIntrinsicWidth : view.placeholderIntrinsicHeight)
                .map(Double.init)
        case let view as NSView:
            placeholder = (horizontal ? view.placeholderIntrinsicWidth : view.placeholderIntrinsicHeight)
                .flatMap(Double.init)
        default:
            placeholder = nil
        }
        if let placeholder, placeholder.isFinite { return placeholder }
        return Double(horizontal ? view.frame.width : view.frame.height)
    }
}
