import Foundation

/// One lesson's grade for one learner: the points its questions earned, and whether it is
/// completed.
///
/// A lesson is **completed** when every one of its questions was answered (``QuestionGrade/isAnswered``):
/// paging through it, or having the solutions shown, does not complete it. A lesson without
/// questions is completed when the learner reached its end.
package struct LessonGrade: Encodable, Sendable, Equatable {
    package var lessonID: String
    package var title: String
    /// The sum of the questions' `points`.
    package var points: Int
    package var earned: Double
    package var questions: Int
    package var questionsAnswered: Int
    package var solutionsViewed: Int
    package var isCompleted: Bool

    /// - Parameters:
    ///   - lesson: the lesson of the course.
    ///   - questions: the grades of the lesson's questions.
    ///   - reachedEnd: whether the preferences record the lesson as completed.
    package init(lesson: Lesson, questions: [QuestionGrade], reachedEnd: Bool) {
        lessonID = lesson.id
        title = lesson.title
        points = questions.map(\.points).reduce(0, +)
        earned = questions.map(\.earned).reduce(0, +)
        self.questions = questions.count
        questionsAnswered = questions.filter(\.isAnswered).count
        solutionsViewed = questions.map(\.solutionsViewed).reduce(0, +)
        isCompleted = questions.isEmpty ? reachedEnd : questionsAnswered == questions.count
    }
}
