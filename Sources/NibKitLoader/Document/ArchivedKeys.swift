import Foundation
import NibKitCore

/// The one translation of archived objects' coder keys into NibKit's xib
/// vocabulary, for Apple's compiled nibs and Interface Builder 3 archives.
///
/// A compiled nib, or an Interface Builder 3 archive, writes each object
/// with the keys its class's `encodeWithCoder:` (or Interface Builder's own
/// design-time class) gives it: `UIBounds` and `UICenter`, `UIText`,
/// `IBUIText`, `NSFrame`, `NSvFlags`, `NSMenuItems`. NibKit's classes bind
/// the keys a `.xib` gives (`frame`, `text`, `items`), so both parsers pass
/// each object through ``translate(_:)`` once it is built, and the template,
/// the classes and every tool see one vocabulary. As Apple's
/// `initWithCoder:` decodes the keys its class knows and ignores the rest,
/// a coder key (one beginning with a capital letter) that no table names
/// is dropped, and counted: the document's warning lists them, so nothing
/// is hidden. A key beginning with a lower-case letter is already the xib
/// vocabulary (the NIB Archives `nibtool compile` writes) and is kept.
///
/// The tables, one for each family of keys:
/// - ``uiKitKeys``: the xib keys whose UIKit coder key is `UI` and the key
///   capitalised (`UIText` → `text`), and whose Interface Builder 3 key is
///   `IBUI` and the same (`IBUIText` → `text`); ``renamedKeys`` those spelt
///   otherwise (`UIFont` → `fontDescription`, `UIClipsToBounds` →
///   `clipsSubviews`).
/// - ``appKitKeys``: AppKit's coder keys (`NSFrame` → `frame`,
///   `NSContents` → `title`), which Interface Builder 3's iOS archives use
///   for views too.
/// - The rules that combine or invert: `UIBounds` and `UICenter` give the
///   frame; `NSFrameSize` a frame at the origin; `NSvFlags` the
///   autoresizing mask (its low six bits) and `hidden` (bit 31);
///   `UIUserInteractionDisabled` and `NSIsDisabled` are the negation of
///   `userInteractionEnabled` and `enabled`; a button's
///   `UIButtonStatefulContent` (a `UIButtonContent` per control state) and
///   Interface Builder 3's `IBUINormalTitle`, `IBUIHighlightedTitleColor`, …
///   the per-state content of a xib's `<state key="normal" title=...>`; a
///   segmented control's `UISegments` (`UISegment` objects) the `segments`
///   a xib lists; `NSKeyEquivModMask` the flags of `<modifierMask>`.
///   Objects folded into their holder this way (`UIButtonContent`,
///   `UISegment`) are no objects of the document.
struct ArchivedKeys {
    /// The platform whose classes receive the keys.
    let platform: Platform
    /// Whether every key is a coder key, as in an Interface Builder 3
    /// archive, whose design-time objects have lower-case keys of their own
    /// (`targetRuntimeIdentifier`); else only keys beginning with a capital.
    let translatesEveryKey: Bool
    /// The coder keys dropped, by name, with how often.
    private(set) var undecoded: [String: Int] = [:]
    /// How many objects were folded into their holders' values.
    private(set) var foldedObjects = 0

