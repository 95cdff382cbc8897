import Foundation
import NibKitCore
import NibKitReader

/// Writes a template's tables as an Apple NIB Archive, in UIKit's
/// vocabulary, as the four tables ``NIBArchiveCodec`` turns into bytes.
///
/// Not ``CompiledTemplate``, NibKit's own compiled form (`.nibc`), which keeps
/// everything a template holds; a NIB Archive keeps what Apple's format can
/// say. The mapping:
///
/// - Object 0, an `NSObject`, is the root: `UINibTopLevelObjectsKey`
///   (placeholders, then the top-level objects), `UINibObjectsKey` (every
///   object of the template), `UINibConnectionsKey`, `UINibVisibleWindowsKey`,
///   `UINibAccessibilityConfigurationsKey` (empty) and `UINibKeyValuePairsKey`.
///   Object `i + 1` is the template's object `i`.
/// - Placeholders are `UIProxyObject`s whose `UIProxiedObjectIdentifier` is
///   `IBFilesOwner`, `IBFirstResponder` or the external object's identifier.
///   On macOS the Application placeholder, and a custom object (created with
///   `init()`), are AppKit's `NSCustomObject` with `NSClassName`; on iOS a
///   custom object is an object of its class, as Xcode compiles one, which
///   UIKit decodes with init(coder:).
/// - An archived object is an object of its class, with the template's
///   properties under their keys, in order. A custom class is named directly:
///   the template does not keep the class Interface Builder started from,
///   which `UIClassSwapper`'s `UIOriginalClassName` would need.
/// - Values: integers in the narrowest of int8 to int64, reals as float64,
///   booleans, nil; strings as `NSString` (`NS.bytes`, one object per
///   distinct string); points, sizes, rects and insets as data, the tag 7 and
///   float64s; colors as `UIColor` (`UIRed`, `UIGreen`, `UIBlue`, `UIAlpha`,
///   and `UISystemColorName`); fonts as `UIFont` (`UIFontName`,
///   `UIFontPointSize`, `UIFontTraits`, `UISystemFont`); images as `UIImageNibPlaceholder`
///   (`UIResourceName`), sounds as AppKit's `NSCustomResource` of `NSSound`
///   (`NSClassName`, `NSResourceName`), which UIKit does not read; arrays and dictionaries as `NSArray` and
///   `NSDictionary` (`NSInlinedValue` false, then `UINibEncoderEmptyKey`
///   references, a dictionary's keys and values alternating), whose numbers
///   are `NSNumber`s (`NS.intval`, `NS.dblval`, `NS.boolval`), nils `NSNull`
///   and geometry `NSValue`s (`NS.special` 1, 2 or 3 and `NS.pointval`,
///   `NS.sizeval` or `NS.rectval` as text), as runtime attributes' values are.
/// - Connections: `UIRuntimeOutletConnection` {`UILabel`, `UISource`,
///   `UIDestination`}; `UIRuntimeEventConnection`, with the event's
///   `UIEventMask` when the action names one and First Responder as the
///   destination of a nil target; one `UIRuntimeOutletCollectionConnection`
///   per collection, its members an `NSArray` as `UIDestination`
///   (`runtimeCollectionClassName` `NSArray`); a Cocoa binding as AppKit's
///   `NSNibBindingConnector` {`NSSource`, `NSDestination`, `NSLabel`,
///   `NSBinding`, `NSKeyPath`, `NSOptions`}, in the same list. Runtime
///   attributes are `UINibKeyValuePair`s {`UIObject`, `UIKeyPath`, `UIValue`}.
/// - A scene nib of a `.storyboardc` (``Scene``) adds UIKit's bookkeeping, a
///   File's Owner proxy with its `sceneViewController` outlet and a
///   `UIStoryboardPlaceholder` proxy, and writes segues as segue templates
///   of the view controller (``StoryboardSegueTemplates``).
/// - The coder version is 9 for iOS templates and 10 for macOS ones, whose
///   containers keep UIKit's vocabulary: NibKit reads them back, AppKit's
///   loader (which wants `IB.objectdata`) would not.
///
/// Lost, as in every compiled nib: object ids (an object is its index),
/// source locations, placeholder classes, whether a value was an attribute's
/// text, the difference between a point and a size or a rect and insets
/// (the reader tells them by the key), a font's family, weight, style and
/// metafont, a color's catalog, the collection class of an outlet collection.
/// Refused with a located error, since the vocabulary cannot say them:
/// segues outside a scene nib (and in one, a kind with no template class or a
/// destination that is no scene's view controller), insets inside an
/// array or a dictionary, an action for an event with no `UIEventMask` bit,
/// and on iOS an Application placeholder.
struct NIBArchiveWriter {
    private let tables: TemplateTables
    private var archive = NIBArchiveCodec.Tables()
    /// Each object's values, flattened into the values table at the end.
    private var objectValues: [[NIBArchiveCodec.Value]] = []
    private var keyIndexes: [String: Int] = [:]
    private var classIndexes: [String: Int] = [:]
    private var stringObjects: [String: Int] = [:]
    private var collector = DiagnosticCollector()
    /// What makes the archive a scene nib of a `.storyboardc`; nil for a single nib.
    private let scene: Scene?
    /// The scene's segue templates, in the template's order of its segues.
    private var segueTemplates: [(location: SourceLocation, index: Int)] = []
    /// A view nib's upstream placeholders, the segue templates its
    /// controls trigger, which its scene nib gives it by name.
    private var upstreamPlaceholders: [Int] = []
    /// How many segues of the view nib have been written: each one's
    /// position names its upstream placeholder when it has no id.
    private var viewSegueCount = 0

