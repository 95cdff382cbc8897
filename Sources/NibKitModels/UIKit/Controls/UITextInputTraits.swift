import NibKitLoader

/// The keyboard settings of a text field, text view or search bar: what
/// Interface Builder's `<textInputTraits key="textInputTraits">` gives, as
/// the properties of UIKit's protocol of the same name.
///
/// ```swift
/// passwordField.textInputTraits.isSecureTextEntry  // true
/// passwordField.textInputTraits.returnKeyType      // .go
/// ```
public struct UITextInputTraits: NibValueConvertible, Hashable, Sendable {
    /// Which letters are capitalized as the user types.
    public var autocapitalizationType = AutocapitalizationType.sentences
    /// Whether typing is autocorrected.
    public var autocorrectionType = Setting.default
    /// Whether spelling is checked.
    public var spellCheckingType = Setting.default
    /// Whether quotes become smart quotes.
    public var smartQuotesType = Setting.default
    /// Whether double hyphens become dashes.
    public var smartDashesType = Setting.default
    /// Whether spaces are added and removed around pasted words.
    public var smartInsertDeleteType = Setting.default
    /// The keyboard shown.
    public var keyboardType = KeyboardType.default
    /// The keyboard's look.
    public var keyboardAppearance = KeyboardAppearance.default
    /// The return key's title.
    public var returnKeyType = ReturnKeyType.default
    /// Whether the return key is disabled while the text is empty.
    public var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden, as a password's.
    public var isSecureTextEntry = false
    /// What the text is (`username`, `password`, `email`...), for AutoFill, or nil.
    public var textContentType: String?

    /// Which letters are capitalized, as Interface Builder spells it.
    public enum AutocapitalizationType: String, Sendable, CaseIterable {
        /// None.
        case none
        /// The first letter of each word.
        case words
        /// The first letter of each sentence.
        case sentences
        /// Every letter.
        case allCharacters
    }

    /// A setting the system decides by default, or the document turns on or off.
    public enum Setting: String, Sendable, CaseIterable {
        /// As the system decides.
        case `default`
        /// Off.
        case no
        /// On.
        case yes
    }

    /// The keyboard shown, as Interface Builder spells it.
    public enum KeyboardType: String, Sendable, CaseIterable {
        /// The standard keyboard.
        case `default`
        /// Letters without accents.
        case asciiCapable
        /// Numbers and punctuation.
        case numbersAndPunctuation
        /// For URLs.
        case url = "URL"
        /// Digits.
        case numberPad
        /// A telephone keypad.
        case phonePad
        /// A telephone keypad with letters.
        case namePhonePad
        /// For email addresses.
        case emailAddress
        /// Digits and a decimal point.
        case decimalPad
        /// For social posts.
        case twitter
        /// For web searches.
        case webSearch
        /// ASCII digits.
        case asciiCapableNumberPad
    }

    /// The keyboard's look, as Interface Builder spells it.
    public enum KeyboardAppearance: String, Sendable, CaseIterable {
        /// The system's.
        case `default`
        /// Dark.
        case dark
        /// Light.
        case light
        /// An alert's (dark).
        case alert
    }

    /// The return key's title, as Interface Builder spells it.
    public enum ReturnKeyType: String, Sendable, CaseIterable {
        /// Return.
        case `default`
        /// Go.
        case go
        /// Google.
        case google
        /// Join.
        case join
        /// Next.
        case next
        /// Route.
        case route
        /// Search.
        case search
        /// Send.
        case send
        /// Yahoo.
        case yahoo
        /// Done.
        case done
        /// Emergency Call.
        case emergencyCall
        /// Continue.
        case `continue`
    }

    /// The system's defaults.
    public init() {}

    /// Reads the dictionary a `<textInputTraits>` element becomes; nil when
    /// it spells a setting NibKit does not know.
    public init?(nibValue: Any) {
        guard let entries = ArchivedEntries(nibValue),
            let autocapitalizationType = entries.enumeration(
                "autocapitalizationType", default: AutocapitalizationType.sentences),
            let autocorrectionType = entries.enumeration("autocorrectionType", default: Setting.default),
            let spellCheckingType = entries.enumeration("spellCheckingType", default: Setting.default),
            let smartQuotesType = entries.enumeration("smartQuotesType", default: Setting.default),
            let smartDashesType = entries.enumeration("smartDashesType", default: Setting.default),
            let smartInsertDeleteType = entries.enumeration("smartInsertDeleteType", default: Setting.default),
            let keyboardType = entries.enumeration("keyboardType", default: KeyboardType.default),
            let keyboardAppearance = entries.enumeration("keyboardAppearance", default: KeyboardAppearance.default),
            let returnKeyType = entries.enumeration("returnKeyType", default: ReturnKeyType.default)
        else { return nil }
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.smartQuotesType = smartQuotesType
        self.smartDashesType = smartDashesType
        self.smartInsertDeleteType = smartInsertDeleteType
        self.keyboardType = keyboardType
        self.keyboardAppearance = keyboardAppearance
        self.returnKeyType = returnKeyType
        enablesReturnKeyAutomatically = entries.flag("enablesReturnKeyAutomatically") ?? false
        isSecureTextEntry = entries.flag("secureTextEntry") ?? false
        textContentType = entries.string("textContentType")
    }
}
