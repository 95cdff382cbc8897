import NibKitCore
import NibKitStrings

/// What an archive holds, counted: what `nibtool inspect` prints.
///
/// For Interface Builder documents the counts follow the document's
/// elements exactly: `placeholders` are the `<placeholder>` elements plus
/// Cocoa's `<customObject>`s with id -1, -2 or -3 or of class
/// `NSApplication`; `objects` every other
/// element with an id among the objects; outlets, actions, outlet
/// collections, segues and bindings the children of `<connections>`; `topLevel` the
/// direct children of `<objects>` with an id that are not placeholders. (A
/// Cocoa storyboard scene's First Responder, a `<customObject>` with a
/// generated id, is counted as an object, though NibKit treats it as the
/// placeholder it is.)
///
/// Other templates, NibKit's own archives and compiled templates among them,
/// count what they hold: their objects and placeholders, connections by
/// kind, objects without a parent. A compiled template keeps no document,
/// so its counts are always its own, computed when asked, never read from
/// the file.
///
/// Every format counts by one rule: a constraint's `firstItem` and
/// `secondItem` are properties of the constraint, not outlet connections,
/// though a template makes them in phase 3 as it makes outlets. So an
/// `.xib` and the NIB Archive or compiled template made of it count the same
/// outlets, and a compiled nib counts the connection records it holds.
///
/// ```swift
/// let counts = template.statistics
/// print(counts.objects, counts.outlets)
/// ```
public struct ArchiveStatistics: Hashable, Sendable {
    /// The objects a load creates.
    public var objects: Int
    /// File's Owner, First Responder, external and application placeholders.
    public var placeholders: Int
    /// Outlet connections.
    public var outlets: Int
    /// Outlet collection connections (one per member).
    public var outletCollections: Int
    /// Action connections.
    public var actions: Int
    /// Storyboard segues.
    public var segues: Int
    /// Objects without a parent (never placeholders).
    public var topLevel: Int
    /// Images, sounds and colors the archive names.
    public var resources: Int
    /// Cocoa bindings (`<binding>` connections).
    public var bindings = 0
    /// Nibs nested in values, a compiled storyboard's prototype cells: each
    /// a template of its own (``TemplateValue/nib(_:)``), whose objects are
    /// not counted here.
    public var nestedNibs = 0
}

extension ArchiveStatistics {
    /// Nothing counted yet.
    static let none = ArchiveStatistics(
        objects: 0, placeholders: 0, outlets: 0, outletCollections: 0, actions: 0, segues: 0, topLevel: 0, resources: 0)

    /// Adds another archive's counts to these: a storyboard's, scene by scene.
    mutating func add(_ other: ArchiveStatistics) {
        objects += other.objects
        placeholders += other.placeholders
        outlets += other.outlets
        outletCollections += other.outletCollections
        actions += other.actions
        segues += other.segues
        topLevel += other.topLevel
        resources += other.resources
        bindings += other.bindings
        nestedNibs += other.nestedNibs
    }

    /// Counts one object record: a placeholder, or an object a load creates.
    mutating func countObject(isPlaceholder: Bool) {
        if isPlaceholder { placeholders += 1 } else { objects += 1 }
    }

    /// Counts one connection record of `kind`: the one place a kind of
    /// connection names the count it adds to.
    mutating func countConnection(_ kind: TemplateConnection.Kind) {
        switch kind {
        case .outlet: outlets += 1
        case .outletCollection: outletCollections += 1
        case .action: actions += 1
        case .segue: segues += 1
        case .binding: bindings += 1
        }
    }
}

extension NibTemplate {
    /// The archive's contents, counted.
    public var statistics: ArchiveStatistics {
        if var counted = documentStatistics {
            counted.resources = resources.count
            counted.nestedNibs = nestedNibCount
            return counted
        }
        return heldStatistics
    }

    /// What the template holds, counted, whatever document it was read from.
    var heldStatistics: ArchiveStatistics {
        var counted = ArchiveStatistics.none
        for object in objects { counted.countObject(isPlaceholder: object.role.isPlaceholder) }
        for connection in connections where !isConstraintItem(connection) {
            counted.countConnection(connection.kind)
        }
        counted.topLevel = topLevel.count
        counted.resources = resources.count
        counted.nestedNibs = nestedNibCount
        return counted
    }

    /// Whether `connection` sets a constraint's `firstItem` or `secondItem`:
    /// a property of the constraint, which every format's counts leave out
    /// (an Interface Builder document writes it as an attribute, a compiled
    /// nib as a key of the constraint), not an outlet connection.
    private func isConstraintItem(_ connection: TemplateConnection) -> Bool {
        guard connection.kind == .outlet, connection.name == "firstItem" || connection.name == "secondItem" else {
            return false
        }
        let source = objects[connection.source]
        return source.className == "NSLayoutConstraint" || source.classDescription?.type is LayoutConstraint.Type
    }

    /// How many nibs the template's values hold, nested ones not looked into.
    private var nestedNibCount: Int {
        func count(_ value: TemplateValue) -> Int {
            switch value {
            case .nib: return 1
            case .array(let items): return items.reduce(0) { $0 + count($1) }
            case .dictionary(let entries): return entries.reduce(0) { $0 + count($1.value) }
            default: return 0
            }
        }
        return objects.reduce(0) { total, object in
            total + object.properties.reduce(0) { $0 + count($1.value) }
                + object.runtimeAttributes.reduce(0) { $0 + count($1.value) }
        }
    }
}

extension NibStoryboard {
    /// The storyboard's contents, counted: the sum of its scenes' templates'
    /// ``NibTemplate/statistics``, each scene's view nib included (a
    /// compiled storyboard's). Each scene has its own First Responder, so
    /// the placeholders are counted per scene, as `nibtool inspect` of a
    /// `.storyboardc` prints them.
    ///
    /// ```swift
    /// let storyboard = try NibStoryboard(contentsOf: url, registry: .dynamic)
    /// print(storyboard.statistics.outlets)
    /// ```
    public var statistics: ArchiveStatistics {
        var total = ArchiveStatistics.none
        for scene in scenes {
            total.add(scene.template.statistics)
            if let view = scene.viewTemplate { total.add(view.statistics) }
        }
        return total
    }
}