    /// What a scene nib of a `.storyboardc` holds besides its template's
    /// objects: the scene's view controller, which UIKit's scene (File's
    /// Owner) names by its `sceneViewController` outlet and which holds the
    /// scene's segues as segue templates, and the key in the storyboard's
    /// `UIViewControllerIdentifiersToNibNames` of each view controller a
    /// segue may lead to, by its object id.
    struct Scene {
        var controller: Int
        var identifiers: [String: String]
        /// The view nib the controller loads its view from (`UINibName`),
        /// when the scene's view is written as a nib of its own.
        var viewNibName: String? = nil
        /// The segues of the scene's view (its controls'), written as the
        /// controller's segue templates after its own: a view nib holds none.
        var viewSegues: [(connection: TemplateConnection, source: TemplateObject)] = []
    }

    /// Whether the archive is a scene's view nib, whose segues its scene
    /// nib writes as segue templates (``Scene/viewSegues``).
    private var isViewNib = false

    /// The coder version of a template for `platform`.
    static func coderVersion(for platform: Platform) -> UInt32 {
        platform == .macOS ? 10 : 9
    }

    /// The archive index of the template's object `index`.
    static func archiveIndex(ofObject index: Int) -> Int { index + 1 }

    private init(tables: TemplateTables, scene: Scene?) {
        self.tables = tables
        self.scene = scene
        archive.coderVersion = Self.coderVersion(for: tables.platform)
    }

    /// The NIB Archive tables of `tables`, as a single nib or as the scene
    /// nib `scene` describes, or every problem that keeps it from being written.
    static func write(_ tables: TemplateTables, scene: Scene? = nil, isViewNib: Bool = false) throws(NibError)
        -> NIBArchiveCodec.Tables
    {
        var writer = NIBArchiveWriter(tables: tables, scene: scene)
        writer.isViewNib = isViewNib
        writer.writeArchive()
        if writer.collector.hasErrors {
            throw NibError(.unsupportedFormat, diagnostics: writer.collector.sorted)
        }
        return writer.finished()
    }

    // MARK: The graph

