/// The kind of device a resource is chosen for, as the `~iphone` and `~ipad`
/// file-name modifiers name it.
public enum Device: String, Hashable, Sendable, CaseIterable {
    /// iPhone and iPod touch.
    case iphone
    /// iPad.
    case ipad
}
