import NibKit

/// Checks that the xib, the nibxml and the hand-written code build the same
/// graph, before anything is timed: a benchmark of two loaders that built
/// different graphs would compare nothing.
enum GraphCheck {
    /// Every fact of the graph reachable from `owner`, in a fixed order, with
    /// objects named by their place among the content view's subviews.
    static func describe(owner: BenchController) -> [String] {
        guard let window = owner.window else { return ["no window outlet"] }
        var lines = [
            "window title=\(window.title) contentRect=\(window.contentRect) delegate=\(window.delegate === owner)"
        ]
        guard let view = window.contentView else { return lines + ["no content view"] }
        lines.append(
            "view frame=\(view.frame) mask=\(view.autoresizingMask) next=\(view.next === window) subviews=\(view.subviews.count)"
        )
        var position: [ObjectIdentifier: Int] = [:]
        for (index, subview) in view.subviews.enumerated() {
            position[ObjectIdentifier(subview)] = index
            lines.append(describe(subview, owner: owner, view: view))
        }
        func name(_ object: NibObject?) -> String {
            guard let object else { return "nil" }
            return position[ObjectIdentifier(object)].map { "#\($0)" } ?? "outside"
        }
        lines.append("outlets " + owner.outlets.prefix(while: { $0 != nil }).map(name).joined(separator: " "))
        lines.append("controls " + owner.controls.map(name).joined(separator: " "))
        return lines
    }

    private static func describe(_ subview: View, owner: BenchController, view: BenchView) -> String {
        guard let control = subview as? any Control else { return "not a control: \(subview.nibClassName)" }
        let actions = control.targetActions.map {
            "\($0.target === owner ? "owner" : "other").\($0.action)@\($0.event)"
        }
        var line =
            "\(subview.nibClassName) frame=\(subview.frame) constraints=\(subview.translatesAutoresizingMaskIntoConstraints) superview=\(subview.superview === view) next=\(subview.next === view) actions=\(actions)"
        if let button = subview as? BenchButton {
            line +=
                " tint=\(button.contentTintColor.map(String.init(describing:)) ?? "nil") title=\(button.cell?.title ?? "no cell")"
        } else if let field = subview as? BenchTextField, let cell = field.cell {
            line += " title=\(cell.title) text=\(cell.textColor.map(String.init(describing:)) ?? "nil")"
            line += " background=\(cell.backgroundColor.map(String.init(describing:)) ?? "nil")"
        }
        return line
    }

    /// The first difference between the graphs built three ways, or nil when
    /// they agree; also checks that the hand-written graph is the layout's and
    /// that an action reaches File's Owner.
    static func compare(_ graphs: [(name: String, owner: BenchController)], layout: BenchLayout) -> String? {
        let descriptions = graphs.map { (name: $0.name, lines: describe(owner: $0.owner)) }
        guard let reference = descriptions.first else { return nil }
        for other in descriptions.dropFirst() {
            if reference.lines.count != other.lines.count {
                return "\(reference.name) has \(reference.lines.count) facts, \(other.name) \(other.lines.count)"
            }
            for (left, right) in zip(reference.lines, other.lines) where left != right {
                return "\(reference.name) and \(other.name) differ:\n  \(left)\n  \(right)"
            }
        }
        let expectedOutlets =
            "outlets " + (0..<layout.outletCount).map { "#\(layout.outletDestination($0))" }.joined(separator: " ")
        if reference.lines.count >= 2, reference.lines[reference.lines.count - 2] != expectedOutlets {
            return "the outlets are not the layout's"
        }
        for graph in graphs {
            guard let control = graph.owner.window?.contentView?.subviews.first as? any Control else { continue }
            let before = graph.owner.clicks
            control.sendActions(for: .primaryActionTriggered)
            if graph.owner.clicks != before + 1 {
                return "\(graph.name): the first control's action did not reach File's Owner"
            }
        }
        return nil
    }
}