    private mutating func writeArchive() {
        let root = newObject("NSObject")
        // Template objects take the indexes after the root, so references to
        // them can be written before their own values are.
        for object in tables.objects {
            _ = newObject(archiveClass(of: object))
        }
        for (index, object) in tables.objects.enumerated() {
            writeObject(object, at: Self.archiveIndex(ofObject: index))
        }

        let placeholders = tables.objects.indices.filter { tables.objects[$0].role.isPlaceholder }
        var firstResponder = tables.objects.firstIndex { $0.role == .firstResponder }.map(Self.archiveIndex(ofObject:))
        var connections = writeConnections(firstResponder: &firstResponder)
        var topLevel = placeholders.map(Self.archiveIndex(ofObject:))
        if let firstResponder, !topLevel.contains(firstResponder) { topLevel.append(firstResponder) }
        if let scene { topLevel = writeScene(scene, topLevel: topLevel, connections: &connections) }
        topLevel += upstreamPlaceholders
        topLevel += tables.topLevel.map(Self.archiveIndex(ofObject:))

        var pairs: [Int] = []
        for (index, object) in tables.objects.enumerated() {
            for attribute in object.runtimeAttributes {
                guard let written = objectReference(attribute.value, key: attribute.key, of: object) else { continue }
                let pair = newObject("UINibKeyValuePair")
                objectValues[pair] = [
                    value(key: "UIObject", .object(Self.archiveIndex(ofObject: index))),
                    value(key: "UIKeyPath", .object(string(attribute.key))),
                    value(key: "UIValue", .object(written)),
                ]
                pairs.append(pair)
            }
        }
        let visible = tables.objects.indices.filter { tables.objects[$0].isVisibleAtLaunch }.map(
            Self.archiveIndex(ofObject:))

        objectValues[root] = [
            value(key: "UINibTopLevelObjectsKey", .object(array(topLevel))),
            value(key: "UINibObjectsKey", .object(array(tables.objects.indices.map(Self.archiveIndex(ofObject:))))),
            value(key: "UINibConnectionsKey", .object(array(connections))),
            value(key: "UINibVisibleWindowsKey", .object(array(visible))),
            value(key: "UINibAccessibilityConfigurationsKey", .object(array([]))),
            value(key: "UINibKeyValuePairsKey", .object(array(pairs))),
        ]
    }

    /// UIKit's storyboard bookkeeping of a scene nib, as Xcode writes it: a
    /// File's Owner proxy (the `UIStoryboardScene`) first, whose
    /// `sceneViewController` outlet names the view controller, and a
    /// `UIStoryboardPlaceholder` proxy the controller's `storyboard` outlet
    /// names; the controller's `UIStoryboardSegueTemplates`. The top-level
    /// list with the two proxies in it is returned.
    private mutating func writeScene(_ scene: Scene, topLevel: [Int], connections: inout [Int]) -> [Int] {
        let controller = Self.archiveIndex(ofObject: scene.controller)
        if let owner = tables.objects.first(where: { $0.role == .filesOwner }) {
            problem(
                "the scene's File's Owner placeholder '\(owner.id)' has no place in a scene nib, whose File's Owner is UIKit's UIStoryboardScene",
                object: owner)
        }
        let owner = proxy(ObjectRole.filesOwnerIdentifier)
        let storyboard = proxy("UIStoryboardPlaceholder")
        let outlet = newObject("UIRuntimeOutletConnection")
        objectValues[outlet] = endpoints("sceneViewController", source: owner, destination: controller)
        let storyboardOutlet = newObject("UIRuntimeOutletConnection")
        objectValues[storyboardOutlet] = endpoints("storyboard", source: controller, destination: storyboard)
        connections = [outlet, storyboardOutlet] + connections
        // The segues the view's controls trigger: each template is an
        // external object of the view nib, by the name its placeholder has there.
        var upstream: [Int] = []
        for (position, segue) in scene.viewSegues.enumerated() {
            guard let template = writeSegue(segue.connection, of: segue.source) else { continue }
            upstream += [string(Self.upstreamPlaceholder(of: segue.connection, position: position)), template]
        }
        if !upstream.isEmpty {
            objectValues[controller].append(
                value(key: "UIExternalObjectsTableForViewLoading", .object(container("NSDictionary", upstream))))
        }
        if let name = scene.viewNibName {
            objectValues[controller].append(value(key: "UINibName", .object(string(name))))
        }
        if !segueTemplates.isEmpty {
            // In document order, as UIKit's controller holds them: the
            // controller's own segues and its view's come from one source.
            let ordered = segueTemplates.sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
            objectValues[controller].append(
                value(key: "UIStoryboardSegueTemplates", .object(array(ordered.map(\.index)))))
        }
        return [owner] + topLevel + [storyboard]
    }

