import Foundation
import TutorCore

extension ReportMarkdown {
    /// The class report's item analysis: per question, the facility and discrimination indices
    /// and a table of every answer given.
    static func itemAnalysis(_ report: ClassReport) -> String {
        var out = "\n## Item analysis\n"
        for item in report.items {
            out += "\n### `\(item.questionID)`\n\n"
            out += "Facility \(ResponseText.percent(item.facility)), "
            out += "discrimination \(ResponseText.percent(item.discrimination)) "
            out += "(\(item.scoredStudents) scored of \(item.students) who tried).\n\n"
            guard !item.responses.isEmpty else {
                out += "No answers yet.\n"
                continue
            }
            out += table(
                ["Answer", "Given", "First tries", "Right"],
                item.responses.map { row in
                    [
                        cell(ResponseText.describe(row.answer)) + (row.isKey == true ? " (key)" : ""),
                        String(row.count), String(row.firstTries), String(row.correct),
                    ]
                }, alignments: ["---", "---:", "---:", "---:"])
        }
        return out
    }
}
