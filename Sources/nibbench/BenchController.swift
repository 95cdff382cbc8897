import NibKit

/// File's Owner of the benchmark's archives: the target of every control's
/// action, with N/10 outlets `o0`, `o1`, ... to single controls, an outlet
/// collection `controls` and an outlet to the window.
///
/// A real controller declares each outlet as a stored property with its own
/// `KeyBinding`. N/10 outlets cannot be written out for every N, so the
/// outlets are the slots of one array and each slot is declared as its own
/// key with a key path into the array (`\.outlets[3]` for `o3`). Validation
/// keeps its meaning: the template checks every outlet name against the
/// declared keys, and a misspelt outlet is an error, as it would be with
/// stored properties. (`acceptsAnyKey` would have made every outlet name
/// valid and turned outlets into string-keyed dictionary inserts.) The
/// declared outlets come in tiers of powers of ten, one subclass per tier
/// (``SizedBenchController``); the benchmark uses the smallest tier that
/// holds N/10, which is exactly N/10 for the default sizes.
class BenchController: Responder, NibCoding {
    // Final, as a subclass could otherwise override them with observers:
    // then a key path into `outlets[k]` would have to read the whole array,
    // change one slot and write it back, copying it on every outlet.
    final var window: BenchWindow?
    final var controls: [NibObject] = []
    final var outlets: [NibObject?]
    private(set) var clicks = 0

    /// How many outlets instances declare.
    class var outletCount: Int { 0 }

    required init() {
        outlets = Array(repeating: nil, count: Self.outletCount)
        super.init()
    }

    required init(coder: NibCoder) throws {
        outlets = Array(repeating: nil, count: Self.outletCount)
        try super.init(coder: coder)
    }

    class var keyBindings: [KeyBinding] {
        [
            KeyBinding("window", \BenchController.window),
            KeyBinding("controls", \BenchController.controls),
        ]
    }

    class var actionBindings: [ActionBinding] {
        [ActionBinding("controlClicked:", BenchController.controlClicked)]
    }

    func awakeFromNib() {}

    func controlClicked(_ sender: Any?) {
        clicks += 1
    }

    /// The bindings of the outlets `o0` ..< `o(count - 1)`.
    static func outletBindings(count: Int) -> [KeyBinding] {
        (0..<count).map { slot in KeyBinding("o\(slot)", \BenchController.outlets[slot]) }
    }

    /// The controller class that declares at least `count` outlets, and as
    /// few as the tiers allow.
    static func declaring(outlets count: Int) -> BenchController.Type {
        switch count {
        case ...1: SizedBenchController<Outlets1>.self
        case ...10: SizedBenchController<Outlets10>.self
        case ...100: SizedBenchController<Outlets100>.self
        case ...1_000: SizedBenchController<Outlets1000>.self
        case ...10_000: SizedBenchController<Outlets10000>.self
        default: SizedBenchController<Outlets100000>.self
        }
    }

    /// The largest number of outlets a tier declares.
    static let maximumOutlets = Outlets100000.count
}

/// A ``BenchController`` that declares the outlets of one tier.
final class SizedBenchController<Tier: OutletTier>: BenchController {
    override class var outletCount: Int { Tier.count }

    override class var keyBindings: [KeyBinding] {
        super.keyBindings + Tier.bindings
    }
}

/// A number of declared outlets, with their bindings built once, as the
/// bindings of stored properties are literals built once.
protocol OutletTier {
    static var count: Int { get }
    static var bindings: [KeyBinding] { get }
}

enum Outlets1: OutletTier {
    static let count = 1
    static let bindings = BenchController.outletBindings(count: count)
}

enum Outlets10: OutletTier {
    static let count = 10
    static let bindings = BenchController.outletBindings(count: count)
}

enum Outlets100: OutletTier {
    static let count = 100
    static let bindings = BenchController.outletBindings(count: count)
}

enum Outlets1000: OutletTier {
    static let count = 1_000
    static let bindings = BenchController.outletBindings(count: count)
}

enum Outlets10000: OutletTier {
    static let count = 10_000
    static let bindings = BenchController.outletBindings(count: count)
}

enum Outlets100000: OutletTier {
    static let count = 100_000
    static let bindings = BenchController.outletBindings(count: count)
}
