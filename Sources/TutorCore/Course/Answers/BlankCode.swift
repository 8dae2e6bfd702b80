/// The code of a `blank` question: Swift with `___` gaps for the learner to fill. The loader
/// counts the gaps against the `blanks` list; the checker fills them in.
package enum BlankCode {
    /// The gap marker.
    package static let gap = "___"

    /// How many gaps `code` has.
    package static func gapCount(in code: String) -> Int {
        code.components(separatedBy: gap).count - 1
    }

    /// `code` with gap `index` filled by `answer` and the other gaps by their first accepted
    /// answer.
    package static func fill(_ code: String, gap index: Int, with answer: String, blanks: [[String]]) -> String {
        fill(code, with: [index: answer], blanks: blanks)
    }

    /// `code` with the gaps in `fillings` (by index) filled by them and the others by their
    /// first accepted answer.
    package static func fill(_ code: String, with fillings: [Int: String], blanks: [[String]]) -> String {
        let parts = code.components(separatedBy: gap)
        var result = parts[0]
        for position in parts.indices.dropFirst() {
            let accepted = blanks.indices.contains(position - 1) ? blanks[position - 1].first ?? "" : ""
            result += (fillings[position - 1] ?? accepted) + parts[position]
        }
        return result
    }

    /// `line` cut where the code between gap `index` and the gaps after it would be (`a, b` for
    /// `{ ___, ___ in` gives `a` and `b`), when it holds that code at least once; the pieces fill
    /// gap `index` and the ones after it. Nil when it does not.
    package static func pieces(of line: String, from index: Int, in code: String, gapCount: Int) -> [String]? {
        let parts = code.components(separatedBy: gap)
        var pieces: [String] = []
        var rest = Substring(line)
        var next = index + 1
        while next < gapCount, parts.indices.contains(next) {
            let between = parts[next].trimmingCharacters(in: .whitespaces)
            guard !between.isEmpty, !between.contains("\n"), let cut = rest.range(of: between) else { break }
            pieces.append(rest[..<cut.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = rest[cut.upperBound...]
            next += 1
        }
        guard !pieces.isEmpty else { return nil }
        pieces.append(rest.trimmingCharacters(in: .whitespaces))
        return pieces.contains(where: \.isEmpty) ? nil : pieces
    }

    /// True when `fillings`, written one after another, leave a bracket or a string literal open
    /// (`Toggle(isOn: $on` in one gap, `)` in the next): such a filling can only be judged with the
    /// gap that closes it.
    package static func leavesOpen(_ fillings: [String]) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for character in fillings.joined(separator: " ") {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
        }
        return depth != 0 || inString
    }

    /// The answer for gap `index` without a `.` or `@` that the code already writes before the
    /// gap (`.___(store)` answered `.environment`, `@___` answered `@State`).
    /// The whole line typed for a gap that is alone on its line (`@State private var minutes =
    /// 5` for `___ var minutes = 5`) gives the part that fills it.
    package static func adjusted(_ answer: String, gap index: Int, in code: String) -> String {
        let parts = code.components(separatedBy: gap)
        guard parts.indices.contains(index), parts.indices.contains(index + 1) else { return answer }
        if let filling = fillingOfWholeLine(answer, before: parts[index], after: parts[index + 1]) { return filling }
        guard let before = parts[index].last, before == "." || before == "@", answer.first == before else {
            return answer
        }
        return String(answer.dropFirst())
    }

    /// What `answer` puts in the gap when it is the gap's whole line: the code before the gap on
    /// its line, the filling, and the code after it (spacing aside). Nil when it is not, or when
    /// the line has another gap.
    private static func fillingOfWholeLine(_ answer: String, before: String, after: String) -> String? {
        let lead = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        let tail = after.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let leadCode = lead.trimmingCharacters(in: .whitespaces)
        let tailCode = tail.trimmingCharacters(in: .whitespaces)
        // Only a line with code around the gap can be recognised (a gap alone is the whole line).
        guard !(leadCode.isEmpty && tailCode.isEmpty) else { return nil }
        var text = Substring(answer.trimmingCharacters(in: .whitespaces))
        guard text.hasPrefix(leadCode), text.hasSuffix(tailCode) else { return nil }
        text = text.dropFirst(leadCode.count)
        guard text.count > tailCode.count else { return nil }
        text = text.dropLast(tailCode.count)
        let filling = text.trimmingCharacters(in: .whitespaces)
        // `var minutes = 5` alone for `___ var minutes = 5` fills nothing: not this case.
        return filling.isEmpty ? nil : filling
    }
}
