import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

/// A macOS storyboard that runs, as AppKit's `NSStoryboard`: its
/// controllers are `NSWindowController`s or `NSViewController`s, so, as in
/// AppKit, the untyped look-ups return either (`Any` in AppKit, a
/// ``NibObject`` here); the typed ones ask for one.
///
/// ```swift
/// let storyboard = try NSStoryboard(name: "Main", bundle: bundle, registry: .standard(for: .macOS))
/// let window = try storyboard.instantiateInitialController(as: NSWindowController.self)
/// ```
public final class NSStoryboard: Storyboard {
    /// Creates the initial controller, as
    /// `NSStoryboard.instantiateInitialController()` does; nil when the
    /// storyboard names none.
    public func instantiateInitialController(isolation: (any Actor)? = #isolation) throws(NibError) -> NibObject? {
        guard contents.initialViewControllerID != nil else { return nil }
        return try instantiate(try initialScene(), isolation: isolation)
    }

    /// Creates the controller with the storyboard identifier `identifier`,
    /// as `NSStoryboard.instantiateController(withIdentifier:)` does.
    public func instantiateController(withIdentifier identifier: String, isolation: (any Actor)? = #isolation)
        throws(NibError) -> NibObject
    {
        try instantiate(try scene(withIdentifier: identifier), isolation: isolation)
    }

    /// Creates the initial controller as a `T`: `NSStoryboard`'s
    /// `instantiateInitialController()` with its `as? T` checked.
    public func instantiateInitialController<T: NibObject>(as type: T.Type, isolation: (any Actor)? = #isolation)
        throws(NibError) -> T
    {
        try instantiateInitialViewController(as: type, isolation: isolation)
    }

    /// Creates the controller with the storyboard identifier `identifier` as a `T`.
    public func instantiateController<T: NibObject>(
        withIdentifier identifier: String, as type: T.Type, isolation: (any Actor)? = #isolation
    ) throws(NibError) -> T {
        try instantiateViewController(withIdentifier: identifier, as: type, isolation: isolation)
    }

    /// Creates the controller with the storyboard identifier `identifier`
    /// through `creator`, as macOS 10.15's `instantiateController(identifier:creator:)` does.
    public func instantiateController<T: NibObject>(
        identifier: String, isolation: (any Actor)? = #isolation,
        creator: @escaping @Sendable (NibCoder) throws -> T?
    ) throws(NibError) -> T {
        try instantiateViewController(withIdentifier: identifier, as: T.self, creator: creator, isolation: isolation)
    }
}
