import Foundation
import NibKitCore
import NibKitLoader

/// AppKit's `NSTextView` without text layout: the editing options
/// Interface Builder sets, and its text.
open class NSTextView: NSView {
    /// Whether the find bar or the find panel is used: AppKit's `NSTextFinder` style.
    public enum FindStyle: String, Sendable, CaseIterable {
        /// No find interface.
        case none
        /// The find panel.
        case panel
        /// The find bar.
        case bar
    }

    /// The text.
    public var string = ""
    /// A binding's attributed text (`attributedString`).
    public var attributedString: Any?
    /// A binding's value (`value`).
    public var objectValue: Any?
    /// Whether the user can edit the text.
    public var isEditable = true
    /// Whether the user can select the text.
    public var isSelectable = true
    /// Whether the text has attributes.
    public var isRichText = true
    /// Whether images can be pasted.
    public var importsGraphics = false
    /// Whether edits can be undone.
    public var allowsUndo = false
    /// Whether layout may skip text not shown.
    public var allowsNonContiguousLayout = false
    /// Whether spelling is checked as the user types.
    public var isContinuousSpellCheckingEnabled = false
    /// Whether spelling is corrected.
    public var isAutomaticSpellingCorrectionEnabled = false
    /// Whether quotes become typographic ones.
    public var isAutomaticQuoteSubstitutionEnabled = false
    /// Whether dashes become typographic ones.
    public var isAutomaticDashSubstitutionEnabled = false
    /// Whether links are detected.
    public var isAutomaticLinkDetectionEnabled = false
    /// Whether spaces are inserted and deleted around words.
    public var smartInsertDeleteEnabled = false
    /// Whether the font panel is used.
    public var usesFontPanel = false
    /// Whether the ruler is used.
    public var usesRuler = false
    /// Which find interface is used.
    public var findStyle = FindStyle.none
    /// Whether the background is filled.
    public var drawsBackground = true
    /// The color behind the text, as AppKit's text view keeps its own.
    public var textBackgroundColor: Color?
    /// The text's color.
    public var textColor: Color?
    /// The insertion point's color.
    public var insertionPointColor: Color?
    /// The smallest size.
    public var minSize = CGSize.zero
    /// The largest size.
    public var maxSize = CGSize.zero
    /// Whether the view grows vertically with its text.
    public var isVerticallyResizable = true
    /// Whether the view grows horizontally with its text.
    public var isHorizontallyResizable = false
    /// The keyboard input sources the text accepts, by locale identifier.
    public var allowedInputSourceLocales: [String] = []
    /// The object that is told about editing.
    public weak var delegate: NibObject?

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// A view's keys and the text view's options as Interface Builder
    /// writes them: `editable`, `selectable`, `richText`, `importsGraphics`,
    /// `allowsUndo`, `allowsNonContiguousLayout`, `continuousSpellChecking`,
    /// `spellingCorrection`, `quoteSubstitution`, `dashSubstitution`,
    /// `linkDetection`, `smartInsertDelete`, `usesFontPanel`, `usesRuler`,
    /// `findStyle`, `drawsBackground`, `backgroundColor`, `textColor`,
    /// `insertionPointColor`, `minSize`, `maxSize`, `verticallyResizable`,
    /// `horizontallyResizable`, `allowedInputSourceLocales`, the outlet
    /// `delegate`, and `value` and `attributedString` for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("string", \NSTextView.string),
            KeyBinding("attributedString", \NSTextView.attributedString),
            KeyBinding("value", \NSTextView.objectValue),
            KeyBinding("editable", \NSTextView.isEditable),
            KeyBinding("selectable", \NSTextView.isSelectable),
            KeyBinding("richText", \NSTextView.isRichText),
            KeyBinding("importsGraphics", \NSTextView.importsGraphics),
            KeyBinding("allowsUndo", \NSTextView.allowsUndo),
            KeyBinding("allowsNonContiguousLayout", \NSTextView.allowsNonContiguousLayout),
            KeyBinding("continuousSpellChecking", \NSTextView.isContinuousSpellCheckingEnabled),
            KeyBinding("spellingCorrection", \NSTextView.isAutomaticSpellingCorrectionEnabled),
            KeyBinding("quoteSubstitution", \NSTextView.isAutomaticQuoteSubstitutionEnabled),
            KeyBinding("dashSubstitution", \NSTextView.isAutomaticDashSubstitutionEnabled),
            KeyBinding("linkDetection", \NSTextView.isAutomaticLinkDetectionEnabled),
            KeyBinding("smartInsertDelete", \NSTextView.smartInsertDeleteEnabled),
            KeyBinding("usesFontPanel", \NSTextView.usesFontPanel),
            KeyBinding("usesRuler", \NSTextView.usesRuler),
            KeyBinding("findStyle", \NSTextView.findStyle),
            KeyBinding("drawsBackground", \NSTextView.drawsBackground),
            KeyBinding("backgroundColor", \NSTextView.textBackgroundColor),
            KeyBinding("textColor", \NSTextView.textColor),
            KeyBinding("insertionPointColor", \NSTextView.insertionPointColor),
            KeyBinding("minSize", \NSTextView.minSize),
            KeyBinding("maxSize", \NSTextView.maxSize),
            KeyBinding("verticallyResizable", \NSTextView.isVerticallyResizable),
            KeyBinding("horizontallyResizable", \NSTextView.isHorizontallyResizable),
            KeyBinding("allowedInputSourceLocales", \NSTextView.allowedInputSourceLocales),
            KeyBinding("delegate", \NSTextView.delegate),
        ]
    }
}

/// AppKit's `NSCollectionView` without layout: the items it shows and how
/// they are chosen.
open class NSCollectionView: NSView {
    /// Whether items can be selected.
    public var isSelectable = false
    /// Whether several items can be selected.
    public var allowsMultipleSelection = false
    /// Whether no item may be selected.
    public var allowsEmptySelection = true
    /// The background color.
    public var primaryBackgroundColor: Color?
    /// The item each represented object gets a copy of (`itemPrototype`).
    public var itemPrototype: NibObject?
    /// The objects a binding shows (`content`).
    public var content: Any?
    /// The selected items' positions, as a binding gives them.
    public var selectionIndexes: Any?
    /// The object that gives the items.
    public weak var dataSource: NibObject?
    /// The object that is told about selection.
    public weak var delegate: NibObject?

    /// A view's keys and `selectable`, `allowsMultipleSelection`,
    /// `allowsEmptySelection`, `primaryBackgroundColor`, the outlets
    /// `itemPrototype`, `dataSource` and `delegate`, and `content` and
    /// `selectionIndexes` for bindings.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("selectable", \NSCollectionView.isSelectable),
            KeyBinding("allowsMultipleSelection", \NSCollectionView.allowsMultipleSelection),
            KeyBinding("allowsEmptySelection", \NSCollectionView.allowsEmptySelection),
            KeyBinding("primaryBackgroundColor", \NSCollectionView.primaryBackgroundColor),
            KeyBinding("itemPrototype", \NSCollectionView.itemPrototype),
            KeyBinding("content", \NSCollectionView.content),
            KeyBinding("selectionIndexes", \NSCollectionView.selectionIndexes),
            KeyBinding("dataSource", \NSCollectionView.dataSource),
            KeyBinding("delegate", \NSCollectionView.delegate),
        ]
    }
}
