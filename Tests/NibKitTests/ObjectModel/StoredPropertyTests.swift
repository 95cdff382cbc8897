import NibKit
import Testing

/// A plain `KeyBinding` to a stored property is set with a direct store; every
/// other key path still runs the property's setter.
@Suite("Key paths set directly or through their setters")
struct StoredPropertyTests {
    /// A class whose key paths reach each kind of property.
    class Dial: NibObject, NibKeyValueCoding {
        final var name = ""
        final var note: String?
        final var held: NibObject?
        final weak var owner: NibObject?
        final var turns = 0 {
            didSet { observedTurns.append(turns) }
        }
        final var observedTurns: [Int] = []
        final var slots = [0, 0]
        var level = 0.0

        class var keyBindings: [KeyBinding] {
            [
                KeyBinding("name", \Dial.name), KeyBinding("note", \Dial.note), KeyBinding("held", \Dial.held),
                KeyBinding("owner", \Dial.owner), KeyBinding("turns", \Dial.turns),
                KeyBinding("second", \Dial.slots[1]), KeyBinding("level", \Dial.level),
            ]
        }
    }

    /// A subclass that overrides a property the superclass binds.
    final class CountingDial: Dial {
        var levelSets = 0
        override var level: Double {
            didSet { levelSets += 1 }
        }
    }

    @Test("stored properties take values, nil and converted numbers, releasing what they held")
    func storedProperties() throws {
        let dial = CountingDial()
        try dial.setValue("north", forKey: "name")
        try dial.setValue("first", forKey: "note")
        try dial.setValue(nil, forKey: "note")
        #expect(dial.name == "north")
        #expect(dial.note == nil)
        weak var first: NibObject?
        do {
            let object = NibObject()
            first = object
            try dial.setValue(object, forKey: "held")
        }
        #expect(first != nil, "the property holds its value strongly")
        try dial.setValue(NibObject(), forKey: "held")
        #expect(first == nil, "setting another value released the first")
        #expect(throws: KeyValueCodingError.self) { try dial.setValue(1.5, forKey: "name") }
        #expect(dial.name == "north")
    }

    @Test("observers, overrides, weak properties and subscripts run their setters")
    func setterProperties() throws {
        let dial = CountingDial()
        try dial.setValue(3, forKey: "turns")
        #expect(dial.observedTurns == [3])
        try dial.setValue(2, forKey: "level")
        #expect(dial.level == 2.0)
        #expect(dial.levelSets == 1)
        try dial.setValue(7, forKey: "second")
        #expect(dial.slots == [0, 7])
        do {
            let owner = NibObject()
            try dial.setValue(owner, forKey: "owner")
            #expect(dial.owner === owner)
        }
        #expect(dial.owner == nil, "a weak property does not keep its value")
    }
}
