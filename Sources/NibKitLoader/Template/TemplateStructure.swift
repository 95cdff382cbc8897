import NibKitCore
import NibKitStrings

/// The shape of every template, whether the template builder made it from a
/// document or the compiled reader read it back from bytes, stated once.
///
/// The template builder establishes it: placeholders are numbered first and
/// hold nothing and are held by nothing; an object nested in another's values
/// is numbered after it, depth first; ids are unique; every created object has
/// a class, and only created objects are shown at launch; no value names First
/// Responder; the creation order lists every created object once, after the
/// objects its values name. The placeholder rules and the top-level list are
/// the builder's own, taken from here. A compiled file can say anything, so
/// the compiled reader checks what it read against all of it (`check`).
enum TemplateStructure {
    /// What the builder knows of a placeholder when it checks the rules.
    struct Placeholder {
        var role: ObjectRole
        var line: Int
        var column: Int
        /// Whether another object holds it in one of its values.
        var isHeld: Bool
        /// Whether the document lists it among the objects shown at launch.
        var isShownAtLaunch: Bool
    }

    /// The top-level objects: every object no other object holds, placeholders
    /// aside, in the order of `objects`.
    static func topLevel(of objects: [TemplateObject]) -> [Int] {
        objects.indices.filter { objects[$0].parent == nil && !objects[$0].role.isPlaceholder }
    }

    /// What is wrong with a template's placeholders, each problem with the
    /// position in `placeholders` of the placeholder it concerns: a placeholder
    /// held by an object or shown at launch; an external object on macOS; two external objects
    /// with one identifier, or two File's Owners, First Responders or
    /// Applications (except in a storyboard, where every scene has its own).
    static func placeholderProblems(
        _ placeholders: [Placeholder], format: NibDocument.Format, platform: Platform
    ) -> [(position: Int, message: Diagnostic.Message)] {
        var problems: [(position: Int, message: Diagnostic.Message)] = []
        var seen: [String: (line: Int, column: Int)] = [:]
        var externalIdentifiers: [String: (line: Int, column: Int)] = [:]
        for (position, placeholder) in placeholders.enumerated() {
            if placeholder.isHeld {
                problems.append(
                    (
                        position,
                        "\(placeholder.role.displayName) is held by another object; a placeholder stands for an object made elsewhere and belongs among the top-level objects"
                    ))
            }
            if placeholder.isShownAtLaunch {
                // Phase 5 would show the caller's own object.
                problems.append(
                    (
                        position,
                        "\(placeholder.role.displayName) is listed among the objects shown at launch; a placeholder stands for an object made elsewhere, and only created objects are shown"
                    ))
            }
            if platform == .macOS, case .external(let identifier) = placeholder.role {
                problems.append(
                    (
                        position,
                        "custom placeholders are not supported on macOS; '\(identifier)' can only be used in an iOS document"
                    ))
            }
            guard format != .storyboard else { continue }
            let name: String
            switch placeholder.role {
            case .filesOwner: name = "File's Owner"
            case .firstResponder: name = "First Responder"
            case .application:
                // Each stands for the one application, as AppKit loads every
                // NSCustomObject of NSApplication as NSApp.
                continue
            case .external(let identifier):
                if let first = externalIdentifiers[identifier] {
                    problems.append(
                        (
                            position,
                            "two external objects use the identifier '\(identifier)' (the first at \(first.line):\(first.column))"
                        ))
                } else {
                    externalIdentifiers[identifier] = (placeholder.line, placeholder.column)
                }
                continue
            case .archived, .custom: continue
            }
            if let first = seen[name] {
                problems.append(
                    (position, "the archive declares \(name) twice (the first at \(first.line):\(first.column))"))
            } else {
                seen[name] = (placeholder.line, placeholder.column)
            }
        }
        return problems
    }

    /// Where a broken promise is found.
    enum Place: Equatable {
        case object(Int)
        case connection(Int)
        /// An entry of the top-level list, or its end (an object missing).
        case topLevel(Int)
        /// An entry of the creation order, or its end (an object missing).
        case creationOrder(Int)
    }

    /// The first broken promise found.
    struct Problem: Error {
        var place: Place
        var message: Diagnostic.Message
    }

