import Testing

@testable import TutorCore

/// Steps that do not depend on each other (`any_order`) are right in any order among themselves.
@Suite struct AnyOrderTests {
    static func load(_ anyOrder: String) -> CourseLoader.Result {
        CourseLoader().load(files: [
            LessonFile(
                path: "order.md",
                text: """
                    ---
                    id: order
                    title: Order
                    summary: S.
                    minutes: 10
                    ---

                    ## Page

                    ```quiz
                    id: wiring
                    kind: order
                    prompt: In which order?
                    steps: [make the model, create it in the App, inject it, read it in a view]
                    \(anyOrder)
                    ```
                    """)
        ])
    }

    static func isRight(_ answer: String) -> Bool {
        let course = load("any_order: [[1, 2]]").course
        let outcome = TutorSession.judge(answer, questionID: "wiring", course: course, checker: AnswerChecker())
        guard case .verdict(let verdict) = outcome else { return false }
        return verdict.isCorrect
    }

    @Test func stepsInARunMayComeInEitherOrder() {
        #expect(Self.isRight("abcd"))
        #expect(Self.isRight("bacd"))
    }

    @Test func stepsOutsideTheirRunAreStillWrong() {
        #expect(!Self.isRight("abdc"))
        #expect(!Self.isRight("cabd"))
    }

    @Test func aRunThatIsNotConsecutiveStepsIsAnErrorAtTheKey() {
        let result = Self.load("any_order: [[1, 3]]")
        let error = result.diagnostics.first { $0.code == "any-order" }
        #expect(error?.location.line == 15)
    }
}