    /// A `UIProxyObject` of UIKit's own, not one of the template's objects.
    private mutating func proxy(_ identifier: String) -> Int {
        let index = newObject("UIProxyObject")
        objectValues[index] = [proxiedIdentifier(identifier)]
        return index
    }

    private mutating func proxiedIdentifier(_ identifier: String) -> NIBArchiveCodec.Value {
        value(key: "UIProxiedObjectIdentifier", .object(string(identifier)))
    }

    /// The class an object is written as. On iOS a custom object is an
    /// object of its class, as Xcode compiles an iOS `<customObject>`:
    /// UIKit has no `NSCustomObject` and decodes it with init(coder:).
    private func archiveClass(of object: TemplateObject) -> String {
        switch object.role {
        case .archived: object.className ?? "NSObject"
        case .custom where tables.platform == .iOS: object.className ?? "NSObject"
        case .custom, .application: "NSCustomObject"
        case .filesOwner, .firstResponder, .external: "UIProxyObject"
        }
    }

    private mutating func writeObject(_ object: TemplateObject, at index: Int) {
        var values: [NIBArchiveCodec.Value] = []
        switch object.role {
        case .filesOwner, .firstResponder, .external:
            if let identifier = object.role.placeholderIdentifier { values.append(proxiedIdentifier(identifier)) }
        case .custom where tables.platform == .iOS: break
        case .application, .custom:
            if tables.platform == .iOS {
                problem(
                    "the \(object.role.displayName) '\(object.id)' has no counterpart in UIKit, whose nibs have no Application placeholder",
                    object: object)
            }
            // Every reader of a macOS archive gives a custom object of
            // NSApplication the Application's role (NibKit's own archives are
            // iOS's, whose custom objects are written as their class above).
            let className = object.role == .application ? "NSApplication" : object.className ?? "NSObject"
            values.append(value(key: "NSClassName", .object(string(className))))
        case .archived: break
        }
        if !object.role.isPlaceholder {
            for property in object.properties {
                if let payload = payload(property.value, key: property.key, of: object) {
                    values.append(value(key: property.key, payload))
                }
            }
        }
        objectValues[index] = values
    }

    /// The connection objects, in the template's order; an outlet
    /// collection's members together at the place of its first.
    private mutating func writeConnections(firstResponder: inout Int?) -> [Int] {
        var written: [Int] = []
        var collections: [String: Int] = [:]
        var members: [Int: [Int]] = [:]
        for connection in tables.connections {
            let source = tables.objects[connection.source]
            let sourceIndex = Self.archiveIndex(ofObject: connection.source)
            let destination = connection.destination.map(Self.archiveIndex(ofObject:))
            switch connection.kind {
            case .outlet:
                guard let destination else {
                    unconnected(connection, of: source)
                    continue
                }
                let outlet = newObject("UIRuntimeOutletConnection")
                objectValues[outlet] = endpoints(connection.name, source: sourceIndex, destination: destination)
                written.append(outlet)
            case .outletCollection:
                guard let destination else {
                    unconnected(connection, of: source)
                    continue
                }
                let group = "\(connection.source) \(connection.name)"
                if let collection = collections[group] {
                    members[collection, default: []].append(destination)
                    continue
                }
                let collection = newObject("UIRuntimeOutletCollectionConnection")
                collections[group] = collection
                members[collection] = [destination]
                written.append(collection)
                objectValues[collection] = [
                    value(key: "UILabel", .object(string(connection.name))),
                    value(key: "UISource", .object(sourceIndex)),
                ]
            case .action:
                let target: Int
                if let destination {
                    target = destination
                } else if let firstResponder {
                    target = firstResponder
                } else {
                    // A nil target is First Responder; a template without one gets one.
                    target = proxy(ObjectRole.firstResponderIdentifier)
                    firstResponder = target
                }
                let action = newObject("UIRuntimeEventConnection")
                var values = endpoints(connection.name, source: sourceIndex, destination: target)
                if let event = connection.event {
                    guard let mask = event.eventMask else {
                        problem(
                            "the action '\(connection.name)' is sent for the event '\(event.rawValue)', which has no UIEventMask bit",
                            object: source, key: connection.name, at: connection.location)
                        continue
                    }
                    values.append(value(key: "UIEventMask", integer(mask)))
                }
                objectValues[action] = values
                written.append(action)
            case .segue where isViewNib:
                let position = viewSegueCount
                viewSegueCount += 1
                guard Self.isTrigger(connection, of: source) else { continue }
                let placeholder = proxy(Self.upstreamPlaceholder(of: connection, position: position))
                upstreamPlaceholders.append(placeholder)
                written.append(writeTrigger(source: sourceIndex, template: placeholder))
            case .segue:
                guard let template = writeSegue(connection, of: source), Self.isTrigger(connection, of: source),
                    connection.source != scene?.controller
                else { continue }
                written.append(writeTrigger(source: sourceIndex, template: template))
            case .binding:
                guard let destination, let binding = connection.binding else {
                    unconnected(connection, of: source)
                    continue
                }
                written.append(
                    writeBinding(connection.name, binding, of: source, source: sourceIndex, destination: destination))
            }
        }
        for (collection, destinations) in members.sorted(by: { $0.key < $1.key }) {
            objectValues[collection] += [
                value(key: "UIDestination", .object(array(destinations))),
                value(key: "runtimeCollectionClassName", .object(string("NSArray"))),
                value(key: "addsContentToExistingCollection", .bool(false)),
            ]
        }
        return written
    }

