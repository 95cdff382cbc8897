import NibKitLoader

/// A stand-in in one storyboard for a controller of another, as Interface
/// Builder's `<controllerPlaceholder>` (and `<viewControllerPlaceholder>`)
/// in a Cocoa storyboard: a ``StoryboardReference`` with no state of AppKit's own.
///
/// ```swift
/// let reference = try #require(instance.object(withID: "Ref-Pl-001") as? NSStoryboardReference)
/// reference.storyboardName  // "Preferences"
/// ```
open class NSStoryboardReference: StoryboardReference {}

/// A scene's Exit in a Cocoa storyboard, as Interface Builder's `<exit>`:
/// the source of the scene's unwind segues. It has no state of its own, and
/// performing its segues is not modelled yet.
open class NSStoryboardUnwindSegueSource: NibObject {}