    /// Checks `tables` against every promise of the template's shape; throws
    /// the first one broken. Linear in the size of the tables, and iterative:
    /// nothing recurses on how deeply objects are nested.
    static func check(_ tables: TemplateTables) throws(Problem) {
        let objects = tables.objects
        let count = objects.count
        try checkObjects(objects)
        let placeholderIndices = objects.indices.filter { objects[$0].role.isPlaceholder }
        let placeholders = placeholderIndices.map { index in
            Placeholder(
                role: objects[index].role, line: objects[index].location.line, column: objects[index].location.column,
                isHeld: objects[index].parent != nil, isShownAtLaunch: objects[index].isVisibleAtLaunch)
        }
        if let first = placeholderProblems(placeholders, format: tables.format, platform: tables.platform).first {
            throw Problem(place: .object(placeholderIndices[first.position]), message: first.message)
        }
        try checkTopLevel(tables.topLevel, objects: objects)
        try checkCreationOrder(tables.creationOrder, objects: objects)
        for (position, connection) in tables.connections.enumerated() {
            func check(_ condition: Bool, _ message: @autoclosure () -> Diagnostic.Message) throws(Problem) {
                if !condition { throw Problem(place: .connection(position), message: message()) }
            }
            try check(connection.source >= 0 && connection.source < count, "a connection's source is out of range")
            if let destination = connection.destination {
                try check(destination >= 0 && destination < count, "a connection's destination is out of range")
                // An action to First Responder has no target: the responder chain finds one.
                try check(
                    objects[destination].role != .firstResponder,
                    "the \(connection.kind) '\(connection.name)' goes to First Responder, which is not an object")
            } else {
                try check(
                    connection.kind == .action || connection.kind == .segue, "an outlet or a binding has no destination"
                )
            }
            try check(
                (connection.kind == .binding) == (connection.binding != nil),
                "a connection's binding details do not match its kind")
            if let binding = connection.binding {
                try check(binding.options.allSatisfy { $0.value.isPlain }, "a binding option is not a plain value")
            }
        }
    }

    /// Ids, roles, classes, the launch flag, the values' references, and the
    /// holders: each held object comes after its holder and after the objects
    /// numbered since, which its holder holds too (the depth-first order the
    /// builder numbers them in), so holders never form a cycle.
    private static func checkObjects(_ objects: [TemplateObject]) throws(Problem) {
        var ids = Set<String>(minimumCapacity: objects.count)
        // The holders of the object just checked, innermost last.
        var holders: [Int] = []
        var createdSeen = false
        for index in objects.indices {
            let object = objects[index]
            func check(_ condition: Bool, _ message: @autoclosure () -> Diagnostic.Message) throws(Problem) {
                if !condition { throw Problem(place: .object(index), message: message()) }
            }
            try check(ids.insert(object.id).inserted, "the id '\(object.id)' is used by two objects")
            if object.role.isPlaceholder {
                try check(
                    !createdSeen,
                    "the placeholder '\(object.id)' (\(object.role.displayName)) comes after created objects; placeholders come first"
                )
                // Whether it is held or shown at launch is a placeholder rule.
                continue
            }
            createdSeen = true
            try check(object.className != nil, "the object '\(object.id)' has no class, so it cannot be created")
            // Properties are looked at with the creation order, which walks
            // their objects anyway; runtime attributes here.
            try checkNoFirstResponder(in: object.runtimeAttributes, of: index, objects: objects)
            guard let parent = object.parent else {
                holders.removeAll(keepingCapacity: true)
                holders.append(index)
                continue
            }
            try check(
                parent < index,
                "the object '\(object.id)' is held by object \(parent), which does not come before it")
            try check(
                !objects[parent].role.isPlaceholder,
                "the object '\(object.id)' is held by the placeholder '\(objects[parent].id)' (\(objects[parent].role.displayName)), which holds nothing"
            )
            while let last = holders.last, last != parent { holders.removeLast() }
            try check(
                !holders.isEmpty,
                "the object '\(object.id)' is held by '\(objects[parent].id)', but objects it does not hold come between them"
            )
            holders.append(index)
        }
    }

    /// No value of `properties` (of object `index`) names First Responder.
    private static func checkNoFirstResponder(
        in properties: [TemplateProperty], of index: Int, objects: [TemplateObject]
    ) throws(Problem) {
        for property in properties where !property.value.isPlain {
            var namesFirstResponder = false
            property.value.forEachObject { other in
                namesFirstResponder =
                    namesFirstResponder || (objects.indices.contains(other) && objects[other].role == .firstResponder)
            }
            if namesFirstResponder {
                throw Problem(
                    place: .object(index),
                    message: .valueNamesFirstResponder(property.key, of: objects[index].id))
            }
        }
    }

