import BundledCourse
import Foundation
import Testing
import TutorClass
import TutorCore

/// The statements' fields that do not need an LRS (docs/XAPI.md).
struct StatementBuilderTests {
    static let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile)
        .course
    static let builder = StatementBuilder(
        course: course, actor: XAPIActor(name: "Ana", mbox: "mailto:ana@example.org"), platform: "statetutor test")

    static func attempt(_ question: Question, tryNumber: Int = 1, hints: Int = 0, score: Double = 1) -> AttemptRecord {
        let lesson = course.lesson(containing: question.id)?.id ?? ""
        var attempt = AttemptRecord(
            lessonID: lesson, questionID: question.id, contentHash: question.contentHash,
            at: Date(timeIntervalSince1970: 1_800_000_000), answer: "my answer", score: score, hintsUsed: hints,
            seconds: 12.345, id: "A1B2C3D4-0000-4000-8000-000000000001")
        attempt.tryNumber = tryNumber
        return attempt
    }

    @Test func aTryIsIdentifiedByAUUIDv5OfItsAttemptIdSoASecondBuildIsTheSameStatement() throws {
        let question = try #require(Self.course.questions.first)
        let first = Self.builder.statement(for: .answered(Self.attempt(question)))
        let second = Self.builder.statement(for: .answered(Self.attempt(question)))
        #expect(first == second)
        #expect(first["id"] == .string(NameBasedUUID.string("attempt|A1B2C3D4-0000-4000-8000-000000000001")))
    }

    @Test func aSecondTryWithAHintEarnsItsCreditTimesThePoints() throws {
        let question = try #require(Self.course.questions.first)
        let statement = Self.builder.statement(for: .answered(Self.attempt(question, tryNumber: 2, hints: 1)))
        let score = statement["result"]?["score"]
        #expect(score?["scaled"]?.double == 0.65)
        #expect(score?["raw"]?.double == 0.65 * Double(question.points))
        #expect(score?["max"]?.double == Double(question.points))
        #expect(statement["result"]?["duration"] == .string("PT12.35S"))
    }

    @Test func noStatementCarriesTheAnswerKeyOfAnyQuestion() throws {
        for question in Self.course.questions {
            let statement = Self.builder.statement(for: .answered(Self.attempt(question)))
            let definition = statement["object"]?["definition"]
            #expect(definition?["correctResponsesPattern"] == nil)
            #expect(definition?["choices"] == nil)
            #expect(definition?["interactionType"] == .string(StatementBuilder.interactionType(question.kind)))
        }
    }

    @Test func theCourseIRIComesFromTheCourseFileElseFromTheCourseId() {
        var course = Self.course
        #expect(StatementBuilder.courseIRI(course) == "https://statetutor.invalid/courses/\(course.id)")
        course.iri = "https://courses.example.org/state/"
        #expect(StatementBuilder.courseIRI(course) == "https://courses.example.org/state")
    }

    @Test func aCompletedLessonIsACompletedStatementAboutTheLessonGroupedUnderTheCourse() throws {
        let lesson = try #require(Self.course.lessons.first)
        let at = Date(timeIntervalSince1970: 1_800_000_000)
        let statement = Self.builder.statement(for: .lessonCompleted(lessonID: lesson.id, at: at))
        #expect(statement["verb"]?["id"] == .string(StatementBuilder.Verb.completed.rawValue))
        #expect(statement["object"]?["id"] == .string(Self.builder.lessonIRI(lesson.id)))
        #expect(statement["result"]?["completion"] == .bool(true))
        #expect(statement["timestamp"] == .string(ISODate.format(at)))
        guard case .array(let groups)? = statement["context"]?["contextActivities"]?["grouping"] else {
            Issue.record("no grouping")
            return
        }
        #expect(groups.first?["id"] == .string(Self.builder.courseIRI))
    }

    @Test func anEndedReviewScoresTheQuestionsRightOfThoseAsked() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let statement = Self.builder.statement(
            for: .reviewEnded(id: "R1", start: start, end: start.addingTimeInterval(90), asked: 4, right: 3))
        #expect(statement["id"] == .string(NameBasedUUID.string("review|R1")))
        #expect(statement["object"]?["id"] == .string(Self.builder.courseIRI + "/review"))
        #expect(statement["result"]?["score"]?["scaled"]?.double == 0.75)
        #expect(statement["result"]?["score"]?["max"]?.double == 4)
        #expect(statement["result"]?["duration"] == .string("PT90S"))
    }
}
