import NibKitCore
import NibKitStrings

/// What an archive holds, counted: what `nibtool inspect` prints.
///
/// For Interface Builder documents the counts follow the document's
/// elements exactly: `placeholders` are the `<placeholder>` elements plus
/// Cocoa's `<customObject>`s with id -1, -2 or -3; `objects` every other
/// element with an id among the objects; outlets, actions, outlet
/// collections, segues and bindings the children of `<connections>`; `topLevel` the
/// direct children of `<objects>` with an id that are not placeholders. (A
/// Cocoa storyboard scene's First Responder, a `<customObject>` with a
/// generated id, is counted as an object, though NibKit treats it as the
/// placeholder it is.)
///
/// Other templates, NibKit's own archives and compiled templates among them,
/// count what they hold: their objects and placeholders, connections by
/// kind (a constraint's items are outlets), objects without a parent. A
/// compiled template keeps no document, so its counts are always its own,
/// computed when asked, never read from the file.
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
        func count(_ kind: TemplateConnection.Kind) -> Int { connections.count { $0.kind == kind } }
        let placeholders = objects.count { $0.role.isPlaceholder }
        return ArchiveStatistics(
            objects: objects.count - placeholders, placeholders: placeholders, outlets: count(.outlet),
            outletCollections: count(.outletCollection), actions: count(.action), segues: count(.segue),
            topLevel: topLevel.count, resources: resources.count, bindings: count(.binding),
            nestedNibs: nestedNibCount)
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