    /// A Cocoa binding as AppKit's `NSNibBindingConnector`: `NSLabel` as
    /// Interface Builder shows it (`value: values.volume`), the binding's
    /// name and key path, and its options as an `NSDictionary`.
    private mutating func writeBinding(
        _ name: String, _ binding: TemplateBinding, of object: TemplateObject, source: Int, destination: Int
    ) -> Int {
        let connector = newObject("NSNibBindingConnector")
        var values = [
            value(key: "NSSource", .object(source)), value(key: "NSDestination", .object(destination)),
            value(key: "NSLabel", .object(string("\(name): \(binding.keyPath)"))),
            value(key: "NSBinding", .object(string(name))),
            value(key: "NSKeyPath", .object(string(binding.keyPath))),
        ]
        if !binding.options.isEmpty, let options = objectReference(.dictionary(binding.options), key: name, of: object)
        {
            values.append(value(key: "NSOptions", .object(options)))
        }
        objectValues[connector] = values
        return connector
    }

    /// A segue as a segue template of the scene's view controller: its
    /// class by its kind, `UIIdentifier`, the destination's storyboard key
    /// (none for an unwind segue) and the attributes a template keeps
    /// (`UIModalPresentationStyle`, `UIAction`...). A single nib has no segues: Xcode compiles a storyboard, never
    /// one scene, and the segue's destination is another scene's nib.
    @discardableResult
    private mutating func writeSegue(_ connection: TemplateConnection, of source: TemplateObject) -> Int? {
        guard let scene else {
            problem(
                "the segue \(Self.segueName(connection)) belongs in a .storyboardc, whose scene nibs hold segue templates, not in a single nib",
                object: source, key: connection.name, at: connection.location)
            return nil
        }
        guard let kind = connection.segueKind, let className = StoryboardSegueTemplates.className(ofKind: kind) else {
            problem(
                "the segue \(Self.segueName(connection)) is of the kind '\(connection.segueKind ?? "")', which has no segue template class NibKit knows",
                object: source, key: connection.name, at: connection.location)
            return nil
        }
        // An unwind segue leads to the scene's exit: its template names no
        // destination, which UIKit finds by the unwind action.
        let destination = scene.identifiers[connection.destinationID ?? ""]
        guard destination != nil || kind == "unwind" else {
            problem(
                "\(connection.name.isEmpty ? "a segue" : "the segue '\(connection.name)'") leads to '\(connection.destinationID ?? "")', which is no scene's view controller; a segue template names only those",
                object: source, key: connection.name, at: connection.location)
            return nil
        }
        // A scene read from a .storyboardc keeps the segue templates it was
        // read from, which its controls' actions may name.
        guard !tables.objects[scene.controller].properties.contains(where: { $0.key == "UIStoryboardSegueTemplates" })
        else { return nil }
        let template = newObject(className)
        var values: [NIBArchiveCodec.Value] = []
        if !connection.name.isEmpty { values.append(value(key: "UIIdentifier", .object(string(connection.name)))) }
        if let destination {
            values.append(value(key: "UIDestinationViewControllerIdentifier", .object(string(destination))))
        }
        if let relationship = connection.segueRelationship {
            values.append(value(key: StoryboardSegueTemplates.relationshipKey, .object(string(relationship))))
        }
        for (key, entry) in StoryboardSegueTemplates.compiledEntries(ofAttributes: connection.segueAttributes) {
            switch entry {
            case .integer(let number): values.append(value(key: key, integer(number)))
            case .bool(let flag): values.append(value(key: key, .bool(flag)))
            case .string(let text): values.append(value(key: key, .object(string(text))))
            default: break
            }
        }
        objectValues[template] = values
        segueTemplates.append((connection.location, template))
        return template
    }

