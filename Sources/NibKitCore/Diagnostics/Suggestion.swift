/// The name a misspelt one was probably meant to be, for the "did you mean"
/// of a diagnostic: `txet` → `text`.
///
/// Names are compared by optimal string alignment distance (insertions,
/// deletions, substitutions and swaps of two neighbours each count one),
/// ignoring case, and only a close match is offered: within a third of the
/// misspelt name's length (at least one edit, at most ``maximumDistance``). Of equally close names the
/// first in alphabetical order wins, so a suggestion never depends on the
/// order a table happens to iterate in.
///
/// Names and candidates come from files anyone may write, so the work is
/// bounded here, for every caller: a name of more than
/// ``maximumNameLength`` scalars gets no suggestion (no identifier anyone
/// types is that long); a candidate whose length alone is too far is skipped
/// before it is lowercased; the distance is computed in a band of the allowed
/// distance around the diagonal and stops at the first row past it, the
/// allowed distance shrinking to the best found so far; and a name with more
/// than ``maximumCandidates`` candidates of a close length gets none. A
/// caller that may ask for many names of one file spends a ``Budget``, so
/// only the first ``maximumPerFile`` get a suggestion.
package enum Suggestion {
    /// The longest name, in Unicode scalars, that gets a suggestion.
    package static let maximumNameLength = 64

    /// The most edits a suggestion may be away, however long the name: a
    /// name further from every candidate was not misspelt but is another.
    package static let maximumDistance = 8

    /// How many candidates of a close length one name is compared with;
    /// past it, none is suggested (which does not depend on their order).
    package static let maximumCandidates = 1_000

    /// How many names of one file or table get a suggestion, in every caller
    /// whose names and candidates both come from the file.
    package static let maximumPerFile = 100

    /// What is left of one file's suggestions: each name asked for spends
    /// one, and once ``Suggestion/maximumPerFile`` are spent no more
    /// candidates are compared.
    ///
    /// ```swift
    /// var budget = Suggestion.Budget()
    /// for name in unknown {
    ///     report(name + Diagnostic.Message.didYouMean(name, among: budget.spend() ? known : []))
    /// }
    /// ```
    package struct Budget: Sendable {
        private var left = Suggestion.maximumPerFile

        package init() {}

        /// Whether one more name may get a suggestion; counts it.
        package mutating func spend() -> Bool {
            guard left > 0 else { return false }
            left -= 1
            return true
        }
    }

    /// The candidate closest to `name`, or nil when none is close enough.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        // At most 4 bytes a scalar: a longer name is refused before it is read.
        guard !name.isEmpty, name.utf8.count <= 4 * maximumNameLength else { return nil }
        let word = Array(name.lowercased().unicodeScalars)
        guard word.count <= maximumNameLength else { return nil }
        let allowed = min(max(1, word.count / 3), maximumDistance)
        var best: (name: String, distance: Int)?
        var compared = 0
        for candidate in candidates where candidate != name && !candidate.isEmpty {
            // A length difference alone costs that many edits; lowercasing
            // never shortens a name, and a scalar is at least one byte.
            guard candidate.utf8.count <= 4 * (word.count + allowed),
                candidate.unicodeScalars.count <= word.count + allowed
            else { continue }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - word.count) <= allowed else { continue }
            compared += 1
            guard compared <= maximumCandidates else { return nil }
            guard let distance = Self.distance(word, other, limit: best?.distance ?? allowed) else { continue }
            if let current = best,
                distance > current.distance || (distance == current.distance && candidate >= current.name)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The class name closest to `name` among registered ones, where a name
    /// may give the module its class is in (`LoginApp.LoginViewController`,
    /// the class part following the first dot), or nil when none is close.
    ///
    /// A name of the same class part in another module, or in none, is the
    /// closest: `LoginApp.LoginViewController` for `LoginViewController`, and
    /// the reverse (of several, the first in alphabetical order). Then the
    /// closest whole name, as ``closest(to:among:)`` finds it; then the name
    /// whose class part is closest to `name`'s, so a misspelt class is found
    /// whether or not the module is written: `LoginViewController` for
    /// `LoginApp.LoginViewControler`.
    package static func closestClassName(to name: String, among candidates: some Collection<String>) -> String? {
        let part = classPart(of: name)
        var sameClass: String?
        for candidate in candidates where candidate != name && classPart(of: candidate) == part {
            if sameClass.map({ candidate < $0 }) ?? true { sameClass = candidate }
        }
        if let sameClass { return sameClass }
        if let whole = closest(to: name, among: candidates) { return whole }
        // By class part: each part stands for the first name, alphabetically, that has it.
        var names: [Substring: String] = [:]
        for candidate in candidates {
            let candidatePart = classPart(of: candidate)
            if names[candidatePart].map({ candidate < $0 }) ?? true { names[candidatePart] = candidate }
        }
        return closest(to: String(part), among: names.keys.lazy.map(String.init)).flatMap { names[Substring($0)] }
    }

    /// What follows the module of a class name: `LoginViewController` of
    /// `LoginApp.LoginViewController`; the whole of a name without one.
    private static func classPart(of name: String) -> Substring {
        guard let dot = name.firstIndex(of: ".") else { return name[...] }
        return name[name.index(after: dot)...]
    }

    /// The optimal string alignment distance between two names, or nil when
    /// it is more than `limit`.
    ///
    /// Only the cells within `limit` of the diagonal are computed (a cell
    /// further off costs more than `limit` already), and the computation
    /// stops at the first row whose every cell is past `limit`: no later
    /// cell can come back under it, since a swap reads the row before, which
    /// is at most one less.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        let width = b.count + 1
        // Three rows of the table in one buffer, taking turns: the one two
        // back is needed for a swap. Every name is short (the caller
        // refuses long ones), so the buffers are read without bounds checks.
        var rows = [Int](repeating: beyond, count: 3 * width)
        let result = a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                rows.withUnsafeMutableBufferPointer { rows -> Int? in
                    for j in 0...min(b.count, limit) { rows[width + j] = j }
                    var (previous2, previous, current) = (0, width, 2 * width)
                    for i in 1...a.count {
                        let low = max(1, i - limit)
                        let high = min(b.count, i + limit)
                        // The rows rotate: clear the cells this row reads but does not write.
                        rows[current] = i <= limit ? i : beyond
                        rows[current + low - 1] = low == 1 ? rows[current] : beyond
                        var rowMinimum = beyond
                        let letter = a[i - 1]
                        for j in low...high {
                            let cost = letter == b[j - 1] ? 0 : 1
                            var value = min(
                                rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                            if i > 1, j > 1, letter == b[j - 2], a[i - 2] == b[j - 1] {
                                value = min(value, rows[previous2 + j - 2] + 1)
                            }
                            value = min(value, beyond)
                            rows[current + j] = value
                            rowMinimum = min(rowMinimum, value)
                        }
                        if high < b.count { rows[current + high + 1] = beyond }
                        guard rowMinimum <= limit else { return nil }
                        (previous2, previous, current) = (previous, current, previous2)
                    }
                    return rows[previous + b.count]
                }
            }
        }
        guard let result, result <= limit else { return nil }
        return result
    }
}
