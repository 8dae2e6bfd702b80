import Foundation

/// Letters for choices and steps: a, b, …, z, then aa, ab, …, az, ba, … (the way spreadsheets
/// name columns), so that no two items of a list ever share a letter.
///
/// A single answer (`choice`, a tree's answers) may be any such letter. Answers made of several
/// letters in one word (`multi`, `order`) use single letters, which is why those kinds take at
/// most ``singleLetterCount`` items.
package enum ChoiceLetters {
    /// How many items single letters can name: a to z.
    package static let singleLetterCount = 26

    package static func letter(_ index: Int) -> String {
        var remaining = max(0, index)
        var scalars: [Unicode.Scalar] = []
        repeat {
            scalars.append(Unicode.Scalar(UInt8(97 + remaining % 26)))
            remaining = remaining / 26 - 1
        } while remaining >= 0
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.reversed())
        return text
    }

    /// The index of a letter answer (`b`, `B`, `b)`, `(b)`, `option b`, `ab` when there are more
    /// than 26 items, or a choice line copied whole: `b) Each change…`), if in range.
    package static func index(of answer: String, count: Int) -> Int? {
        var text = TextPattern.stripped(answer).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "*_! "))
        for lead in ["the answer is", "my answer is", "answer is", "i think", "i'd say", "it's", "it is"]
        where text.hasPrefix(lead + " ") {
            text = String(text.dropFirst(lead.count + 1))
        }
        for word in ["option", "choice", "answer"] where text.hasPrefix(word + " ") || text.hasPrefix(word + ":") {
            text = String(text.dropFirst(word.count)).trimmingCharacters(in: CharacterSet(charactersIn: " :"))
        }
        text = TextPattern.stripped(text).trimmingCharacters(in: CharacterSet(charactersIn: "*_! "))
        // The letter of a choice line copied with its text, or followed by a reason: the letter
        // decides. (`a, c` is two letters, not a letter and a reason.)
        if let line = text.wholeMatch(of: /\(?([a-z]{1,2})[).]\s+\S.*/) { text = String(line.output.1) }
        if let reason = text.wholeMatch(of: /\(?([a-z]{1,2})\)?(?:\s*[-–—:(]|\s+because\b|\s+since\b|\s+as\b).*/) {
            text = String(reason.output.1)
        }
        // `b, because…` and `b; each wrapper…`: a reason after a comma starts with a word, where
        // `a, c` goes on with a letter and `b, or maybe c` is not one answer.
        if let reason = text.wholeMatch(
            of: /\(?([a-z]{1,2})\)?\s*[,;]\s*(?!(?:and|then|maybe|perhaps|possibly)\b)[a-z]{3,}\b.*/)
        {
            text = String(reason.output.1)
        }
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "().:"))
        let scalars = trimmed.unicodeScalars
        guard count > 0, !scalars.isEmpty, scalars.count <= letter(count - 1).unicodeScalars.count,
            scalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return nil }
        var number = 0
        for scalar in scalars {
            number = number * 26 + Int(scalar.value) - 96
        }
        let index = number - 1
        return index < count ? index : nil
    }

    /// Several single letters: `ac`, `a c`, `a, c`, `a) c)`, `a and c`, one per line, or a
    /// sequence written `a -> b -> c`, `a → b`, `a > b`, `a, then b`. Nil if any character is not
    /// a letter in range.
    package static func indices(of answer: String, count: Int) -> [Int]? {
        if let letters = letterIndices(of: answer, count: count) { return letters }
        // `ac (both change the view)`: the letters before a note.
        return AnswerNote.withoutNote(answer).flatMap { letterIndices(of: $0, count: count) }
    }

    private static func letterIndices(of answer: String, count: Int) -> [Int]? {
        var result: [Int] = []
        var text = answer.lowercased()
        for arrow in ["->", "=>", "→", "⇒", "—", "–", "-", ">", "/", "|", "+"] {
            text = text.replacingOccurrences(of: arrow, with: " ")
        }
        let words = text.split { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "&" }
        let letters = words.filter { $0 != "and" && $0 != "then" }.joined(separator: " ")
        for character in letters {
            if " ().`'\"".contains(character) { continue }
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                ("a"..."z").contains(scalar)
            else { return nil }
            let index = Int(scalar.value) - 97
            guard index < count else { return nil }
            result.append(index)
        }
        return result.isEmpty ? nil : result
    }

    /// `a–d`: the letters of `count` items.
    package static func range(_ count: Int) -> String {
        count <= 1 ? "a" : "a–\(letter(count - 1))"
    }
}
