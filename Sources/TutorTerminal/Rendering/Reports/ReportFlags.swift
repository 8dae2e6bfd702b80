import Foundation
import TutorCore

/// The flags of a report in words: a "Flags" section for text and Markdown, and the objects of
/// the top-level `flags` array of `--format json` (docs/REPORTS.md, "Flags").
struct ReportFlags {
    var flags: [ReportFlag]

    /// One flag as JSON: `learner`, `question` and `attempt` where there are ones, the stable
    /// `reason` code and the `message` in words.
    struct Entry: Encodable, Equatable {
        var learner: String
        var question: String?
        var attempt: String?
        var reason: String
        var message: String
    }

    var entries: [Entry] {
        flags.map {
            Entry(
                learner: $0.learner, question: $0.questionID, attempt: $0.attemptID, reason: $0.reason.code,
                message: Self.message($0.reason))
        }
    }

    /// What the flag means, in a sentence without the learner and question (shown beside them).
    static func message(_ reason: ReportFlag.Reason) -> String {
        switch reason {
        case .claimedRightJudgedWrong(let judged):
            return "the file says right; judged again it scores \(Self.score(judged))"
        case .claimedWrongJudgedRight(let claimed):
            return "the file says \(Self.score(claimed)); judged again it is right"
        case .claimedScoreDiffers(let claimed, let judged):
            return "the file says \(Self.score(claimed)); judged again it scores \(Self.score(judged))"
        case .notRejudged:
            return "not re-judged (the answer could not be checked here); the file's score stands"
        case .noAnswerText: return "an answer with no text"
        case .fasterThanTyping(let seconds, let characters):
            return
                "\(characters) characters in \(ReportCSV.number(seconds)) s, faster than anyone types (\(Int(ClassRejudging.fastestTyping)) a second)"
        case .sameAttemptAsAnotherLearner(let other):
            return "the same attempts as \(ControlCharacters.escape(other)): one file is a copy of the other"
        case .sameNameAsAnotherLearner: return "another learner of the class has the same name"
        case .scoreOutOfRange(let score): return "a score of \(ReportCSV.number(score)), outside 0 to 1"
        case .triesDoNotAddUp(let tryNumber, let expected):
            return "try \(tryNumber) where try \(expected) was next"
        }
    }

    private static func score(_ value: Double) -> String { ReportCSV.number(value) }

    /// Where the flag is: the learner, then the question and attempt when there are ones.
    private static func place(_ flag: ReportFlag) -> String {
        var place = ControlCharacters.escape(flag.learner)
        if let question = flag.questionID { place += ", " + ControlCharacters.escape(question) }
        if let attempt = flag.attemptID { place += " (attempt " + ControlCharacters.escape(attempt) + ")" }
        return place
    }

    /// The "Flags" section for terminal text; empty when nothing was flagged.
    func text(style: ShellStyle) -> String {
        guard !flags.isEmpty else { return "" }
        var out = "\n" + style.painter.paint("Flags", .boldCyan) + "\n"
        for flag in flags {
            let line = Self.place(flag) + ": " + Self.message(flag.reason) + " [" + flag.reason.code + "]"
            out +=
                WordWrapper(width: style.width, firstPrefix: "  ", continuationPrefix: "    ").wrap(line)
                .joined(separator: "\n") + "\n"
        }
        return out
    }

    /// The "Flags" section for Markdown; empty when nothing was flagged.
    func markdown() -> String {
        guard !flags.isEmpty else { return "" }
        var out = "\n## Flags\n\n"
        for flag in flags {
            out +=
                "- " + ReportMarkdown.cell(flag.learner)
                + (flag.questionID.map { ", " + ReportMarkdown.cell($0) } ?? "")
                + (flag.attemptID.map { " (attempt \(ReportMarkdown.cell($0)))" } ?? "") + ": "
                + ReportMarkdown.cell(Self.message(flag.reason)) + " `" + flag.reason.code + "`\n"
        }
        return out
    }
}
