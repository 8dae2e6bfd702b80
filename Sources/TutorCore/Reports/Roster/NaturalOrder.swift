import Foundation

/// Orders names as people do: letters without regard to case, and runs of digits by their
/// value, so that `s2` comes before `s10`.
package enum NaturalOrder {
    /// True when `lhs` comes before `rhs`; names equal but for case fall back to their scalars,
    /// so the order is total.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = chunks(lhs)
        let right = chunks(rhs)
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case (.number(let x, _), .number(let y, _)) where x != y:
                return x.count != y.count ? x.count < y.count : x < y
            case (.number(_, let x), .number(_, let y)): return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let x), .text(let y)): return x < y
            }
        }
        if left.count != right.count { return left.count < right.count }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    private enum Chunk: Equatable {
        /// Text, lower-cased.
        case text(String)
        /// Digits without their leading zeros, and as written.
        case number(String, String)
    }

    private static func chunks(_ text: String) -> [Chunk] {
        var chunks: [Chunk] = []
        var current = ""
        var isDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            if isDigits {
                let value = String(current.drop { $0 == "0" })
                chunks.append(.number(value, current))
            } else {
                chunks.append(.text(current.lowercased()))
            }
            current = ""
        }
        for character in text {
            let digit = character.isASCII && character.isNumber
            if digit != isDigits { flush() }
            isDigits = digit
            current.append(character)
        }
        flush()
        return chunks
    }
}
