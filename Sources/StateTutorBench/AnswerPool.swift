import Foundation
import TutorCore

/// Answers a class might give to each question of a course, right and wrong, as steps the way a
/// session records them (choice letters in the file's order): the data of the re-judging bench.
enum AnswerPool {
    /// One answer: its steps, and the score a session would have stored for it.
    struct Answer {
        var steps: [String]
        var score: Double
    }

    /// A few answers to `question`: the right one first (and a variant of it spelt differently
    /// where the kind allows), then wrong ones.
    static func answers(to question: Question) -> [Answer] {
        func letters(_ choices: [Question.Choice], right: Bool) -> String {
            choices.indices.filter { choices[$0].isCorrect == right }.map { ChoiceLetters.letter($0) }
                .joined()
        }
        switch question.payload {
        case .choice(let choices), .multi(let choices):
            return [
                Answer(steps: [letters(choices, right: true)], score: 1),
                Answer(steps: [String(letters(choices, right: false).prefix(1))], score: 0),
                Answer(steps: [String(letters(choices, right: false).suffix(1))], score: 0),
            ]
        case .truefalse(let answer):
            return [Answer(steps: ["\(answer)"], score: 1), Answer(steps: ["\(!answer)"], score: 0)]
        case .wrapper(_, let answer, _, _):
            return [
                Answer(steps: [answer], score: 1), Answer(steps: ["@State"], score: 0),
                Answer(steps: ["@ObservedObject"], score: 0),
            ]
        case .tree(_, _, let path):
            return [Answer(steps: path, score: 1), Answer(steps: Array(path.reversed()), score: 0)]
        case .blank(_, let blanks, _):
            return [
                Answer(steps: blanks.map { $0.first ?? "" }, score: 1),
                Answer(steps: blanks.map { _ in "nil" }, score: 0),
            ]
        case .output(_, let answer):
            return [Answer(steps: [answer], score: 1), Answer(steps: ["nothing"], score: 0)]
        case .bug(let code, let lines, let fix, _, _):
            let line = lines.first ?? 1
            let original = code.split(separator: "\n", omittingEmptySubsequences: false)
            let wrongLine = (line % max(1, original.count)) + 1
            var answers = [Answer(steps: ["line \(wrongLine)", "let x = 1"], score: 0)]
            if let fix { answers.insert(Answer(steps: ["line \(line)", fix], score: 1), at: 0) }
            return answers
        case .order(let steps):
            let inOrder = steps.indices.map { ChoiceLetters.letter($0) }.joined()
            return [Answer(steps: [inOrder], score: 1), Answer(steps: [String(inOrder.reversed())], score: 0)]
        case .code(let starter, let solution, _, _, _):
            return [
                Answer(steps: [solution], score: 1), Answer(steps: [solution + "\n// checked twice\n"], score: 1),
                Answer(steps: [starter], score: 0),
            ]
        case .text(let accept):
            return [Answer(steps: [accept.first ?? ""], score: 1), Answer(steps: ["no idea"], score: 0)]
        }
    }

    /// A learner's file for the course: `count` attempts, most of them right, drawn from each
    /// question's answers; times as a person types them.
    static func learner(course: Course, pools: [String: [Answer]], attempts count: Int, student: Int) -> Preferences {
        var preferences = Preferences()
        preferences.settings.learnerName = "Student \(student + 1)"
        var progress = Preferences.CourseProgress()
        let questions = course.questions
        for index in 0..<count {
            let question = questions[(index * 13 + student * 7) % questions.count]
            let pool = pools[question.id] ?? []
            let pick = (index * 31 + student * 17) % 10
            let answer = pick < 6 || pool.count < 2 ? pool[0] : pool[1 + pick % (pool.count - 1)]
            let lesson = course.lesson(containing: question.id)?.id ?? ""
            var attempt = AttemptRecord(
                lessonID: lesson, questionID: question.id, contentHash: question.contentHash,
                at: Date(timeIntervalSince1970: 1_780_000_000 + Double(student * 100_000 + index * 120)),
                answer: answer.steps.joined(separator: " / "), score: answer.score, hintsUsed: 0,
                seconds: 20 + Double(answer.steps.joined().count) / 3,
                id: "s\(student)-a\(index)")
            attempt.steps = answer.steps
            progress.lessons[lesson, default: .init()].questions[
                question.id, default: .init(contentHash: question.contentHash)
            ].attempts.append(attempt)
        }
        preferences.courses[course.id] = progress
        return preferences
    }
}
