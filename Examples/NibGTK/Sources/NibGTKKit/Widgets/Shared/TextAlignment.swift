import NibKit

/// Where a line of text sits across its view: UIKit's `textAlignment`,
/// AppKit's cell `alignment`.
enum TextAlignment {
    /// The horizontal alignment GTK takes (`xalign`), 0 for leading, 1 for
    /// trailing, for the document's spelling (`left`, `center`, `right`,
    /// `natural`, `justified`).
    static func xalign(_ alignment: NSTextAlignment?) -> Float {
        switch alignment {
        case .center: return 0.5
        case .right: return 1
        default: return 0
        }
    }
}
