extension Preferences {
    /// `color`: when to colour output, as `--color` takes it.
    package enum ColorMode: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// `hintPolicy`: "graded" (nudge, hint, then nearly the solution, one at a time) or "none"
    /// (hints hidden).
    package enum HintPolicy: String, Sendable, CaseIterable {
        case graded
        case hidden = "none"
    }

    /// Defaults for command-line options; options given on the command line win. A setting with
    /// a value its option would refuse is not used: it is kept in ``unused`` as written (saving
    /// writes it back unchanged) and ``problems`` says what is wrong with it.
    package struct Settings: Equatable, Sendable {
        package var color: ColorMode?
        package var width: Int?
        package var plain: Bool?
        package var hintPolicy: HintPolicy?
        /// A name for class reports (defaults to the file's name).
        package var learnerName: String?
        /// Settings of the file that could not be used (unknown keys, values of the wrong kind
        /// or out of range), as written.
        package var unused: [JSONValue.Member] = []
        /// The file's `settings` when it is not an object at all, as written.
        package var malformed: JSONValue?

        /// The widths `--width` and `settings.width` accept: narrower cannot lay out a page.
        package static let widths = 20...1000
        /// The keys statetutor reads, in the order they are written.
        package static let keys = ["color", "width", "plain", "hintPolicy", "learnerName"]

        package init(
            color: ColorMode? = nil, width: Int? = nil, plain: Bool? = nil, hintPolicy: HintPolicy? = nil,
            learnerName: String? = nil
        ) {
            self.color = color
            self.width = width
            self.plain = plain
            self.hintPolicy = hintPolicy
            self.learnerName = learnerName
        }

        /// Takes one setting from the file. Returns what is wrong with it, or nil when it was used.
        @discardableResult
        package mutating func take(_ key: String, _ value: JSONValue) -> String? {
            let expected: String
            switch (key, value) {
            case (_, .null) where Self.keys.contains(key):
                return nil  // the same as leaving it out
            case ("color", .string(let text)):
                if let mode = ColorMode(rawValue: text) {
                    color = mode
                    return nil
                }
                expected = Self.list(ColorMode.allCases.map(\.rawValue))
            case ("color", _): expected = Self.list(ColorMode.allCases.map(\.rawValue))
            case ("width", .number(let text)):
                if let number = Int(text), Self.widths.contains(number) {
                    width = number
                    return nil
                }
                expected = "a whole number from \(Self.widths.lowerBound) to \(Self.widths.upperBound)"
            case ("width", _):
                expected = "a whole number from \(Self.widths.lowerBound) to \(Self.widths.upperBound)"
            case ("plain", .bool(let flag)):
                plain = flag
                return nil
            case ("plain", _): expected = "true or false"
            case ("hintPolicy", .string(let text)):
                if let policy = HintPolicy(rawValue: text) {
                    hintPolicy = policy
                    return nil
                }
                expected = Self.list(HintPolicy.allCases.map(\.rawValue))
            case ("hintPolicy", _): expected = Self.list(HintPolicy.allCases.map(\.rawValue))
            case ("learnerName", .string(let text)):
                learnerName = text
                return nil
            case ("learnerName", _): expected = "text in quotes"
            default:
                unused.append(JSONValue.Member(key, value))
                let suggestion = Suggestion.closest(to: key, in: Self.keys).map { " (did you mean '\($0)'?)" } ?? ""
                return "settings.\(key) is not a setting\(suggestion); it is ignored"
            }
            unused.append(JSONValue.Member(key, value))
            return "settings.\(key) is \(value.summary), but it must be \(expected); the default is used"
        }

        /// What is wrong with each setting in ``unused``, one sentence each.
        package var problems: [String] {
            let whole = malformed.map {
                ["'settings' is \($0.summary), but it must be an object; the defaults are used"]
            }
            return (whole ?? [])
                + unused.compactMap { member in
                    var scratch = Settings()
                    return scratch.take(member.key, member.value)
                }
        }

        private static func list(_ words: [String]) -> String {
            words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
        }
    }
}
