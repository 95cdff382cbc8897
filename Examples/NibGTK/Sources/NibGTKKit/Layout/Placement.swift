import Foundation

/// Where one GTK view sits in its window: its frame converted to the root
/// view's top-left coordinates, as UIKit or AppKit would draw it.
///
/// ```swift
/// host.placements.first { $0.view === button }?.frame  // (20, 180, 130, 44)
/// ```
@MainActor
public struct Placement {
    /// The view.
    public let view: any GtkView
    /// The box of the frame's size that holds the view's widget and clips it.
    public let clip: WidgetPointer
    /// The view's rectangle relative to the root view's top-left corner, in
    /// points, as NibKit's layout engine last computed it.
    public let frame: CGRect
}
