import Foundation
import Observation

/// The state of one learner's session: where they are in the course, the question they are
/// answering, and every attempt made. Pure logic: the shell forwards commands and renders the
/// returned events, and observes this object to redraw its status.
@Observable
package final class TutorSession {
    package let course: Course
    @ObservationIgnored let checker: AnswerChecker
    @ObservationIgnored let clock: @Sendable () -> Date
    /// Seconds on a clock that never goes back, for how long an answer took.
    @ObservationIgnored private let uptime: @Sendable () -> TimeInterval

    /// Where the learner is: no lesson, a page, a question, a review.
    package private(set) var state: SessionState = .idle
    /// Every attempt of this session, oldest first.
    package internal(set) var attempts: [AttemptRecord] = []
    /// Pages seen per lesson this session.
    package private(set) var pagesSeen: [String: Set<Int>] = [:]
    package private(set) var completedLessons: [String] = []
    package let startedAt: Date
    @ObservationIgnored private var toldAboutCompiler = false

    /// Where progress is saved; nil keeps this session in memory only (tests, `check`).
    @ObservationIgnored let progress: ProgressTracker?
    /// The lessons whose end the learner reached in this session, in that order.
    package private(set) var finishedThisSession: [String] = []

    /// False for `statetutor check`: choices keep the file's order and letters.
    @ObservationIgnored private let shufflesChoices: Bool
    /// Seeds the order of choices instead of the learner's saved id (`STATETUTOR_LEARNER_ID`).
    @ObservationIgnored private let learnerSeed: String?

    package init(
        course: Course, checker: AnswerChecker? = nil, progress: ProgressTracker? = nil,
        shufflesChoices: Bool = true, learnerSeed: String? = nil, clock: @escaping @Sendable () -> Date = { Date() },
        uptime: @escaping @Sendable () -> TimeInterval = TutorSession.systemUptime
    ) {
        self.course = course
        self.shufflesChoices = shufflesChoices
        self.learnerSeed = learnerSeed
        self.checker = checker ?? AnswerChecker(trees: course.trees)
        self.progress = progress
        self.clock = clock
        self.uptime = uptime
        self.startedAt = clock()
        let completed = progress?.completedLessons ?? []
        self.completedLessons = course.lessons.map(\.id).filter { completed.contains($0) }
    }

    // MARK: Where the learner is, read from `state`

    /// The open lesson, if any.
    package var lesson: Lesson? { state.position.place?.lesson }
    /// The open page of the lesson (0-based).
    package var sectionIndex: Int { state.position.place?.page ?? 0 }
    /// The next question of the current page to ask.
    package var questionCursor: Int { state.position.place?.questionCursor ?? 0 }
    /// The open question (answered or not), until the learner moves on.
    package var attempt: QuestionAttempt? { state.position.attempt }
    /// Questions left in a spaced review, nil when not reviewing.
    package var reviewQueue: [String]? { state.review?.queue }

    /// The place of `lesson`: the open one's page, question and lesson end carried over.
    private func place(in lesson: Lesson) -> SessionState.Place {
        guard var place = state.position.place else { return SessionState.Place(lesson: lesson) }
        place.lesson = lesson
        return place
    }

    /// Closes the open question, if any, and stays on its page (and in the review, if one is under way).
    private func closeQuestion() {
        state.position = state.position.closingQuestion
    }

    /// The open question after a step of it: the page and the review stay as they are.
    func update(_ attempt: QuestionAttempt) {
        guard let place = state.position.place else { return }
        state.position = .answering(place, attempt)
    }

    // MARK: Moving around

    /// Opens a lesson: where the learner left off (the last page they reached, at its first
    /// question not yet answered) when it is not completed, else at its first page.
    /// Opens a lesson: at `page` (0-based) when given, else where the learner left off.
    package func start(_ lessonID: String, page: Int? = nil) -> [SessionEvent] {
        guard let lesson = course.lesson(withID: lessonID) else { return [.notice(.noSuchLesson(id: lessonID))] }
        state.position = .reading(place(in: lesson))
        let before = prerequisiteNotice(for: lesson).map { [$0] } ?? []
        if let saved = progress?.pagesSeen(lesson: lesson.id) {
            pagesSeen[lesson.id, default: []].formUnion(saved.filter { lesson.sections.indices.contains($0) })
        }
        if let page, lesson.sections.indices.contains(page) { return before + show(page: page) }
        let seen = pagesSeen[lesson.id] ?? []
        guard !completedLessons.contains(lesson.id), let last = seen.max(), last > 0 else {
            return before + show(page: 0)
        }
        let events = before + show(page: last)
        let answered = answeredQuestions(in: lesson)
        if case .reading(var place) = state.position {
            place.questionCursor =
                lesson.sections[last].questions.firstIndex { !answered.contains($0.id) }
                ?? lesson.sections[last].questions.count
            state.position = .reading(place)
        }
        return [.notice(.resumed(pageIndex: last, pageCount: lesson.sections.count))] + events
    }

    /// "This lesson builds on …" when a lesson it requires is not completed yet (it still opens).
    private func prerequisiteNotice(for lesson: Lesson) -> SessionEvent? {
        let missing = lesson.requires.filter { !completedLessons.contains($0) && course.lesson(withID: $0) != nil }
        guard !missing.isEmpty else { return nil }
        return .notice(.prerequisitesUnfinished(lessonIDs: missing))
    }

    /// Every attempt at `lesson`'s questions: saved ones and this session's, each once.
    private func allAttempts(in lesson: Lesson) -> [AttemptRecord] {
        var seen = Set<String>()
        let saved = progress?.attempts(lesson: lesson.id).values.flatMap { $0 } ?? []
        return (saved + attempts.filter { $0.lessonID == lesson.id }).filter { seen.insert($0.id).inserted }
    }

    /// Questions of `lesson` with an answer that ended them (right or wrong, not shown), in any
    /// session.
    func answeredQuestions(in lesson: Lesson) -> Set<String> {
        Set(allAttempts(in: lesson).filter { !$0.continued && !$0.skipped }.map(\.questionID))
    }

    /// The lesson's score so far, as the lesson end shows it: each question's best credit
    /// (docs/LESSON_FORMAT.md, "Tries, hints and score") times its points, over every session.
    package func score(of lesson: Lesson) -> Double {
        var best: [String: Double] = [:]
        // Only a try that ended a visit earns (docs/LESSON_FORMAT.md): a half-right try that left
        // the question open counts for nothing on its own, as in the reports' grades.
        for record in allAttempts(in: lesson) where !record.continued {
            best[record.questionID] = max(best[record.questionID] ?? 0, record.credit)
        }
        return lesson.questions.reduce(0.0) { $0 + (best[$1.id] ?? 0) * Double($1.points) }
    }

    /// Moves on: to the next question of this page, then to the next page, then to the end of the lesson.
    package func next() -> [SessionEvent] {
        var place: SessionState.Place
        switch state.position {
        case .nowhere: return [.notice(.noLessonOpen(offersStart: true))]
        case .reading(let here): place = here
        case .answering(let here, let attempt):
            guard attempt.isAnswered else { return [.notice(.questionNotAnswered)] }
            state.position = .reading(here)
            if state.review != nil { return nextReview() }
            place = here
            place.questionCursor += 1
            state.position = .reading(place)
        }
        let lesson = place.lesson
        let section = lesson.sections[place.page]
        // Questions answered already (back to a page, then next) are not asked again: `quiz`
        // asks the ones missed.
        let answered = answeredQuestions(in: lesson)
        while place.questionCursor < section.questions.count,
            answered.contains(section.questions[place.questionCursor].id)
        {
            place.questionCursor += 1
        }
        if place.questionCursor < section.questions.count {
            return open(section.questions[place.questionCursor], at: place)
        }
        if place.page + 1 < lesson.sections.count {
            return show(page: place.page + 1)
        }
        return finishLesson(at: place)
    }

    /// Goes back one page (the question in progress is dropped).
    package func back() -> [SessionEvent] {
        guard lesson != nil else { return [.notice(.noLessonOpen(offersStart: false))] }
        closeQuestion()
        guard sectionIndex > 0 else { return [.notice(.atFirstPage)] + show(page: 0) }
        return show(page: sectionIndex - 1)
    }

    /// `back` inside a tree question: the last step answered undone, and the question it
    /// answered asked again. Nil when no tree question is open, or none of its steps is answered.
    package func undoTreeStep() -> [SessionEvent]? {
        guard var attempt, !attempt.isAnswered, case .treeNode = attempt.step,
            case .tree(let treeID, _, _) = attempt.question.payload, let tree = course.trees[treeID],
            var node = tree.root?.id, !attempt.given.isEmpty, attempt.stepScores.count == attempt.given.count
        else { return nil }
        attempt.given.removeLast()
        attempt.stepScores.removeLast()
        for label in attempt.given {
            guard let edge = tree.edges(from: node).first(where: { DecisionTree.sameLabel($0.label, label) }) else {
                break
            }
            node = edge.to
        }
        attempt.step = .treeNode(node)
        update(attempt)
        return [.ask(attempt)]
    }

    /// Opens page `index` of the current lesson.
    package func show(page index: Int) -> [SessionEvent] {
        guard let lesson, lesson.sections.indices.contains(index) else { return [.notice(.noSuchPage)] }
        state.position = .reading(SessionState.Place(lesson: lesson, page: index))
        pagesSeen[lesson.id, default: []].insert(index)
        progress?.pageSeen(lesson: lesson.id, index: index)
        if state.review == nil { progress?.placeReached(lesson: lesson.id, page: index) }
        return [.page(lessonID: lesson.id, index: index)]
    }

    /// Jumps to the first question of the lesson not yet answered, in this or an earlier session.
    package func quizNow() -> [SessionEvent] {
        guard var place = state.position.place else { return [.notice(.noLessonOpen(offersStart: true))] }
        let lesson = place.lesson
        let answered = answeredQuestions(in: lesson)
        for (index, section) in lesson.sections.enumerated() {
            if let position = section.questions.firstIndex(where: { !answered.contains($0.id) }) {
                place.page = index
                place.questionCursor = position
                return open(section.questions[position], at: place)
            }
        }
        // Everything is answered: in assessment mode, that is the end; else go over the
        // questions not yet answered right, in order.
        guard course.mode == .practice else { return [.notice(.everyQuestionAnswered(lessonID: lesson.id))] }
        var best: [String: Double] = [:]
        for record in allAttempts(in: lesson) {
            best[record.questionID] = max(best[record.questionID] ?? 0, record.isCorrect ? 1 : 0)
        }
        let missed = lesson.questions.filter { (best[$0.id] ?? 0) < 1 }
        guard let first = missed.first else {
            return [.notice(.everyQuestionRight(lessonID: lesson.id))]
        }
        for (index, section) in lesson.sections.enumerated() {
            if let position = section.questions.firstIndex(where: { $0.id == first.id }) {
                place.page = index
                place.questionCursor = position
            }
        }
        return [.notice(.askingMissedAgain(count: missed.count))] + open(first, at: place)
    }

    /// Opens one question wherever it is in the course (for `statetutor check` and reviews).
    package func ask(_ questionID: String) -> [SessionEvent] {
        guard let lesson = course.lesson(containing: questionID) else {
            return [.notice(.noSuchQuestion(id: questionID))]
        }
        if course.mode == .assessment, answeredQuestions(in: lesson).contains(questionID) {
            return [.notice(.offInAssessment(.secondAnswer))]
        }
        var place = self.place(in: lesson)
        for (index, section) in lesson.sections.enumerated() {
            if let position = section.questions.firstIndex(where: { $0.id == questionID }) {
                place.page = index
                place.questionCursor = position
                return open(section.questions[position], at: place)
            }
        }
        return [.notice(.noSuchQuestion(id: questionID))]
    }

    private func open(_ question: Question, at place: SessionState.Place) -> [SessionEvent] {
        // In a review, each return of a question is a new round (its steps shuffled anew).
        let round = state.review == nil ? 0 : allAttempts(in: place.lesson).count { $0.questionID == question.id }
        let attempt = QuestionAttempt(
            question: question, startedAt: clock(), startedUptime: uptime(), course: course,
            learnerID: shufflesChoices ? learnerSeed ?? progress?.learnerID ?? "" : nil, round: round)
        state.position = .answering(place, attempt)
        if state.review == nil {
            progress?.placeReached(lesson: place.lesson.id, page: place.page, questionID: question.id)
        }
        return [.ask(attempt)]
    }

    /// Where `statetutor` alone picks up: the page the learner last read, and the question that
    /// was open there when it was left unanswered. Nil when no place was saved, or it was the end
    /// of a lesson they completed (the next lesson is then where to go).
    package func resume() -> [SessionEvent]? {
        guard let saved = progress?.lastPlace, let lesson = course.lesson(withID: saved.lessonID),
            lesson.sections.indices.contains(saved.page)
        else { return nil }
        let answered = answeredQuestions(in: lesson)
        let open = saved.questionID.flatMap { id in lesson.sections[saved.page].questions.firstIndex { $0.id == id } }
            .flatMap { answered.contains(lesson.sections[saved.page].questions[$0].id) ? nil : $0 }
        if completedLessons.contains(lesson.id), saved.page == lesson.sections.count - 1, open == nil { return nil }
        var events: [SessionEvent] = [.notice(.resumed(pageIndex: saved.page, pageCount: lesson.sections.count))]
        events += start(lesson.id, page: saved.page)
        guard case .reading(var place) = state.position else { return events }
        let questions = lesson.sections[saved.page].questions
        place.questionCursor = open ?? questions.firstIndex { !answered.contains($0.id) } ?? questions.count
        state.position = .reading(place)
        if let open { events += self.open(questions[open], at: place) }
        return events
    }

    private func finishLesson(at place: SessionState.Place) -> [SessionEvent] {
        let lesson = place.lesson
        let position = course.lessons.firstIndex { $0.id == lesson.id } ?? 0
        let next = position + 1 < course.lessons.count ? course.lessons[position + 1].id : nil
        if place.lessonEndShown {
            // The end was shown already: say where to go instead of showing it again.
            return [.notice(.atLessonEnd(lessonID: lesson.id, nextLessonID: next))]
        }
        var place = place
        place.lessonEndShown = true
        state.position = .reading(place)
        if !finishedThisSession.contains(lesson.id) { finishedThisSession.append(lesson.id) }
        let score = score(of: lesson)
        let points = lesson.questions.reduce(0) { $0 + $1.points }
        if !completedLessons.contains(lesson.id) { completedLessons.append(lesson.id) }
        progress?.lessonCompleted(lesson.id)
        return [.lessonFinished(lessonID: lesson.id, score: score, points: points, nextLessonID: next)]
    }

    // MARK: Answering

    /// Handles a line typed while a question is open. A miss with tries left keeps the question
    /// open at the same step (`.tryAgain`); the last miss, or a right answer, ends it.
    package func answer(_ line: String) -> [SessionEvent] {
        guard var attempt, !attempt.isAnswered else { return [.notice(.noQuestionOpen)] }
        if course.mode == .assessment { return recordForVerdict(line, attempt: &attempt) }
        let question = attempt.question
        let checker = self.checker.scoped(to: question)
        switch (attempt.step, question.payload) {
        case (.gap(let gap), .blank(let code, let blanks, let tests)):
            return answerGap(
                line, gap: gap, code: code, blanks: blanks, tests: tests, attempt: &attempt, checker: checker)
        case (.answer, .bug(let code, let lines, let fix, _, _)):
            switch checker.checkBugLine(line, code: code, lines: lines) {
            case .invalid(let message): return [.invalidAnswer(message)]
            case .cancelled: return [.checkCancelled]
            case .couldNotCheck(let failure): return [.checkFailed(failure)]
            case .verdict(let verdict):
                let number = AnswerChecker.lineNumber(in: line) ?? 0
                guard verdict.isCorrect else {
                    var wrong = verdict
                    wrong.feedback = Verdict.notTheLine(number)
                    if attempt.misses + 1 < attempt.triesAllowed {
                        return miss(&attempt, wrong, given: "line \(number)")
                    }
                    attempt.given.append("line \(number)")
                    return finish(&attempt, .wrong(expected: checker.expectedAnswer(for: question), wrong.feedback))
                }
                attempt.given.append("line \(number)")
                guard fix != nil else { return finish(&attempt, verdict) }
                attempt.step = .fix(line: number)
                update(attempt)
                return [.stepRight(.line(number)), .ask(attempt)]
            }
        case (.fix(let chosen), .bug(let code, let lines, let fix?, let error, let tests)):
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                return [.answerExpected(.correctedLine)]
            }
            if AnswerSteps.picksAnotherLine(line, in: code) {
                // A bare number is never a fix: the learner picks another line, judged as a pick.
                attempt.step = .answer
                update(attempt)
                return answer(line)
            }
            let deletes = AnswerSteps.deletesLine(line)
            switch checker.checkBugFix(
                deletes ? "" : line, fix: fix, code: code, line: chosen, isCompileError: error != nil, tests: tests,
                keyedLine: lines.first, deletingLine: deletes)
            {
            case .invalid(let message): return [.invalidAnswer(message)]
            case .cancelled: return [.checkCancelled]
            case .couldNotCheck(let failure): return [.checkFailed(failure)]
            case .verdict(let verdict):
                if error == nil, verdict.learnerCodeDoesNotCompile { return [.doesNotCompile(attempt, verdict)] }
                if !verdict.isCorrect && attempt.misses + 1 < attempt.triesAllowed {
                    return miss(&attempt, verdict, given: line)
                }
                attempt.given.append(line)
                return finish(&attempt, verdict)
            }
        case (.treeNode(let nodeID), .tree(let treeID, _, let path)):
            guard let tree = course.trees[treeID] else { return finish(&attempt, .right()) }
            guard let edge = AnswerChecker.chooseEdge(line, in: tree, at: nodeID) else {
                return [.answerExpected(.branch(count: tree.edges(from: nodeID).count))]
            }
            let stepIndex = attempt.stepScores.count
            let expectedLabel = stepIndex < path.count ? path[stepIndex] : nil
            guard let expectedLabel, DecisionTree.sameLabel(expectedLabel, edge.label) else {
                let wrong = Verdict.wrong(
                    expected: checker.expectedAnswer(for: question), Verdict.notTheBranch(edge.label))
                if attempt.misses + 1 < attempt.triesAllowed {
                    var shown = wrong
                    shown.expected = nil
                    return miss(&attempt, shown, given: edge.label)
                }
                attempt.given.append(edge.label)
                return finish(&attempt, wrong)
            }
            attempt.given.append(edge.label)
            attempt.stepScores.append(1)
            if let next = tree.node(edge.to), next.shape == .question {
                attempt.step = .treeNode(next.id)
                update(attempt)
                return [.stepRight(.branch(edge.label)), .ask(attempt)]
            }
            return finish(&attempt, .reached(tree.node(edge.to)?.text ?? edge.to))
        default:
            let typed = attempt.fileLetters(line.trimmingCharacters(in: .whitespacesAndNewlines))
            switch checker.check(attempt.shownOrder.isEmpty ? line : typed, for: question) {
            case .invalid(let message): return [.invalidAnswer(message)]
            case .cancelled: return [.checkCancelled]
            case .couldNotCheck(let failure): return [.checkFailed(failure)]
            case .verdict(var verdict):
                if case .code = question.payload, verdict.learnerCodeDoesNotCompile {
                    // A slip of the keyboard is not a wrong idea: it costs no try.
                    return [.doesNotCompile(attempt, verdict)]
                }
                if !attempt.shownOrder.isEmpty, case .multi = question.payload {
                    verdict.feedback = verdict.feedback.map { shownLabel($0, attempt: attempt) }
                }
                if !attempt.shownOrder.isEmpty, let expected = verdict.expected {
                    verdict.expected = shownExpected(expected, attempt: attempt)
                }
                let given = attempt.shownOrder.isEmpty ? line : typed
                if !verdict.isCorrect && attempt.misses + 1 < attempt.triesAllowed {
                    return miss(&attempt, verdict, given: given)
                }
                attempt.given.append(given)
                return finish(&attempt, verdict)
            }
        }
    }

    /// The expected answer of a choice question in the letters the learner sees.
    /// A choice's feedback labelled with its letter in the file ("d) …"), relabelled with the
    /// letter the learner saw.
    private func shownLabel(_ feedback: String, attempt: QuestionAttempt) -> String {
        guard let close = feedback.firstIndex(of: ")"), feedback[feedback.index(after: close)...].hasPrefix(" "),
            let index = ChoiceLetters.indices(of: String(feedback[..<close]), count: attempt.shownOrder.count)?.first,
            feedback[..<close].count <= 2,
            let shown = attempt.shownOrder.firstIndex(of: index)
        else { return feedback }
        return "\(ChoiceLetters.letter(shown))" + feedback[close...]
    }

    private func shownExpected(_ expected: String, attempt: QuestionAttempt) -> String {
        switch attempt.question.payload {
        case .choice(let choices):
            guard let index = choices.firstIndex(where: \.isCorrect),
                let shown = attempt.shownOrder.firstIndex(of: index)
            else { return expected }
            return "\(ChoiceLetters.letter(shown))) \(choices[index].text)"
        case .multi, .order: return attempt.shownLetters(expected)
        default: return expected
        }
    }

    /// A wrong try with tries left: saved, and the question stays open at the same step.
    private func miss(_ attempt: inout QuestionAttempt, _ verdict: Verdict, given: String) -> [SessionEvent] {
        var verdict = verdict
        verdict.expected = nil
        verdict.afterLastTry = []
        noteCompiler(&verdict)
        let now = clock()
        var record = AttemptRecord(
            lessonID: lesson?.id ?? "", questionID: attempt.question.id, contentHash: attempt.question.contentHash,
            at: now, answer: (attempt.given + [given]).joined(separator: " / "), score: verdict.score,
            hintsUsed: attempt.hintsShown, seconds: secondsSinceOpening(attempt))
        record.tryNumber = attempt.tryNumber
        record.continued = true
        record.steps = attempt.given + [given]
        attempts.append(record)
        progress?.record(record)
        attempt.misses += 1
        update(attempt)
        return [.tryAgain(attempt, verdict)]
    }

    /// How long the question has been open, on the monotonic clock.
    func secondsSinceOpening(_ attempt: QuestionAttempt) -> TimeInterval {
        max(0, uptime() - attempt.startedUptime)
    }

    /// The system's monotonic clock (it stops neither for a wall clock set back nor forward).
    package static let systemUptime: @Sendable () -> TimeInterval = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    private func noteCompiler(_ verdict: inout Verdict) {
        if verdict.checkedWithoutCompiler {
            if !toldAboutCompiler { verdict.feedback.append(AnswerChecker.noCompilerNote) }
            toldAboutCompiler = true
        }
    }

    private func finish(_ attempt: inout QuestionAttempt, _ verdict: Verdict, skipped: Bool = false) -> [SessionEvent] {
        var verdict = verdict
        verdict.feedback += verdict.afterLastTry
        verdict.afterLastTry = []
        noteCompiler(&verdict)
        attempt.step = .done(verdict)
        update(attempt)
        let now = clock()
        var record = AttemptRecord(
            lessonID: lesson?.id ?? "", questionID: attempt.question.id, contentHash: attempt.question.contentHash,
            at: now,
            answer: attempt.given.joined(separator: " / "), score: verdict.score, hintsUsed: attempt.hintsShown,
            seconds: secondsSinceOpening(attempt), skipped: skipped)
        record.tryNumber = attempt.tryNumber
        // A shown solution is no step the learner gave: only the steps before it are kept.
        record.steps = skipped ? Array(attempt.given.dropLast()) : attempt.given
        attempts.append(record)
        progress?.record(record)
        return [.verdict(attempt, verdict)]
    }

    // MARK: Help while answering

    /// The next hint of the open question: nudge, then hint, then nearly the solution.
    package func hint() -> [SessionEvent] {
        guard course.mode == .practice else { return [.notice(.offInAssessment(.hints))] }
        guard var attempt, !attempt.isAnswered else { return [.notice(.hintsNeedAnOpenQuestion)] }
        let hints = attempt.question.hints
        guard attempt.hintsShown < hints.count else {
            return [.notice(hints.isEmpty ? .noHints : .noMoreHints)]
        }
        attempt.hintsShown += 1
        update(attempt)
        return [.hint(hints[attempt.hintsShown - 1], number: attempt.hintsShown, total: hints.count)]
    }

    /// Leaves the open question for later and moves on: nothing is recorded (its tries so far
    /// stay saved), so it is still unanswered and `quiz` asks it again. `solution` is the way to
    /// see the answer.
    package func skip() -> [SessionEvent] {
        guard let attempt, !attempt.isAnswered else {
            guard lesson != nil else { return [.notice(.noLessonOpen(offersStart: false))] }
            return next()
        }
        closeQuestion()
        let notice = SessionEvent.notice(.skipped(inReview: state.review != nil))
        if state.review != nil { return [notice] + nextReview() }
        guard case .reading(var place) = state.position,
            attempt.question.id == place.lesson.sections[safe: place.page]?.questions[safe: place.questionCursor]?.id
        else {
            return [notice]
        }
        place.questionCursor += 1
        state.position = .reading(place)
        return [notice] + next()
    }

    /// Ends the open question by showing the lesson's answer: it is recorded as not right (the
    /// learner may come back to it in a review).
    package func solution() -> [SessionEvent] {
        guard course.mode == .practice else { return [.notice(.offInAssessment(.solution))] }
        guard var attempt, !attempt.isAnswered else { return [.notice(.solutionNeedsAnOpenQuestion)] }
        attempt.given.append("(solution shown)")
        var expected = checker.expectedAnswer(for: attempt.question)
        if !attempt.shownOrder.isEmpty { expected = shownExpected(expected, attempt: attempt) }
        return finish(&attempt, .wrong(expected: expected), skipped: true)
    }

    /// The tests of the open (or last) question, as the checker runs them against the learner's
    /// code: what `expect` and `expectEqual` say must hold.
    package func tests() -> [SessionEvent] {
        guard course.mode == .practice else { return [.notice(.offInAssessment(.tests))] }
        guard let attempt else { return [.notice(.testsNeedAQuestion)] }
        let tests: String?
        switch attempt.question.payload {
        case .code(_, _, _, _, let code), .bug(_, _, _, _, let code), .blank(_, _, let code): tests = code
        default: tests = nil
        }
        guard let tests, !tests.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return [.notice(.noTests)]
        }
        return [.tests(tests)]
    }

    /// The explanation of the question just answered.
    package func explain() -> [SessionEvent] {
        guard course.mode == .practice else { return [.notice(.offInAssessment(.explanation))] }
        guard let attempt else { return [.notice(.explainNeedsAQuestion)] }
        guard attempt.isAnswered else { return [.notice(.explainNeedsAnAnswer)] }
        guard let explanation = attempt.question.explain else { return [.notice(.noExplanation)] }
        return [.explanation(explanation)]
    }

    // MARK: Spaced review

    /// Starts a review of the questions due now (FSRS schedule), earliest first.
    package func review() -> [SessionEvent] {
        guard course.mode == .practice else { return [.notice(.offInAssessment(.review))] }
        guard let progress else { return [.notice(.reviewsNeedSavedProgress)] }
        let due = progress.dueQuestions().map(\.id)
        guard !due.isEmpty else {
            return [.notice(.nothingDue(nextDueIn: progress.scheduled().first?.due.timeIntervalSince(clock())))]
        }
        let here = state.position.place.map { SessionState.Origin(lesson: $0.lesson, page: $0.page) }
        switch state {
        case .reviewing(var review):
            // A review asked for again goes on with the questions due now, from the same start.
            review.queue = due
            review.position = review.position.closingQuestion
            if review.origin == nil { review.origin = here }
            state = .reviewing(review)
        case .idle, .reading, .answering:
            state = .reviewing(
                SessionState.Review(
                    queue: due, position: state.position.closingQuestion, origin: here,
                    attemptsAtStart: attempts.count))
        }
        return [.notice(.reviewStarted(count: due.count))] + nextReview()
    }

    /// Asks the review's next question; when none is left, ends the review and goes back to
    /// where it started from.
    private func nextReview() -> [SessionEvent] {
        switch state {
        case .idle, .reading, .answering:
            return [.notice(reviewSummary(since: attempts.count, returningTo: nil))]
        case .reviewing(var review):
            guard review.queue.isEmpty else {
                let id = review.queue.removeFirst()
                state = .reviewing(review)
                return ask(id)
            }
            state = SessionState(review.position)
            let summary = reviewSummary(since: review.attemptsAtStart, returningTo: review.origin?.lesson.id)
            if case .reviewDone(let right, let asked, _, _) = summary {
                let start = attempts[min(review.attemptsAtStart, attempts.count)...].first?.at ?? clock()
                progress?.reviewEnded(start: start, asked: asked, right: right)
            }
            guard let origin = review.origin else { return [.notice(summary)] }
            state.position = .reading(place(in: origin.lesson))
            return [.notice(summary)] + show(page: origin.page)
        }
    }

    /// How the review that just ended went: questions right of those asked (the attempts from
    /// `start` on), and when the next is due.
    private func reviewSummary(since start: Int, returningTo lessonID: String?) -> SessionNotice {
        let records = attempts[min(start, attempts.count)...]
        var questions: [String] = []
        for record in records where !questions.contains(record.questionID) { questions.append(record.questionID) }
        let right = questions.count { id in
            records.contains { $0.questionID == id && $0.isCorrect && !$0.skipped }
        }
        let nextDueIn = progress?.scheduled().first?.due.timeIntervalSince(clock())
        return .reviewDone(right: right, asked: questions.count, nextDueIn: nextDueIn, returningTo: lessonID)
    }

    /// Drops the question in progress (Ctrl-C on an open question).
    package func cancelQuestion() {
        if let attempt, !attempt.isAnswered { closeQuestion() }
    }

    /// Forgets the answers to one lesson, or to all, in this session and in the saved progress
    /// (a backup of the file is kept). Returns the backup's path, if one was made.
    @discardableResult
    package func reset(_ lessonID: String?) throws -> URL? {
        let backup = try progress?.reset(lesson: lessonID)
        resetSession(lessonID)
        return backup
    }

    private func resetSession(_ lessonID: String?) {
        attempts.removeAll { lessonID == nil || $0.lessonID == lessonID }
        if let lessonID {
            pagesSeen[lessonID] = nil
            completedLessons.removeAll { $0 == lessonID }
        } else {
            pagesSeen = [:]
            completedLessons = []
        }
    }

    // MARK: What the shell shows

    /// False when the preferences file turns hints off.
    package var hintsEnabled: Bool {
        progress?.store.preferences.settings.hintPolicy != .hidden
    }

    /// The lesson to continue: from saved progress (the most recent lesson not completed), else
    /// the first lesson this session has not completed, else the first lesson.
    package func lessonToContinue() -> Lesson? {
        if let progress { return progress.lessonToContinue() ?? course.lessons.first }
        return course.lessons.first { !completedLessons.contains($0.id) } ?? course.lessons.first
    }

    /// The lesson the learner was in last time and has not finished (pages seen past the first,
    /// or answers given), if any: where `statetutor` alone picks up on a terminal.
    package func lessonInProgress() -> Lesson? {
        guard let progress, let lesson = progress.lessonToContinue(), !completedLessons.contains(lesson.id) else {
            return nil
        }
        let started = (progress.pagesSeen(lesson: lesson.id).max() ?? 0) > 0 || !allAttempts(in: lesson).isEmpty
        return started ? lesson : nil
    }

    /// The share of a lesson's questions answered right at least once: in the saved progress
    /// when there is a preferences file, in this session otherwise.
    package func fractionRight(_ lesson: Lesson) -> Double {
        if let progress { return progress.fractionRight(lesson) }
        guard !lesson.questions.isEmpty else { return 0 }
        let right = Set(attempts.filter { $0.lessonID == lesson.id && $0.isCorrect && !$0.skipped }.map(\.questionID))
        return Double(right.count) / Double(lesson.questions.count)
    }

    /// How many questions are due for review now.
    package var reviewsDue: Int { progress?.dueQuestions().count ?? 0 }

    /// The saved progress as a report, or nil when nothing is saved.
    package func learnerReport(now: Date) -> LearnerReport? {
        guard let progress else { return nil }
        return LearnerReport(preferences: progress.store.preferences, course: course, now: now, name: "you")
    }

    /// Records the end of the session in the preferences file.
    package func end() {
        progress?.endSession()
    }

    /// Problems with the preferences file (damaged, read-only, unwritable) not yet told.
    package func takeStoreWarnings() -> [String] {
        progress?.store.takeMessages() ?? []
    }
}