    /// Whether the segue's source triggers it, by `perform:`: a control or
    /// bar button item that holds it, not the view controller, and not a
    /// relationship or embed segue, which no action performs.
    private static func isTrigger(_ connection: TemplateConnection, of source: TemplateObject) -> Bool {
        source.role != .filesOwner && connection.segueKind != "relationship" && connection.segueKind != "embed"
    }

    /// The connection by which a segue's trigger performs it, as Xcode
    /// writes it: the trigger sends `perform:` to the segue template, in a
    /// view nib an upstream placeholder its scene nib gives the view when it
    /// loads (`UIExternalObjectsTableForViewLoading`).
    private mutating func writeTrigger(source: Int, template: Int) -> Int {
        let action = newObject("UIRuntimeEventConnection")
        objectValues[action] = endpoints("perform:", source: source, destination: template)
        return action
    }

    /// The name a view nib's upstream placeholder for a segue has: the
    /// segue's id, else its position among the view's segues.
    private static func upstreamPlaceholder(of connection: TemplateConnection, position: Int) -> String {
        "UpstreamPlaceholder-\(connection.segueID ?? "segue-\(position)")"
    }

    /// A segue as a message names it: by its identifier, else by its destination.
    private static func segueName(_ connection: TemplateConnection) -> String {
        connection.name.isEmpty ? "to '\(connection.destinationID ?? "")'" : "'\(connection.name)'"
    }

    private mutating func unconnected(_ connection: TemplateConnection, of source: TemplateObject) {
        problem(
            "the \(connection.kind == .binding ? "binding" : "outlet") '\(connection.name)' names '\(connection.destinationID ?? "")', which is not in this template",
            object: source, key: connection.name, at: connection.location)
    }

    private mutating func endpoints(_ label: String, source: Int, destination: Int) -> [NIBArchiveCodec.Value] {
        [
            value(key: "UILabel", .object(string(label))),
            value(key: "UISource", .object(source)),
            value(key: "UIDestination", .object(destination)),
        ]
    }

    // MARK: Values

    /// A property's value as a payload of its own object, or nil after a problem.
    private mutating func payload(_ value: TemplateValue, key: String, of object: TemplateObject) -> NIBArchiveCodec
        .Payload?
    {
        switch value {
        case .integer(let number): return integer(number)
        case .real(let number): return .float64(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .nil
        case .point(let point): return .data(geometry([Double(point.x), Double(point.y)]))
        case .size(let size): return .data(geometry([Double(size.width), Double(size.height)]))
        case .rect(let rect):
            return .data(
                geometry([
                    Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height),
                ]))
        case .insets(let insets): return .data(geometry([insets.top, insets.left, insets.bottom, insets.right]))
        case .string, .color, .font, .object, .array, .dictionary, .resource, .nib:
            return objectReference(value, key: key, of: object).map { .object($0) }
        }
    }

