import NibKitReader

/// The labels Interface Builder's document outline shows for objects
/// (`userLabel="Login Button"`), read apart from the document's parser: only
/// ``NibInstantiation/object(withUserLabel:)`` needs them, and most elements
/// of most documents have none.
enum UserLabels {
    /// The `userLabel` of every element that has one and an `id`, by id.
    static func read(_ tree: XMLTree) -> [String: String] {
        // Names are interned: a document that uses no label has no name for
        // it, and then no attribute is looked at.
        guard let label = tree.names.firstIndex(of: "userLabel"), let id = tree.names.firstIndex(of: "id") else {
            return [:]
        }
        var labels: [String: String] = [:]
        for index in tree.elementNames.indices {
            let element = XMLTree.Element(index: index)
            var labelValue: XMLTree.Span?
            var idValue: XMLTree.Span?
            for attribute in tree.attributes(of: element) {
                switch tree.attributeNameID(attribute) {
                case label: labelValue = tree.attributeValue(attribute)
                case id: idValue = tree.attributeValue(attribute)
                default: continue
                }
            }
            if let labelValue, let idValue {
                labels[tree.string(idValue)] = tree.string(labelValue)
            }
        }
        return labels
    }
}
