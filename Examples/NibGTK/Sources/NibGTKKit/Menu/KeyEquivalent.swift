import CGtk4
import NibKit

/// A menu item's key equivalent as GTK names accelerators.
///
/// Cocoa stores the key (`keyEquivalent="q"`) and a modifier mask
/// (`<modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>`),
/// which `NSMenuItem` reads (Command when the document gives none). The GTK accelerator maps Command to `<Primary>`, which is
/// Control on Linux (and Command on macOS), Option to `<Alt>`, Control to
/// `<Control>` and Shift to `<Shift>`; so on Linux Command and Control are the
/// same key. An upper-case letter implies Shift, as in Cocoa. Return, Tab,
/// Escape, Backspace, Delete, the arrows and F1–F12 (Cocoa's function-key
/// characters) get GTK's key names; other characters are looked up with
/// `gdk_unicode_to_keyval`.
///
/// ```swift
/// KeyEquivalent(key: "q", modifiers: .command).accelerator  // "<Primary>q"
/// KeyEquivalent(key: "N", modifiers: []).accelerator        // "<Shift>n"
/// KeyEquivalent(key: "", modifiers: .command).accelerator   // nil
/// ```
public struct KeyEquivalent: Equatable, Sendable {
    /// The key's character, as Cocoa stores it; empty for none.
    public let key: String
    /// Command (Control on Linux).
    public let command: Bool
    /// Shift, given or implied by an upper-case letter.
    public let shift: Bool
    /// Option (Alt).
    public let option: Bool
    /// Control.
    public let control: Bool

    /// Reads Cocoa's key and modifier flags.
    public init(key: String, modifiers: NSEventModifierFlags) {
        self.key = key
        command = modifiers.contains(.command)
        option = modifiers.contains(.option)
        control = modifiers.contains(.control)
        let isUpperCase = key.count == 1 && key.lowercased() != key
        shift = modifiers.contains(.shift) || isUpperCase
    }

    public static func == (lhs: KeyEquivalent, rhs: KeyEquivalent) -> Bool {
        (lhs.key, lhs.command, lhs.shift, lhs.option, lhs.control)
            == (rhs.key, rhs.command, rhs.shift, rhs.option, rhs.control)
    }

    /// The accelerator GTK parses (`gtk_shortcut_trigger_parse_string`), such
    /// as `<Primary><Shift>n`; nil without a key or for a key GTK cannot name.
    public var accelerator: String? {
        guard let name = Self.keyName(key.lowercased()) else { return nil }
        var modifiers = ""
        if command { modifiers += "<Primary>" }
        if control { modifiers += "<Control>" }
        if option { modifiers += "<Alt>" }
        if shift { modifiers += "<Shift>" }
        return modifiers + name
    }

    /// GTK's name of the key a Cocoa key-equivalent character stands for.
    private static func keyName(_ key: String) -> String? {
        guard key.unicodeScalars.count == 1, let scalar = key.unicodeScalars.first else { return nil }
        if let name = specialKeys[scalar.value] { return name }
        if (0xF704...0xF70F).contains(scalar.value) { return "F\(scalar.value - 0xF704 + 1)" }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        guard keyval != 0, let name = gdk_keyval_name(keyval) else { return nil }
        return String(cString: name)
    }

    /// Cocoa's control and function-key characters that GTK names otherwise.
    private static let specialKeys: [UInt32: String] = [
        0x0D: "Return", 0x03: "KP_Enter", 0x09: "Tab", 0x1B: "Escape", 0x08: "BackSpace", 0x7F: "BackSpace",
        0x20: "space", 0xF728: "Delete", 0xF700: "Up", 0xF701: "Down", 0xF702: "Left", 0xF703: "Right",
        0xF729: "Home", 0xF72B: "End", 0xF72C: "Page_Up", 0xF72D: "Page_Down",
    ]
}
