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

    /// The index of a letter answer (`b`, `B`, `b)`, `(b)`, or `ab` when there are more than 26
    /// items), if in range.
    package static func index(of answer: String, count: Int) -> Int? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces).lowercased()
            .trimmingCharacters(in: CharacterSet(charactersIn: "().:"))
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

    /// Several single letters: `ac`, `a c`, `a, c`. Nil if any character is not a letter in range.
    package static func indices(of answer: String, count: Int) -> [Int]? {
        var result: [Int] = []
        for character in answer.lowercased() {
            if character == " " || character == "," || character == ";" { continue }
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
