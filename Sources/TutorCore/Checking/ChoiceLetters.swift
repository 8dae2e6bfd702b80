import Foundation

/// Letters for choices and steps: a, b, c, …
package enum ChoiceLetters {
    package static func letter(_ index: Int) -> String {
        String(Character(Unicode.Scalar(UInt8(97 + index % 26))))
    }

    /// The index of a single letter answer (`b`, `B`, `b)`, `(b)`), if in range.
    package static func index(of answer: String, count: Int) -> Int? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces).lowercased()
            .trimmingCharacters(in: CharacterSet(charactersIn: "().:"))
        guard trimmed.count == 1, let scalar = trimmed.unicodeScalars.first, ("a"..."z").contains(scalar) else {
            return nil
        }
        let index = Int(scalar.value) - 97
        return index < count ? index : nil
    }

    /// Several letters: `ac`, `a c`, `a, c`. Nil if any character is not a letter in range.
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

    package static func range(_ count: Int) -> String {
        count <= 1 ? "a" : "a–\(letter(count - 1))"
    }
}