    /// The xib keys whose UIKit coder key is `UI` + the key capitalised and
    /// whose Interface Builder 3 key is `IBUI` + the same.
    static let uiKitKeys: Set<String> = [
        "text", "title", "enabled", "tag", "hidden", "opaque", "alpha", "backgroundColor", "textColor",
        "highlightedColor", "shadowColor", "shadowOffset", "numberOfLines", "placeholder", "prompt", "selected",
        "highlighted", "image", "highlightedImage", "selectedImage", "badgeValue", "multipleTouchEnabled",
        "exclusiveTouch", "clearsContextBeforeDrawing", "minimumFontSize", "adjustsFontSizeToFit", "subviews",
        "tintColor", "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem",
        "leftBarButtonItems", "rightBarButtonItems", "hidesBackButton", "backButtonTitle", "items",
        "gestureRecognizers", "restorationIdentifier", "selectedSegmentIndex", "momentary", "contentStretch",
        "autoresizingMask", "userInteractionEnabled", "fontDescription", "minimumScaleFactor",
        "preferredMaxLayoutWidth", "landscapeImagePhone", "imageInsets", "contentEdgeInsets", "titleEdgeInsets",
        "imageEdgeInsets", "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "reversesTitleShadowWhenHighlighted", "translatesAutoresizingMaskIntoConstraints", "backgroundImage",
        "titleColor", "titleShadowColor", "contentView", "textLabel", "detailTextLabel", "imageView",
        "backgroundView", "selectedBackgroundView", "reuseIdentifier", "tableHeaderView", "tableFooterView",
        "rowHeight", "separatorColor", "sectionHeaderHeight", "sectionFooterHeight", "estimatedRowHeight",
        "allowsSelection", "allowsMultipleSelection", "indentationLevel", "indentationWidth", "scalesPageToFit",
        "delegate", "dataSource",
        // A view controller's, as a xib's `<viewController>` and `<navigationController>` give them.
        "view", "navigationItem", "tabBarItem", "viewControllers", "navigationBar", "tabBar", "toolbar",
        "storyboardIdentifier",
    ]

    /// UIKit and Interface Builder 3 coder keys spelt otherwise than the rule of ``uiKitKeys``.
    static let renamedKeys: [String: String] = [
        "UIFont": "fontDescription", "IBUIFont": "fontDescription", "UIClipsToBounds": "clipsSubviews",
        "IBUIClipsSubviews": "clipsSubviews",
        "UIMinimumValue": "minValue", "UIMaximumValue": "maxValue", "UIValue": "value",
        "UIItems": "items", "UIViewAutolayoutConstraints": "constraints", "UIViewLayoutGuides": "layoutGuides",
    ]

    /// AppKit's coder keys, and the xib keys they stand for.
    static let appKitKeys: [String: String] = [
        "NSFrame": "frame", "NSSubviews": "subviews", "NSNextKeyView": "nextKeyView", "NSToolTip": "toolTip",
        "NSTitle": "title", "NSMenuItems": "items", "NSKeyEquiv": "keyEquivalent", "NSSubmenu": "submenu",
        "NSTag": "tag", "NSIsHidden": "hidden", "NSState": "state", "NSImage": "image", "NSCell": "cell",
        "NSContents": "title", "NSAlternateContents": "alternateTitle", "NSKeyEquivalent": "keyEquivalent",
        "NSSupport": "font", "NSEnabled": "enabled", "NSTextColor": "textColor", "NSBackgroundColor": "backgroundColor",
        "NSDrawsBackground": "drawsBackground", "NSPlaceholderString": "placeholderString",
        "NSContentView": "contentView", "NSTransparent": "transparent", "NSWindowTitle": "title",
        "NSWindowView": "contentView", "NSWindowRect": "contentRect", "NSScreenRect": "screenRect",
        "NSFrameAutosaveName": "frameAutosaveName",
        "NSTarget": "NSTarget", "NSViewIsLayerTreeHost": "wantsLayer", "NSMenu": "menu",
        "NSTabViewItems": "tabViewItems", "NSView": "view", "NSLabel": "label", "NSIdentifier": "identifier",
        "NSTableColumns": "tableColumns", "NSHeaderView": "headerView", "NSHScroller": "horizontalScroller",
        "NSVScroller": "verticalScroller", "NSDataCell": "dataCell", "NSWidth": "width",
        "NSMinWidth": "minWidth", "NSMaxWidth": "maxWidth", "NSRowHeight": "rowHeight", "NSGridColor": "gridColor",
        "NSIsSeparator": "isSeparatorItem",
    ]

    /// AppKit's keys that only AppKit's classes decode: Interface Builder
    /// 3's iOS archives write them for views too, where UIKit has no counterpart.
    static let appKitOnlyKeys: Set<String> = ["NSNextKeyView", "NSToolTip", "NSMenu", "NSViewIsLayerTreeHost"]

