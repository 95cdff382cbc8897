import Foundation
import NibKitCore

extension NibTemplate {
    /// The template with the user-visible strings of a Base-internationalized
    /// nib replaced by a localization's `"<objectID>.<property>" = "...";`
    /// entries, as Xcode's Base internationalization does before the nib's
    /// connections are made.
    ///
    /// A property is replaced when the object sets it to a string;
    /// `normalTitle`, `highlightedTitle`, `selectedTitle` and `disabledTitle`
    /// replace the title of a button's state. An entry that names nothing the
    /// archive sets is ignored with a warning.
    ///
    /// A template is immutable: the localized one is a new template of the
    /// changed tables, sharing this one's resource cache, with its own plan.
    package func localized(with entries: [String: String], from table: String) -> NibTemplate {
        var tables = self.tables
        let indexByID = Dictionary(objects.indices.map { (objects[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for (entryKey, translation) in entries.sorted(by: { $0.key < $1.key }) {
            guard let dot = entryKey.firstIndex(of: "."),
                let index = indexByID[String(entryKey[..<dot])]
            else {
                tables.warnings.append(unmatched(entryKey, table: table))
                continue
            }
            let property = String(entryKey[entryKey.index(after: dot)...])
            if !Self.replaceString(in: &tables.objects[index], property: property, with: translation) {
                tables.warnings.append(unmatched(entryKey, table: table))
            }
        }
        return NibTemplate(tables: tables, provider: provider, resourceCache: resourceCache)
    }

    private func unmatched(_ key: String, table: String) -> Diagnostic {
        Diagnostic(
            .warning, "the localized string '\(key)' in \(table) names nothing this archive sets; it is ignored",
            at: SourceLocation.start(of: path), key: key)
    }

    private static func replaceString(in object: inout TemplateObject, property: String, with translation: String) -> Bool {
        var properties = object.properties
        defer { object.properties = properties }
        if let position = properties.firstIndex(where: { $0.key == property }),
            case .string = properties[position].value
        {
            let old = properties[position]
            properties[position] = TemplateProperty(
                key: old.key, value: .string(translation), location: old.location, accessors: old.accessors)
            return true
        }
        for state in ["normal", "highlighted", "selected", "disabled"] where property == "\(state)Title" {
            guard let position = properties.firstIndex(where: { $0.key == state }),
                case .dictionary(var entries) = properties[position].value,
                let title = entries.firstIndex(where: { $0.key == "title" })
            else { return false }
            entries[title].value = .string(translation)
            let old = properties[position]
            properties[position] = TemplateProperty(
                key: old.key, value: .dictionary(entries), location: old.location, accessors: old.accessors)
            return true
        }
        return false
    }
}
