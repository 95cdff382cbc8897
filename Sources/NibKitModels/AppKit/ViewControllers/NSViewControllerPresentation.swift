/// How an AppKit view controller was presented.
public enum NSViewControllerPresentation: Sendable, Hashable {
    /// In a modal window of its own (`presentAsModalWindow(_:)`, a `modal` segue).
    case modalWindow
    /// As a sheet on the presenter's window (`presentAsSheet(_:)`, a `sheet` segue).
    case sheet
    /// In a popover pointing at a view of the presenter (a `popover` segue).
    case popover
    /// In a window of its own, not modal: a `show` segue to a view
    /// controller, which AppKit shows in a new window.
    case window
}
