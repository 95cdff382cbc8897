import NibKitCore
import NibKitLoader

extension Storyboard {
    /// Creates the initial view controller as a `T`: `as? T` checked, with
    /// a located error naming the scene, the class it has and the type asked
    /// for instead of a nil.
    ///
    /// ```swift
    /// let navigation = try storyboard.instantiateInitialViewController(as: UINavigationController.self)
    /// // Main.storyboard:12:9: error: the scene 'abc-12-def' has a view controller of class
    /// //   UITabBarController, not UINavigationController as asked
    /// ```
    public func instantiateInitialViewController<T: NibObject>(
        as type: T.Type, creator: (@Sendable (NibCoder) throws -> T?)? = nil, isolation: (any Actor)? = #isolation
    ) throws(NibError) -> T {
        try typed(try initialScene(), as: type, creator: creator, isolation: isolation)
    }

    /// Creates the view controller with the storyboard identifier
    /// `identifier` as a `T`, with a located error when it is of another class.
    ///
    /// ```swift
    /// let detail = try storyboard.instantiateViewController(withIdentifier: "Detail", as: DetailController.self)
    /// ```
    public func instantiateViewController<T: NibObject>(
        withIdentifier identifier: String, as type: T.Type, creator: (@Sendable (NibCoder) throws -> T?)? = nil,
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> T {
        try typed(try scene(withIdentifier: identifier), as: type, creator: creator, isolation: isolation)
    }

    private func typed<T: NibObject>(
        _ scene: NibStoryboard.Scene, as type: T.Type, creator: (@Sendable (NibCoder) throws -> T?)?,
        isolation: (any Actor)?
    ) throws(NibError) -> T {
        let made = creator.map { creator in { @Sendable (coder: NibCoder) throws -> NibObject? in try creator(coder) } }
        let controller = try instantiate(scene, creator: made, isolation: isolation)
        guard let typed = controller as? T else {
            let location = controller.archiveLocation ?? scene.location
            throw NibError(
                .instantiationFailed,
                Diagnostic(
                    .error,
                    .wrongControllerType(
                        scene: scene.storyboardIdentifier ?? scene.id, has: controller.nibClassName,
                        asked: String(describing: type)),
                    at: location, objectID: controller.archiveObjectID ?? scene.viewControllerID,
                    className: controller.nibClassName, key: scene.storyboardIdentifier))
        }
        return typed
    }
}
