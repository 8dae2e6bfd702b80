import Foundation

extension ClassReport {
    /// The report of a class whose learners may carry an email, an id and their place on a
    /// roster (``ClassRoster/arrange(_:roster:sort:course:)``), in the order given.
    package init(learners: [ClassLearner], course: Course) {
        self.init(students: learners.map { (name: $0.name, preferences: $0.preferences) }, course: course)
        for (index, learner) in learners.enumerated() {
            grades[index].email = learner.email
            grades[index].id = learner.id
            grades[index].onRoster = learner.onRoster
        }
    }
}
