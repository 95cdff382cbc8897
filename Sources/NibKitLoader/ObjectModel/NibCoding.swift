/// A class that declares the keys an archive may set on its instances:
/// NibKit's counterpart of an `NSObject` subclass that is key value
/// coding-compliant for its properties.
///
/// A toolkit's root class conforms and every subclass adds its own keys to
/// its superclass's. The conformance may be isolated to the main actor, as a
/// `@MainActor` toolkit's must be; its declarations then run on the main
/// actor, and key paths to its main-actor properties can be formed there.
///
/// ```swift
/// @MainActor open class Widget: View, @MainActor NibCoding {
///     var title = ""
///     open class var keyBindings: [KeyBinding] { [KeyBinding("title", \Widget.title)] }
///     open class var actionBindings: [ActionBinding] { [] }
///     open func awakeFromNib() {}
/// }
///
/// final class Button: Widget {
///     var tag = 0
///     override class var keyBindings: [KeyBinding] {
///         super.keyBindings + [KeyBinding("tag", \Button.tag)]
///     }
/// }
/// ```
///
/// A class that NibKit ships (``View``, ``Application``) binds its own keys
/// already; a subclass lists only the keys it adds.
public protocol NibKeyValueCoding: NibObject {
    /// The keys instances accept through the key-value setter.
    static var keyBindings: [KeyBinding] { get }
}

/// A class that declares the actions its instances perform, so that an
/// archive's action connections can be checked before anything is created.
///
/// ```swift
/// final class LoginController: Responder, NibActionPerforming {
///     func login(_ sender: Any?) {}
///     static var actionBindings: [ActionBinding] { [ActionBinding("login:", LoginController.login)] }
/// }
/// ```
public protocol NibActionPerforming: NibObject {
    /// The actions instances perform.
    static var actionBindings: [ActionBinding] { get }
}

/// A class whose instances are told when the archive that made them has been
/// loaded and connected: AppKit's `NSNibAwaking` informal protocol.
///
/// Phase 4 of the lifecycle calls `awakeFromNib()` on every object the load
/// created whose class conforms, never on File's Owner, First Responder or
/// external objects (macOS documents also wake the owner; see
/// `Docs/Lifecycle.md`). Every outlet and action is connected by then.
///
/// ```swift
/// final class StatusLabel: View, NibAwaking {
///     var text = ""
///     func awakeFromNib() { text = "Ready" }
/// }
/// ```
public protocol NibAwaking: NibObject {
    /// Prepares the object once the whole graph is loaded and connected.
    func awakeFromNib()
}

/// The three declarations a toolkit's root class makes: its keys, its
/// actions and `awakeFromNib`.
///
/// Declare all three in a class that others subclass, so that each subclass
/// overrides them: a requirement that the root left to a default could not be
/// overridden.
public typealias NibCoding = NibKeyValueCoding & NibActionPerforming & NibAwaking
