import NibKitCore
import NibKitLoader

/// What an application delegate implements to hear that launching finished.
///
/// ```swift
/// final class AppDelegate: Responder, ApplicationDelegate {
///     func applicationDidFinishLaunching(_ application: Application) { ... }
/// }
/// ```
public protocol ApplicationDelegate: AnyObject {
    /// Called once the main nib is loaded and its windows are shown.
    func applicationDidFinishLaunching(_ application: Application)
}

/// Starts an application from its bundle, as `UIApplicationMain` and
/// `NSApplicationMain` do: read `NSMainNibFile` (`NSMainNibFile~ipad` on an
/// iPad), load that nib with the application as File's Owner, show its
/// visible-at-launch windows, then tell the delegate that launching finished.
///
/// ```swift
/// let application = Application()
/// try ApplicationLauncher.launch(application, bundle: bundle, registry: registry, traits: traits, presenter: screen)
/// ```
public enum ApplicationLauncher {
    /// Launches `application`; returns the main nib's graph, or nil when the
    /// bundle names no main nib.
    @discardableResult
    public static func launch(
        _ application: Application, bundle: NibBundle, registry: ClassRegistry, traits: ResourceTraits,
        externalObjects: [String: NibObject] = [:], presenter: (any LaunchPresenter)? = nil,
        isolation: (any Actor)? = #isolation
    ) throws(NibError) -> NibInstantiation? {
        var graph: NibInstantiation?
        if let mainNib = bundle.info.mainNibFile(for: traits.device) {
            let template = try bundle.nibTemplate(named: mainNib, registry: registry, traits: traits)
            graph = try template.instantiate(
                owner: application, externalObjects: externalObjects, application: application, presenter: presenter,
                isolation: isolation)
        }
        (application.delegate as? ApplicationDelegate)?.applicationDidFinishLaunching(application)
        return graph
    }
}
