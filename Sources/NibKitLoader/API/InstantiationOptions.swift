/// How one instantiation runs: the awake order, who watches the lifecycle,
/// which resource cache and defaults store to use.
///
/// Options are plain values, `Sendable`, so they can be kept and shared
/// across tasks; the objects a load works with (File's Owner, external
/// objects, the application, the presenter that shows windows) are
/// arguments of `instantiate` instead.
///
/// ```swift
/// var options = InstantiationOptions()
/// options.awakeOrder = .shuffled(seed: 42)
/// options.eventHandler = { event in print(event) }
/// let graph = try template.instantiate(owner: controller, options: options)
/// ```
public struct InstantiationOptions: Sendable {
    /// The order in which `awakeFromNib` is sent.
    public enum AwakeOrder: Hashable, Sendable {
        /// Document order: the order objects appear in the archive.
        case document
        /// A pseudo-random order fixed by `seed`, to flush out code that
        /// depends on an order Apple documents as not guaranteed. The same
        /// seed gives the same order on every platform and run.
        case shuffled(seed: UInt64)
    }

    /// The order of phase 4. Document order by default.
    public var awakeOrder: AwakeOrder = .document

    /// Called with every lifecycle event, in the order events happen, on the
    /// thread that instantiates.
    public var eventHandler: (@Sendable (LifecycleEvent) -> Void)?

    /// The cache phase 1 loads images and sounds into; the template's own
    /// cache when nil.
    public var resourceCache: ResourceCache?

    /// The store behind the archive's user defaults controllers
    /// (`NSUserDefaultsController`, whose `values.key` bindings read and
    /// write it). In memory by default, and shared by the loads given these
    /// options.
    public var defaultsStore: any DefaultsStore = InMemoryDefaultsStore()

    /// Closures that create objects in place of `init(coder:)`, by archive
    /// id: each gets the object's coder and returns the object to use
    /// (made with its class's `init(coder:)` and whatever else it needs),
    /// or nil to have the load make it as usual. The storyboard runtime's
    /// `instantiateViewController(identifier:creator:)` gives a scene's
    /// view controller this way, as iOS 13's does.
    public var creators: [String: @Sendable (NibCoder) throws -> NibObject?] = [:]

    /// Creates the default options.
    public init() {}
}

/// What a host toolkit implements to show windows: phase 5 of the lifecycle
/// calls it for each object flagged "visible at launch", in document order.
///
/// ```swift
/// final class Screen: LaunchPresenter {
///     func presentAtLaunch(_ object: NibObject, id: String) {
///         (object as? Window)?.makeKeyAndVisible()
///     }
/// }
/// ```
public protocol LaunchPresenter: AnyObject {
    /// Shows `object`, whose archive id is `id`.
    func presentAtLaunch(_ object: NibObject, id: String)
}
