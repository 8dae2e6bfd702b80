import Foundation
import Testing
import TutorTestSupport

@testable import TutorCore

/// The JSON reader against Foundation's `JSONSerialization`, on mutated preferences files and on
/// random bytes and JSON-like text: both must accept the same inputs and read the same values.
/// Two differences are allowed, and checked to be the only ones: `JSONSerialization` accepts a
/// comma before `]` or `}`, which RFC 8259 does not, and it drops a U+FEFF (written raw) at the
/// start of a string value, which is part of the text. A few hundred inputs of each kind by
/// default; set STATETUTOR_FUZZ_INPUTS (e.g. 10000) for a long run.
@Suite struct JSONReaderFuzzTests {
    static let inputCount = TestScale.fuzzInputs(fastLoop: 300)

    typealias Generator = SplitMix64

    /// A learner's file with every kind of value the codec reads.
    static let preferences: Preferences = {
        var preferences = Preferences(
            settings: Preferences.Settings(
                color: .never, width: 72, plain: true, hintPolicy: .graded, learnerName: "Zoë"))
        preferences.settings.unused = [JSONValue.Member("theme", .string("dark"))]
        var course = Preferences.CourseProgress()
        let answers = ["a", "b / c", "var x = \"1\"\n\tlet y", "\u{1B}[31mred\u{7}", "😀 中文 é", "\\u0041", "", "\u{9B}"]
        for index in 0..<12 {
            let lesson = "lesson-\(index % 3)"
            let question = "q-\(index % 5)"
            let attempt = AttemptRecord(
                lessonID: lesson, questionID: question, contentHash: "hash\(index % 2)",
                at: Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 61.25),
                answer: answers[index % answers.count], score: [0, 1, 0.5, 0.25][index % 4], hintsUsed: index % 3,
                seconds: Double(index) * 1.5, skipped: index % 7 == 6)
            course.lessons[lesson, default: .init()].questions[question, default: .init(contentHash: "hash0")].attempts
                .append(attempt)
        }
        for (lessonID, lesson) in course.lessons {
            course.lessons[lessonID]?.sectionsSeen = [0, 2, 3]
            for (questionID, question) in lesson.questions {
                course.lessons[lessonID]?.questions[questionID]?.card = CardReplay.card(
                    for: question.attempts, contentHash: question.contentHash)
            }
        }
        course.lessons["lesson-1"]?.completedAt = Date(timeIntervalSince1970: 1_780_100_000)
        course.sessions = [
            Preferences.SessionRecord(
                id: "s1", start: Date(timeIntervalSince1970: 1_780_000_000),
                end: Date(timeIntervalSince1970: 1_780_003_600), answered: 9, correct: 5, hintsUsed: 4)
        ]
        course.lessonResets = ["lesson-9": Date(timeIntervalSince1970: 1_779_000_000)]
        preferences.courses["demo"] = course
        preferences.courses["other"] = Preferences.CourseProgress()
        return preferences
    }()

    /// The seeds: the file as statetutor writes it, the same pretty-printed, and older shapes.
    static let seeds: [[UInt8]] = {
        let compact = PreferencesCodec.encode(preferences)
        var seeds = [compact]
        if let object = try? JSONSerialization.jsonObject(with: Data(compact)),
            let pretty = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        {
            seeds.append(Array(pretty))
        }
        seeds.append(Array("{\"settings\": {\"plain\": true}, \"courses\": {}}".utf8))
        seeds.append(Array("{\"schemaVersion\": 1, \"list\": [1, -2.5e-3, 0, true, false, null, \"x\", {}, []]}".utf8))
        return seeds
    }()

    static let interesting: [[UInt8]] =
        [
            "true", "txyz", "nuXX", "null", "false", "\\uD800", "\\uDC00\\u0041", "\\uD83D\\uDE00", "01", "-", "1e400",
            "1e-400", ".5", "+1", ",", ",]", ",}", "]", "}", "{", "[", "\"", "\\", "\\u00", "\\x",
            "9223372036854775808",
            "-9223372036854775809", "-0", "1E+2", "5.0", " ", "\t", "\n", "\u{0C}", "\u{0}", ":", "\"k\":", "1.5e+",
            "123456789012345678901234567890",
        ].map { Array($0.utf8) } + [
            [0xEF, 0xBB, 0xBF], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90],
        ]

    static func mutate(_ generator: inout Generator) -> [UInt8] {
        var bytes = seeds[generator.below(seeds.count)]
        for _ in 0...generator.below(4) {
            switch generator.below(6) {
            case 0 where !bytes.isEmpty:
                bytes[generator.below(bytes.count)] ^= UInt8(1 << generator.below(8))
            case 1, 2:
                let chunk = interesting[generator.below(interesting.count)]
                let at = generator.below(bytes.count + 1)
                if generator.below(2) == 0 || bytes.isEmpty {
                    bytes.insert(contentsOf: chunk, at: at)
                } else {
                    bytes.replaceSubrange(at..<min(bytes.count, at + chunk.count), with: chunk)
                }
            case 3 where bytes.count > 2:
                let start = generator.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + generator.below(16)))
            case 4 where bytes.count > 2:
                let start = generator.below(bytes.count)
                let end = min(bytes.count, start + 1 + generator.below(80))
                bytes.insert(contentsOf: bytes[start..<end], at: generator.below(bytes.count))
            default:
                bytes = Array(bytes.prefix(generator.below(bytes.count + 1)))
            }
        }
        return bytes
    }

    /// A random JSON value written out, then (half the time) one token changed: many inputs are
    /// valid, the rest nearly so.
    static func jsonLike(_ generator: inout Generator) -> [UInt8] {
        let scalars = [
            "0", "-0", "7", "-12", "3.25", "1e5", "2E-3", "-0.5e+2", "123456789012345678901234567890",
            "9223372036854775807",
            "true", "false", "null", "\"\"", "\"a\"", "\"\\u00e9\\n\"", "\"\\uD83D\\uDE00\"", "\"é😀\"", "\"\\\"\\\\\"",
        ]
        func value(_ depth: Int) -> String {
            switch depth > 3 ? 2 : generator.below(4) {
            case 0:
                let count = generator.below(4)
                return "["
                    + (0..<count).map { _ in value(depth + 1) }.joined(separator: generator.below(2) == 0 ? "," : " , ")
                    + "]"
            case 1:
                let count = generator.below(4)
                return "{"
                    + (0..<count).map { _ in scalars[13 + generator.below(6)] + ":" + value(depth + 1) }.joined(
                        separator: ",") + "}"
            default:
                return scalars[generator.below(scalars.count)]
            }
        }
        var text = (generator.below(3) == 0 ? " " : "") + value(0) + (generator.below(3) == 0 ? "\n" : "")
        if generator.below(2) == 0, !text.isEmpty {
            let tokens = [
                "{", "}", "[", "]", ":", ",", "\"", "\\", "-", "+", ".", "e", "0", "tru", "nul", "\\uD800", " ", ",]",
                ",}",
            ]
            var characters = Array(text)
            let at = generator.below(characters.count + 1)
            switch generator.below(3) {
            case 0: characters.insert(contentsOf: tokens[generator.below(tokens.count)], at: at)
            case 1 where at < characters.count: characters.remove(at: at)
            default:
                characters.replaceSubrange(
                    at..<min(characters.count, at + 1), with: tokens[generator.below(tokens.count)])
            }
            text = String(characters)
        }
        return Array(text.utf8)
    }

    static func randomBytes(_ generator: inout Generator) -> [UInt8] {
        (0..<generator.below(48)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    // MARK: Comparing

    /// Whether our value and Foundation's are the same JSON value (text compared scalar by
    /// scalar, numbers as Doubles).
    static func same(_ ours: JSONValue, _ theirs: Any) -> Bool {
        switch ours {
        case .null: return theirs is NSNull
        case .bool(let flag):
            guard let number = theirs as? NSNumber, String(cString: number.objCType) == "c" else { return false }
            return number.boolValue == flag
        case .number(let text):
            guard let number = theirs as? NSNumber, String(cString: number.objCType) != "c",
                let value = Double(text)
            else { return false }
            let other = number.doubleValue
            return value == other || abs(value - other) <= abs(value) * 1e-15
        case .string(let text):
            guard let other = theirs as? String else { return false }
            let scalars = Array(text.unicodeScalars)
            let others = Array(other.unicodeScalars)
            return scalars == others || (scalars.first == "\u{FEFF}" && Array(scalars.dropFirst()) == others)
        case .array(let elements):
            guard let others = theirs as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = theirs as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { member in
                value(of: member.key, in: others).map { same(member.value, $0) } ?? false
            }
        }
    }

    /// Foundation's value for one of our keys (it drops a U+FEFF that starts a key).
    static func value(of key: String, in object: [String: Any]) -> Any? {
        object[key] ?? (key.unicodeScalars.first == "\u{FEFF}" ? object[String(key.unicodeScalars.dropFirst())] : nil)
    }

    /// Where two values first differ, for failure messages.
    static func difference(_ ours: JSONValue, _ theirs: Any, at path: String = "") -> String {
        switch ours {
        case .array(let elements):
            if let others = theirs as? [Any], others.count == elements.count {
                for (index, (element, other)) in zip(elements, others).enumerated() where !same(element, other) {
                    return difference(element, other, at: path + "[\(index)]")
                }
            }
        case .object(let members):
            if let others = theirs as? [String: Any], others.count == members.count {
                for member in members {
                    guard let other = value(of: member.key, in: others) else {
                        return path + ": no key \(member.key.debugDescription)"
                    }
                    if !same(member.value, other) {
                        return difference(member.value, other, at: path + "." + member.key)
                    }
                }
            }
        default: break
        }
        return "\(path): ours \(ours.summary), theirs \(String(describing: theirs).prefix(80))"
    }

    /// Nil when the two parsers agree on `bytes`, else what differs.
    static func disagreement(_ bytes: [UInt8]) -> String? {
        let ours: Result<JSONValue, JSONReader.Failure>
        do { ours = .success(try JSONReader.parse(bytes)) } catch { ours = .failure(error) }
        let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        switch (ours, theirs) {
        case (.failure, nil):
            return nil
        case (.success(let value), let other?):
            return same(value, other) ? nil : "different values at " + difference(value, other)
        case (.failure(let failure), _?):
            // The known differences: JSONSerialization takes a comma before ']' or '}', and a key
            // written twice (keeping the last).
            return failure.message.hasPrefix("a comma before") || failure.isRepeatedKey
                ? nil : "only JSONSerialization accepts it (\(failure))"
        case (.success, nil):
            return "only our reader accepts it"
        }
    }

    /// For mutated preferences files: the codec accepts only what JSONSerialization accepts, and
    /// then reads the same attempts.
    static func codecDisagreement(_ bytes: [UInt8]) -> String? {
        guard
            case .success(let decoded) = Result(catching: { () throws(PreferencesCodec.Problem) in
                try PreferencesCodec.decode(bytes)
            })
        else { return nil }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            return "the codec accepts what JSONSerialization rejects"
        }
        let courses = object["courses"] as? [String: Any] ?? [:]
        for (courseID, course) in decoded.courses {
            let lessons = (courses[courseID] as? [String: Any])?["lessons"] as? [String: Any] ?? [:]
            for (lessonID, lesson) in course.lessons {
                let questions = (lessons[lessonID] as? [String: Any])?["questions"] as? [String: Any] ?? [:]
                for (questionID, question) in lesson.questions {
                    let attempts = (questions[questionID] as? [String: Any])?["attempts"] as? [[String: Any]] ?? []
                    guard attempts.count == question.attempts.count else {
                        return "\(questionID): \(question.attempts.count) attempts, JSONSerialization \(attempts.count)"
                    }
                    for (attempt, theirs) in zip(question.attempts, attempts) {
                        let answer = theirs["answer"] as? String ?? ""
                        let score = (theirs["score"] as? NSNumber)?.doubleValue ?? 0
                        guard same(.string(attempt.answer), answer), attempt.score == score
                        else { return "\(questionID): attempt \(attempt.id) reads differently" }
                    }
                }
            }
        }
        return nil
    }

    static func shown(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription + " base64 "
            + Data(bytes).base64EncodedString()
    }

    @Test func theSeedsAreValidPreferencesFiles() throws {
        for seed in Self.seeds {
            #expect(Self.disagreement(seed) == nil)
            _ = try PreferencesCodec.decode(seed)
        }
    }

    @Test func mutatedPreferencesFilesReadAsJSONSerializationReadsThem() {
        var generator = Generator(state: 0x5EED_0001)
        var failures: [String] = []
        for _ in 0..<Self.inputCount {
            let bytes = Self.mutate(&generator)
            if let problem = Self.disagreement(bytes) ?? Self.codecDisagreement(bytes) {
                failures.append(problem + ": " + Self.shown(bytes))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g. \(failures.prefix(3))")
    }

    @Test func randomBytesReadAsJSONSerializationReadsThem() {
        var generator = Generator(state: 0x5EED_0002)
        var failures: [String] = []
        for _ in 0..<Self.inputCount {
            let bytes = Self.randomBytes(&generator)
            if let problem = Self.disagreement(bytes) { failures.append(problem + ": " + Self.shown(bytes)) }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g. \(failures.prefix(3))")
    }

    @Test func randomJSONLikeTextReadsAsJSONSerializationReadsIt() {
        var generator = Generator(state: 0x5EED_0003)
        var failures: [String] = []
        var accepted = 0
        for _ in 0..<Self.inputCount {
            let bytes = Self.jsonLike(&generator)
            if (try? JSONReader.parse(bytes)) != nil { accepted += 1 }
            if let problem = Self.disagreement(bytes) { failures.append(problem + ": " + Self.shown(bytes)) }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g. \(failures.prefix(3))")
        // The generator is only useful if many of its inputs are valid JSON.
        #expect(accepted > Self.inputCount / 4)
    }
}
