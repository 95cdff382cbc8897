import Foundation

extension NibTemplate {
    /// The properties whose string values people see, exported under their own name.
    static let localizableKeys: Set<String> = [
        "text", "title", "placeholder", "placeholderString", "headerTitle", "footerTitle", "prompt", "label",
        "toolTip", "alternateTitle", "paletteLabel", "backButtonTitle", "message",
    ]

    /// The button states whose `title` Interface Builder exports as
    /// `normalTitle`, `highlightedTitle`, ...
    static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]

    /// The user-visible strings of the archive as a strings table would hold
    /// them for Base internationalization: key `<objectID>.<property>`, the
    /// archive's text as value, and the comment Xcode writes,
    /// `Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz";`.
    ///
    /// The properties follow `ibtool --export-strings-file`: `text`, `title`,
    /// `placeholder`, `placeholderString`, `headerTitle`, `footerTitle`,
    /// `prompt`, `label`, `toolTip`, `alternateTitle`, `paletteLabel`,
    /// `backButtonTitle`, `message`; a button's `<state key="normal"
    /// title="...">` as `normalTitle` (and `highlightedTitle`,
    /// `selectedTitle`, `disabledTitle`); a table column's header as
    /// `headerCell.title`; segment titles as `segmentTitles[0]` (iOS) or
    /// `ibShadowedLabels[0]` (macOS); scope buttons as `scopeButtonTitles[0]`;
    /// accessibility as `accessibilityLabel` and `accessibilityHint`. Entries
    /// are sorted by key, numbers in ids by value, as Xcode sorts them.
    ///
    /// ```swift
    /// let template = try NibTemplate(contentsOf: url, registry: .dynamic)
    /// print(StringsFileWriter.text(for: template.localizableStrings()))
    /// // /* Class = "UILabel"; text = "Name"; ObjectID = "Zq1-ab-Cde"; */
    /// // "Zq1-ab-Cde.text" = "Name";
    /// ```
    public func localizableStrings() -> [StringsEntry] {
        var entries: [StringsEntry] = []
        for object in objects where !object.role.isPlaceholder {
            func add(_ property: String, _ value: TemplateValue, at location: SourceLocation) {
                guard let text = Self.text(of: value), !text.isEmpty else { return }
                let comment =
                    "Class = \(StringsFileWriter.quoted(object.className ?? "")); \(property) = \(StringsFileWriter.quoted(text)); ObjectID = \(StringsFileWriter.quoted(object.id));"
                entries.append(StringsEntry(key: "\(object.id).\(property)", value: text, comment: comment, location: location))
            }
            for property in object.properties {
                // A legacy archive's keys are exported under a document's names.
                let key = LegacyArchiveParser.localizableKeys[property.key] ?? property.key
                let location = property.location
                if Self.localizableKeys.contains(key) {
                    // A constraint's `placeholder="YES"` is a flag (removed at
                    // build time), not a text field's placeholder text.
                    guard key != "placeholder" || object.className != "NSLayoutConstraint" else { continue }
                    add(key, property.value, at: location)
                    continue
                }
                switch (key, property.value) {
                case (_, .dictionary(let fields)) where Self.buttonStates.contains(key):
                    if let title = fields.first(where: { $0.key == "title" }) { add(key + "Title", title.value, at: location) }
                case ("headerCell", .dictionary(let fields)):
                    if let title = fields.first(where: { $0.key == "title" }) { add("headerCell.title", title.value, at: location) }
                case ("accessibilityConfiguration", .dictionary(let fields)):
                    for field in fields where field.key == "label" || field.key == "hint" {
                        add("accessibility" + field.key.prefix(1).uppercased() + field.key.dropFirst(), field.value, at: location)
                    }
                case ("segments", .array(let segments)):
                    for (index, segment) in segments.enumerated() {
                        guard case .dictionary(let fields) = segment else { continue }
                        if let title = fields.first(where: { $0.key == "title" }) {
                            add("segmentTitles[\(index)]", title.value, at: location)
                        } else if let label = fields.first(where: { $0.key == "label" }) {
                            add("ibShadowedLabels[\(index)]", label.value, at: location)
                        }
                    }
                case ("scopeButtonTitles", .array(let titles)):
                    for (index, title) in titles.enumerated() { add("scopeButtonTitles[\(index)]", title, at: location) }
                default:
                    break
                }
            }
        }
        return entries.sorted { $0.key.compare($1.key, options: [.numeric]) == .orderedAscending }
    }

    /// The text of a value as Interface Builder wrote it: attribute text
    /// stays text unless the property receiving it holds a number, whose
    /// value is written back; booleans are not text.
    private static func text(of value: TemplateValue) -> String? {
        switch value {
        case .string(let string): string
        case .integer(let integer): String(integer)
        case .real(let real): real == real.rounded() && abs(real) < 1e15 ? String(Int(real)) : String(real)
        default: nil
        }
    }
}
