import Foundation
import TutorCore

extension ReportText {
    /// The class report's item analysis: per question, the facility and discrimination indices,
    /// then every answer given with how often (as the final answer of a try, and as a first try)
    /// and whether it is the key. Answers of several lines keep their lines, indented.
    func itemAnalysis(_ report: ClassReport) -> String {
        let painter = style.painter
        let dot = style.plain ? " - " : " · "
        var out = painter.paint("Item analysis", .boldCyan) + "\n"
        out += "  given / first tries / answer\n"
        for item in report.items {
            out += "  " + painter.paint(item.questionID, .bold) + dot + item.kind.rawValue
            out += dot + "facility " + ResponseText.percent(item.facility, plain: style.plain)
            out += dot + "discrimination " + ResponseText.percent(item.discrimination, plain: style.plain)
            out += " (\(item.scoredStudents) scored)\n"
            let given = item.responses.map { String($0.count).count }.max() ?? 1
            let first = item.responses.map { String($0.firstTries).count }.max() ?? 1
            for row in item.responses {
                let lead =
                    "    " + Self.padded(row.count, to: given) + "  " + Self.padded(row.firstTries, to: first) + "  "
                let text = ControlCharacters.escape(ResponseText.describe(row.answer, plain: style.plain))
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if row.isKey == true {
                    lines[lines.count - 1] += " " + painter.paint(style.plain ? "(key)" : "✓ key", .green)
                }
                out += lead + lines.joined(separator: "\n" + String(repeating: " ", count: lead.count)) + "\n"
            }
        }
        return out
    }

    private static func padded(_ number: Int, to width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