    /// A value as an object: what arrays, dictionaries and runtime attributes hold.
    private mutating func objectReference(_ value: TemplateValue, key: String, of object: TemplateObject) -> Int? {
        switch value {
        case .string(let text): return string(text)
        case .integer(let number): return self.number("NS.intval", integer(number))
        case .real(let number): return self.number("NS.dblval", .float64(number))
        case .bool(let flag): return self.number("NS.boolval", .bool(flag))
        case .null: return newObject("NSNull")
        case .object(let index): return Self.archiveIndex(ofObject: index)
        case .color(let color): return self.color(color)
        case .font(let font): return self.font(font)
        case .resource(let index):
            let resource = tables.resources[index]
            switch resource.kind {
            case .image:
                let image = newObject("UIImageNibPlaceholder")
                objectValues[image] = [self.value(key: "UIResourceName", .object(string(resource.name)))]
                return image
            case .sound:
                // UIKit names no sounds; AppKit's NSCustomResource does.
                let sound = newObject("NSCustomResource")
                objectValues[sound] = [
                    self.value(key: "NSClassName", .object(string("NSSound"))),
                    self.value(key: "NSResourceName", .object(string(resource.name))),
                ]
                return sound
            case .color:
                problem(
                    "the color resource '\(resource.name)' has no form in a NIB Archive, whose colors are values",
                    object: object, key: key)
                return nil
            }
        case .array(let items):
            var elements: [Int] = []
            for item in items {
                guard let element = objectReference(item, key: key, of: object) else { return nil }
                elements.append(element)
            }
            return array(elements)
        case .dictionary(let entries):
            var elements: [Int] = []
            for entry in entries {
                guard let item = objectReference(entry.value, key: key, of: object) else { return nil }
                elements += [string(entry.key), item]
            }
            return container("NSDictionary", elements)
        case .point(let point):
            return geometryValue(special: 1, "NS.pointval", "{\(Self.text(point.x)), \(Self.text(point.y))}")
        case .size(let size):
            return geometryValue(special: 2, "NS.sizeval", "{\(Self.text(size.width)), \(Self.text(size.height))}")
        case .rect(let rect):
            let origin = "{\(Self.text(rect.origin.x)), \(Self.text(rect.origin.y))}"
            return geometryValue(
                special: 3, "NS.rectval", "{\(origin), {\(Self.text(rect.size.width)), \(Self.text(rect.size.height))}}"
            )
        case .insets:
            problem(
                "insets inside an array, a dictionary or a runtime attribute; NSValue has no form for them that NibKit knows",
                object: object, key: key)
            return nil
        case .nib(let nested):
            // A prototype cell, as a compiled storyboard holds one: a UINib
            // whose archiveData is the nested template's own NIB Archive.
            let data: [UInt8]
            do {
                data = Array(NIBArchiveCodec.encode(try NIBArchiveWriter.write(nested.tables)))
            } catch {
                for diagnostic in error.diagnostics {
                    let message = diagnostic.message
                    let reason =
                        message.hasPrefix(Self.problemPrefix)
                        ? message.dropFirst(Self.problemPrefix.count) : message[...]
                    problem("the template nested under '\(key)': \(reason)", object: object, key: key)
                }
                return nil
            }
            let nib = newObject("UINib")
            objectValues[nib] = [self.value(key: "archiveData", .data(data))]
            return nib
        }
    }

    /// An `NSValue` of a point (1), a size (2) or a rect (3), as Foundation
    /// archives one: its kind and the geometry as text, `{{x, y}, {w, h}}`.
    private mutating func geometryValue(special: Int8, _ key: String, _ text: String) -> Int {
        let index = newObject("NSValue")
        objectValues[index] = [value(key: "NS.special", .int8(special)), value(key: key, .object(string(text)))]
        return index
    }

    /// A number as Foundation writes geometry: whole numbers without a fraction.
    private static func text(_ number: CGFloat) -> String { NumberText.text(of: Double(number)) }

