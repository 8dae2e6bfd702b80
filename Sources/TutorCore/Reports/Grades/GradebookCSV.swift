import Foundation

/// Grades as a CSV file a learning management system imports into its gradebook: one row per
/// learner, one column per lesson with points (its earned points), in the columns each system
/// documents (docs/REPORTS.md, "Gradebook CSV"). Fields are written as ``ReportCSV`` writes
/// them (RFC 4180, CRLF, control characters escaped); numbers have a dot and no thousands
/// separators.
package enum GradebookCSV {
    /// The system the file is for.
    package enum System: String, Sendable, CaseIterable {
        /// Moodle's "Import grades from CSV": the learner is found by "Email address" or "ID
        /// number", and each other column maps to a grade item.
        case moodle
        /// Canvas's gradebook import: `Student`, `ID`, `SIS User ID`, `SIS Login ID`, `Section`,
        /// then one column per assignment, and a "Points Possible" row under the header.
        case canvas
    }

    /// The columns before the lessons.
    package static func identityColumns(for system: System) -> [String] {
        switch system {
        case .moodle: ["Email address", "ID number", "Full name"]
        case .canvas: ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
        }
    }

    /// The whole file, each line ending in CRLF.
    package static func text(_ grades: [LearnerGrade], course: Course, for system: System) -> String {
        rows(grades, course: course, for: system).map(ReportCSV.line).joined()
    }

    /// Header, the "Points Possible" row for Canvas, then one row per learner, unquoted.
    package static func rows(_ grades: [LearnerGrade], course: Course, for system: System) -> [[String]] {
        let lessons = course.lessons.filter { lesson in lesson.questions.contains { $0.points > 0 } }
        var rows = [identityColumns(for: system) + lessons.map(\.title)]
        if system == .canvas {
            let possible = lessons.map { String($0.questions.map(\.points).reduce(0, +)) }
            rows.append(["Points Possible", "", "", "", ""] + possible)
        }
        for grade in grades {
            var earned: [String: Double] = [:]
            for lesson in grade.lessons { earned[lesson.lessonID] = lesson.earned }
            let points = lessons.map { ReportCSV.number(earned[$0.id] ?? 0) }
            switch system {
            case .moodle: rows.append([grade.email ?? "", grade.id ?? "", grade.name] + points)
            case .canvas: rows.append([grade.name, "", grade.id ?? "", "", ""] + points)
            }
        }
        return rows
    }
}
