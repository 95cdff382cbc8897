/// NibKit's messages, declared once, so that the places that report the same
/// problem say the same: each module adds the messages it reports as static
/// functions (the loader's in `Diagnostic+Messages.swift`), and all of them
/// end a name nobody declared with the same "did you mean".
extension Diagnostic {
    package enum Message {
        /// "; did you mean 'x'?" when one of `candidates` is close to `name`, else nothing.
        package static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
            Suggestion.closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
        }
    }
}
