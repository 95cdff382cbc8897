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
    func instantiateDestination(_ destinationID: String, forSegueFrom source: NibObject) throws(NibError) -> NibObject
}
