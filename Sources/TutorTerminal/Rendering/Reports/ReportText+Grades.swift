import Foundation
import TutorCore

extension ReportText {
    /// The class's grades: a table of learners (those on the roster, when one was given), a
    /// table of learners the roster does not list, and each learner's points per lesson.
    func renderGrades(_ report: ClassReport) -> String {
        let options = style.options
        func table(_ header: [String], _ rows: [[String]], _ alignments: [MarkdownNode.Alignment]) -> String {
            TableLayout(header: header, rows: rows, alignments: alignments, options: options).lines()
                .map { $0 + "\n" }.joined()
        }
        let hasRoster = report.grades.contains { $0.onRoster != nil }
        func gradeTable(_ grades: [LearnerGrade]) -> String {
            let header =
                ["Student"] + (hasRoster ? ["Email"] : [])
                + ["Points", "Grade", "Lessons done", "Solutions viewed", "Last active", "Now at"]
            let rows = grades.map { grade in
                [ControlCharacters.escape(grade.name)]
                    + (hasRoster ? [ControlCharacters.escape(grade.email ?? "")] : [])
                    + [
                        ReportGradeCells.points(grade.earned, of: grade.points), percent(grade.grade),
                        "\(grade.lessonsCompleted) / \(grade.lessons.count)", String(grade.solutionsViewed),
                        grade.lastActivity.map(ReportDates.dateTime) ?? symbol("–"),
                        ReportGradeCells.place(grade) { ControlCharacters.escape($0) },
                    ]
            }
            let alignments: [MarkdownNode.Alignment] =
                [.left] + (hasRoster ? [.left] : []) + [.right, .right, .right, .right, .left, .left]
            return table(header, rows, alignments)
        }
        var out = "\n" + heading("Grades")
        out += gradeTable(report.grades.filter { $0.onRoster != false })
        let others = report.grades.filter { $0.onRoster == false }
        if !others.isEmpty {
            out += "\n" + heading("Not on the roster")
            out += gradeTable(others)
        }
        let lessons = report.grades.first?.lessons ?? []
        if !lessons.isEmpty {
            out += "\n" + heading("Points by lesson")
            let done = symbol(" ✓")
            out += table(
                ["Student"] + lessons.map { ControlCharacters.escape($0.lessonID) },
                report.grades.map { grade in
                    [ControlCharacters.escape(grade.name)]
                        + grade.lessons.map {
                            ReportGradeCells.points($0.earned, of: $0.points) + ($0.isCompleted ? done : "")
                        }
                }, [.left] + Array(repeating: .right, count: lessons.count))
        }
        return out
    }

    /// The learner's points and solutions viewed, for the learner report's totals.
    func renderGradeTotals(_ grade: LearnerGrade) -> String {
        var out = "Points      \(ReportGradeCells.points(grade.earned, of: grade.points))"
        if grade.grade != nil { out += " (\(percent(grade.grade)))" }
        out +=
            symbol(" · ") + "\(grade.lessonsCompleted) of \(grade.lessons.count) lessons with every question answered\n"
        if grade.solutionsViewed > 0 { out += "Solutions   \(grade.solutionsViewed) viewed\n" }
        return out
    }
}