    /// Keys that a class's `initWithCoder:` does not decode though the
    /// tables name them for others: a navigation item's `UINavigationBar`
    /// is a link back to the bar that holds it.
    static let undecodedByClass: [String: Set<String>] = ["UINavigationItem": ["navigationBar"]]

    /// Keys kept as the archive spells them, for the classes that decode
    /// them so: a storyboard scene's segue templates, which a view
    /// controller holds and a `perform:` action targets, a compiled
    /// storyboard's bookkeeping, and a table view's prototype cells, nested
    /// nibs by reuse identifier.
    static let keptKeys: Set<String> = [
        "UIStoryboardSegueTemplates", "UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects",
        // A compiled storyboard's view controller and segue templates, which
        // `NibStoryboard` reads: the view's nib, its external objects, the
        // identifiers.
        "UINibName", "UIExternalObjectsTableForViewLoading",
        "UITopLevelObjectsToKeepAliveFromStoryboard", "UIIdentifier", "UIDestinationViewControllerIdentifier",
        // An unwind segue template's action, a relationship template's property.
        "UIAction", "UIRelationship",
    ]

    /// The keys the rules of ``translate(_:)`` combine, invert or fold.
    static let combinedKeys: Set<String> = [
        "UIBounds", "UICenter", "NSvFlags", "NSFrameSize", "UIUserInteractionDisabled", "NSIsDisabled",
        "UIButtonStatefulContent", "UISegments", "NSKeyEquivModMask", "NSMinSize", "NSMaxSize",
        "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UISegmentInfo", "NSTitleCell",
    ]

    /// The control states of a button's `UIButtonStatefulContent`, by number,
    /// and the `<state>` key each is.
    static let buttonStates: [Int: String] = [
        0: "normal", 1: "highlighted", 2: "disabled", 4: "selected", 8: "focused",
    ]

    /// A `UIButtonContent`'s keys (after ``uiKitKeys``) as a `<state>`'s.
    private static let buttonContentKeys: [String: String] = [
        "title": "title", "image": "image", "backgroundImage": "backgroundImage", "titleColor": "titleColor",
        "shadowColor": "titleShadowColor",
    ]

    /// Interface Builder 3's per-state keys of a button: `IBUI`, the state,
    /// then one of these.
    private static let interfaceBuilderStateParts: [(suffix: String, key: String)] = [
        ("TitleShadowColor", "titleShadowColor"), ("TitleColor", "titleColor"), ("Title", "title"),
        ("BackgroundImage", "backgroundImage"), ("Image", "image"),
    ]
    private static let interfaceBuilderStates = ["Normal", "Highlighted", "Selected", "Disabled"]

    /// AppKit's `NSEvent.ModifierFlags` bits and the attribute names of
    /// Interface Builder's `<modifierMask>`.
    private static let modifierNames: [(bit: Int, name: String)] = [
        (16, "capsLock"), (17, "shift"), (18, "control"), (19, "option"), (20, "command"), (21, "numericPad"),
        (22, "help"), (23, "function"),
    ]

    /// Translates the keys of objects of `platform`'s classes; an Interface
    /// Builder 3 archive's (`translatesEveryKey`) all of them.
    init(platform: Platform, translatesEveryKey: Bool) {
        self.platform = platform
        self.translatesEveryKey = translatesEveryKey
    }

    /// Whether the object's class decodes `key`: a key the tables or the
    /// rules name, or one of the xib vocabulary. The compiled nib parser
    /// asks before it places the objects a key refers to, so an object only
    /// an undecoded key names is not made, as no `initWithCoder:` asks for it.
    func decodes(_ key: String) -> Bool {
        guard isCoderKey(key) else { return true }
        return Self.combinedKeys.contains(key) || xibKey(for: key) != nil
            || (key.hasPrefix("IBUI") && Self.interfaceBuilderState(key) != nil)
    }

