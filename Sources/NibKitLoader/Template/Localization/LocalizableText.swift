import Foundation
import NibKitCore
import NibKitStrings

/// The user-visible text of an interface as Base internationalization names
/// it: one key grammar and one table of localizable properties, which the
/// export (``NibTemplate/localizableStrings()``, `nibtool strings export`)
/// and the import (``NibTemplate/localized(with:)``, a nib loaded from
/// `Base.lproj`) both use, so every key the export writes, the import applies.
///
/// A key is `<objectID>.<path>`, as `ibtool --export-strings-file` writes
/// it: the path is a property (`text`), an item of a list (`segmentTitles[0]`)
/// or a field of a nested value (`headerCell.title`).
enum LocalizableText {
    /// A key of a Base internationalization strings table.
    struct Key: Hashable, CustomStringConvertible {
        /// One step of a path: a name, and the position of an item when it
        /// names one of a list.
        struct Component: Hashable {
            var name: String
            var index: Int?
        }

        /// The id of the object whose text the key names.
        var objectID: String
        /// The property, field or item within the object.
        var path: [Component]

        /// The key as a strings table writes it.
        var description: String { objectID + "." + pathDescription }

        /// The path as the key writes it, and as Xcode's comment names the
        /// property: `normalTitle`, `headerCell.title`, `segmentTitles[0]`.
        var pathDescription: String {
            path.map { component in component.index.map { "\(component.name)[\($0)]" } ?? component.name }
                .joined(separator: ".")
        }

        init(objectID: String, path: [Component]) {
            self.objectID = objectID
            self.path = path
        }

        /// Reads `text`, whose object id is the part before the first `.`
        /// that `isObjectID` accepts: ids may hold a dot themselves, and a
        /// path holds one between its steps. Nil when no such split gives a
        /// path. Only ids of at most `maximumIDLength` UTF-8 bytes are tried,
        /// so a key of many dots is read in one pass.
        init?(_ text: String, maximumIDLength: Int, isObjectID: (String) -> Bool) {
            var dot = text.firstIndex(of: ".")
            while let position = dot, text.utf8.distance(from: text.startIndex, to: position) <= maximumIDLength {
                let id = String(text[..<position])
                if isObjectID(id), let path = Self.path(text[text.index(after: position)...]) {
                    self.init(objectID: id, path: path)
                    return
                }
                dot = text[text.index(after: position)...].firstIndex(of: ".")
            }
            return nil
        }

        /// `name` or `name[index]` steps separated by dots; nil for an empty
        /// step, a bracket out of place, or an index that is not a decimal
        /// number of at most 9 digits (lists in interfaces are short).
        static func path(_ text: Substring) -> [Component]? {
            var result: [Component] = []
            for step in text.split(separator: ".", omittingEmptySubsequences: false) {
                guard let open = step.firstIndex(of: "[") else {
                    guard !step.isEmpty, !step.contains("]") else { return nil }
                    result.append(Component(name: String(step)))
                    continue
                }
                let name = step[..<open]
                let digits = step[step.index(after: open)...].dropLast()
                guard !name.isEmpty, step.last == "]", !digits.isEmpty, digits.count <= 9,
                    digits.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(digits)
                else { return nil }
                result.append(Component(name: String(name), index: index))
            }
            return result
        }
    }

    /// Where a kind of localizable text lives in a template object, and the
    /// path its key names it by.
    struct Rule {
        /// The path's names, the index left out: `["headerCell", "title"]`,
        /// `["segmentTitles"]`.
        let path: [String]
        /// The object's property that holds the text.
        let property: String
        /// The field of the property's dictionary (or of each item's) that
        /// holds it; nil when the property (or each item) is the text.
        let field: String?
        /// Whether the property is a list whose items the key indexes.
        let isList: Bool
        /// Classes whose property of this name is no text.
        var excludedClasses: Set<String> = []

        /// Whether `path` names text this rule describes.
        func matches(_ path: [Key.Component]) -> Bool {
            guard path.count == self.path.count else { return false }
            for (position, component) in path.enumerated() {
                guard component.name == self.path[position] else { return false }
                let isLast = position == path.count - 1
                guard (component.index != nil) == (isLast && isList) else { return false }
            }
            return true
        }

