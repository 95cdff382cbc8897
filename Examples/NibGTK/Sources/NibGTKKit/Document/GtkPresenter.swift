import Foundation
import NibKit

/// Shows the windows a document flags visible at launch, in phase 5: a Cocoa
/// window's content view, or an iOS window, each in a ``WindowHost``.
///
/// ```swift
/// let presenter = GtkPresenter(platform: template.platform, application: application)
/// _ = try template.instantiate(owner: owner, presenter: presenter)
/// presenter.hosts.first?.present()
/// ```
@MainActor
public final class GtkPresenter: @MainActor LaunchPresenter {
    /// Whose coordinate rules the windows' views follow.
    public let platform: Platform
    /// The application at the end of every window's responder chain.
    public let application: Application
    /// The size of every window's root view, when not the document's.
    public let size: CGSize?
    /// The windows made so far, in the order they were presented.
    public private(set) var hosts: [WindowHost] = []

    /// Creates a presenter for a document of `platform`, its windows' root
    /// views at `size` when given.
    public init(platform: Platform, application: Application, size: CGSize? = nil) {
        self.platform = platform
        self.application = application
        self.size = size
    }

    public func presentAtLaunch(_ object: NibObject, id: String) {
        if let window = object as? NSWindow, let content = window.contentView {
            if window.next == nil { window.next = application }
            show(content, title: window.title, decorations: WindowDecorations(styleMask: window.styleMask))
        } else if let window = object as? GtkUIWindow {
            if window.next == nil && window.viewController == nil { window.next = application }
            show(window, title: window.title)
        }
    }

    /// Makes a window for `root` and shows it.
    public func show(_ root: View, title: String?, decorations: WindowDecorations? = nil) {
        let host = WindowHost(
            root: root, title: title, platform: platform, application: application, size: size,
            decorations: decorations)
        hosts.append(host)
        host.present()
    }
}
