import Foundation
import NibKitCore
import NibKitStrings

// The tag bytes of the compiled form, declared once: the encoder writes
// `rawValue`, the decoder reads it back with `init(rawValue:)`. Changing a
// number changes the format (`CompiledTemplate.version`).
extension CompiledTemplate {
    /// The byte before each object: its role (an external object's
    /// identifier follows).
    enum RoleTag: UInt8 {
        case archived, custom, filesOwner, firstResponder, external, application

        init(_ role: ObjectRole) {
            switch role {
            case .archived: self = .archived
            case .custom: self = .custom
            case .filesOwner: self = .filesOwner
            case .firstResponder: self = .firstResponder
            case .external: self = .external
            case .application: self = .application
            }
        }
    }

    /// The byte before each connection: its kind.
    enum ConnectionTag: UInt8 {
        case outlet, outletCollection, action, segue, binding

        init(_ kind: TemplateConnection.Kind) {
            switch kind {
            case .outlet: self = .outlet
            case .outletCollection: self = .outletCollection
            case .action: self = .action
            case .segue: self = .segue
            case .binding: self = .binding
            }
        }

        var kind: TemplateConnection.Kind {
            switch self {
            case .outlet: return .outlet
            case .outletCollection: return .outletCollection
            case .action: return .action
            case .segue: return .segue
            case .binding: return .binding
            }
        }
    }

    /// The byte before each value: its case.
    enum ValueTag: UInt8 {
        case string, integer, real, bool, point, size, rect, color, font, insets, null, object, array, dictionary,
            resource, nib

        init(_ value: TemplateValue) {
            switch value {
            case .string: self = .string
            case .integer: self = .integer
            case .real: self = .real
            case .bool: self = .bool
            case .point: self = .point
            case .size: self = .size
            case .rect: self = .rect
            case .color: self = .color
            case .font: self = .font
            case .insets: self = .insets
            case .null: self = .null
            case .object: self = .object
            case .array: self = .array
            case .dictionary: self = .dictionary
            case .resource: self = .resource
            case .nib: self = .nib
            }
        }
    }
}
