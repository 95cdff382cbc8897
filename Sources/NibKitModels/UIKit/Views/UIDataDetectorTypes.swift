import NibKitLoader

/// The kinds of data a text view or web view turns into links: Interface
/// Builder's `<dataDetectorType>`, whose attributes name them (`link="YES"`).
public struct UIDataDetectorTypes: OptionSet, NibValueConvertible, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The kinds of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)

    private static let names: [(String, UIDataDetectorTypes)] = [
        ("phoneNumber", .phoneNumber), ("link", .link), ("address", .address), ("calendarEvent", .calendarEvent),
        ("shipmentTrackingNumber", .shipmentTrackingNumber), ("flightNumber", .flightNumber),
        ("lookupSuggestion", .lookupSuggestion),
    ]

    /// Reads the dictionary a `<dataDetectorType>` element becomes: each
    /// kind set `YES` is in; nil when it names a kind NibKit does not know.
    public init?(nibValue: Any) {
        guard let entries = ArchivedEntries(nibValue) else { return nil }
        var types: UIDataDetectorTypes = []
        for key in entries.entries.keys {
            guard let kind = Self.names.first(where: { $0.0 == key })?.1 else { return nil }
            if entries.flag(key) == true { types.insert(kind) }
        }
        self = types
    }
}
