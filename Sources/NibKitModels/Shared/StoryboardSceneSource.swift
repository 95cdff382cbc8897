import NibKitCore
import NibKitLoader

/// Where a view controller created from a storyboard finds the scenes its
/// segues lead to: the storyboard that created it, as UIKit's
/// `UIViewController.storyboard`.
///
/// NibKit's storyboard runtime implements it; a test may implement it too,
/// to hand a segue the destination it wants.
public protocol StoryboardSceneSource: AnyObject {
    /// Creates the view controller of the scene whose view controller has
    /// the id `destinationID` (a storyboard's object id, or a compiled
    /// storyboard's identifier), for a segue from `source`. A destination
    /// that is a storyboard reference is followed to the scene it names.
    /// Its objects are created with `isolation`, the actor of the code that
    /// performs the segue.
    func instantiateDestination(
        _ destinationID: String, forSegueFrom source: NibObject, isolation: (any Actor)?
    ) throws(NibError) -> NibObject

    /// The actor a view is loaded with when no caller gives one (the exit
    /// of an unwind segue a control triggers): the isolation the
    /// storyboard was created with, or nil.
    var isolation: (any Actor)? { get }
}

extension StoryboardSceneSource {
    /// Nil: a scene source that records no isolation loads triggered
    /// unwinds as a nonisolated caller.
    public var isolation: (any Actor)? { nil }
}
