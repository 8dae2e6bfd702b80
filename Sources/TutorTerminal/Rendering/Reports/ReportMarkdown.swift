import Foundation
import TutorCore

/// A learner's or a class's report as GitHub-flavoured Markdown (`report --format markdown`):
/// tables whose cells are escaped, so that a name from a file can't break the table.
enum ReportMarkdown {

    static func render(_ report: LearnerReport) -> String {
        var out = "# Progress report: \(Self.cell(report.name))\n\n"
        out += "Course: \(Self.cell(report.courseTitle)) (`\(report.courseID)`), "
        out += "generated \(report.generatedAt.ISO8601Format())\n\n"
        if !report.hasProgress { out += "No progress recorded yet.\n\n" }
        out += "## Summary\n\n"
        out += Self.table(
            ["Measure", "Value"],
            [
                ["Answered", String(report.answered)],
                ["Correct", String(report.correct)],
                ["Skipped", String(report.skipped)],
                ["Accuracy", Self.percent(report.accuracy)],
                ["First-try accuracy", Self.percent(report.firstTryAccuracy)],
                ["Questions tried", "\(report.questionsAttempted) of \(report.questions)"],
                ["Hints used", String(report.hintsUsed)],
                ["Points", ReportGradeCells.points(report.grade.earned, of: report.grade.points)],
                [
                    "Lessons with every question answered",
                    "\(report.grade.lessonsCompleted) of \(report.grade.lessons.count)",
                ],
                ["Solutions viewed", String(report.grade.solutionsViewed)],
                ["Time spent answering", ReportDates.duration(report.secondsSpent)],
                ["Sessions", "\(report.sessions) (\(ReportDates.duration(report.sessionSeconds)))"],
            ], alignments: ["---", "---:"])
        out += "\n## Lessons\n\n"
        out += Self.table(
            ["Lesson", "Title", "Questions right", "Pages seen", "Completed"],
            report.lessons.map {
                [
                    "`\($0.id)`", Self.cell($0.title), "\($0.questionsRight) / \($0.questions)",
                    "\($0.sectionsSeen) / \($0.sections)", $0.completedAt.map(ReportDates.day) ?? "",
                ]
            }, alignments: ["---", "---", "---:", "---:", "---"])
        out += "\n## Weakest concepts\n\n"
        out +=
            report.weakestConcepts.isEmpty
            ? "No answers yet.\n"
            : Self.table(
                ["Concept", "Accuracy", "Right", "Answered", "Revisit"],
                report.weakestConcepts.map {
                    [
                        "`\($0.concept)`", Self.percent($0.accuracy), String($0.correct), String($0.answered),
                        "`\($0.revisitLesson)`",
                    ]
                }, alignments: ["---", "---:", "---:", "---:", "---"])
        out += "\n## Reviews\n\n\(report.reviewsDue) due now.\n\n"
        let reviews = report.dueReviews.map { ($0, "due") } + report.upcomingReviews.map { ($0, "next") }
        if !reviews.isEmpty {
            out += Self.table(
                ["Question", "Lesson", "Status", "Due"],
                reviews.map { review, status in
                    ["`\(review.questionID)`", "`\(review.lessonID)`", status, review.due.ISO8601Format()]
                }, alignments: ["---", "---", "---", "---"])
        }
        if !report.changedQuestions.isEmpty {
            out += "\n## Changed since answered\n\n"
            out += Self.table(
                ["Question", "Lesson", "Last attempt"],
                report.changedQuestions.map {
                    ["`\($0.questionID)`", "`\($0.lessonID)`", $0.lastAttemptAt?.ISO8601Format() ?? ""]
                }, alignments: ["---", "---", "---"])
        }
        return out
    }

    static func render(_ report: ClassReport) -> String {
        var out = "# Class report: \(Self.cell(report.courseTitle))\n\n"
        out += "Course `\(report.courseID)`, \(report.students.count) students, \(report.items.count) questions.\n\n"
        out += "## Students\n\n"
        out += Self.table(
            ["Student", "Answered", "Correct", "Accuracy", "First try", "Hints", "Lessons completed", "Time"],
            report.students.map {
                [
                    Self.cell($0.name), String($0.answered), String($0.correct), Self.percent($0.accuracy),
                    Self.percent($0.firstTryAccuracy), String($0.hintsUsed), String($0.lessonsCompleted),
                    ReportDates.duration($0.secondsSpent),
                ]
            }, alignments: ["---"] + Array(repeating: "---:", count: 7))
        out += "\n## Questions\n\n"
        out += Self.table(
            [
                "Question", "Lesson", "Kind", "Students", "Attempts", "First try", "Hints per attempt",
                "Most common wrong answer",
            ],
            report.items.map { item in
                [
                    "`\(item.questionID)`", "`\(item.lessonID)`", item.kind.rawValue, String(item.students),
                    String(item.attempts), Self.percent(item.firstTryAccuracy),
                    item.meanHintsPerAttempt.map { ReportCSV.number($0) } ?? "–",
                    item.commonWrongAnswer.map { Self.cell($0) + " (×\(item.commonWrongAnswerCount))" } ?? "",
                ]
            }, alignments: ["---", "---", "---", "---:", "---:", "---:", "---:", "---"])
        out += "\n## Concepts\n\n"
        out += Self.table(
            ["Concept", "Class"] + report.students.map { Self.cell($0.name) },
            report.concepts.map { concept in
                ["`\(concept.concept)`", Self.percent(concept.mastery)]
                    + concept.students.map { Self.percent($0.mastery) }
            }, alignments: ["---"] + Array(repeating: "---:", count: report.students.count + 1))
        out += renderGrades(report)
        out += itemAnalysis(report)
        return out
    }

    static func table(_ header: [String], _ rows: [[String]], alignments: [String]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + alignments.joined(separator: "|") + "|\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }

    /// Text made safe for a Markdown table cell: control characters escaped, Markdown punctuation
    /// backslash-escaped, line breaks as `<br>`.
    static func cell(_ text: String) -> String {
        var out = ""
        for character in ControlCharacters.escape(text) {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~": out += "\\" + String(character)
            case "\n", "\r\n": out += "<br>"
            default: out.append(character)
            }
        }
        return out
    }

    static func percent(_ fraction: Double?) -> String {
        fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
    }
}