        /// The key's path for the item at `index` (for a list).
        func keyPath(index: Int?) -> [Key.Component] {
            path.enumerated().map { position, name in
                Key.Component(name: name, index: position == path.count - 1 ? index : nil)
            }
        }
    }

    /// The localizable properties, as Xcode exports them.
    ///
    /// A property of these names is text wherever it is set: `label` is a
    /// toolbar item's or a tab's, `message` an alert's, and so on. A button
    /// state's title is `normalTitle`; a table column's header
    /// `headerCell.title`; a view's tool tip `ibShadowedToolTip`; segments
    /// `segmentTitles[i]` (UIKit, `title`) or `ibShadowedLabels[i]` and
    /// `ibShadowedToolTips[i]` (AppKit, `label` and `toolTip`); a combo box's
    /// items `ibShadowedObjectValues[i]`.
    static let rules: [Rule] = {
        var rules: [Rule] = [
            "text", "title", "subtitle", "placeholderString", "headerTitle", "footerTitle", "prompt", "label",
            "alternateTitle", "paletteLabel", "backButtonTitle", "message",
        ].map { Rule(path: [$0], property: $0, field: nil, isList: false) }
        rules += [
            // A constraint's `placeholder="YES"` is a flag (removed at build
            // time), not a text field's placeholder text.
            Rule(
                path: ["placeholder"], property: "placeholder", field: nil, isList: false,
                excludedClasses: ["NSLayoutConstraint"]),
            Rule(path: ["ibShadowedToolTip"], property: "toolTip", field: nil, isList: false),
            Rule(path: ["headerCell", "title"], property: "headerCell", field: "title", isList: false),
            Rule(path: ["configuration", "title"], property: "configuration", field: "title", isList: false),
            Rule(path: ["configuration", "subtitle"], property: "configuration", field: "subtitle", isList: false),
            Rule(path: ["accessibilityLabel"], property: "accessibilityConfiguration", field: "label", isList: false),
            Rule(path: ["accessibilityHint"], property: "accessibilityConfiguration", field: "hint", isList: false),
            Rule(path: ["segmentTitles"], property: "segments", field: "title", isList: true),
            Rule(path: ["ibShadowedLabels"], property: "segments", field: "label", isList: true),
            Rule(path: ["ibShadowedToolTips"], property: "segments", field: "toolTip", isList: true),
            Rule(path: ["scopeButtonTitles"], property: "scopeButtonTitles", field: nil, isList: true),
            Rule(path: ["ibShadowedObjectValues"], property: "objectValues", field: nil, isList: true),
        ]
        rules += ["normal", "highlighted", "selected", "disabled"].map {
            Rule(path: [$0 + "Title"], property: $0, field: "title", isList: false)
        }
        // A legacy archive's keys (`IBUIText`, `NSContents`) arrive
        // translated into these names (`ArchivedKeys`), so its text exports
        // and imports under the same rules.
        return rules
    }()

    /// The rules by the property they read.
    static let rulesByProperty: [String: [Rule]] = Dictionary(grouping: rules, by: \.property)

    /// The text of a value as Interface Builder wrote it: attribute text
    /// stays text unless the property receiving it holds a number, whose
    /// value is written back; booleans, objects and the rest are not text.
    static func text(of value: TemplateValue) -> String? {
        switch value {
        case .string(let string): string
        case .integer(let integer): String(integer)
        case .real(let real): NumberText.text(of: real)
        default: nil
        }
    }

    /// Every localizable text of `object`: its key, its text and the place
    /// of the property that holds it, in the object's property order.
    static func texts(of object: TemplateObject) -> [(key: Key, text: String, location: SourceLocation)] {
        guard !object.role.isPlaceholder else { return [] }
        var result: [(key: Key, text: String, location: SourceLocation)] = []
        for property in object.properties {
            for rule in rulesByProperty[property.key] ?? [] where !rule.excludedClasses.contains(object.className ?? "")
            {
                func add(_ value: TemplateValue, index: Int?) {
                    let text: String?
                    if let name = rule.field {
                        text = field(name, of: value).flatMap(Self.text)
                    } else {
                        text = Self.text(of: value)
                    }
                    guard let text, !text.isEmpty else { return }
                    result.append((Key(objectID: object.id, path: rule.keyPath(index: index)), text, property.location))
                }
                if rule.isList {
                    guard case .array(let items) = property.value else { continue }
                    for (index, item) in items.enumerated() { add(item, index: index) }
                } else {
                    add(property.value, index: nil)
                }
            }
        }
        return result
    }

