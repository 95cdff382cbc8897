import NibKitCore
import NibKitLoader

/// A search field in a bar, as UIKit's `UISearchBar`.
open class UISearchBar: UIView {
    /// The text.
    public var text: String?
    /// The text shown while the field is empty, or nil.
    public var placeholder: String?
    /// The line above the field, or nil.
    public var prompt: String?
    /// The look.
    public var searchBarStyle = Style.default
    /// The look before iOS 13.
    public var barStyle = UIBarStyle.default
    /// Whether the bar is see-through.
    public var isTranslucent = true
    /// The bar's background color, or nil.
    public var barTintColor: Color?
    /// Whether the Cancel button shows.
    public var showsCancelButton = false
    /// Whether the bookmark button shows.
    public var showsBookmarksButton = false
    /// Whether the scope buttons show.
    public var showsScopeBar = false
    /// The scope buttons' titles.
    public var scopeButtonTitles: [String] = []
    /// The keyboard settings.
    public var textInputTraits = UITextInputTraits()
    /// The object told about the search, or nil.
    public weak var delegate: NibObject?

    /// A search bar's look, as Interface Builder spells it (`searchBarStyle="minimal"`).
    public enum Style: String, Sendable, CaseIterable {
        /// As the system decides.
        case `default`
        /// A bar behind the field.
        case prominent
        /// The field alone.
        case minimal
    }

    /// The keys of Interface Builder's `<searchBar>`: `text`, `placeholder`,
    /// `prompt`, `searchBarStyle`, `barStyle`, `translucent`, `barTintColor`,
    /// the buttons' flags, `scopeButtonTitles`, `textInputTraits` and `delegate`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("text", \UISearchBar.text),
            KeyBinding("placeholder", \UISearchBar.placeholder),
            KeyBinding("prompt", \UISearchBar.prompt),
            KeyBinding("searchBarStyle", \UISearchBar.searchBarStyle),
            KeyBinding("barStyle", \UISearchBar.barStyle),
            KeyBinding("translucent", \UISearchBar.isTranslucent),
            KeyBinding("barTintColor", \UISearchBar.barTintColor),
            KeyBinding("showsCancelButton", \UISearchBar.showsCancelButton),
            KeyBinding("showsBookmarkButton", \UISearchBar.showsBookmarksButton),
            KeyBinding("showsScopeBar", \UISearchBar.showsScopeBar),
            KeyBinding("scopeButtonTitles", \UISearchBar.scopeButtonTitles),
            KeyBinding("textInputTraits", \UISearchBar.textInputTraits),
            KeyBinding("delegate", \UISearchBar.delegate),
        ]
    }
}
