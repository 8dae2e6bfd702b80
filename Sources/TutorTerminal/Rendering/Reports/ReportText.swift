import Foundation
import TutorCore

/// A learner's or a class's report as terminal text: headings in colour, bars, word-wrapped to
/// the width, the shell's symbols (ASCII with `--plain`). Every field from a file is escaped.
struct ReportText {
    var style: ShellStyle

    private var painter: Painter { style.painter }

    func heading(_ text: String) -> String {
        painter.paint(text, .boldCyan) + "\n"
    }

    /// The shell's own symbols, in ASCII with `--plain`.
    func symbol(_ text: String) -> String {
        style.plain ? ShellStyle.asciiSymbols(text) : text
    }

    /// Word-wrapped to the width, every line indented (the first by `first`, the rest by `rest`).
    private func wrapped(_ text: String, first: String, rest: String) -> String {
        WordWrapper(width: style.width, firstPrefix: first, continuationPrefix: rest).wrap(text)
            .joined(separator: "\n") + "\n"
    }

    private func bar(_ fraction: Double?) -> String {
        guard let fraction else { return symbol("–") }
        return style.progressBar(fraction)
    }

    func render(_ report: LearnerReport) -> String {
        let dot = symbol(" · ")
        var out = heading("Progress report: \(ControlCharacters.escape(report.name))")
        out += ControlCharacters.escape(report.courseTitle) + dot + ReportDates.dateTime(report.generatedAt) + "\n\n"
        if !report.hasProgress { out += "No progress recorded yet.\n\n" }
        let skipped = report.skipped > 0 ? ", \(report.skipped) skipped" : ""
        if report.awaitingVerdict > 0 && report.awaitingVerdict == report.answered {
            // Assessment mode: nothing is judged until the instructor's report.
            out += "Answered    \(report.answered), awaiting the instructor's verdict\n"
        } else {
            out += "Answered    \(report.answered) (\(report.correct) right\(skipped))\n"
            if report.awaitingVerdict > 0 {
                out += "Awaiting    \(report.awaitingVerdict) answers, awaiting the instructor's verdict\n"
            }
            out += "Accuracy    \(bar(report.accuracy))\n"
            out += "First try   \(bar(report.firstTryAccuracy))"
            out += "  (\(report.firstTryCorrect) of \(report.questionsAttempted) questions tried)\n"
        }
        out += "Hints used  \(report.hintsUsed)\n"
        out += renderGradeTotals(report.grade)
        out += "Time spent  \(ReportDates.duration(report.secondsSpent)) answering"
        if report.sessions > 0 {
            out += dot + "\(report.sessions) session\(report.sessions == 1 ? "" : "s"), "
            out += ReportDates.duration(report.sessionSeconds) + " in all"
        }
        out += "\n\n" + heading("Lessons")
        for lesson in report.lessons {
            let mark = "  " + (lesson.completedAt != nil ? painter.paint(symbol("✓"), .green) : " ") + " "
            var line = painter.paint(lesson.id, .bold) + dot + ControlCharacters.escape(lesson.title)
            if let completedAt = lesson.completedAt { line += dot + "completed " + ReportDates.day(completedAt) }
            out += wrapped(line, first: mark, rest: "      ")
            let questions = LearnerReport.share(lesson.questionsRight, of: lesson.questions)
            out += "      questions  \(bar(questions))  \(lesson.questionsRight) of \(lesson.questions) right\n"
            let pages = LearnerReport.share(lesson.sectionsSeen, of: lesson.sections)
            out += "      pages      \(bar(pages))  \(lesson.sectionsSeen) of \(lesson.sections) seen\n"
        }
        if !report.weakestConcepts.isEmpty {
            out += "\n" + heading("Weakest concepts")
            let width = report.weakestConcepts.map(\.concept.count).max() ?? 0
            for concept in report.weakestConcepts {
                out += "  " + concept.concept.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                out += bar(concept.accuracy) + "  \(concept.correct) of \(concept.answered) right"
                out += dot + "revisit " + concept.revisitLesson + "\n"
            }
        }
        out += "\n" + heading("Reviews")
        if report.reviewsDue > 0 {
            let listed = report.dueReviews.map(\.questionID).joined(separator: ", ")
            let more = report.reviewsDue > report.dueReviews.count ? symbol(", …") : ""
            out += wrapped("\(report.reviewsDue) due now: \(listed)\(more)", first: "  ", rest: "    ")
        } else {
            out += "  None due now.\n"
        }
        for review in report.upcomingReviews {
            out += "  next: \(review.questionID) (\(review.lessonID)) \(ReportDates.dateTime(review.due))\n"
        }
        if !report.changedQuestions.isEmpty {
            out += "\n" + heading("Changed since answered")
            for changed in report.changedQuestions {
                out += "  " + painter.paint(symbol("◐"), .yellow) + " \(changed.questionID) (\(changed.lessonID))"
                out += ": edited after your last attempt; try it again\n"
            }
        }
        return out
    }

    func render(_ report: ClassReport) -> String {
        let options = style.options
        func table(_ header: [String], _ rows: [[String]], _ alignments: [MarkdownNode.Alignment]) -> String {
            TableLayout(header: header, rows: rows, alignments: alignments, options: options).lines()
                .map { $0 + "\n" }.joined()
        }
        let dot = symbol(" · ")
        var out = heading("Class report: \(ControlCharacters.escape(report.courseTitle))")
        out += "\(report.students.count) students\(dot)\(report.items.count) questions\n\n"
        out += heading("Students")
        out += table(
            ["Student", "Answered", "Right", "Accuracy", "First try", "Hints", "Lessons done", "Time"],
            report.students.map {
                [
                    ControlCharacters.escape($0.name), String($0.answered), String($0.correct),
                    percent($0.accuracy), percent($0.firstTryAccuracy), String($0.hintsUsed),
                    String($0.lessonsCompleted), ReportDates.duration($0.secondsSpent),
                ]
            }, [.left] + Array(repeating: .right, count: 7))
        out += "\n" + heading("Questions")
        out += table(
            ["Question", "Students", "Attempts", "First try", "Hints per attempt", "Most common wrong answer"],
            report.items.map { item in
                [
                    item.questionID, String(item.students), String(item.attempts), percent(item.firstTryAccuracy),
                    item.meanHintsPerAttempt.map { ReportCSV.number($0) } ?? symbol("–"),
                    item.commonWrongAnswer.map {
                        ControlCharacters.escape($0) + " (\(style.plain ? "x" : "×")\(item.commonWrongAnswerCount))"
                    } ?? "",
                ]
            }, [.left, .right, .right, .right, .right, .left])
        out += "\n" + heading("Concepts")
        for concept in report.concepts {
            out += "  " + painter.paint(concept.concept, .bold) + "  " + bar(concept.mastery)
            out += "  (\(concept.correct) of \(concept.answered) right)\n"
            let students = concept.students.map { "\(ControlCharacters.escape($0.name)) \(percent($0.mastery))" }
            if !students.isEmpty { out += wrapped(students.joined(separator: dot), first: "      ", rest: "      ") }
        }
        out += renderGrades(report)
        out += "\n" + itemAnalysis(report)
        return out
    }

    func percent(_ fraction: Double?) -> String {
        fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? symbol("–")
    }
}
