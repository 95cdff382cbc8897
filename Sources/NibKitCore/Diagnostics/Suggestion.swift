/// The name a misspelt one was probably meant to be, for the "did you mean"
/// of a diagnostic: `txet` → `text`.
///
/// Names are compared by optimal string alignment distance (insertions,
/// deletions, substitutions and swaps of two neighbours each count one),
/// ignoring case, and only a close match is offered: within a third of the
/// misspelt name's length, and at least one edit. Of equally close names the
/// first in alphabetical order wins, so a suggestion never depends on the
/// order a table happens to iterate in.
package enum Suggestion {
    /// The candidate closest to `name`, or nil when none is close enough.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let word = Array(name.lowercased().unicodeScalars)
        guard !word.isEmpty else { return nil }
        let allowed = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && !candidate.isEmpty {
            let other = Array(candidate.lowercased().unicodeScalars)
            // A length difference alone costs that many edits.
            guard abs(other.count - word.count) <= allowed else { continue }
            let distance = Self.distance(word, other)
            guard distance <= allowed else { continue }
            if let current = best,
                distance > current.distance || (distance == current.distance && candidate >= current.name)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The optimal string alignment distance between two names.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table: the one two back is needed for a swap.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
