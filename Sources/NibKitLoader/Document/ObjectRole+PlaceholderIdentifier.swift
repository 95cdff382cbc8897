import NibKitCore

extension ObjectRole {
    /// The role of a placeholder Interface Builder names by `identifier` (a
    /// `placeholderIdentifier`, an `IBProxiedObjectIdentifier`, a compiled
    /// nib's `UIProxiedObjectIdentifier`): File's Owner for `IBFilesOwner`,
    /// First Responder for `IBFirstResponder`, else the external object of
    /// that identifier.
    ///
    /// Every reader of these names and the NIB Archive writer take them from
    /// here, so a nib written by NibKit reads back with the roles it was
    /// written from.
    init(placeholderIdentifier identifier: String) {
        switch identifier {
        case Self.filesOwnerIdentifier: self = .filesOwner
        case Self.firstResponderIdentifier: self = .firstResponder
        default: self = .external(identifier: identifier)
        }
    }

    /// The identifier a placeholder of this role is named by, or nil for a
    /// created object and for the Application, which Interface Builder
    /// names by its class.
    var placeholderIdentifier: String? {
        switch self {
        case .filesOwner: Self.filesOwnerIdentifier
        case .firstResponder: Self.firstResponderIdentifier
        case .external(let identifier): identifier
        case .archived, .custom, .application: nil
        }
    }

    static let filesOwnerIdentifier = "IBFilesOwner"
    static let firstResponderIdentifier = "IBFirstResponder"
}
