import Foundation
import Testing

@testable import TutorCore

@Suite struct ItemAnalysisTests {
    static let lesson = """
        ---
        id: kinds
        title: Kinds
        summary: One question of each kind the analysis reads.
        minutes: 5
        ---

        ## Page

        ```quiz
        id: k-choice
        kind: choice
        prompt: Which wrapper owns the value?
        choices:
          - text: "`@State`"
            correct: true
          - text: "`@Binding`"
          - text: Neither
        ```

        ```quiz
        id: k-multi
        kind: multi
        prompt: Pick all.
        choices:
          - text: Alpha
            correct: true
          - text: Beta
            correct: true
          - text: Gamma
        ```

        ```quiz
        id: k-order
        kind: order
        prompt: Order.
        steps: [tap, update, redraw]
        ```

        ```quiz
        id: k-text
        kind: text
        prompt: Keyword?
        accept: [let]
        points: 2
        ```

        ```quiz
        id: k-code
        kind: code
        prompt: Write A.
        starter: "struct A {}"
        solution: "struct A { var count = 0 }"
        ```

        ```quiz
        id: k-truth
        kind: truefalse
        prompt: True?
        answer: true
        ```
        """

    static let course = CourseLoader().load(files: [LessonFile(path: "01-kinds.md", text: lesson)], defaultID: "kinds")
        .course

    static func attempt(
        _ question: String, _ answer: String, minute: Double = 0, score: Double = 0, tryNumber: Int = 1,
        continued: Bool = false, skipped: Bool = false, hints: Int = 0, id: String = UUID().uuidString
    ) -> AttemptRecord {
        var attempt = AttemptRecord(
            lessonID: "kinds", questionID: question, contentHash: course.question(withID: question)?.contentHash ?? "",
            at: ReportFixture.time(minute), answer: answer, score: score, hintsUsed: hints, seconds: 10,
            skipped: skipped, id: id)
        attempt.tryNumber = tryNumber
        attempt.continued = continued
        return attempt
    }

    static func preferences(_ attempts: [AttemptRecord]) -> Preferences {
        var progress = Preferences.CourseProgress()
        for attempt in attempts {
            progress.lessons[attempt.lessonID, default: Preferences.LessonProgress()]
                .questions[attempt.questionID, default: Preferences.QuestionProgress(contentHash: attempt.contentHash)]
                .attempts.append(attempt)
        }
        return Preferences(courses: [course.id: progress])
    }

    static func item(
        _ question: String, _ learners: [[AttemptRecord]], failedChecks: [String: String] = [:]
    ) -> ClassReport.ItemAnalysis? {
        let students = learners.enumerated().map { (name: "s\($0.offset)", preferences: preferences($0.element)) }
        return ClassReport(students: students, course: course, failedChecks: failedChecks).items.first {
            $0.questionID == question
        }
    }

    static func counts(_ item: ClassReport.ItemAnalysis?) -> [ResponseCount.Answer: Int] {
        Dictionary((item?.responses ?? []).map { ($0.answer, $0.count) }, uniquingKeysWith: +)
    }

    @Test func aChoiceTypedAsItsFileLetterAndAsItsTextIsOneRowNamedByItsText() {
        let item = Self.item(
            "k-choice",
            [[Self.attempt("k-choice", "b")], [Self.attempt("k-choice", "@binding")], [Self.attempt("k-choice", "B)")]])
        #expect(Self.counts(item)[.choice("`@Binding`")] == 3)
        #expect(!(item?.responses ?? []).contains { $0.answer == .written("b") })
    }

    @Test func everyChoiceIsListedInFileOrderWithTheKeyMarkedEvenWhenNobodyPickedIt() {
        let item = Self.item("k-choice", [[Self.attempt("k-choice", "c")]])
        #expect(item?.responses.map(\.answer) == [.choice("`@State`"), .choice("`@Binding`"), .choice("Neither")])
        #expect(item?.responses.map(\.count) == [0, 0, 1])
        #expect(item?.responses.map(\.isKey) == [true, false, false])
    }

    @Test func aMultiAnswerIsTheTextsOfTheChoicesPickedInFileOrder() {
        let item = Self.item(
            "k-multi",
            [[Self.attempt("k-multi", "ca")], [Self.attempt("k-multi", "a, c")], [Self.attempt("k-multi", "ab")]])
        #expect(Self.counts(item)[.choices(["Alpha", "Gamma"])] == 2)
        #expect(Self.counts(item)[.choices(["Alpha", "Beta"])] == 1)
    }

    @Test func anOrderAnswerIsTheStepsInTheOrderGiven() {
        let item = Self.item("k-order", [[Self.attempt("k-order", "bac")], [Self.attempt("k-order", "b a c")]])
        #expect(item?.responses.map(\.answer) == [.sequence(["update", "tap", "redraw"])])
        #expect(item?.responses.first?.count == 2)
    }

    @Test func aTextAnswerIsKeptAsWrittenTrimmedWithItsCase() {
        let item = Self.item(
            "k-text",
            [
                [Self.attempt("k-text", "  Let ")], [Self.attempt("k-text", "Let")],
                [Self.attempt("k-text", "let", score: 1)],
            ])
        #expect(Self.counts(item) == [.written("Let"): 2, .written("let"): 1])
        #expect(item?.responses.first { $0.answer == .written("let") }?.correct == 1)
    }