    /// The top-level list is `topLevel(of:)`, said of each wrong entry.
    private static func checkTopLevel(_ topLevel: [Int], objects: [TemplateObject]) throws(Problem) {
        let expected = self.topLevel(of: objects)
        var listed = [Bool](repeating: false, count: objects.count)
        for (position, index) in topLevel.enumerated() {
            func check(_ condition: Bool, _ message: @autoclosure () -> Diagnostic.Message) throws(Problem) {
                if !condition { throw Problem(place: .topLevel(position), message: message()) }
            }
            try check(
                index >= 0 && index < objects.count, "the top-level list names object \(index) of \(objects.count)")
            let object = objects[index]
            try check(
                !object.role.isPlaceholder,
                "the top-level list names the placeholder '\(object.id)' (\(object.role.displayName))")
            try check(!listed[index], "the top-level list names '\(object.id)' twice")
            listed[index] = true
            try check(
                object.parent == nil,
                "the top-level list names '\(object.id)', which '\(object.parent.map { objects[$0].id } ?? "")' holds")
            try check(
                position < expected.count && expected[position] == index,
                "the top-level list names '\(object.id)' out of order")
        }
        if topLevel.count < expected.count {
            let missing = objects[expected[topLevel.count]]
            throw Problem(
                place: .topLevel(topLevel.count),
                message: "the top-level list misses '\(missing.id)', which no object holds")
        }
    }

    /// Objects in the order they are created: every object after the objects
    /// its properties refer to, as an unarchiver decoding a parent creates
    /// its children first; otherwise document order. Property references
    /// that form a cycle cannot be created in any order: the first cycle
    /// found is returned as the path of indices that closes it (outlets, made
    /// after creation, may form cycles freely). The template builder takes
    /// its creation order from here, and ``check(_:)`` holds a compiled
    /// template's to the same rule.
    static func creationOrder(of objects: [TemplateObject]) -> (order: [Int], cycle: [Int]?) {
        enum Mark { case unvisited, visiting, done }
        var marks = [Mark](repeating: .unvisited, count: objects.count)
        var order: [Int] = []
        order.reserveCapacity(objects.count)
        var cycle: [Int]?
        for root in objects.indices where !objects[root].role.isPlaceholder {
            guard marks[root] == .unvisited else { continue }
            // Iterative depth-first search, so deep nesting cannot overflow the stack.
            var stack: [(index: Int, dependencies: [Int], next: Int)] = []
            marks[root] = .visiting
            stack.append((root, dependencies(of: root, in: objects), 0))
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].dependencies.count {
                    let dependency = stack[top].dependencies[stack[top].next]
                    stack[top].next += 1
                    switch marks[dependency] {
                    case .unvisited:
                        marks[dependency] = .visiting
                        stack.append((dependency, dependencies(of: dependency, in: objects), 0))
                    case .visiting:
                        if cycle == nil { cycle = stack.map(\.index).drop { $0 != dependency } + [dependency] }
                    case .done:
                        break
                    }
                } else {
                    marks[stack[top].index] = .done
                    order.append(stack[top].index)
                    stack.removeLast()
                }
            }
        }
        return (order, cycle)
    }

    /// The created objects an object's values name: what must exist before it.
    private static func dependencies(of index: Int, in objects: [TemplateObject]) -> [Int] {
        var result: [Int] = []
        // Read in place: most values are plain, and copying each property
        // out would retain its key, value and accessors.
        for position in objects[index].properties.indices where !objects[index].properties[position].value.isPlain {
            objects[index].properties[position].value.forEachObject { dependency in
                if !objects[dependency].role.isPlaceholder { result.append(dependency) }
            }
        }
        return result
    }

    /// Every created object once, none before the objects its values name.
    private static func checkCreationOrder(_ order: [Int], objects: [TemplateObject]) throws(Problem) {
        let count = objects.count
        var created = [Bool](repeating: false, count: count)
        for (position, index) in order.enumerated() {
            func check(_ condition: Bool, _ message: @autoclosure () -> Diagnostic.Message) throws(Problem) {
                if !condition { throw Problem(place: .creationOrder(position), message: message()) }
            }
            try check(index >= 0 && index < count, "the creation order names object \(index) of \(count)")
            let object = objects[index]
            try check(
                !object.role.isPlaceholder,
                "the creation order names the placeholder '\(object.id)' (\(object.role.displayName))")
            try check(!created[index], "the creation order names '\(object.id)' twice")
            for property in object.properties where !property.value.isPlain {
                var ok = true
                var namesFirstResponder = false
                property.value.forEachObject { other in
                    guard other >= 0, other < count else {
                        ok = false
                        return
                    }
                    let role = objects[other].role
                    namesFirstResponder = namesFirstResponder || role == .firstResponder
                    ok = ok && other != index && (created[other] || role.isPlaceholder)
                }
                if namesFirstResponder {
                    throw Problem(
                        place: .object(index),
                        message: .valueNamesFirstResponder(property.key, of: object.id))
                }
                try check(ok, "the object '\(object.id)' refers to an object not created before it")
            }
            created[index] = true
        }
        if let missing = created.indices.first(where: { !created[$0] && !objects[$0].role.isPlaceholder }) {
            throw Problem(
                place: .creationOrder(order.count), message: "the creation order misses '\(objects[missing].id)'")
        }
    }
}
