import Foundation
import Testing

@testable import TutorCore

/// Stored answers judged again on the instructor's side: the grade is the instructor's verdict,
/// and every forgery of the instructor's review is flagged (docs/REPORTS.md, "Re-judging").
@Suite struct ClassRejudgingTests {
    typealias Learner = (name: String, preferences: Preferences)

    /// A compiler that accepts every program (but those holding `rejecting`) and counts how often
    /// it was asked.
    struct CountingCompiler: SwiftChecking {
        let calls = Locked(0)
        var rejecting: String?
        var timeLimit: TimeInterval { 10 }
        func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
            calls.withLock { $0 += 1 }
            if let rejecting, files.contains(where: { $0.source.contains(rejecting) }) {
                let error = CompilerDiagnostic(
                    file: "", line: 1, column: 1, severity: .error, message: "cannot find 'line' in scope")
                return CompileResult(diagnostics: [error], succeeded: false)
            }
            return CompileResult(diagnostics: [], succeeded: true)
        }
        func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
            calls.withLock { $0 += 1 }
            return ProgramRun(compile: CompileResult(diagnostics: [], succeeded: true), execution: nil)
        }
        func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun {
            try run("", displayName: "", input: nil)
        }
    }

    static let course = AnswerCheckerTests.course

    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rejudge-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func rejudging(_ compiler: CountingCompiler = CountingCompiler(), cache: VerdictCache? = nil)
        -> ClassRejudging
    {
        ClassRejudging(
            course: course, checker: AnswerChecker(trees: course.trees, compiler: compiler), checkerVersion: "test",
            cache: cache)
    }

    /// A learner's file written by a real session through the store, and read back as a report
    /// reads it. `answers` are typed in order, one per line of the shell.
    static func honestLearner(_ name: String, in folder: URL, answers: [(question: String, lines: [String])])
        throws -> Learner
    {
        let url = folder.appendingPathComponent("\(name).json")
        let store = try PreferencesStore(url: url)
        let tracker = ProgressTracker(store: store, course: course)
        let checker = AnswerChecker(trees: course.trees, compiler: CountingCompiler())
        let session = TutorSession(course: course, checker: checker, progress: tracker, learnerSeed: name)
        for answer in answers {
            _ = session.ask(answer.question)
            for line in answer.lines {
                if line == "solution" { _ = session.solution() } else { _ = session.answer(line) }
            }
        }
        tracker.endSession()
        guard case .success(let preferences) = PreferencesStore.readForReport(url, shownAs: url.lastPathComponent)
        else {
            Issue.record("the file written by the session could not be read")
            return (name, Preferences())
        }
        return (name, preferences)
    }

    static let someAnswers: [(question: String, lines: [String])] = [
        ("q-choice", ["Wrong one", "Right one"]), ("q-multi", ["A, C", "A, B"]), ("q-text", ["var", "var", "var"]),
        ("q-two-gaps", ["max(1, 2)", "total"]), ("q-order", ["solution"]),
        ("q-code", ["struct A { @State private var count = 0 }"]), ("q-wrapper", ["@Binding"]),
    ]

    static func attempts(_ learner: Learner) -> [AttemptRecord] {
        (learner.preferences.courses[course.id]?.lessons.values.flatMap(\.questions.values).flatMap(\.attempts) ?? [])
            .sorted { $0.id < $1.id }
    }

    static func editingAttempts(_ learner: Learner, _ edit: (inout AttemptRecord) -> Void) -> Learner {
        var preferences = learner.preferences
        for (lessonID, lesson) in preferences.courses[course.id]?.lessons ?? [:] {
            for (questionID, question) in lesson.questions {
                var attempts = question.attempts
                for index in attempts.indices { edit(&attempts[index]) }
                preferences.courses[course.id]?.lessons[lessonID]?.questions[questionID]?.attempts = attempts
            }
        }
        return (learner.name, preferences)
    }

    @Test func filesWrittenByHonestSessionsRaiseNoFlag() throws {
        let folder = Self.folder()
        let ana = try Self.honestLearner("ana", in: folder, answers: Self.someAnswers)
        let ben = try Self.honestLearner("ben", in: folder, answers: Array(Self.someAnswers.reversed()))
        let result = Self.rejudging().rejudge([ana, ben])
        #expect(result.flags == [])
        #expect(result.judged > 0 && result.notJudged == 0)
    }

    @Test func everyScoreRewrittenToOneIsFlaggedPerWrongAttemptAndTheJudgedScoreCounts() throws {
        let honest = try Self.honestLearner("ana", in: Self.folder(), answers: Self.someAnswers)
        let forged = Self.editingAttempts(honest) {
            $0.score = 1
            $0.isCorrect = true
        }
        let result = Self.rejudging().rejudge([forged])
        let wrong = Self.attempts(honest).filter { !$0.skipped && $0.score < 1 }
        let flagged = result.flags.filter { $0.reason.code == "claimed-right-judged-wrong" }
        #expect(Set(flagged.compactMap(\.attemptID)) == Set(wrong.map(\.id)))
        #expect(flagged.count == wrong.count && !wrong.isEmpty)
        let judged = Self.attempts(result.learners[0]).filter { !$0.skipped }
        #expect(judged.map(\.score) == Self.attempts(honest).filter { !$0.skipped }.map(\.score))
        let report = ClassReport(students: result.learners, course: Self.course)
        #expect(report.students[0].correct == ClassReport(students: [honest], course: Self.course).students[0].correct)
    }

    @Test func aTrustMeAnswerScoredRightIsJudgedWrongAndFlagged() throws {
        var learner = try Self.honestLearner("ana", in: Self.folder(), answers: [("q-text", ["let"])])
        let fake = AttemptRecord(
            lessonID: "kinds", questionID: "q-choice", contentHash: "bogus", at: Date(), answer: "trust me", score: 1,
            hintsUsed: 0, seconds: 3600, id: "fake")
        var question = Preferences.QuestionProgress(contentHash: "bogus")
        question.attempts = [fake]
        learner.preferences.courses[Self.course.id]?.lessons["kinds"]?.questions["q-choice"] = question
        let result = Self.rejudging().rejudge([learner])
        #expect(
            result.flags == [
                ReportFlag(
                    learner: "ana", questionID: "q-choice", attemptID: "fake",
                    reason: .claimedRightJudgedWrong(judged: 0))
            ])
        #expect(Self.attempts(result.learners[0]).first { $0.id == "fake" }?.isCorrect == false)
        #expect(result.failedChecks["fake"]?.isEmpty == false)
    }

    @Test func aByteForByteCopyOfAnotherLearnersFileIsFlaggedOnceAsTheSameAttempts() throws {
        let folder = Self.folder()
        let ana = try Self.honestLearner("ana", in: folder, answers: Self.someAnswers)
        let copy = (name: "cid", preferences: ana.preferences)
        let result = Self.rejudging().rejudge([ana, copy])
        #expect(result.flags.map(\.reason) == [.sameAttemptAsAnotherLearner(other: "ana")])
        #expect(result.flags.first?.learner == "cid")
    }

    @Test func twoLearnersWithTheSameNameAreBothFlagged() throws {
        let folder = Self.folder()
        let ana = try Self.honestLearner("ana", in: folder, answers: [("q-text", ["let"])])
        let other = try Self.honestLearner("bea", in: folder, answers: [("q-text", ["var", "let"])])
        let result = Self.rejudging().rejudge([ana, (name: "ana", preferences: other.preferences)])
        #expect(
            result.flags == [ReportFlag(learner: "ana", reason: .sameNameAsAnotherLearner)] + [
                ReportFlag(learner: "ana", reason: .sameNameAsAnotherLearner)
            ])
    }

    @Test func aScoreOfOnePointFiveIsReadFlaggedAndJudgedAndTheFileIsLeftAsItIs() throws {
        let folder = Self.folder()
        let ana = try Self.honestLearner("ana", in: folder, answers: [("q-text", ["var", "let"])])
        let url = folder.appendingPathComponent("ana.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"score\":0", with: "\"score\":1.5")
        try Data(text.utf8).write(to: url)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        guard case .success(let preferences) = PreferencesStore.readForReport(url, shownAs: "ana.json") else {
            Issue.record("a file with a score of 1.5 was not read")
            return
        }
        let result = Self.rejudging().rejudge([(name: "ana", preferences: preferences)])
        let missed = try #require(Self.attempts(ana).first { $0.score == 0 })
        #expect(result.flags.map(\.reason) == [.scoreOutOfRange(1.5), .claimedRightJudgedWrong(judged: 0)])
        #expect(result.flags.allSatisfy { $0.attemptID == missed.id })
        #expect(Self.attempts(result.learners[0]).first { $0.id == missed.id }?.score == 0)
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names)
    }

    @Test func aVerdictInTheCacheDoesNotRunTheCompilerAgain() throws {
        let learner = try Self.honestLearner("ana", in: Self.folder(), answers: [("q-code", ["struct A {}"])])
        let cache = VerdictCache(folder: Self.folder())
        let first = CountingCompiler()
        _ = Self.rejudging(first, cache: cache).rejudge([learner])
        #expect(first.calls.current > 0)
        let second = CountingCompiler()
        let result = Self.rejudging(second, cache: cache).rejudge([learner])
        #expect(second.calls.current == 0)
        #expect(result.judged == 1)
    }

    @Test func anAnswerThatCouldNotBeCheckedIsFlaggedNotRejudgedAndKeepsItsScore() throws {
        let learner = try Self.honestLearner(
            "ana", in: Self.folder(), answers: [("q-code", ["struct A { @State private var count = 0 }"])])
        let broken = MachineryFailureTests.BrokenCompiler(breakdown: .throwing(.compilerCrashed(detail: "signal 11")))
        let cache = VerdictCache(folder: Self.folder())
        let rejudging = ClassRejudging(
            course: Self.course, checker: AnswerChecker(trees: Self.course.trees, compiler: broken),
            checkerVersion: "test", cache: cache)
        let result = rejudging.rejudge([learner])
        #expect(result.flags.map(\.reason) == [.notRejudged])
        #expect(Self.attempts(result.learners[0]).map(\.score) == [1])
        #expect(result.notJudged == 1)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache.folder.path)) ?? [] == [])
    }

    @Test func anAttemptWithNoAnswerTextIsFlagged() throws {
        let learner = Self.editingAttempts(
            try Self.honestLearner("ana", in: Self.folder(), answers: [("q-text", ["let"])])
        ) {
            $0.answer = ""
            $0.steps = nil
        }
        let result = Self.rejudging().rejudge([learner])
        #expect(result.flags.map(\.reason).contains(.noAnswerText))
    }

    @Test func aLongAnswerTypedFasterThanAPersonTypesIsFlaggedInATypedSession() throws {
        let code = "struct A { @State private var count = 0; var name = \"Ana\" }"
        let learner = Self.editingAttempts(
            try Self.honestLearner(
                "ana", in: Self.folder(), answers: [("q-code", [code + ""]), ("q-text", ["let"]), ("q-tf", ["false"])])
        ) { $0.seconds = $0.questionID == "q-code" ? 0.5 : 20 }
        let result = Self.rejudging().rejudge([learner])
        #expect(result.flags.map(\.reason.code) == ["faster-than-typing"])
        #expect(result.flags.first?.questionID == "q-code")
    }

    @Test func aSessionPipedIntoTheTutorIsNeverCalledTooFast() throws {
        let code = "struct A { @State private var count = 0; var name = \"Ana\" }"
        let learner = try Self.honestLearner(
            "ana", in: Self.folder(), answers: [("q-code", [code + ""]), ("q-text", ["let"]), ("q-tf", ["false"])])
        #expect(Self.attempts(learner).allSatisfy { $0.seconds < 1 })
        #expect(Self.rejudging().rejudge([learner]).flags == [])
    }

    @Test func aTryNumberThatDoesNotFollowTheTriesBeforeItIsFlagged() throws {
        let learner = Self.editingAttempts(
            try Self.honestLearner("ana", in: Self.folder(), answers: [("q-text", ["var", "let"])])
        ) { attempt in if !attempt.continued { attempt.tryNumber = 3 } }
        let result = Self.rejudging().rejudge([learner])
        #expect(result.flags.map(\.reason) == [.triesDoNotAddUp(tryNumber: 3, expected: 2)])
    }

    @Test func anAnswerSavedBeforeStepsWereKeptIsSplitIntoItsStepsAtTheSlashes() throws {
        let learner = Self.editingAttempts(
            try Self.honestLearner("ana", in: Self.folder(), answers: [("q-two-gaps", ["max(1, 2)", "total"])])
        ) { $0.steps = nil }
        #expect(Self.attempts(learner).first?.answer == "max(1, 2) / total")
        let result = Self.rejudging().rejudge([learner])
        #expect(result.flags == [])
        #expect(Self.attempts(result.learners[0]).first?.score == 1)
    }

    @Test func aBugFixedAfterPickingAnotherLineIsJudgedOnTheLastLinePickedAndItsFix() throws {
        let course = AnswerStepsTests.course
        let checker = AnswerChecker(trees: course.trees, compiler: CountingCompiler(rejecting: "line 2"))
        let session = TutorSession(course: course, checker: checker)
        _ = session.ask("s-long")
        _ = session.answer("line 2")
        _ = session.answer("2")
        _ = session.answer("var count = 0")
        let attempt = try #require(session.attempts.last)
        #expect(session.attempts.count == 1)
        #expect(attempt.steps == ["line 2", "line 2", "var count = 0"])
        #expect(attempt.isCorrect)
        var question = Preferences.QuestionProgress(contentHash: attempt.contentHash)
        question.attempts = [attempt]
        var preferences = Preferences()
        preferences.courses[course.id, default: .init()].lessons["steps", default: .init()].questions["s-long"] =
            question
        let rejudging = ClassRejudging(course: course, checker: checker, checkerVersion: "test", cache: nil)
        let result = rejudging.rejudge([(name: "ana", preferences: preferences)])
        #expect(result.flags == [])
    }
}