    @Test func codeAnswersAreGroupedWithWhitespaceFoldedAndShownAsFirstWrittenLinesAndCaseKept() {
        let first = "struct A {\n    var Count = 0\n}"
        let item = Self.item(
            "k-code",
            [
                [Self.attempt("k-code", first)], [Self.attempt("k-code", "struct A { var Count = 0 }")],
                [Self.attempt("k-code", "struct A { var count = 0 }", score: 1)],
            ])
        #expect(Self.counts(item) == [.written(first): 2, .written("struct A { var count = 0 }"): 1])
    }

    @Test func codeAnswersAreGroupedByTheCheckTheyFailedWhenOneIsGiven() {
        let item = Self.item(
            "k-code",
            [
                [Self.attempt("k-code", "struct A {}", id: "one")], [Self.attempt("k-code", "struct A { }", id: "two")],
                [Self.attempt("k-code", "struct B {}", id: "three")],
            ], failedChecks: ["one": "count starts at 0", "three": "count starts at 0"])
        #expect(Self.counts(item) == [.failedCheck("count starts at 0"): 2, .written("struct A { }"): 1])
    }

    @Test func onlyTriesThatEndedTheQuestionAreGivenAnswersAndFirstTriesAreCountedApart() {
        let item = Self.item(
            "k-text",
            [
                [
                    Self.attempt("k-text", "var", minute: 1, continued: true),
                    Self.attempt("k-text", "let", minute: 2, score: 1, tryNumber: 2),
                ],
                [Self.attempt("k-text", "var", minute: 1)],
            ])
        let rows = Dictionary((item?.responses ?? []).map { ($0.answer, ($0.count, $0.firstTries)) }) { $1 }
        #expect(rows[.written("var")]?.0 == 1)
        #expect(rows[.written("var")]?.1 == 2)
        #expect(rows[.written("let")]?.0 == 1)
        #expect(rows[.written("let")]?.1 == 0)
    }

    @Test func aShownSolutionIsNotAnAnswer() {
        let item = Self.item("k-text", [[Self.attempt("k-text", "let", skipped: true)]])
        #expect(item?.responses.isEmpty == true)
        #expect(item?.skips == 1)
    }

    @Test func trueAndFalseAreReadAsTheCheckerReadsThem() {
        let item = Self.item(
            "k-truth",
            [[Self.attempt("k-truth", "Yes")], [Self.attempt("k-truth", "true")], [Self.attempt("k-truth", "F")]])
        #expect(item?.responses.map(\.answer) == [.truth(true), .truth(false)])
        #expect(item?.responses.map(\.count) == [2, 1])
    }

    @Test func facilityIsTheMeanItemScoreOverTheQuestionsPoints() {
        // k-text is worth 2 points: right on the second try with one hint earns 2 × (1 − 0.25 − 0.1);
        // a miss earns 0; a learner still on the question (a try left open) is not scored.
        let item = Self.item(
            "k-text",
            [
                [
                    Self.attempt("k-text", "var", minute: 1, continued: true),
                    Self.attempt("k-text", "let", minute: 2, score: 1, tryNumber: 2, hints: 1),
                ],
                [Self.attempt("k-text", "var")],
                [Self.attempt("k-text", "var", continued: true)],
            ])
        #expect(item?.scoredStudents == 2)
        #expect(abs((item?.facility ?? 0) - 0.325) < 1e-9)
    }

    @Test func discriminationIsTheCorrelationOfTheItemScoreWithTheRestOfTheCourse() {
        // Item scores on k-choice 1, 1, 0; rest of the course (k-multi, k-order) 2, 0, 0.
        let item = Self.item(
            "k-choice",
            [
                [
                    Self.attempt("k-choice", "a", score: 1), Self.attempt("k-multi", "ab", score: 1),
                    Self.attempt("k-order", "abc", score: 1),
                ],
                [Self.attempt("k-choice", "a", score: 1), Self.attempt("k-multi", "c")],
                [Self.attempt("k-choice", "b")],
            ])
        // x = (1, 1, 0), y = (2, 0, 0): cov = 2/3 · … ; r = 0.5 exactly.
        #expect(abs((item?.discrimination ?? 0) - 0.5) < 1e-9)
        #expect(abs((item?.facility ?? 0) - 2.0 / 3.0) < 1e-9)
    }

    @Test func discriminationIsAbsentWhenEveryoneScoresTheSame() {
        let item = Self.item(
            "k-choice", [[Self.attempt("k-choice", "a", score: 1)], [Self.attempt("k-choice", "a", score: 1)]])
        #expect(item?.discrimination == nil)
        #expect(item?.facility == 1)
    }

    @Test func theDistributionEncodesTheAnswerByKindWithoutFileLetters() throws {
        let item = Self.item("k-multi", [[Self.attempt("k-multi", "ac")]])
        let data = try JSONEncoder().encode(item?.responses)
        let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        #expect(rows?.first?["kind"] as? String == "choices")
        #expect(rows?.first?["texts"] as? [String] == ["Alpha", "Gamma"])
        #expect(rows?.first?["count"] as? Int == 1)
    }
}
