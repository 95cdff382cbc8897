/// One element of an XML file, with its attributes, children, text and the
/// place where its start tag begins.
///
/// This is the Reader stage's output: a plain tree that knows nothing about
/// archives. Document parsers walk it.
final class XMLElement {
    let name: String
    let attributes: [(name: String, value: String)]
    let location: SourceLocation
    var children: [XMLElement] = []
    var text: String = ""

    init(name: String, attributes: [(name: String, value: String)], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    /// The value of the attribute with this name, if present.
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The children that are elements with this name, in document order.
    func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child element with this name.
    func child(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }
}

/// A problem the XML reader found: malformed XML, a forbidden construct, or
/// a limit exceeded.
struct XMLReaderError: Error, Equatable {
    var message: String
    var location: SourceLocation
}
