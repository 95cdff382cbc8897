import Foundation
import NibKit

/// `nibtool graph`: draws an archive's objects and connections as a Graphviz graph.
enum GraphCommand: Subcommand {
    static let name = "graph"
    static let abstract = "Print an archive's object graph in Graphviz DOT."
    static let synopsis = "nibtool graph FILE [--flow]"
    static let discussion = """
        One node per object, labeled with its id and class; placeholders are dashed boxes in a
        "Placeholders" cluster. Edges:
          gray, no arrowhead      containment: a parent holds the child in one of its properties
          gray, dotted            a property that refers to an object held elsewhere
          blue, dashed            an outlet, labeled with its property (collections: "property[]")
          red                     an action, labeled with its selector; an action to First
                                  Responder goes to the "responder chain" node
        Render it with, for example: nibtool graph Login.nibxml | dot -Tsvg > Login.svg

        Options:
          --flow      For a storyboard (.storyboard or .storyboardc): draw its flow instead, as
                      Xcode's canvas shows it: one node per scene (its view controller's id,
                      class and storyboard identifier; the initial one doubly outlined), one
                      edge per segue from its scene to its destination, labeled with its kind
                      and identifier (relationship segues gray, embed segues dashed), and each
                      storyboard reference a dashed node naming the storyboard it leads to.
          -h, --help  Show this help.

        """
    static var arguments: ArgumentSpec { ArgumentSpec(flags: ["--flow"]) }

    /// The node standing for the responder chain; object nodes are named `n0`, `n1`…
    /// so no archive id can collide with it.
    private static let responderChainNode = "responderChain"

    static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitStatus {
        let path = try singleFile(arguments)
        if arguments.contains("--flow") {
            let storyboard = try loadStoryboard(path, ArchiveClasses(arguments))
            DiagnosticsPrinter.print(storyboard.allWarnings)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            print(flowDot(StoryboardFlow(storyboard), name: name), terminator: "")
            return .success
        }
        let template = try loadTemplate(path)
        DiagnosticsPrinter.print(template.warnings)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        print(dot(template, name: name), terminator: "")
        return .success
    }