// MARK: - Gaps

/// Answering the gaps of a `blank` question, one line at a time.
extension TutorSession {
    /// A line typed for gap `gap`. A filling that leaves a bracket open waits for the gap that
    /// closes it; a line that fills this gap and the next ones (`oldGoal, newGoal` for
    /// `{ ___, ___ in`) is judged as those gaps when it is wrong as this one alone.
    fileprivate func answerGap(
        _ line: String, gap: Int, code: String, blanks: [[String]], tests: String?, attempt: inout QuestionAttempt,
        checker: AnswerChecker
    ) -> [SessionEvent] {
        let typed = line.trimmingCharacters(in: .whitespaces)
        let filling = BlankCode.adjusted(AnswerChecker.gapFilling(typed), gap: gap, in: code)
        var held = attempt.heldGaps
        let heldInOrder = held.sorted { $0.key < $1.key }.map(\.value)
        if gap + 1 < blanks.count, !filling.isEmpty, BlankCode.leavesOpen(heldInOrder + [filling]) {
            attempt.heldGaps[gap] = filling
            attempt.step = .gap(gap + 1)
            update(attempt)
            return [.notice(.gapHeld(gapIndex: gap)), .ask(attempt)]
        }
        var outcome = checker.checkGap(typed, gap: gap, code: code, blanks: blanks, tests: tests, held: held)
        var last = gap
        var given = heldInOrder + [typed]
        if case .verdict(let alone) = outcome, !alone.isCorrect, held.isEmpty,
            let pieces = BlankCode.pieces(of: filling, from: gap, in: code, gapCount: blanks.count),
            let final = pieces.last
        {
            var together: [Int: String] = [:]
            for (offset, piece) in pieces.dropLast().enumerated() { together[gap + offset] = piece }
            let end = gap + pieces.count - 1
            let joint = checker.checkGap(final, gap: end, code: code, blanks: blanks, tests: tests, held: together)
            if case .verdict(let verdict) = joint, verdict.isCorrect {
                (outcome, held, last, given) = (joint, together, end, pieces)
            }
        }
        switch outcome {
        case .invalid(let message): return [.invalidAnswer(message)]
        case .cancelled: return [.checkCancelled]
        case .couldNotCheck(let failure): return [.checkFailed(failure)]
        case .verdict(let verdict):
            let first = held.keys.min()
            if !verdict.isCorrect && attempt.misses + 1 < attempt.triesAllowed {
                // The held gaps are asked again with this one.
                if let first { attempt.step = .gap(first) }
                attempt.heldGaps = [:]
                return miss(&attempt, verdict, given: given.joined(separator: " / "))
            }
            attempt.given.append(contentsOf: given)
            attempt.stepScores.append(contentsOf: given.map { _ in verdict.score })
            attempt.heldGaps = [:]
            if last + 1 < blanks.count && verdict.isCorrect {
                attempt.step = .gap(last + 1)
                update(attempt)
                return [.stepRight(.gaps((first ?? last) + 1...last + 1)), .ask(attempt)]
            }
            let total = attempt.stepScores.reduce(0, +) / Double(blanks.count)
            let expected = blanks.map { $0.first ?? "" }.joined(separator: " | ")
            var final = Verdict(score: total, feedback: verdict.feedback, expected: total >= 1 ? nil : expected)
            final.checkedWithoutCompiler = verdict.checkedWithoutCompiler
            final.diagnostics = verdict.diagnostics
            final.failedChecks = verdict.failedChecks
            return finish(&attempt, final)
        }
    }
}
