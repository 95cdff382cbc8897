import Foundation
import NibKitCore

// MARK: - Encoding

extension CompiledTemplate {
    struct Encoder {
        private var strings: [String] = []
        private var stringIndex: [String: Int] = [:]
        private var body: [UInt8] = []

        mutating func payload() -> [UInt8] {
            var table: [UInt8] = []
            Self.appendVarint(strings.count, to: &table)
            for string in strings {
                let utf8 = Array(string.utf8)
                Self.appendVarint(utf8.count, to: &table)
                table += utf8
            }
            return table + body
        }

        static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
            var rest = UInt64(value)
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func varint(_ value: Int) { Self.appendVarint(value, to: &body) }
        mutating func byte(_ value: UInt8) { body.append(value) }
        mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }
        mutating func double(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
        }
        mutating func signed(_ value: Int) {
            // Zig-zag, so small negative numbers stay small.
            varint(Int(bitPattern: UInt((value << 1) ^ (value >> (Int.bitWidth - 1)))))
        }

        mutating func string(_ value: String) {
            if let index = stringIndex[value] {
                varint(index)
            } else {
                stringIndex[value] = strings.count
                varint(strings.count)
                strings.append(value)
            }
        }

        mutating func optionalString(_ value: String?) {
            if let value {
                byte(1)
                string(value)
            } else {
                byte(0)
            }
        }

        mutating func optionalInt(_ value: Int?) { varint(value.map { $0 + 1 } ?? 0) }

        mutating func location(_ location: SourceLocation) {
            string(location.file)
            varint(location.line)
            varint(location.column)
        }

        mutating func encode(_ tables: TemplateTables) {
            string(tables.path)
            string(tables.format.rawValue)
            string(tables.platform.rawValue)
            string(tables.mode.rawValue)
            varint(tables.objects.count)
            for object in tables.objects { encode(object) }
            varint(tables.connections.count)
            for connection in tables.connections { encode(connection) }
            varint(tables.resources.count)
            for resource in tables.resources {
                string(resource.kind.rawValue)
                string(resource.name)
                location(resource.location)
            }
            varint(tables.topLevel.count)
            tables.topLevel.forEach { varint($0) }
            varint(tables.creationOrder.count)
            tables.creationOrder.forEach { varint($0) }
            varint(tables.warnings.count)
            for warning in tables.warnings {
                string(warning.severity.rawValue)
                string(warning.message)
                location(warning.location)
                optionalString(warning.objectID)
                optionalString(warning.className)
                optionalString(warning.key)
            }
            let colors = tables.documentColors.sorted { $0.key < $1.key }
            varint(colors.count)
            for (name, value) in colors {
                string(name)
                color(value)
            }
        }

        mutating func encode(_ object: TemplateObject) {
            string(object.id)
            optionalString(object.className)
            byte(RoleTag(object.role).rawValue)
            if case .external(let identifier) = object.role { string(identifier) }
            location(object.location)
            bool(object.isVisibleAtLaunch)
            bool(object.isCustomClass)
            optionalInt(object.parent)
            for list in [object.properties, object.runtimeAttributes] {
                varint(list.count)
                for property in list {
                    string(property.key)
                    value(property.value)
                    location(property.location)
                    bool(property.isAttributeText)
                }
            }
        }

        mutating func encode(_ connection: TemplateConnection) {
            byte(ConnectionTag(connection.kind).rawValue)
            varint(connection.source)
            optionalInt(connection.destination)
            optionalString(connection.destinationID)
            string(connection.name)
            optionalString(connection.segueKind)
            optionalString(connection.segueID)
            optionalString(connection.segueCustomClass)
            optionalString(connection.event?.rawValue)
            location(connection.location)
            if connection.kind == .segue {
                optionalString(connection.segueRelationship)
                varint(connection.segueAttributes.count)
                for attribute in connection.segueAttributes {
                    string(attribute.name)
                    string(attribute.value)
                }
            }
            if let binding = connection.binding {
                string(binding.keyPath)
                varint(binding.options.count)
                for option in binding.options {
                    string(option.key)
                    value(option.value)
                }
            }
        }

        mutating func color(_ value: Color) {
            for component in [value.red, value.green, value.blue, value.alpha] { double(component) }
            optionalString(value.name)
            optionalString(value.catalog)
        }

        mutating func value(_ value: TemplateValue) {
            byte(ValueTag(value).rawValue)
            switch value {
            case .string(let string):
                self.string(string)
            case .integer(let integer):
                signed(integer)
            case .real(let real):
                double(real)
            case .bool(let bool):
                self.bool(bool)
            case .point(let point):
                double(Double(point.x))
                double(Double(point.y))
            case .size(let size):
                double(Double(size.width))
                double(Double(size.height))
            case .rect(let rect):
                for component in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] {
                    double(Double(component))
                }
            case .color(let color):
                self.color(color)
            case .font(let font):
                for part in [font.type, font.name, font.family, font.weight, font.style, font.metaFont] {
                    optionalString(part)
                }
                if let size = font.pointSize {
                    byte(1)
                    double(size)
                } else {
                    byte(0)
                }
            case .insets(let insets):
                for component in [insets.top, insets.left, insets.bottom, insets.right] { double(component) }
            case .null:
                break
            case .object(let index):
                varint(index)
            case .array(let items):
                varint(items.count)
                items.forEach { self.value($0) }
            case .dictionary(let entries):
                varint(entries.count)
                for entry in entries {
                    string(entry.key)
                    self.value(entry.value)
                }
            case .resource(let index):
                varint(index)
            case .nib(let template):
                // A whole compiled template of its own, checked as one when read.
                let nested = CompiledTemplate.encode(template.tables)
                varint(nested.count)
                body.append(contentsOf: nested)
            }
        }
    }
}
