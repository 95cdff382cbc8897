import Foundation
import NibKitCore

/// Writes strings tables as `.strings` text: each entry with its comment
/// above it, a blank line between entries, in UTF-8, replacing the file
/// atomically.
///
/// ```swift
/// let text = StringsFileWriter.text(for: [StringsEntry(key: "Cancel", value: "Cancel", comment: "Button title")])
/// // /* Button title */
/// // "Cancel" = "Cancel";
/// try StringsFileWriter.write(text, to: URL(fileURLWithPath: "en.lproj/Localizable.strings"))
/// ```
public enum StringsFileWriter {
    /// What Apple's `genstrings` writes above an entry whose call has no comment.
    public static let missingComment = "No comment provided by engineer."

    /// The text of a `.strings` file holding `entries` in the order given.
    ///
    /// A comment of several lines (one per line of `comment`) is written as
    /// Apple's tool writes one, with the later lines indented under the first.
    ///
    /// - Parameter placeholderComment: Written for an entry without a
    ///   comment; nil writes no comment line for it.
    public static func text(for entries: [StringsEntry], placeholderComment: String? = missingComment) -> String {
        entries.map { entry in
            var block = ""
            if let comment = entry.comment ?? placeholderComment {
                // A comment cannot hold its own terminator, and its lines are
                // shown to people: each is escaped as every displayed line is.
                let safe = comment.replacingOccurrences(of: "*/", with: "* /")
                block +=
                    "/* "
                    + safe.split(separator: "\n", omittingEmptySubsequences: false).map(DisplayText.line)
                    .joined(separator: "\n   ") + " */\n"
            }
            return block + "\(quoted(entry.key)) = \(quoted(entry.value));\n"
        }.joined(separator: "\n")
    }

    /// `string` as a quoted `.strings` literal: `"`, `\`, line breaks and tabs
    /// escaped, every other character ``DisplayText`` escapes (control
    /// characters, separators, bidirectional overrides) as `\U` and four
    /// hexadecimal digits, everything else as itself.
    public static func quoted(_ string: String) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where DisplayText.isEscaped(scalar):
                let digits = String(scalar.value, radix: 16, uppercase: true)
                output += "\\U" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// Writes `text` in UTF-8 to `url` atomically, as `OutputFile` writes
    /// every output: into a new temporary file in the same directory, made
    /// with the process's umask, flushed to disk, then renamed over `url`,
    /// so a reader sees the old file or the new one and never a part of
    /// either. A symbolic link at `url` is replaced, not written through.
    public static func write(_ text: String, to url: URL) throws(NibError) {
        try OutputFile.write(Data(text.utf8), to: url)
    }

    /// Writes `data` to `url` atomically, as the text form does.
    public static func write(_ data: Data, to url: URL) throws(NibError) {
        try OutputFile.write(data, to: url)
    }
}
