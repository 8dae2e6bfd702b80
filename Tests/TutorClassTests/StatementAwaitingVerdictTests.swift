import BundledCourse
import Foundation
import Testing
import TutorClass
import TutorCore

/// An answer given in assessment mode is sent without a verdict, marked as awaiting it, and read
/// back as such (docs/XAPI.md).
struct StatementAwaitingVerdictTests {
    static func statement() throws -> JSONValue {
        let question = try #require(StatementBuilderTests.course.questions.first)
        var attempt = StatementBuilderTests.attempt(question)
        attempt.awaitingVerdict = true
        return StatementBuilderTests.builder.statement(for: .answered(attempt))
    }

    @Test func anAnswerAwaitingTheVerdictIsSentWithoutSuccessOrScore() throws {
        let result = try Self.statement()["result"]
        #expect(result?["success"] == nil)
        #expect(result?["score"] == nil)
        #expect(result?["response"] != nil)
        #expect(result?["extensions"]?[StatementBuilder.Extension.awaitingVerdict.iri] == .bool(true))
    }

    @Test func theImportReadsItBackAsAwaitingTheVerdict() throws {
        let course = StatementBuilderTests.course
        let learners = StatementImport.learners(from: [try Self.statement()], course: course)
        let read = learners.first?.preferences.courses[course.id]?.lessons.values.flatMap(\.questions.values)
            .flatMap(\.attempts).first
        #expect(read?.awaitingVerdict == true)
        #expect(read?.isCorrect == false)
    }

    @Test func aJudgedAnswerHasNoAwaitingVerdictExtension() throws {
        let question = try #require(StatementBuilderTests.course.questions.first)
        let statement = StatementBuilderTests.builder.statement(for: .answered(StatementBuilderTests.attempt(question)))
        #expect(statement["result"]?["extensions"]?[StatementBuilder.Extension.awaitingVerdict.iri] == nil)
        #expect(statement["result"]?["success"] != nil)
    }
}
