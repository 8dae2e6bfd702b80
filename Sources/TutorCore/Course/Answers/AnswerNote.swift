/// A short note a learner adds after a text or wrapper answer, the way people answer a person:
/// `UserDefaults (the standard one)`, `@AppStorage, so it survives a relaunch`, `Binding<Int>, a
/// two-way connection`, `Int? - nil means none`. The answer before the note is judged as if
/// written alone. A note that hedges (`(or Set<Int>)`, `- no, @Binding`) is part of the answer:
/// only plain words count as a note, never code and never "or". (`b, a, the rest are wrong` keeps
/// both letters: a lone `a` is a letter, not the start of a note.) After a piece of code, words
/// that say where or when (`.environmentObject(_:) on the root view`) are a note too.
package enum AnswerNote {
    /// `answer` without its trailing note, or nil when it has none.
    package static func withoutNote(_ answer: String) -> String? {
        let text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if let open = text.lastIndex(of: "("), text.hasSuffix(")"), open > text.startIndex,
            text[text.index(before: open)] == " "
        {
            let note = text[text.index(after: open)..<text.index(before: text.endIndex)]
            // `Sighting.ID? (which is Int?)` names the same thing again: no second candidate.
            if note.lowercased().hasPrefix("which is ") || note.lowercased().hasPrefix("that is ")
                || note.lowercased().hasPrefix("i.e. ")
            {
                return trimmedAnswer(text[..<open])
            }
            return isPlainWords(note) ? trimmedAnswer(text[..<open]) : nil
        }
        if let match = text.firstMatch(
            of:
                /(?:\s*[,;]\s*(?:(?:so|because|since|as|which|it|the|that|this)\b|an?\s+(?!(?:and|then)\b)[a-z]{3,})|\s+(?:because|since)\b|\s+[-–—]\s+)/
        ) {
            let note = text[match.range.upperBound...]
            return isPlainWords(note) ? trimmedAnswer(text[..<match.range.lowerBound]) : nil
        }
        // `Binding<Int>, not State<Int>`: what the answer is not rules it out, it does not hedge.
        if let match = text.firstMatch(of: /\s*,\s*not\s+\S/), !text[match.range.upperBound...].contains(" or ") {
            return trimmedAnswer(text[..<match.range.lowerBound])
        }
        // `UserDefaults.standard, unless a view sets another store`: any words after a comma,
        // two at least, neither the first nor the last a lone letter (`b, then a` is two letters).
        if let comma = text.firstIndex(where: { $0 == "," || $0 == ";" }) {
            let note = text[text.index(after: comma)...]
            let words = note.split(whereSeparator: \.isWhitespace)
            if words.count >= 2, (words.first?.count ?? 0) >= 2, (words.last?.count ?? 0) >= 2, isPlainWords(note) {
                return trimmedAnswer(text[..<comma])
            }
        }
        // `.environmentObject(_:) on the root view`: code, then words that say where or when.
        if let match = text.firstMatch(
            of: /\s+(?:on|in|inside|at|for|from|to|into|with|when|unless|if|after|before|where)\s+/),
            isCode(text[..<match.range.lowerBound]), isPlainWords(text[match.range.upperBound...])
        {
            return trimmedAnswer(text[..<match.range.lowerBound])
        }
        return nil
    }

    /// One piece of code: a modifier, a wrapper, a key path or a call (no spaces).
    private static func isCode(_ text: Substring) -> Bool {
        guard let first = text.first, !text.contains(where: \.isWhitespace) else { return false }
        return first == "." || first == "@" || first == "\\" || text.contains("(")
    }

    private static func trimmedAnswer(_ text: Substring) -> String? {
        let answer = text.trimmingCharacters(in: .whitespaces)
        return answer.isEmpty ? nil : answer
    }

    /// Words, spaces and sentence punctuation only, without "or" (a second candidate).
    private static func isPlainWords(_ note: Substring) -> Bool {
        let words = note.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }.map { $0.lowercased() }
        guard !words.isEmpty, !words.contains("or"), !words.contains("not"), !words.contains("maybe") else {
            return false
        }
        return note.allSatisfy { $0.isLetter || $0.isNumber || " ,.'’-".contains($0) }
    }
}
