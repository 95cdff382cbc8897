import NibKitCore

/// The storyboard runtime's messages, declared once.
extension Diagnostic.Message {
    /// A typed look-up whose scene's controller is of another class.
    static func wrongControllerType(scene: String, has className: String, asked: String) -> Self {
        "the scene '\(scene)' has a view controller of class \(className), not \(asked) as asked"
    }

    /// A bundle with no storyboard of the name, compiled or not.
    static func noStoryboard(_ name: String) -> Self {
        "no storyboard named '\(name)' (\(name).storyboardc or \(name).storyboard) in the bundle"
    }

    /// A storyboard name that is a path, which could leave the bundle.
    static func storyboardNameIsPath(_ name: String) -> Self {
        "the storyboard name '\(name)' is a path; a storyboard reference names a storyboard of the same bundle, without '/' or '..'"
    }

    /// A storyboard reference with no storyboard name.
    static let referenceWithoutName: Self = "the storyboard reference names no storyboard (storyboardName)"

    /// A storyboard reference read outside a bundle.
    static func referenceWithoutBundle(_ name: String) -> Self {
        "the storyboard reference to '\(name)' cannot be followed: the storyboard was not read from a bundle or folder"
    }

    /// A segue whose destination is no scene's view controller.
    static func noSceneForDestination(_ id: String) -> Self {
        "no scene's view controller has the id '\(id)'"
    }
}
