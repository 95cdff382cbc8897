import Foundation
import NibKit

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

// Objects that report their own lifetime, for the tests that check that a
// failed or finished load leaves nothing alive and wakes nothing it should not.

/// Every `Tracked` object, weakly, under the name of the test that loaded
/// it (archives set `test` first), with the `awakeFromNib` calls it received.
final class Tracker: @unchecked Sendable {
    static let shared = Tracker()

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var objects: [String: [WeakBox]] = [:]
    private var awakenings: [String: Int] = [:]

    func created(_ object: AnyObject, in test: String) {
        lock.lock()
        objects[test, default: []].append(WeakBox(object))
        lock.unlock()
    }

    func awoke(in test: String) {
        lock.lock()
        awakenings[test, default: 0] += 1
        lock.unlock()
    }

    /// How many objects the test's loads created.
    func createdCount(in test: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return objects[test]?.count ?? 0
    }

    /// How many of them are still alive.
    func aliveCount(in test: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return objects[test]?.filter { $0.object != nil }.count ?? 0
    }

    func awakeCount(in test: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return awakenings[test] ?? 0
    }
}

/// An object that registers with the tracker as soon as its `test` is set.
final class Tracked: Responder, Control, NibKeyValueCoding, NibActionPerforming, NibAwaking {
    var test = "" {
        didSet { Tracker.shared.created(self, in: test) }
    }
    var value = 0
    var title = ""
    weak var peer: Tracked?
    var members: [Tracked] = []
    /// Memory that makes a leaked object visible in the process's size.
    var ballast: [UInt8] = []

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("test", \Tracked.test), KeyBinding("value", \Tracked.value),
            KeyBinding("title", \Tracked.title), KeyBinding("peer", \Tracked.peer),
            KeyBinding("members", \Tracked.members), KeyBinding("ballast", \Tracked.ballastSize),
        ]
    }

    static var actionBindings: [ActionBinding] {
        [ActionBinding("poke:", Tracked.poke)]
    }

    /// Setting `ballast` to a size allocates that many bytes.
    var ballastSize: Int {
        get { ballast.count }
        set { ballast = [UInt8](repeating: 1, count: newValue) }
    }

    func poke(_ sender: Any?) { value += 1 }

    func awakeFromNib() { Tracker.shared.awoke(in: test) }
}

/// An owner or external object that records every change a load makes to it.
final class Bystander: Responder, NibKeyValueCoding, NibActionPerforming, NibAwaking {
    var view: Tracked?
    var items: [Tracked] = []
    var delegate: NibObject?
    var count = 0
    var awakeCount = 0
    private(set) var notifications: [String] = []
    private var observations: [KeyValueObservation] = []

    static var keyBindings: [KeyBinding] {
        [
            KeyBinding("view", \Bystander.view), KeyBinding("items", \Bystander.items),
            KeyBinding("delegate", \Bystander.delegate), KeyBinding("count", \Bystander.count),
        ]
    }

    static var actionBindings: [ActionBinding] {
        [ActionBinding("poke:", Bystander.poke)]
    }

    required init() {
        super.init()
        for key in ["view", "items", "delegate", "count"] {
            observations.append(observe(key) { [unowned self] change in notifications.append(change.key) })
        }
    }

    required init(coder: NibCoder) throws { try super.init(coder: coder) }

    func poke(_ sender: Any?) { count += 1 }

    func awakeFromNib() { awakeCount += 1 }

    /// Whether the object is exactly as it was made.
    var isUntouched: Bool {
        view == nil && items.isEmpty && delegate == nil && count == 0 && awakeCount == 0 && notifications.isEmpty
    }
}

extension Toolkit {
    /// The test toolkit plus the lifetime-tracking classes.
    static let trackingRegistry: ClassRegistry = {
        var registry = Toolkit.registry
        registry.register(Tracked.self, as: "Tracked")
        registry.register(Bystander.self, as: "Bystander")
        return registry
    }()
}

/// Collects what a load reports through its `@Sendable` event handler.
final class Recorder<Element: Sendable>: Sendable {
    // NibKit's lock rather than Mutex, which ThreadSanitizer does not see on Linux.
    private let storage = Locked<[Element]>([])

    func append(_ element: Element) { storage.withLock { $0.append(element) } }

    /// Everything recorded so far, in order.
    var all: [Element] { storage.withLock { $0 } }
}
