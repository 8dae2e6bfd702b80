import Foundation
import Testing

@testable import TutorCore

@Suite struct PreferencesCodecTests {
    typealias Generator = JSONReaderFuzzTests.Generator

    /// A random learner: every field the file holds, at the precision the file keeps
    /// (milliseconds for dates and times).
    static func randomPreferences(_ generator: inout Generator) -> Preferences {
        func date() -> Date {
            Date(timeIntervalSince1970: Double(1_700_000_000_000 + generator.below(100_000_000_000)) / 1000)
        }
        func text() -> String {
            let pieces = ["a", "é", "\"", "\\", "\n", "\u{1B}", "\u{9B}", "😀", " / ", "\u{0}", "x y", "\u{7F}"]
            return (0..<generator.below(6)).map { _ in pieces[generator.below(pieces.count)] }.joined()
        }
        var preferences = Preferences()
        preferences.settings.color = generator.below(2) == 0 ? nil : Preferences.ColorMode.allCases[generator.below(3)]
        preferences.settings.width = generator.below(2) == 0 ? nil : 20 + generator.below(981)
        preferences.settings.plain = generator.below(2) == 0 ? nil : generator.below(2) == 0
        preferences.settings.hintPolicy = generator.below(2) == 0 ? nil : .hidden
        preferences.settings.learnerName = generator.below(2) == 0 ? nil : text()
        if generator.below(3) == 0 { preferences.settings.unused = [.init("theme", .string(text()))] }
        if generator.below(4) == 0 { preferences.unknown = [.init("future", .array([.number("1.50"), .null]))] }
        for courseIndex in 0..<generator.below(3) {
            var course = Preferences.CourseProgress()
            for lessonIndex in 0..<generator.below(4) {
                let lessonID = "lesson-\(lessonIndex)"
                var lesson = Preferences.LessonProgress()
                lesson.sectionsSeen = Array(Set((0..<generator.below(5)).map { _ in generator.below(9) })).sorted()
                lesson.completedAt = generator.below(2) == 0 ? nil : date()
                for questionIndex in 0..<generator.below(4) {
                    let questionID = "q-\(questionIndex)"
                    var question = Preferences.QuestionProgress(contentHash: "h\(generator.below(3))")
                    for _ in 0..<generator.below(5) {
                        question.attempts.append(
                            AttemptRecord(
                                lessonID: lessonID, questionID: questionID, contentHash: "h\(generator.below(3))",
                                at: date(), answer: text(), score: Double(generator.below(5)) / 4,
                                hintsUsed: generator.below(4) == 0 ? Int.max : generator.below(4),
                                seconds: Double(generator.below(1_000_000)) / 1000, skipped: generator.below(5) == 0,
                                id: UUID().uuidString))
                    }
                    if generator.below(2) == 0 {
                        question.card = FSRSCard(
                            state: FSRSCard.State.allCases[generator.below(3)], step: generator.below(3),
                            stability: 0.5 + Double(generator.below(1000)) / 7,
                            difficulty: 1 + Double(generator.below(90)) / 10,
                            due: date(), lastReview: generator.below(2) == 0 ? nil : date())
                        if question.card?.state == .review { question.card?.step = nil }
                    }
                    lesson.questions[questionID] = question
                }
                course.lessons[lessonID] = lesson
            }
            for index in 0..<generator.below(3) {
                course.sessions.append(
                    Preferences.SessionRecord(
                        id: "s\(index)", start: date(), end: generator.below(2) == 0 ? nil : date(),
                        answered: generator.below(20), correct: generator.below(20), hintsUsed: generator.below(9)))
            }
            if generator.below(3) == 0 { course.lessonResets["lesson-0"] = date() }
            if generator.below(4) == 0 { course.resetAt = date() }
            preferences.courses["course-\(courseIndex)"] = course
        }
        return preferences
    }

    static func decode(_ text: String) -> Result<Preferences, PreferencesCodec.Problem> {
        Result { () throws(PreferencesCodec.Problem) in try PreferencesCodec.decode(Array(text.utf8)) }
    }

    static func damage(_ text: String) -> JSONReader.Failure? {
        guard case .failure(.damaged(let failure)) = decode(text) else { return nil }
        return failure
    }

    @Test func anyPreferencesReadBackEqualAfterWriting() throws {
        var generator = Generator(state: 0xC0DEC)
        for _ in 0..<400 {
            let preferences = Self.randomPreferences(&generator)
            let decoded = try PreferencesCodec.decode(PreferencesCodec.encode(preferences))
            #expect(decoded == preferences)
        }
    }

