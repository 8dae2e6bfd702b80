import Foundation

/// Progress as CSV (RFC 4180): a header row, then one row per student and question of the course,
/// questions never attempted included. Lines end with CRLF; a field holding a comma, a double quote,
/// CR or LF is quoted, with its double quotes doubled. Other control characters (ESC, BEL, DEL,
/// the C1 controls…) and the bidirectional controls are written escaped as `\u{1B}`, and a CR that
/// does not start a CRLF as `\r`, so that printing the file on a terminal cannot send it commands
/// or overwrite a line. The columns are stable (docs/REPORTS.md).
package enum ReportCSV {
    /// The header row, in order.
    package static let columns = [
        "student", "course", "lesson", "question", "kind", "concepts", "attempts", "first_try_correct",
        "best_score", "last_score", "hints_used", "seconds", "last_answer", "last_attempt_at", "changed",
        "points", "earned_points",
    ]

    /// The whole file: header and rows, each line ending in CRLF.
    /// - Parameters:
    ///   - students: each student's name and preferences file, in the order to list them.
    ///   - course: the course whose questions make the rows.
    package static func text(students: [(name: String, preferences: Preferences)], course: Course) -> String {
        ([columns] + rows(students: students, course: course)).map(line).joined()
    }

    /// The rows without the header, unquoted: students in the order given, questions in course order.
    package static func rows(students: [(name: String, preferences: Preferences)], course: Course) -> [[String]] {
        students.flatMap { student in
            LearnerReport.QuestionRecord.all(in: student.preferences, course: course).map {
                row(student: student.name, course: course.id, record: $0)
            }
        }
    }

    /// One record as a line, CRLF included.
    package static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// A field quoted when it must be, its control characters (other than tab, CR and LF) escaped.
    package static func field(_ text: String) -> String {
        let text = escapingControls(text)
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// ESC, BEL, DEL, C1 controls, bidirectional controls and the rest as `\u{1B}`, a CR outside
    /// CRLF as `\r`; tab, CRLF and LF are kept (quoted, as RFC 4180 allows).
    private static func escapingControls(_ text: String) -> String {
        func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
            SourceText.isControl(scalar) || SourceText.isBidiControl(scalar)
        }
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\r" {
                result += index + 1 < scalars.count && scalars[index + 1] == "\n" ? "\r" : "\\r"
            } else if isEscaped(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number without needless digits: `1`, `0.5`, `12.25`, `0.333` (at most three decimals).
    package static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func row(student: String, course: String, record: LearnerReport.QuestionRecord) -> [String] {
        let attempts = record.attempts
        let last = attempts.last
        return [
            student,
            course,
            record.lesson.id,
            record.question.id,
            record.question.kind.rawValue,
            record.concepts.joined(separator: ";"),
            String(attempts.count),
            record.isFirstTryCorrect.map { $0 ? "true" : "false" } ?? "",
            attempts.map(\.score).max().map(number) ?? "",
            last.map { number($0.score) } ?? "",
            String(attempts.filter { !$0.continued }.map(\.hintsUsed).saturatingSum()),
            number(attempts.filter { !$0.continued }.map(\.seconds).reduce(0, +)),
            last?.answer ?? "",
            last.map { $0.at.ISO8601Format() } ?? "",
            record.isChanged ? "true" : "false",
            String(record.question.points),
            number(QuestionGrade(record).earned),
        ]
    }
}