    /// What applying a translation to an object came to.
    enum Outcome {
        case applied
        /// The key names no text of the object.
        case unmatched
        /// The property's type cannot hold the translation (a registered
        /// class's number), named as a message names it.
        case invalid(typeName: String)
    }

    /// Sets the text `path` names in `object` to `translation`, where the
    /// export reads it, and only there.
    static func apply(_ translation: String, at path: [Key.Component], to object: inout TemplateObject) -> Outcome {
        guard !object.role.isPlaceholder else { return .unmatched }
        // Several rules may name one path (a document's key and a legacy
        // archive's): the one whose property the object has applies.
        var found: (rule: Rule, position: Int)?
        for rule in rules where rule.matches(path) && !rule.excludedClasses.contains(object.className ?? "") {
            if let position = object.properties.lastIndex(where: { $0.key == rule.property }) {
                found = (rule, position)
                break
            }
        }
        guard let (rule, position) = found else { return .unmatched }
        var value = object.properties[position].value
        if rule.isList {
            guard case .array(var items) = value, let index = path.last?.index, items.indices.contains(index),
                let item = replacing(in: items[index], field: rule.field, with: translation)
            else { return .unmatched }
            items[index] = item
            value = .array(items)
        } else if let field = rule.field {
            guard let replaced = replacing(in: value, field: field, with: translation) else { return .unmatched }
            value = replaced
        } else {
            guard text(of: value) != nil else { return .unmatched }
            value = .string(translation)
            // A registered class's property takes the text in its own type,
            // as the class binder typed the archive's.
            if let accessors = object.properties[position].accessors {
                switch AttributeText.value(value, key: rule.property, as: accessors.valueType) {
                case .typed(let typed): value = typed
                case .invalid(let typeName): return .invalid(typeName: typeName)
                }
            }
        }
        object.properties[position].value = value
        return .applied
    }

    /// `value` (or its dictionary's `field`) replaced by `translation`; nil
    /// when it holds no text there.
    private static func replacing(in value: TemplateValue, field name: String?, with translation: String)
        -> TemplateValue?
    {
        guard let name else { return text(of: value) == nil ? nil : .string(translation) }
        guard case .dictionary(var entries) = value,
            let position = entries.lastIndex(where: { $0.key == name }), text(of: entries[position].value) != nil
        else { return nil }
        entries[position].value = .string(translation)
        return .dictionary(entries)
    }

    /// The value of a dictionary's field `name`, the last when it is given twice.
    private static func field(_ name: String, of value: TemplateValue) -> TemplateValue? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last(where: { $0.key == name })?.value
    }
}

extension NibTemplate {
    /// The user-visible strings of the archive as a strings table would hold
    /// them for Base internationalization: key `<objectID>.<path>`, the
    /// archive's text as value, and the comment Xcode writes,
    /// `Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz";`.
    ///
    /// The keys follow `ibtool --export-strings-file`: `text`, `title`,
    /// `subtitle`, `placeholder`, `placeholderString`, `headerTitle`,
    /// `footerTitle`, `prompt`, `label`, `alternateTitle`, `paletteLabel`,
    /// `backButtonTitle`, `message`; a tool tip as `ibShadowedToolTip`; a
    /// button's `<state key="normal" title="...">` as `normalTitle` (and
    /// `highlightedTitle`, `selectedTitle`, `disabledTitle`); a button
    /// configuration's `configuration.title` and `configuration.subtitle`; a
    /// table column's header as `headerCell.title`; segment titles as
    /// `segmentTitles[0]` (iOS) or `ibShadowedLabels[0]` and
    /// `ibShadowedToolTips[0]` (macOS); scope buttons as
    /// `scopeButtonTitles[0]`; a combo box's items as
    /// `ibShadowedObjectValues[0]`; accessibility as `accessibilityLabel` and
    /// `accessibilityHint`. Entries are sorted by key, numbers in ids by
    /// value, as Xcode sorts them. ``localized(with:)`` applies every key
    /// this writes.
    ///
    /// ```swift
    /// let template = try NibTemplate(contentsOf: url, registry: .dynamic)
    /// print(StringsFileWriter.text(for: template.localizableStrings()))
    /// // /* Class = "UILabel"; text = "Name"; ObjectID = "Zq1-ab-Cde"; */
    /// // "Zq1-ab-Cde.text" = "Name";
    /// ```
    public func localizableStrings() -> [StringsEntry] {
        var entries: [StringsEntry] = []
        for object in objects {
            for (key, text, location) in LocalizableText.texts(of: object) {
                let comment =
                    "Class = \(StringsFileWriter.quoted(object.className ?? "")); \(key.pathDescription) = \(StringsFileWriter.quoted(text)); ObjectID = \(StringsFileWriter.quoted(object.id));"
                entries.append(StringsEntry(key: key.description, value: text, comment: comment, location: location))
            }
        }
        return entries.sorted { $0.key.compare($1.key, options: [.numeric]) == .orderedAscending }
    }

