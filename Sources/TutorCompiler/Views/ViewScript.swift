import Foundation

/// The steps of a `statetutor run` script (`tap "Add"; screen; counts`), checked before the
/// program is built: each step's verb is known and has its quoted arguments.
package struct ViewScript: Equatable, Sendable {
    /// The steps, one per entry, as the runtime reads them.
    package var steps: [String]

    /// A script that cannot be run, with the reason.
    package struct Invalid: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The verbs a script may use, with how many quoted arguments each takes.
    package static let verbs: [String: Int] = [
        "tap": 1, "toggle": 1, "type": 2, "increment": 1, "decrement": 1, "pick": 2, "select": 1, "delete": 1,
        "slide": 2, "back": 0, "dismiss": 0, "submit": 1, "focus": 1, "relaunch": 0,
        "wait": 0, "screen": 0, "counts": 0, "reset-counts": 0, "events": 0,
    ]

    /// Splits `text` into steps at `;` and line breaks outside quotes.
    package init(_ text: String) throws(Invalid) {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quoted {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
                current.append(character)
            } else if (character == ";" || character.isNewline) && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted { throw Invalid(description: "the script has an unclosed quote") }
        pieces.append(current)
        steps = pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for step in steps { try Self.check(step) }
    }

    /// Checks one step: a known verb, its number of quoted arguments, an optional `#N` for `tap`.
    private static func check(_ step: String) throws(Invalid) {
        let verb = String(step.prefix { !$0.isWhitespace })
        guard let expected = verbs[verb] else {
            throw Invalid(
                description: "unknown script step '\(verb)' (steps: \(verbs.keys.sorted().joined(separator: ", ")))")
        }
        var arguments = 0
        var rest = Substring(step.dropFirst(verb.count))
        while let first = rest.first {
            if first.isWhitespace {
                rest = rest.dropFirst()
            } else if first == "\"" {
                var index = rest.index(after: rest.startIndex)
                var closed = false
                while index < rest.endIndex {
                    if rest[index] == "\\" {
                        index = rest.index(after: index)
                        if index < rest.endIndex { index = rest.index(after: index) }
                        continue
                    }
                    if rest[index] == "\"" {
                        closed = true
                        break
                    }
                    index = rest.index(after: index)
                }
                guard closed else { throw Invalid(description: "`\(step)`: a quote is not closed") }
                arguments += 1
                rest = rest[rest.index(after: index)...]
            } else if first == "#", ["tap", "submit", "focus"].contains(verb) {
                let digits = rest.dropFirst().prefix { $0.isNumber }
                guard let number = Int(digits), number >= 1 else {
                    throw Invalid(description: "`\(step)`: #N needs a number from 1")
                }
                rest = rest.dropFirst(digits.count + 1)
            } else {
                throw Invalid(description: "`\(step)`: arguments are quoted, as in \(verb) \"Label\"")
            }
        }
        guard arguments == expected else {
            let what = expected == 0 ? "no arguments" : expected == 1 ? "one quoted argument" : "two quoted arguments"
            throw Invalid(description: "`\(step)`: \(verb) takes \(what)")
        }
    }
}
