import Foundation
import Testing
import TutorTestSupport

@testable import TutorCore

/// A compiler, cache or sandbox that fails is never a verdict: every kind of answer that is
/// compiled gets "couldn't check", no try is used, nothing is saved, and the question stays open.
@Suite struct MachineryFailureTests {
    /// How a fake compiler fails.
    enum Breakdown: Sendable, CustomTestStringConvertible {
        /// Both the type-check and the test program throw this failure.
        case throwing(CheckFailure)
        /// An error the checker does not know (a plain `Error`).
        case unknownError
        /// The compiler fails without a diagnostic: nothing printed, a non-zero exit.
        case silent

        var testDescription: String {
            switch self {
            case .throwing(let failure): "throws \(failure)"
            case .unknownError: "throws an unknown error"
            case .silent: "fails without a diagnostic"
            }
        }
    }

    struct BrokenCompiler: SwiftChecking {
        struct Unknown: Error {}
        var breakdown: Breakdown
        var timeLimit: TimeInterval { 10 }

        func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
            switch breakdown {
            case .throwing(let failure): throw failure
            case .unknownError: throw Unknown()
            case .silent: return CompileResult(diagnostics: [], succeeded: false)
            }
        }

        func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
            switch breakdown {
            case .throwing(let failure): throw failure
            case .unknownError: throw Unknown()
            case .silent: return ProgramRun(compile: CompileResult(diagnostics: [], succeeded: false), execution: nil)
            }
        }

        func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun {
            try run("", displayName: "", input: nil)
        }
    }

    static let breakdowns: [Breakdown] = [
        .throwing(.compilerCrashed(detail: "signal 11")), .throwing(.compilerTimedOut(seconds: 30)),
        .throwing(.surfaceDoesNotBuild), .throwing(.cacheNotWritable(path: "/cache")),
        .throwing(.cacheDamaged(detail: "malformed module")), .unknownError, .silent,
    ]

    static let course = CourseLoader().load(files: [
        LessonFile(path: "machinery.md", text: CompiledKindsLesson.text)
    ]).course

    @Test(arguments: breakdowns)
    func everyKindThatCompilesSaysItCouldNotCheckAndNeverJudges(_ breakdown: Breakdown) {
        let checker = AnswerChecker(compiler: BrokenCompiler(breakdown: breakdown))
        for (id, answer) in CompiledKindsLesson.compiledAnswers {
            let outcome = TutorSession.judge(answer, questionID: id, course: Self.course, checker: checker)
            guard case .couldNotCheck = outcome else {
                Issue.record("\(id): \(outcome)")
                continue
            }
        }
    }

    @Test(arguments: breakdowns)
    func aFailedCheckUsesNoTryAndLeavesTheQuestionOpen(_ breakdown: Breakdown) {
        let checker = AnswerChecker(compiler: BrokenCompiler(breakdown: breakdown))
        let session = TutorSession(course: Self.course, checker: checker)
        _ = session.ask("m-code")
        let events = session.answer("this is not swift at all {{{")
        guard case .checkFailed = events.first, events.count == 1 else {
            Issue.record("\(events)")
            return
        }
        #expect(session.attempts.isEmpty)
        #expect(session.attempt?.isAnswered == false)
        #expect(session.attempt?.misses == 0)
    }

    @Test func theLearnerIsToldWhatFailed() {
        let checker = AnswerChecker(
            compiler: BrokenCompiler(breakdown: .throwing(.cacheNotWritable(path: "/nowhere/cache"))))
        let outcome = TutorSession.judge("struct A {}", questionID: "m-code", course: Self.course, checker: checker)
        #expect(outcome == .couldNotCheck(.cacheNotWritable(path: "/nowhere/cache")))
        #expect(CheckFailure.cacheNotWritable(path: "/nowhere/cache").reason.contains("/nowhere/cache"))
    }

    @Test func aKeyedAnswerIsStillJudgedWithoutTheCompiler() {
        // The blank's listed filling and the bug's keyed fix need no compiler: the machinery's
        // failure does not stand in the way of what can be judged without it.
        let checker = AnswerChecker(compiler: BrokenCompiler(breakdown: .silent))
        let blank = TutorSession.judge("1 + 1", questionID: "m-blank", course: Self.course, checker: checker)
        #expect(blank == .verdict(.right()))
    }
}