    /// Whether an Interface Builder 3 archive's `class` is Interface
    /// Builder's or a framework's (`IBUILabel`, `NSButton`, `WebView`),
    /// whose keys the tables translate, rather than an Interface Builder
    /// plug-in's own, whose `initWithCoder:` decodes the keys it wrote.
    static func isFrameworkClass(_ archived: String) -> Bool {
        ["IB", "NS", "UI", "_NS", "_UI", "WK", "MK", "Web"].contains { archived.hasPrefix($0) }
    }

    /// The xib key of the coder key `key`, or nil when no table names it.
    func xibKey(for key: String) -> String? {
        if Self.keptKeys.contains(key) { return key }
        if let renamed = Self.renamedKeys[key] { return renamed }
        if let appKit = Self.appKitKeys[key] {
            return platform == .iOS && Self.appKitOnlyKeys.contains(key) ? nil : appKit
        }
        let rest: Substring
        if key.hasPrefix("IBUI") {
            rest = key.dropFirst(4)
        } else if key.hasPrefix("UI") {
            rest = key.dropFirst(2)
        } else {
            return nil
        }
        guard let first = rest.first else { return nil }
        let candidate = first.lowercased() + rest.dropFirst()
        return Self.uiKitKeys.contains(candidate) ? candidate : nil
    }

    /// Whether `key` is a coder key, which the tables translate or drop,
    /// rather than a key of the xib vocabulary.
    func isCoderKey(_ key: String) -> Bool {
        translatesEveryKey || (key.first.map { $0.isUppercase || $0 == "_" } ?? false)
    }

    /// The name under which a property or an outlet made of the coder key
    /// `key` is kept, or nil (counting it) when it is dropped.
    mutating func name(for key: String) -> String? {
        guard isCoderKey(key) else { return key }
        if let translated = xibKey(for: key) { return translated }
        undecoded[key, default: 0] += 1
        return nil
    }

