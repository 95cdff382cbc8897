import NibKitReader

/// An ``XMLTree`` seen through one parser's names.
///
/// `Name` lists the element and attribute names a parser knows, spelt as in
/// the XML. Each of the tree's distinct names is matched against them once,
/// so afterwards an element's or attribute's name is a `Name` (or nil for
/// names the parser does not know) and comparing names is comparing two small
/// values.
struct NamedXMLTree<Name: RawRepresentable & Equatable> where Name.RawValue == String {
    typealias Element = XMLTree.Element
    typealias Span = XMLTree.Span

    let tree: XMLTree
    let known: [Name?]

    init(_ tree: XMLTree) {
        self.tree = tree
        known = tree.names.map { Name(rawValue: $0) }
    }

    var root: Element { tree.root }

    /// The parser's name for `element`'s name.
    func name(of element: Element) -> Name? { known[tree.nameID(of: element)] }

    /// The parser's name for the attribute at `attribute`.
    func attributeName(_ attribute: Int) -> Name? { known[tree.attributeNameID(attribute)] }

    /// The value of `element`'s attribute `name`.
    func attribute(_ name: Name, of element: Element) -> Span? {
        for attribute in tree.attributes(of: element) where known[tree.attributeNameID(attribute)] == name {
            return tree.attributeValue(attribute)
        }
        return nil
    }

    func hasAttribute(_ name: Name, _ element: Element) -> Bool {
        attribute(name, of: element) != nil
    }

    /// The value of `element`'s attribute `name`, as a string.
    func string(_ name: Name, of element: Element) -> String? {
        guard let span = attribute(name, of: element) else { return nil }
        return tree.string(span)
    }

    /// Whether `element`'s attribute `name` is present and spelt `value`.
    func attribute(_ name: Name, of element: Element, is value: StaticString) -> Bool {
        guard let span = attribute(name, of: element) else { return false }
        return tree.span(span, equals: value)
    }

    func children(of element: Element) -> XMLTree.Children { tree.children(of: element) }
}
