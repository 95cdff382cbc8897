import NibKitCore

extension DiagnosticCollector {
    /// Reports content a parser does not know, by the one rule every
    /// parser of an XML archive follows: an error when reading strictly, a
    /// warning that the content is ignored when reading leniently.
    mutating func unknown(
        _ message: Diagnostic.Message, mode: ReadingMode, at location: SourceLocation,
        objectID: String? = nil, className: String? = nil, key: String? = nil
    ) {
        if mode == .strict {
            error(message, at: location, objectID: objectID, className: className, key: key)
        } else {
            warning(message + "; it is ignored", at: location, objectID: objectID, className: className, key: key)
        }
    }
}