    /// Translates the properties and the outlets (made of properties) of
    /// `object`, built from an archive: renames, combines, inverts, folds,
    /// and drops what no table names.
    mutating func translate(_ object: inout DocumentObject) {
        var combined: [String: DocumentValue] = [:]
        var kept: [DocumentProperty] = []
        var seen: Set<String> = []
        var location = object.location
        // A window template's content rectangle marks the window, whose
        // sizes are a `<size>` element's dictionary (a text view's are sizes).
        let isWindow = object.properties.contains { $0.key == "NSWindowRect" }
        for property in object.properties {
            location = property.location
            // Decoding nil sets nothing.
            if case .plain(.null) = property.value { continue }
            if property.key == "UISegmentInfo" {
                // Read when the segmented control folds its segments.
                kept.append(property)
                continue
            }
            if Self.combinedKeys.contains(property.key) {
                combined[property.key] = Self.geometry(property.value, key: property.key)
                continue
            }
            if property.key.hasPrefix("IBUI"), let (state, part) = Self.interfaceBuilderState(property.key) {
                combined["IBUI\(state)|\(part)"] = property.value
                continue
            }
            guard var name = name(for: property.key) else { continue }
            if let className = object.className, Self.undecodedByClass[className]?.contains(name) == true {
                undecoded[property.key, default: 0] += 1
                continue
            }
            // An image cell's contents are its image.
            if property.key == "NSContents", case .resource = property.value { name = "image" }
            guard seen.insert(name).inserted else { continue }
            var value = Self.geometry(property.value, key: property.key)
            // An archive may write this flag as a number.
            if name == "translatesAutoresizingMaskIntoConstraints", case .plain(.integer(let flag)) = value {
                value = .boolean(flag != 0)
            }
            kept.append(DocumentProperty(key: name, value: value, location: property.location))
        }
        func add(_ key: String, _ value: DocumentValue) {
            guard seen.insert(key).inserted else { return }
            kept.append(DocumentProperty(key: key, value: value, location: location))
        }
        if !combined.isEmpty {
            if let frame = Self.frame(bounds: combined["UIBounds"], center: combined["UICenter"]) {
                add("frame", .plain(.rect(frame)))
            } else if case .plain(.size(let size))? = combined["NSFrameSize"] {
                add("frame", .plain(.rect(CGRect(origin: .zero, size: size))))
            }
            if case .plain(.integer(let flags))? = combined["NSvFlags"] {
                add("autoresizingMask", .plain(.integer(flags & 0x3F)))
                if flags & (1 << 31) != 0 { add("hidden", .yes) }
            }
            for (key, name) in [("NSMinSize", "minSize"), ("NSMaxSize", "maxSize")] {
                // A window's `<size key="minSize" width=... height=...>`, which it reads as a dictionary.
                guard case .plain(.size(let size))? = combined[key] else { continue }
                if isWindow {
                    add(
                        name,
                        .dictionary([("width", .plain(.real(size.width))), ("height", .plain(.real(size.height)))]))
                } else {
                    add(name, .plain(.size(size)))
                }
            }
            if case .plain(.bool(let fixed))? = combined["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"] {
                add("translatesAutoresizingMaskIntoConstraints", .boolean(!fixed))
            }
            if case .plain(.bool(let disabled))? = combined["UIUserInteractionDisabled"] {
                add("userInteractionEnabled", .boolean(!disabled))
            }
            if case .plain(.bool(let disabled))? = combined["NSIsDisabled"] {
                add("enabled", .boolean(!disabled))
            }
            if case .plain(.integer(let mask))? = combined["NSKeyEquivModMask"] {
                add(
                    "keyEquivalentModifierMask",
                    .dictionary(
                        Self.modifierNames.filter { mask & (1 << $0.bit) != 0 }.map { ($0.name, DocumentValue.yes) }))
            }
            if case .dictionary(let entries)? = combined["UIButtonStatefulContent"] {
                for (state, content) in entries {
                    guard let number = Int(state), let name = Self.buttonStates[number],
                        case .object(let folded) = content
                    else { continue }
                    foldedObjects += 1
                    var values: [(key: String, value: DocumentValue)] = []
                    for property in folded.properties {
                        if let key = Self.buttonContentKeys[property.key] { values.append((key, property.value)) }
                    }
                    add(name, .dictionary(values))
                }
            }
            for state in Self.interfaceBuilderStates {
                let values = Self.interfaceBuilderStateParts.compactMap { part in
                    combined["IBUI\(state)|\(part.key)"].map { (key: part.key, value: $0) }
                }
                if !values.isEmpty { add(state.lowercased(), .dictionary(values)) }
            }
            // A box's title is its title cell's.
            if case .object(let cell)? = combined["NSTitleCell"] {
                foldedObjects += 1
                if let title = cell.properties.first(where: { $0.key == "title" }) { add("title", title.value) }
            }
            if case .array(let segments)? = combined["UISegments"] {
                add("segments", .array(foldSegments(segments, in: &kept)))
            }
        }
        Self.separateLayoutGuides(&kept)
        object.properties = kept
        object.connections = object.connections.compactMap { connection in
            guard case .outlet(let property, let destination) = connection.kind else { return connection }
            guard let name = name(for: property) else { return nil }
            var renamed = connection
            renamed.kind = .outlet(property: name, destination: destination)
            return renamed
        }
    }

    /// A value, or the geometry its text spells under a key that names
    /// geometry (`NSFrame`: `{{0, 0}, {320, 44}}`), as AppKit's coder keys
    /// and Interface Builder 3 write frames and sizes; the compiled nib
    /// parser's one reading of such text.
    private static func geometry(_ value: DocumentValue, key: String) -> DocumentValue {
        guard case .plain(.string(let text)) = value, let geometry = CompiledNibParser.geometry(text, key: key) else {
            return value
        }
        return .plain(geometry)
    }

