import Foundation
import TutorCore

/// The cells the text and Markdown reports share for grades: points as `6.5 / 9`, and where a
/// learner is.
enum ReportGradeCells {
    /// `6.5 / 9`.
    static func points(_ earned: Double, of points: Int) -> String {
        "\(ReportCSV.number(earned)) / \(points)"
    }

    /// `counter, page 2, counter-word, stuck here`; "not started" for a learner with no progress,
    /// `lesson` and `question` given as each format writes an id.
    static func place(_ grade: LearnerGrade, id: (String) -> String) -> String {
        guard grade.status != .notStarted else { return "not started" }
        guard let place = grade.place else { return "" }
        var parts = [id(place.lessonID)]
        if let page = place.page { parts.append("page \(page)") }
        if let question = place.questionID { parts.append(id(question)) }
        if place.isStuck { parts.append("stuck here") }
        return parts.joined(separator: ", ")
    }
}
