/// Finds the closest known word to a mistyped one, for "did you mean …?" messages.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a typo: within a few edits
    /// (a swapped pair of letters counts as one, case and `-`/`_`/space separators do not count),
    /// or the candidate with letters added at the end (`multiple` for `multi`).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let folded = fold(word)
        var best: (candidate: String, distance: Int)?
        var extended: String?
        for candidate in candidates {
            let other = fold(candidate)
            let distance = editDistance(folded, other)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
            if extended == nil, other.count >= 4, folded.count > other.count, folded.hasPrefix(other) {
                extended = candidate
            }
        }
        if let best {
            let limit = max(1, min(3, best.candidate.count / 3))
            if best.distance <= limit { return best.candidate }
        }
        return extended
    }

    /// Lower case, without the separators people vary (`true-false`, `must not`).
    private static func fold(_ word: String) -> String {
        String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Edit distance over characters, counting a swap of two neighbouring characters as one
    /// edit (optimal string alignment): `titel` is one edit from `title`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
