import NibKitCore
import NibKitStrings

/// The attributes Interface Builder always writes as one type: flags as
/// `YES` or `NO`, counts and tags as whole numbers, measures and priorities
/// as numbers.
///
/// An attribute's text is typed by the property that receives it; this table
/// types it only where nothing else does: for keys no binding declares
/// (dynamic objects, classes that accept any key, `nibtool dump`) and inside
/// generic dictionaries such as `<behavior key="behavior" pushIn="YES"/>`.
/// Every other attribute stays text, so `text="007"`, `title="YES"` and
/// `multiplier="16:9"` are strings. The names were taken from the attributes
/// Xcode writes in the documents of `Tests/Corpus`, keeping only those it
/// writes as one type in every file.
///
/// Docs/XIB.md lists the same table.
enum InterfaceBuilderAttributeTypes {
    /// What an attribute's text is read as.
    enum Kind: Sendable {
        /// `YES` or `NO` (also `true` or `false`).
        case boolean
        /// A whole number.
        case integer
        /// An integer when written as a whole number, else a real.
        case number
    }

    static let booleans: Set<String> = [
        // Views and controls.
        "opaque", "hidden", "clipsSubviews", "userInteractionEnabled", "multipleTouchEnabled",
        "translatesAutoresizingMaskIntoConstraints", "clearsContextBeforeDrawing", "autoresizesSubviews",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "enabled", "highlighted", "selected",
        "continuous", "adjustsFontSizeToFit", "adjustsFontForContentSizeCategory", "adjustsLetterSpacingToFitWidth",
        "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "secureTextEntry",
        "enablesReturnKeyAutomatically", "showsMenuAsPrimaryAction", "pointerInteraction", "wantsLayer",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "pagingEnabled", "bounces", "scrollEnabled", "allowsSelection",
        "hidesAccessoryWhenEditing", "showsSelectionImmediatelyOnTouchBegin", "arrangesAllSubviews",
        "translucent", "animating", "hidesBottomBarWhenPushed", "definesPresentationContext",
        "clearsSelectionOnViewWillAppear", "automaticallyAdjustsScrollViewInsets", "navigationBarHidden",
        // AppKit cells, text and tables.
        "editable", "selectable", "scrollable", "bezeled", "drawsBackground", "sendsActionOnEndEditing",
        "usesSingleLineMode", "truncatesLastVisibleLine", "allowsEditingTextAttributes", "refusesFirstResponder",
        "allowsCharacterPickerTouchBarItem", "allowsExpansionToolTips", "textCompletion", "richText",
        "importsGraphics", "allowsUndo", "allowsNonContiguousLayout", "continuousSpellChecking",
        "smartInsertDelete", "usesFontPanel", "usesRuler", "verticallyResizable", "linkDetection",
        "usesPredominantAxisScrolling", "hasHorizontalScroller", "hasVerticalScroller", "autohidesScrollers",
        "copiesOnScroll", "multipleSelection", "columnSelection", "columnReordering", "columnResizing",
        "emptySelection", "allowsEmptySelection", "avoidsEmptySelection", "preservesSelection",
        "selectsInsertedObjects", "automaticallyPreparesContent", "userResizable", "resizeWithTable",
        "autosaveColumns", "viewBased", "alternatingRowBackgroundColors", "typeSelect", "autosizesCells",
        "allowsReordering", "usesAutomaticRowHeights", "indeterminate", "displayedWhenStopped", "allowsFloats",
        "usesGroupingSeparator", "setsMaxLayoutWidthAtFirstLayout", "detachesHiddenViews", "imageHugsTitle",
        "transparent", "completes", "pullsDown", "altersStateOfSelectedItem", "usesAppearanceFont",
        // Menus and button behaviors.
        "isSeparatorItem", "autoenablesItems", "alternate", "allowsKeyEquivalentWhenHidden", "command", "shift",
        "option", "control", "pushIn", "lightByBackground", "lightByGray", "lightByContents", "changeContents",
        "changeBackground", "changeGray", "doesNotDimImage",
        // Windows.
        "allowsToolTipsWhenApplicationIsInactive", "autorecalculatesKeyViewLoop", "releasedWhenClosed", "oneShot",
        "hidesOnDeactivate", "restorable", "titled", "closable", "miniaturizable", "resizable", "utility",
        "documentModal", "texturedBackground", "unifiedTitleAndToolbar", "fullSizeContentView",
        "titlebarAppearsTransparent", "fullScreenAuxiliary", "showsToolbarButton", "allowsUserCustomization",
        "leftStrut", "rightStrut", "topStrut", "bottomStrut",
    ]

    static let integers: Set<String> = [
        "tag", "numberOfLines", "indentationLevel", "numberOfVisibleItems", "numberOfTickMarks",
        "selectedTabViewItemIndex", "minimumIntegerDigits", "maximumIntegerDigits", "minimumFractionDigits",
        "maximumFractionDigits", "groupingSize",
    ]

    static let numbers: Set<String> = [
        "alpha", "constant", "priority", "cornerRadius", "borderWidth", "fontSize", "minimumFontSize",
        "minimumScaleFactor", "spacing",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "horizontalStackHuggingPriority", "verticalStackHuggingPriority",
        "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "preferredMaxLayoutWidth",
        "minimumLineSpacing", "minimumInteritemSpacing", "indentationWidth", "indentationPerLevel", "width",
        "minWidth", "maxWidth", "horizontalLineScroll", "horizontalPageScroll", "verticalLineScroll",
        "verticalPageScroll", "minValue", "maxValue", "doubleValue", "progress", "zoomValue", "inset",
        "topPadding", "bottomPadding",
    ]

    /// What Interface Builder writes the attribute `name` as, or nil for text.
    static func kind(of name: String) -> Kind? {
        kinds[name]
    }

    /// The three lists as one table, so a name is hashed once.
    private static let kinds: [String: Kind] = {
        var kinds: [String: Kind] = [:]
        for name in booleans { kinds[name] = .boolean }
        for name in integers { kinds[name] = .integer }
        for name in numbers { kinds[name] = .number }
        return kinds
    }()
}
