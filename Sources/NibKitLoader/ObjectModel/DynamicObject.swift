import Foundation

/// An object that accepts every key and performs every action, recording
/// both: a stand-in for classes a tool does not have.
///
/// `nibtool` loads archives with dynamic objects so the lifecycle can be
/// traced without the application's classes. A dynamic object is a ``View``
/// and a ``Control``, so it can stand where a view or a control is expected
/// (among a registered view's subviews, as an action's sender). It records
/// every value in ``values`` and ``keyOrder``, and a value for one of
/// ``View``'s own keys (`frame`, `subviews`, `hidden`, `tag`, `alpha`,
/// `backgroundColor`, ...) of the type the view holds also sets that
/// property, so a stand-in for a view has its frame and its subviews. A
/// registry creates them for unknown class names only when it allows
/// dynamic objects.
///
/// ```swift
/// let owner = DynamicObject(className: "LoginController")
/// try owner.setValue("x", forKey: "anything")
/// ```
public final class DynamicObject: View, Control, NibAwaking {
    /// The archive class name this object stands in for.
    public private(set) var className: String = "DynamicObject"
    /// Every value set through the key-value setter, by key.
    public private(set) var values: [String: Any?] = [:]
    /// The keys in the order they were first set.
    public private(set) var keyOrder: [String] = []
    /// Every action performed, with its sender, in order.
    public private(set) var performedActions: [(action: Selector, sender: Any?)] = []
    /// How many times `awakeFromNib` was called.
    public private(set) var awakeCount = 0

    /// Creates a stand-in for `className`.
    public convenience init(className: String) {
        self.init()
        self.className = className
    }

    /// Creates a stand-in whose ``className`` is `DynamicObject`, as an
    /// archive's `<customObject>` of an unknown class is created.
    public required init() { super.init() }

    /// Creates a stand-in for the coder's class, recording every value the
    /// archive gives it in ``values``.
    public required init(coder: NibCoder) throws {
        super.init()
        className = coder.className
        try coder.decodeProperties(into: self)
    }

    /// None of a view's keys: every value goes to
    /// ``setValue(_:forUndefinedKey:)``, which records it in ``values`` and
    /// sets the view's property of that key too.
    public override class var builtInKeyBindings: [KeyBinding] { [] }

    /// ``View``'s own keys, by key: the one list of them, the view's.
    private static let viewBindings: [String: KeyBinding.Accessors] = Dictionary(
        View.builtInKeyBindings.map { ($0.key, $0.accessors) }, uniquingKeysWith: { _, last in last })

    /// True: any key an archive names is recorded in ``values``.
    public override class var acceptsAnyKey: Bool { true }
    /// True: any action is recorded in ``performedActions``.
    public override class var performsAnyAction: Bool { true }
    /// The class name this object stands in for, ``className``.
    public override var nibClassName: String { className }

    /// The frame, when the archive gave one (the value recorded for `frame`)
    /// or it was set: `<UIButton: frame = (20 180; 130 44)>` for a stand-in
    /// of a button, `<LoginController>` for one of a controller; the class
    /// is the one it stands in for, ``className``.
    public override var descriptionFields: [(name: String, value: String)] {
        guard let shown = values["frame"] as? CGRect ?? (frame == .zero ? nil : frame) else { return [] }
        return [("frame", ObjectDescription.rect(shown))]
    }

    /// Records `value` under `key` in ``values``, and when `key` is one of
    /// ``View``'s own keys and `value` of the type its property holds, sets
    /// that property too (a value of another type is only recorded); never
    /// throws.
    public override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {
        if values.updateValue(value, forKey: key) == nil { keyOrder.append(key) }
        if let binding = Self.viewBindings[key] { _ = binding.write(self, value) }
    }

    /// The value recorded under `key`, or nil; never throws.
    public override func value(forUndefinedKey key: String) throws(KeyValueCodingError) -> Any? {
        values[key] ?? nil
    }

    /// Records `action` and `sender` in ``performedActions`` and returns true.
    @discardableResult
    public override func perform(_ action: Selector, sender: Any?, event: Any?) -> Bool {
        performedActions.append((action, sender))
        return true
    }

    /// Counts the call in ``awakeCount``.
    public func awakeFromNib() { awakeCount += 1 }
}