    /// UIKit archives a view controller's top and bottom layout guides
    /// (`_UILayoutGuide`, a view in UIKit, a ``LayoutGuide`` in NibKit)
    /// among its view's subviews; they go to the view's `layoutGuides`, as
    /// a xib lists a view controller's.
    private static func separateLayoutGuides(_ kept: inout [DocumentProperty]) {
        guard let index = kept.firstIndex(where: { $0.key == "subviews" }), case .array(let views) = kept[index].value
        else { return }
        func isGuide(_ value: DocumentValue) -> Bool {
            if case .object(let object) = value { return object.className == "_UILayoutGuide" }
            return false
        }
        let guides = views.filter(isGuide)
        guard !guides.isEmpty else { return }
        kept[index].value = .array(views.filter { !isGuide($0) })
        // Beside the view's own guides (`UIViewLayoutGuides`), when it has them.
        if let own = kept.firstIndex(where: { $0.key == "layoutGuides" }), case .array(let list) = kept[own].value {
            kept[own].value = .array(list + guides)
        } else {
            kept.append(DocumentProperty(key: "layoutGuides", value: .array(guides), location: kept[index].location))
        }
    }

    /// A segmented control's `UISegment`s as the dictionaries of a xib's
    /// `<segment>`s: the control lists them under `UISegments`, written
    /// there or, as UIKit archives them, among its `subviews` (which then
    /// lose them). A segment's `UISegmentInfo` is its title or its image.
    private mutating func foldSegments(_ segments: [DocumentValue], in kept: inout [DocumentProperty])
        -> [DocumentValue]
    {
        let subviews = kept.firstIndex { $0.key == "subviews" }
        var views: [DocumentValue] = []
        if let subviews, case .array(let list) = kept[subviews].value { views = list }
        var folded: Set<String> = []
        let result = segments.compactMap { value -> DocumentValue? in
            var segment: DocumentObject?
            switch value {
            case .object(let object): segment = object
            case .reference(let id, _):
                for case .object(let view) in views where view.id == id { segment = view }
            default: break
            }
            guard let segment, folded.insert(segment.id).inserted else { return nil }
            foldedObjects += 1
            var values: [(key: String, value: DocumentValue)] = []
            for property in segment.properties {
                switch (property.key, property.value) {
                case ("UISegmentInfo", .resource): values.append(("image", property.value))
                case ("UISegmentInfo", _), ("title", _): values.append(("title", property.value))
                case ("image", _), ("enabled", _): values.append((property.key, property.value))
                default: break
                }
            }
            return .dictionary(values)
        }
        if let subviews {
            kept[subviews].value = .array(
                views.filter { view in
                    if case .object(let object) = view { return !folded.contains(object.id) }
                    return true
                })
        }
        return result
    }

    /// The state and the `<state>` key of an Interface Builder 3 per-state
    /// key (`IBUIHighlightedTitleColor` → `Highlighted`, `titleColor`).
    private static func interfaceBuilderState(_ key: String) -> (String, String)? {
        let rest = key.dropFirst(4)
        for state in interfaceBuilderStates where rest.hasPrefix(state) {
            let part = rest.dropFirst(state.count)
            if let match = interfaceBuilderStateParts.first(where: { $0.suffix == part }) { return (state, match.key) }
        }
        return nil
    }

    /// A frame from UIKit's bounds and center: the bounds' size, placed so
    /// that its middle is the center.
    private static func frame(bounds: DocumentValue?, center: DocumentValue?) -> CGRect? {
        guard case .plain(.rect(let rect))? = bounds else { return nil }
        guard case .plain(.point(let point))? = center else { return CGRect(origin: .zero, size: rect.size) }
        return CGRect(
            x: point.x - rect.width / 2, y: point.y - rect.height / 2, width: rect.width, height: rect.height)
    }

    /// The warning that lists the keys dropped, or nil when none were.
    func warning(at location: SourceLocation) -> Diagnostic? {
        guard !undecoded.isEmpty else { return nil }
        let total = undecoded.values.reduce(0, +)
        let names = undecoded.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(8).map {
            $0.value > 1 ? "\($0.key) (\($0.value))" : $0.key
        }
        let more = undecoded.count > names.count ? ", …" : ""
        return Diagnostic(
            .warning,
            "\(total) archive keys not decoded, as the classes' initWithCoder: does not decode them: \(names.joined(separator: ", "))\(more)",
            at: location)
    }
}