    @Test func writingTwiceGivesTheSameBytes() throws {
        var generator = Generator(state: 0xB17E5)
        for _ in 0..<100 {
            let bytes = PreferencesCodec.encode(Self.randomPreferences(&generator))
            #expect(PreferencesCodec.encode(try PreferencesCodec.decode(bytes)) == bytes)
        }
    }

    @Test func theEncodingCacheNeverWritesStaleQuestions() {
        var generator = Generator(state: 0xCAC4E)
        let cache = EncodingCache()
        var preferences = Self.randomPreferences(&generator)
        for _ in 0..<200 {
            // Change something: add an attempt, drop one, or replace a question.
            let next = Self.randomPreferences(&generator)
            for (courseID, course) in next.courses {
                for (lessonID, lesson) in course.lessons {
                    for (questionID, question) in lesson.questions where generator.below(3) == 0 {
                        preferences.courses[courseID, default: .init()].lessons[lessonID, default: .init()]
                            .questions[questionID] = question
                    }
                }
            }
            if let courseID = preferences.courses.keys.first,
                let lessonID = preferences.courses[courseID]?.lessons.keys.first,
                var question = preferences.courses[courseID]?.lessons[lessonID]?.questions.values.first
            {
                if !question.attempts.isEmpty { question.attempts.removeLast() }
                preferences.courses[courseID]?.lessons[lessonID]?.questions["q-0"] = question
            }
            #expect(PreferencesCodec.encode(preferences, cache: cache) == PreferencesCodec.encode(preferences))
        }
    }

    @Test(arguments: [
        ("hintsUsed", "-880", "'hintsUsed' must be a whole number from 0 to 9223372036854775807, found -880"),
        ("seconds", "1000000001", "'seconds' must be a number from 0 to 1000000000, found 1000000001"),
        ("score", "-1", "'score' must be a number from 0 to 1, found -1"),
        ("score", "2", "'score' must be a number from 0 to 1, found 2"),
        (
            "hintsUsed", "9223372036854775808",
            "'hintsUsed' must be a whole number from 0 to 9223372036854775807, found 9223372036854775808"
        ),
    ])
    func anAttemptWithAnImpossibleValueIsAClearErrorAtThatValue(_ key: String, _ value: String, _ message: String)
        throws
    {
        let prefix =
            "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"questions\": {\"q\": {\"attempts\": [{\"id\": \"a\", \"\(key)\": "
        let failure = try #require(Self.damage(prefix + value + "}]}}}}}}}"))
        #expect(failure.message == message)
        #expect(failure.offset == prefix.utf8.count)
    }

    @Test func aHintCountOfInt64MaxReadsFine() throws {
        let text =
            "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"questions\": {\"q\": {\"attempts\": [{\"id\": \"a\", \"hintsUsed\": 9223372036854775807}]}}}}}}}"
        let preferences = try Self.decode(text).get()
        #expect(preferences.courses["c"]?.lessons["l"]?.questions["q"]?.attempts.first?.hintsUsed == Int.max)
    }

    @Test func aDateOutOfRangeIsReportedWhereItIs() throws {
        let prefix = "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"sessions\": [{\"id\": \"s\", \"start\": "
        let failure = try #require(Self.damage(prefix + "\"10000-01-01T00:00:00.000Z\"}]}}}"))
        #expect(failure.offset == prefix.utf8.count)
        #expect(failure.message.hasPrefix("'start' must be a date"))
        #expect(failure.message.hasSuffix("found \"10000-01-01T00:00:00.000Z\""))
    }

    @Test(arguments: [
        "{\"name\": \"my-app\", \"dependencies\": {\"left-pad\": \"1.3.0\"}}", "{\"foo\": \"bar\"}", "[1, 2]",
        "\"text\"",
        "{\"settings\": {}, \"version\": \"1.0.0\"}", "{\"courses\": 5, \"name\": \"x\"}",
    ])
    func jsonOfAnotherShapeIsNotAPreferencesFile(_ text: String) {
        guard case .failure(.notPreferences) = Self.decode(text) else {
            Issue.record("\(text) was taken as a preferences file")
            return
        }
    }

    @Test(arguments: ["{}", "{\"settings\": {\"plain\": true}}", "{\"schemaVersion\": 1, \"name\": \"kept\"}"])
    func anEmptyObjectOrOneWithOurKeysIsAPreferencesFile(_ text: String) throws {
        _ = try Self.decode(text).get()
    }

