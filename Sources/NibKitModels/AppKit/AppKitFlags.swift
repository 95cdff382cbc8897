import Foundation

/// A set of AppKit options that Interface Builder writes as an element of
/// flags, such as `<modifierMask key="keyEquivalentModifierMask" command="YES"/>`,
/// which a document hands over as a dictionary of flags.
protocol InterfaceBuilderFlags: OptionSet where RawValue == Int, Element == Self {
    /// Each flag's attribute name and the option it stands for.
    static var flagNames: [(name: String, option: Self)] { get }
}

extension InterfaceBuilderFlags {
    /// The options whose flags the dictionary sets: to true, or to the text
    /// `YES` or `true` where a document's dictionary kept an attribute as
    /// text; a name it does not know adds nothing.
    init(flags: [String: Any]) {
        self.init()
        for (name, option) in Self.flagNames {
            switch flags[name] {
            case let flag as Bool where flag: insert(option)
            case let text as String where text == "YES" || text == "true": insert(option)
            default: break
            }
        }
    }

    /// The options as Interface Builder writes them: each one set, as true.
    var flags: [String: Any] {
        var result: [String: Any] = [:]
        for (name, option) in Self.flagNames where contains(option) { result[name] = true }
        return result
    }
}
