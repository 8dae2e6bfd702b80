import BundledCourse
import Foundation
import Testing
import TutorClass
import TutorCore

/// The steps of an answer travel in its statement and come back from it (docs/XAPI.md).
struct StatementStepsTests {
    @Test func aTrysStepsAreSentAsAnExtensionAndReadBackByTheImport() throws {
        let course = StatementBuilderTests.course
        let question = try #require(course.questions.first)
        var attempt = StatementBuilderTests.attempt(question)
        attempt.steps = ["line 12", "@State private var count = 0"]
        let statement = StatementBuilderTests.builder.statement(for: .answered(attempt))
        let sent = statement["result"]?["extensions"]?[StatementBuilder.Extension.steps.iri]
        #expect(sent == .array([.string("line 12"), .string("@State private var count = 0")]))
        let learners = StatementImport.learners(from: [statement], course: course)
        let read = learners.first?.preferences.courses[course.id]?.lessons.values.flatMap(\.questions.values)
            .flatMap(\.attempts).first
        #expect(read?.steps == ["line 12", "@State private var count = 0"])
    }

    @Test func aTryWithoutStepsSendsNoStepsExtension() throws {
        let question = try #require(StatementBuilderTests.course.questions.first)
        let statement = StatementBuilderTests.builder.statement(for: .answered(StatementBuilderTests.attempt(question)))
        #expect(statement["result"]?["extensions"]?[StatementBuilder.Extension.steps.iri] == nil)
    }
}
