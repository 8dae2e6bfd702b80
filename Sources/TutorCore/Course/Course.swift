/// A course: lessons in teaching order, and the decision trees they share.
package struct Course: Sendable, Equatable {
    package var id: String
    package var title: String
    package var lessons: [Lesson]
    /// Every runnable decision tree in the course, by id.
    package var trees: [String: DecisionTree]
    /// How many tries a learner has at each question before the solution is shown
    /// (`tries:` in `course.yaml`).
    package var tries = Course.defaultTries
    /// The course's activity IRI for xAPI statements (`iri:` in `course.yaml`); nil: one made
    /// from the id.
    package var iri: String?
    /// The class's Learning Record Store (`lrs:` in `course.yaml`), offered by `login`.
    package var lrs: String?
    /// The course's version (`version:` in `course.yaml`), sent with every statement.
    package var version: String?
    /// Practice or assessment (`mode:` in `course.yaml`).
    package var mode = CourseMode.practice
    /// True for a students' copy written by `statetutor publish` (`published: true` in
    /// `course.yaml`): its questions carry no answer keys, by design.
    package var isPublished = false

    package static let defaultTries = 3

    package init(id: String, title: String, lessons: [Lesson], trees: [String: DecisionTree]) {
        self.id = id
        self.title = title
        self.lessons = lessons
        self.trees = trees
    }

    package func lesson(withID id: String) -> Lesson? {
        lessons.first { $0.id == id }
    }

    /// Every question of the course, in lesson and section order.
    package var questions: [Question] {
        lessons.flatMap(\.questions)
    }

    package func question(withID id: String) -> Question? {
        for lesson in lessons {
            if let question = lesson.questions.first(where: { $0.id == id }) { return question }
        }
        return nil
    }

    /// The lesson that holds a question.
    package func lesson(containing questionID: String) -> Lesson? {
        lessons.first { $0.questions.contains { $0.id == questionID } }
    }
}