    @Test(arguments: [
        "{\"schemaVersion\": 1, \"courses\": []}", "{\"courses\": {\"c\": 5}}", "{\"schemaVersion\": \"1\"}",
        "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"questions\": {\"q\": {\"card\": {\"state\": \"bogus\"}}}}}}}}",
        "{\"schemaVersion\": 1", "{\"b\": txyz}", "{\"s\": \"\\uD800\\u0041\"}",
    ])
    func aPreferencesFileWithAWrongValueIsDamaged(_ text: String) {
        #expect(Self.damage(text) != nil)
    }

    @Test func unknownKeysAtTheTopAndInSettingsAreWrittenBackUnchanged() throws {
        let text =
            "{\"schemaVersion\": 1, \"settings\": {\"theme\": {\"dark\": true}}, \"courses\": {}, \"added\": [1.50, \"x\"]}"
        let preferences = try Self.decode(text).get()
        let written = String(decoding: PreferencesCodec.encode(preferences), as: UTF8.self)
        #expect(written.contains("\"theme\":{\"dark\":true}"))
        #expect(written.contains("\"added\":[1.50,\"x\"]"))
    }

    @Test(arguments: [
        ("\"width\": -1", "settings.width is -1, but it must be a whole number from 20 to 1000; the default is used"),
        ("\"width\": 0", "settings.width is 0, but it must be a whole number from 20 to 1000; the default is used"),
        (
            "\"width\": 1000000000",
            "settings.width is 1000000000, but it must be a whole number from 20 to 1000; the default is used"
        ),
        (
            "\"width\": \"80\"",
            "settings.width is \"80\", but it must be a whole number from 20 to 1000; the default is used"
        ),
        (
            "\"color\": \"purple\"",
            "settings.color is \"purple\", but it must be auto, always or never; the default is used"
        ),
        ("\"hintPolicy\": \"x\"", "settings.hintPolicy is \"x\", but it must be graded or none; the default is used"),
        ("\"plain\": 1", "settings.plain is 1, but it must be true or false; the default is used"),
        ("\"learnerName\": 5", "settings.learnerName is 5, but it must be text in quotes; the default is used"),
        ("\"colour\": \"never\"", "settings.colour is not a setting (did you mean 'color'?); it is ignored"),
    ])
    func aSettingItsOptionWouldRefuseIsSetAsideWithAReason(_ member: String, _ problem: String) throws {
        let other = member.hasPrefix("\"learnerName\"") ? "\"width\": 50" : "\"learnerName\": \"Kim\""
        let text = "{\"schemaVersion\": 1, \"settings\": {\(member), \(other)}}"
        let settings = try Self.decode(text).get().settings
        #expect(settings.problems == [problem])
        #expect(settings.color == nil && settings.hintPolicy == nil && settings.plain == nil)
        // The rest of the settings still count, and the value is kept as written.
        #expect(settings.learnerName == "Kim" || settings.width == 50)
        let written = String(decoding: PreferencesCodec.encode(try Self.decode(text).get()), as: UTF8.self)
        #expect(written.contains(member.replacingOccurrences(of: ": ", with: ":")))
    }

    @Test func validSettingsAreRead() throws {
        let text =
            "{\"schemaVersion\": 1, \"settings\": {\"width\": 72, \"color\": \"never\", \"hintPolicy\": \"none\", \"plain\": false, \"learnerName\": \"Ada\"}}"
        let settings = try Self.decode(text).get().settings
        #expect(
            settings
                == Preferences.Settings(color: .never, width: 72, plain: false, hintPolicy: .hidden, learnerName: "Ada")
        )
        #expect(settings.problems.isEmpty)
    }

    @Test func settingsThatAreNotAnObjectAreSetAsideWithAReason() throws {
        let settings = try Self.decode("{\"schemaVersion\": 1, \"settings\": 5}").get().settings
        #expect(settings.problems == ["'settings' is 5, but it must be an object; the defaults are used"])
    }

    @Test func aKeyRepeatedInTheFileIsARepeatedKeyNotAValue() throws {
        let text =
            "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"sectionsSeen\": [1], \"sectionsSeen\": [2, 3]}}}}}"
        guard case .failure(.repeatedKey(let failure)) = Self.decode(text) else {
            Issue.record("\(Self.decode(text))")
            return
        }
        #expect(failure.message.contains("\"sectionsSeen\" appears twice"))
    }

    @Test func aRepeatedKeyInForeignJSONIsARepeatedKeyToo() throws {
        guard case .failure(.repeatedKey) = Self.decode("{\"name\": \"x\", \"name\": \"y\"}") else {
            Issue.record("not a repeated key")
            return
        }
    }
}
