import Foundation
import TutorCore

extension ReportMarkdown {
    /// The class's grades as Markdown: learners (on the roster, when one was given), learners
    /// the roster does not list, and points per lesson.
    static func renderGrades(_ report: ClassReport) -> String {
        let hasRoster = report.grades.contains { $0.onRoster != nil }
        func gradeTable(_ grades: [LearnerGrade]) -> String {
            let header =
                ["Student"] + (hasRoster ? ["Email"] : [])
                + ["Points", "Grade", "Lessons completed", "Solutions viewed", "Last active", "Now at"]
            let rows = grades.map { grade in
                [cell(grade.name)] + (hasRoster ? [cell(grade.email ?? "")] : [])
                    + [
                        ReportGradeCells.points(grade.earned, of: grade.points), percent(grade.grade),
                        "\(grade.lessonsCompleted) / \(grade.lessons.count)", String(grade.solutionsViewed),
                        grade.lastActivity?.ISO8601Format() ?? "", ReportGradeCells.place(grade) { "`\($0)`" },
                    ]
            }
            let alignments = ["---"] + (hasRoster ? ["---"] : []) + ["---:", "---:", "---:", "---:", "---", "---"]
            return table(header, rows, alignments: alignments)
        }
        var out = "\n## Grades\n\n" + gradeTable(report.grades.filter { $0.onRoster != false })
        let others = report.grades.filter { $0.onRoster == false }
        if !others.isEmpty { out += "\n## Not on the roster\n\n" + gradeTable(others) }
        let lessons = report.grades.first?.lessons ?? []
        if !lessons.isEmpty {
            out += "\n## Points by lesson\n\n"
            out += table(
                ["Student"] + lessons.map { "`\($0.lessonID)`" },
                report.grades.map { grade in
                    [cell(grade.name)]
                        + grade.lessons.map {
                            ReportGradeCells.points($0.earned, of: $0.points) + ($0.isCompleted ? " ✓" : "")
                        }
                }, alignments: ["---"] + Array(repeating: "---:", count: lessons.count))
        }
        return out
    }
}
