/// A short note a learner adds after a text or wrapper answer, the way people answer a person:
/// `UserDefaults (the standard one)`, `@AppStorage, so it survives a relaunch`, `Binding<Int>, a
/// two-way connection`, `Int? - nil means none`. The answer before the note is judged as if
/// written alone. A note that hedges (`(or Set<Int>)`, `- no, @Binding`) is part of the answer:
/// only plain words count as a note, never code and never "or". (`b, a, the rest are wrong` keeps
/// both letters: a lone `a` is a letter, not the start of a note.)
package enum AnswerNote {
    /// `answer` without its trailing note, or nil when it has none.
    package static func withoutNote(_ answer: String) -> String? {
        let text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if let open = text.lastIndex(of: "("), text.hasSuffix(")"), open > text.startIndex,
            text[text.index(before: open)] == " "
        {
            let note = text[text.index(after: open)..<text.index(before: text.endIndex)]
            return isPlainWords(note) ? trimmedAnswer(text[..<open]) : nil
        }
        guard
            let match = text.firstMatch(
                of:
                    /(?:\s*[,;]\s*(?:(?:so|because|since|as|which|it|the|that|this)\b|an?\s+(?!(?:and|then)\b)[a-z]{3,})|\s+(?:because|since)\b|\s+[-–—]\s+)/
            )
        else { return nil }
        let note = text[match.range.upperBound...]
        return isPlainWords(note) ? trimmedAnswer(text[..<match.range.lowerBound]) : nil
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