    /// The template with the user-visible strings of a Base-internationalized
    /// nib replaced by a localization's `"<objectID>.<path>" = "...";`
    /// entries, as a nib loaded from `Base.lproj` gets them before its
    /// connections are made.
    ///
    /// Every key ``localizableStrings()`` writes is applied, and only the
    /// text it names changes. An entry whose key names nothing the archive
    /// sets is ignored with a warning at the entry, in ``warnings``; entries
    /// are applied in order, so of two with one key the last wins.
    ///
    /// ```swift
    /// let french = try StringsTable(contentsOf: URL(fileURLWithPath: "fr.lproj/Main.strings"))
    /// let localized = template.localized(with: french.entries)
    /// ```
    ///
    /// A template is immutable: the localized one is a new template of the
    /// changed tables, sharing this one's resource cache, with its own plan.
    public func localized(with entries: [StringsEntry]) -> NibTemplate {
        var tables = self.tables
        let indexByID = Dictionary(
            objects.indices.map { (objects[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let maximumIDLength = objects.map(\.id.utf8.count).max() ?? 0
        // Suggestions are for the first few unmatched entries: each compares
        // the key with every key of its object, or of the archive.
        var suggestions = Suggestion.Budget()
        var allKeys: [String]?
        // Through the funnel, so a table of a million stray entries keeps its bound.
        var warnings = DiagnosticCollector()
        warnings.append(contentsOf: tables.warnings)
        for entry in entries {
            let key = LocalizableText.Key(entry.key, maximumIDLength: maximumIDLength) { indexByID[$0] != nil }
            var outcome = LocalizableText.Outcome.unmatched
            if let key, let index = indexByID[key.objectID] {
                outcome = LocalizableText.apply(entry.value, at: key.path, to: &tables.objects[index])
            }
            // A key that does not parse is still about the object its id names.
            let index =
                key.flatMap { indexByID[$0.objectID] }
                ?? entry.key.firstIndex(of: ".").flatMap { indexByID[String(entry.key[..<$0])] }
            let object = index.map { objects[$0] }
            let message: Diagnostic.Message
            switch outcome {
            case .applied:
                continue
            case .unmatched:
                // Suggested among the object's own keys when the id is right.
                var candidates: [String] = []
                if suggestions.spend() {
                    if let object {
                        candidates = LocalizableText.texts(of: object).map(\.key.description)
                    } else {
                        if allKeys == nil { allKeys = localizableStrings().map(\.key) }
                        candidates = allKeys ?? []
                    }
                }
                message = Diagnostic.Message.unmatchedLocalizedString(entry.key, archive: path, among: candidates)
            case .invalid(let typeName):
                message = Diagnostic.Message.untypedTranslation(entry.key, typeName: typeName)
            }
            warnings.warning(
                message, at: entry.location, objectID: object?.id, className: object?.className, key: entry.key)
        }
        tables.warnings = warnings.diagnostics
        return NibTemplate(tables: tables, provider: provider, resourceCache: resourceCache)
    }
}
