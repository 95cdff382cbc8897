import NibKit

/// The stand-in for an application's view controller class that the
/// registry does not have: a `UIViewController`, so that containers
/// hold it and its segues run, which also takes every key and performs
/// every action, as a dynamic object does.
///
/// `GtkDocument` registers it under the custom classes of a storyboard's
/// scenes that its registry lacks (InAppSettingsKit's `MainViewController`).
/// Like any stand-in that performs every action, it is a destination for
/// every unwind segue that reaches it.
///
/// ```swift
/// registry.register(GtkStandInViewController.self, names: ["MainViewController"])
/// ```
public final class GtkStandInViewController: UIViewController {
    /// The values of the keys the archive gave that a view controller does not bind, by key.
    public private(set) var values: [String: Any] = [:]
    /// The actions performed, in order, with their senders.
    public private(set) var performedActions: [(action: Selector, sender: Any?)] = []

    /// True: a key the archive names that a view controller does not bind is recorded in ``values``.
    public override class var acceptsAnyKey: Bool { true }
    /// True: any action is recorded in ``performedActions``.
    public override class var performsAnyAction: Bool { true }

    /// Records `value` under `key`.
    public override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        values[key] = value
    }

    /// The value recorded under `key`, or nil.
    public override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
        values[key] ?? nil
    }

    /// Records `action` and `sender` and returns true.
    @discardableResult
    public override func perform(_ action: Selector, sender: Any?, event: Any?) -> Bool {
        performedActions.append((action, sender))
        return true
    }
}
