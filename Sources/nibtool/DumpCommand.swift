import Foundation
import NibKit

/// `nibtool dump`: prints every object of an archive with its properties.
enum DumpCommand: Subcommand {
    static let name = "dump"
    static let abstract = "Print every object of an archive with its properties."
    static let synopsis = "nibtool dump FILE [--json] [--strict] [--bundle DIR --device D --scale N --languages LIST]"
    static let discussion = """
        The archive is loaded as trace loads it: NibKit's standard classes for Apple's names, a
        stand-in (a DynamicObject) for every other class. The text form lists placeholders, then
        each top-level object with its properties (key = value) and, indented below it, the objects
        it holds. An object a standard class (or a class NibKit provides, such as
        NSLayoutConstraint) made shows what its model holds first, as its description:
        "model: <UIButton: frame = (20 180; 130 44); title = "Log In">". A stand-in has none: its
        properties are what it holds. A reference to another object is
        written @id. An object held more than \(maximumIndentedDepth) deep is indented as at depth \(maximumIndentedDepth), its
        heading starting with [depth N].

        Options:
          --json      Print {"objects": [{"id", "class", "properties"}]}, placeholders first, then
                      objects in document order. Values: strings, numbers, booleans, null;
                      {"x","y"}, {"width","height"}, {"x","y","width","height"} and
                      {"red","green","blue","alpha"} for geometry and colors; {"ref": id} for an
                      object; {"image": name} or {"sound": name} for a resource; {"nib": {"class",
                      "objects"}} for a nested nib (a prototype cell: the class of its first
                      top-level object and how many objects it creates); arrays and objects for
                      arrays and dictionaries. "class" is null for a placeholder without one;
                      "model" is the description of an object a standard class made.
        \(ArchiveClasses.strictHelp)
        \(BundleOptions.help)
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(flags: ["--json", "--strict"], valued: BundleOptions.valued) }

    /// The deepest nesting the text form indents: a compiled file may hold
    /// objects any depth deep, and indenting each line by its depth would
    /// make the output quadratic in it.
    static let maximumIndentedDepth = 32

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let template = try loadTemplate(try singleFile(arguments), arguments)
        DiagnosticsPrinter.print(template.warnings)
        let models: Models
        do {
            models = try Models(template)
        } catch {
            throw .invalidInput(error.diagnostics)
        }
        if arguments.contains("--json") {
            print(json(template, models: models).rendered())
        } else {
            printText(template, models: models)
        }
        return .success
    }

    /// What the model of each object holds: the ``NibObject/description`` of
    /// every object a standard class (or one NibKit provides) made, by index,
    /// after a load with trace's stand-ins; nil for placeholders and dynamic
    /// objects, whose archived properties are what they hold.
    struct Models {
        let descriptions: [String?]

        init(_ template: NibTemplate) throws(NibError) {
            let graph = try template.instantiate(
                owner: DynamicObject(className: TraceCommand.ownerClassName(in: template)),
                externalObjects: TraceCommand.standIns(for: [], in: template),
                application: DynamicObject(className: "NSApplication"))
            descriptions = template.objects.map { object in
                guard !object.role.isPlaceholder, let live = graph.object(withID: object.id), !(live is DynamicObject)
                else { return nil }
                return live.description
            }
        }
    }

    // MARK: JSON

    private static func json(_ template: NibTemplate, models: Models) -> JSONValue {
        let objects = template.objects.enumerated().map { index, object in
            JSONValue.object(
                [
                    ("id", .string(object.id)),
                    ("class", object.className.map { .string($0) } ?? .null),
                    ("properties", .object(object.properties.map { ($0.key, json($0.value, in: template)) })),
                ] + (models.descriptions[index].map { [("model", JSONValue.string($0))] } ?? []))
        }
        return .object([("objects", .array(objects))])
    }

    private static func json(_ value: TemplateValue, in template: NibTemplate) -> JSONValue {
        switch value {
        case .string(let string): return .string(string)
        case .integer(let integer): return .integer(integer)
        case .real(let real): return .real(real)
        case .bool(let bool): return .bool(bool)
        case .point(let point):
            return .object([("x", .real(Double(point.x))), ("y", .real(Double(point.y)))])
        case .size(let size):
            return .object([("width", .real(Double(size.width))), ("height", .real(Double(size.height)))])
        case .rect(let rect):
            return .object([
                ("x", .real(Double(rect.origin.x))), ("y", .real(Double(rect.origin.y))),
                ("width", .real(Double(rect.size.width))), ("height", .real(Double(rect.size.height))),
            ])
        case .color(let color):
            return .object(
                [
                    ("red", .real(color.red)), ("green", .real(color.green)), ("blue", .real(color.blue)),
                    ("alpha", .real(color.alpha)),
                ] + (color.name.map { [("name", JSONValue.string($0))] } ?? [])
                    + (color.catalog.map { [("catalog", JSONValue.string($0))] } ?? []))
        case .font(let font):
            let fields: [(String, String?)] = [
                ("type", font.type), ("name", font.name), ("family", font.family), ("weight", font.weight),
                ("style", font.style), ("metaFont", font.metaFont),
            ]
            return .object(
                fields.compactMap { field in field.1.map { (field.0, JSONValue.string($0)) } }
                    + (font.pointSize.map { [("pointSize", JSONValue.real($0))] } ?? []))
        case .insets(let insets):
            return .object([
                ("top", .real(insets.top)), ("left", .real(insets.left)), ("bottom", .real(insets.bottom)),
                ("right", .real(insets.right)),
            ])
        case .null: return .null
        case .object(let index): return .object([("ref", .string(template.objects[index].id))])
        case .array(let items): return .array(items.map { json($0, in: template) })
        case .dictionary(let entries): return .object(entries.map { ($0.key, json($0.value, in: template)) })
        case .resource(let index):
            let resource = template.resources[index]
            return .object([(resource.kind.rawValue, .string(resource.name))])
        case .nib(let nested):
            let summary = NestedTemplateSummary(nested)
            return .object([
                (
                    "nib",
                    .object([
                        ("class", summary.className.map { .string($0) } ?? .null),
                        ("objects", .integer(summary.objects)),
                    ])
                )
            ])
        }
    }

    // MARK: Text

    /// Prints each object and property on a line of its own, as it goes:
    /// every line made safe to show (`DisplayText`).
    private static func printText(_ template: NibTemplate, models: Models) {
        var children = [[Int]](repeating: [], count: template.objects.count)
        var roots: [Int] = []
        for (index, object) in template.objects.enumerated() {
            if let parent = object.parent { children[parent].append(index) } else { roots.append(index) }
        }
        // Depth first from a stack rather than by recursion, which a deep
        // chain of held objects would overflow.
        var stack: [(index: Int, depth: Int)] = roots.reversed().map { ($0, 0) }
        while let (index, depth) = stack.popLast() {
            let object = template.objects[index]
            let indent = String(repeating: "  ", count: min(depth, maximumIndentedDepth))
            let marker = depth > maximumIndentedDepth ? "[depth \(depth)] " : ""
            print(indent + marker + DisplayText.line(heading(object)))
            if let model = models.descriptions[index] { print(indent + "  " + DisplayText.line("model: \(model)")) }
            for property in object.properties {
                print(indent + "  " + DisplayText.line("\(property.key) = \(property.value.text(in: template))"))
            }
            stack += children[index].reversed().map { ($0, depth + 1) }
        }
        if template.objects.isEmpty { print("") }
    }

    /// `id: Class [notes]`, the notes saying what is special about the object.
    private static func heading(_ object: TemplateObject) -> String {
        var notes: [String] = []
        if object.role.isPlaceholder || object.role == .custom { notes.append(object.role.displayName) }
        if object.isVisibleAtLaunch { notes.append("visible at launch") }
        return object.id + (object.className.map { ": \($0)" } ?? "")
            + (notes.isEmpty ? "" : " [\(notes.joined(separator: ", "))]")
    }
}