    private static func dot(_ template: NibTemplate, name: String) -> String {
        var lines = [
            "digraph \"\(escaped(name))\" {",
            "  graph [rankdir=LR, fontname=\"Helvetica\"];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        lines += nodes(template)
        let sections = [
            ("Containment", containmentEdges(template)),
            ("Property references", referenceEdges(template)),
            ("Outlets and actions", connectionEdges(template)),
        ]
        for (title, edges) in sections where !edges.isEmpty {
            lines += ["", "  // \(title)"] + edges
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func nodes(_ template: NibTemplate) -> [String] {
        let objects = template.objects
        var lines: [String] = []
        let placeholders = objects.indices.filter { objects[$0].role.isPlaceholder }
        if !placeholders.isEmpty {
            lines += ["", "  subgraph cluster_placeholders {", "    label=\"Placeholders\";", "    style=dashed;"]
            lines += placeholders.map { "    n\($0) [label=\(label(objects[$0])), style=dashed];" }
            lines.append("  }")
        }
        lines.append("")
        lines += objects.indices.filter { !objects[$0].role.isPlaceholder }.map {
            "  n\($0) [label=\(label(objects[$0]))];"
        }
        if template.connections.contains(where: { $0.kind == .action && $0.destination == nil }) {
            lines.append("  \(responderChainNode) [label=\"responder chain\", shape=ellipse, style=dashed];")
        }
        return lines
    }

    private static func containmentEdges(_ template: NibTemplate) -> [String] {
        template.objects.indices.compactMap { index in
            template.objects[index].parent.map { "  n\($0) -> n\(index) [arrowhead=none, color=gray40];" }
        }
    }

    private static func referenceEdges(_ template: NibTemplate) -> [String] {
        var edges: [String] = []
        for (index, object) in template.objects.enumerated() {
            for property in object.properties {
                // A value that is one of this object's own children is drawn as containment.
                property.value.forEachObject { target in
                    guard template.objects[target].parent != index else { return }
                    edges.append(
                        "  n\(index) -> n\(target) [label=\"\(escaped(property.key))\", "
                            + "style=dotted, color=gray40, fontcolor=gray40];")
                }
            }
        }
        return edges
    }

    private static func connectionEdges(_ template: NibTemplate) -> [String] {
        template.connections.compactMap { connection in
            let source = "n\(connection.source)"
            switch connection.kind {
            case .outlet, .outletCollection:
                guard let destination = connection.destination else { return nil }
                let suffix = connection.kind == .outletCollection ? "[]" : ""
                return "  \(source) -> n\(destination) [label=\"\(escaped(connection.name + suffix))\", "
                    + "style=dashed, color=blue, fontcolor=blue];"
            case .action:
                let target = connection.destination.map { "n\($0)" } ?? responderChainNode
                return "  \(source) -> \(target) [label=\"\(escaped(connection.name))\", color=red, fontcolor=red];"
            case .segue:
                guard let destination = connection.destination else { return nil }
                let label = connection.name.isEmpty ? connection.segueKind ?? "segue" : connection.name
                return
                    "  \(source) -> n\(destination) [label=\"\(escaped(label))\", style=bold, color=darkgreen, fontcolor=darkgreen];"
            case .binding:
                guard let destination = connection.destination else { return nil }
                let label = "bind \(connection.name): \(connection.binding?.keyPath ?? "")"
                return
                    "  \(source) -> n\(destination) [label=\"\(escaped(label))\", style=dashed, color=purple, fontcolor=purple];"
            }
        }
    }

    /// A storyboard's flow: scenes and references as nodes, segues as edges.
    static func flowDot(_ flow: StoryboardFlow, name: String) -> String {
        var lines = [
            "digraph \"\(escaped(name))\" {",
            "  graph [rankdir=LR, fontname=\"Helvetica\"];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
            "",
        ]
        var nodes: [String: String] = [:]
        for (index, scene) in flow.scenes.enumerated() {
            nodes[scene.id] = "s\(index)"
            var label = "\(escaped(scene.id))\\n\(escaped(scene.className ?? "-"))"
            if let identifier = scene.storyboardIdentifier { label += "\\n\\\"\(escaped(identifier))\\\"" }
            let initial = scene.id == flow.initialViewControllerID ? ", peripheries=2" : ""
            lines.append("  s\(index) [label=\"\(label)\"\(initial)];")
        }
        for (index, reference) in flow.references.enumerated() {
            nodes[reference.id] = "r\(index)"
            let target =
                "\(reference.storyboardName ?? "?").storyboard"
                + (reference.referencedIdentifier.map { ": \($0)" } ?? " (initial)")
            lines.append(
                "  r\(index) [label=\"\(escaped(reference.id))\\n→ \(escaped(target))\", style=\"rounded,dashed\"];")
        }
        lines += ["", "  // Segues"]
        for segue in flow.segues {
            guard let source = segue.source.flatMap({ nodes[$0] }),
                let destination = segue.destination.flatMap({ nodes[$0] })
            else { continue }
            let kind = segue.kind ?? "segue"
            let label = segue.identifier.map { "\(kind): \($0)" } ?? kind
            let style =
                switch kind {
                case "relationship": "color=gray40, fontcolor=gray40"
                case "embed": "style=dashed"
                default: "style=bold, color=darkgreen, fontcolor=darkgreen"
                }
            lines.append("  \(source) -> \(destination) [label=\"\(escaped(label))\", \(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The quoted label `id\nClass`; a placeholder without a class shows its role.
    private static func label(_ object: TemplateObject) -> String {
        "\"\(escaped(object.id))\\n\(escaped(object.className ?? object.role.displayName))\""
    }

    /// `text` made safe inside a DOT double-quoted string: backslashes would
    /// otherwise start DOT's label escapes, and quotes would end the string.
    /// A label is shown to people, so it is escaped and abbreviated as every
    /// displayed line is first (``DisplayText``); a real line break was made
    /// a written `\n` there, which DOT shows as text.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in DisplayText.line(text) {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }
}