    /// Numbers as UIKit writes them: the narrowest integer that holds them.
    private func integer(_ number: Int) -> NIBArchiveCodec.Payload {
        if let small = Int8(exactly: number) { return .int8(small) }
        if let small = Int16(exactly: number) { return .int16(small) }
        if let small = Int32(exactly: number) { return .int32(small) }
        return .int64(Int64(number))
    }

    /// iOS geometry: the tag 7, then each number as a little-endian float64.
    private func geometry(_ numbers: [Double]) -> [UInt8] {
        var bytes: [UInt8] = [7]
        for number in numbers {
            withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    private mutating func string(_ text: String) -> Int {
        if let index = stringObjects[text] { return index }
        let index = newObject("NSString")
        objectValues[index] = [value(key: "NS.bytes", .data(Array(text.utf8)))]
        stringObjects[text] = index
        return index
    }

    /// An `NSNumber` holding `payload` under its one key.
    private mutating func number(_ key: String, _ payload: NIBArchiveCodec.Payload) -> Int {
        let index = newObject("NSNumber")
        objectValues[index] = [value(key: key, payload)]
        return index
    }

    private mutating func array(_ elements: [Int]) -> Int { container("NSArray", elements) }

    private mutating func container(_ className: String, _ elements: [Int]) -> Int {
        let index = newObject(className)
        objectValues[index] =
            [value(key: "NSInlinedValue", .bool(false))]
            + elements.map { value(key: "UINibEncoderEmptyKey", .object($0)) }
        return index
    }

    private mutating func color(_ color: Color) -> Int {
        let index = newObject("UIColor")
        var values = [
            value(key: "UIColorComponentCount", .int8(4)),
            value(key: "UIRed", .float64(color.red)), value(key: "UIGreen", .float64(color.green)),
            value(key: "UIBlue", .float64(color.blue)), value(key: "UIAlpha", .float64(color.alpha)),
        ]
        if let name = color.name { values.append(value(key: "UISystemColorName", .object(string(name)))) }
        objectValues[index] = values
        return index
    }

    private mutating func font(_ font: FontDescription) -> Int {
        let index = newObject("UIFont")
        var values = [value(key: "UIFontName", .object(string(font.name ?? font.family ?? "")))]
        if let size = font.pointSize { values.append(value(key: "UIFontPointSize", .float64(size))) }
        values.append(value(key: "UIFontTraits", integer(font.fontTraits)))
        values.append(value(key: "UISystemFont", .bool(font.name == nil && font.family == nil)))
        objectValues[index] = values
        return index
    }

    // MARK: Tables

    private mutating func newObject(_ className: String) -> Int {
        let classIndex: Int
        if let known = classIndexes[className] {
            classIndex = known
        } else {
            classIndex = archive.classes.count
            classIndexes[className] = classIndex
            archive.classes.append(NIBArchiveCodec.ClassName(name: className))
        }
        archive.objects.append(NIBArchiveCodec.Object(classIndex: classIndex, valueRange: 0..<0))
        objectValues.append([])
        return archive.objects.count - 1
    }

    private mutating func value(key: String, _ payload: NIBArchiveCodec.Payload) -> NIBArchiveCodec.Value {
        let keyIndex: Int
        if let known = keyIndexes[key] {
            keyIndex = known
        } else {
            keyIndex = archive.keys.count
            keyIndexes[key] = keyIndex
            archive.keys.append(key)
        }
        return NIBArchiveCodec.Value(keyIndex: keyIndex, payload: payload)
    }

    /// What every problem of the writer begins with.
    private static let problemPrefix = "cannot write a NIB Archive: "

    private mutating func problem(
        _ message: String, object: TemplateObject, key: String? = nil, at location: SourceLocation? = nil
    ) {
        collector.error(
            "\(Self.problemPrefix)\(message)", at: location ?? object.location, objectID: object.id,
            className: object.className, key: key)
    }

    /// The tables, each object's values one contiguous run.
    private mutating func finished() -> NIBArchiveCodec.Tables {
        for (index, values) in objectValues.enumerated() {
            let start = archive.values.count
            archive.values += values
            archive.objects[index].valueRange = start..<archive.values.count
        }
        return archive
    }
}
