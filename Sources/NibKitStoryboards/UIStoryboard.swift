import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

/// An iOS storyboard that runs, as UIKit's `UIStoryboard`: its view
/// controllers are `UIViewController`s.
///
/// ```swift
/// let storyboard = try UIStoryboard(name: "Main", bundle: bundle, registry: .standard(for: .iOS))
/// let navigation = try storyboard.instantiateInitialViewController()
/// let detail = try storyboard.instantiateViewController(withIdentifier: "Detail", as: DetailController.self)
/// ```
public final class UIStoryboard: Storyboard {
    /// Creates the initial view controller, as
    /// `UIStoryboard.instantiateInitialViewController()` does; nil when the
    /// storyboard names none.
    public func instantiateInitialViewController(isolation: (any Actor)? = #isolation) throws(NibError)
        -> UIViewController?
    {
        guard contents.initialViewControllerID != nil else { return nil }
        return try instantiateInitialViewController(as: UIViewController.self, isolation: isolation)
    }

    /// Creates the view controller with the storyboard identifier
    /// `identifier`, as `UIStoryboard.instantiateViewController(withIdentifier:)` does.
    public func instantiateViewController(withIdentifier identifier: String, isolation: (any Actor)? = #isolation)
        throws(NibError) -> UIViewController
    {
        try instantiateViewController(withIdentifier: identifier, as: UIViewController.self, isolation: isolation)
    }

    /// Creates the view controller with the storyboard identifier
    /// `identifier` through `creator`, as iOS 13's
    /// `instantiateViewController(identifier:creator:)` does: the closure
    /// gets the controller's coder and returns the controller to use, made
    /// with `init(coder:)` and whatever else it needs (the dependencies it
    /// injects), or nil for the storyboard's own.
    ///
    /// ```swift
    /// let detail = try storyboard.instantiateViewController(identifier: "Detail") { coder in
    ///     try DetailController(coder: coder, store: store)
    /// }
    /// ```
    public func instantiateViewController<T: UIViewController>(
        identifier: String, isolation: (any Actor)? = #isolation,
        creator: @escaping @Sendable (NibCoder) throws -> T?
    ) throws(NibError) -> T {
        try instantiateViewController(withIdentifier: identifier, as: T.self, creator: creator, isolation: isolation)
    }

    /// Creates the initial view controller through `creator`, as iOS 13's
    /// `instantiateInitialViewController(creator:)` does.
    public func instantiateInitialViewController<T: UIViewController>(
        isolation: (any Actor)? = #isolation, creator: @escaping @Sendable (NibCoder) throws -> T?
    ) throws(NibError) -> T {
        try instantiateInitialViewController(as: T.self, creator: creator, isolation: isolation)
    }
}
