extension Diagnostic {
    /// The text of one diagnostic, as a value of its own.
    ///
    /// NibKit declares its messages once, as static members of `Message`:
    /// each module extends it with the messages it reports (the loader's in
    /// `Diagnostic+Messages.swift`, the strings module's in
    /// `Diagnostic+StringsMessages.swift`), so two places that report the
    /// same problem say the same, and every "did you mean" is made alike. A
    /// message is written as a string literal, with interpolations, where a
    /// single place reports it:
    ///
    /// ```swift
    /// extension Diagnostic.Message {
    ///     static func duplicateID(_ id: String) -> Self { "the id '\(id)' is used twice" }
    /// }
    /// collector.error(.duplicateID("login"), at: location)
    /// collector.error("the archive is empty", at: location)
    /// ```
    package struct Message: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
        /// The message as it is printed after `error:` or `warning:`.
        package let text: String

        /// A message of `text`.
        package init(_ text: String) { self.text = text }

        package init(stringLiteral value: String) { text = value }

        package init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }

        package var description: String { text }

        /// The two messages' texts, one after the other, as a message that
        /// adds a clause ("; it is ignored", a suggestion) is written.
        package static func + (left: Message, right: Message) -> Message { Message(left.text + right.text) }

        /// "; did you mean 'x'?" when one of `candidates` is close to `name`, else nothing.
        package static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> Message {
            Message(Suggestion.closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? "")
        }

        /// "; did you mean 'x'?" when one of the class names `candidates` is
        /// close to `name`, modules considered (``Suggestion/closestClassName(to:among:)``), else nothing.
        package static func didYouMeanClass(_ name: String, among candidates: some Collection<String>) -> Message {
            Message(Suggestion.closestClassName(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}
