import Foundation

extension ClassReport {
    /// The report of a class whose learners may carry an email, an id and their place on a
    /// roster (``ClassRoster/arrange(_:roster:sort:course:)``), in the order given.
    /// `failedChecks`: attempt id → the check the attempt failed when judged again.
    package init(learners: [ClassLearner], course: Course, failedChecks: [String: String] = [:]) {
        self.init(
            students: learners.map { (name: $0.name, preferences: $0.preferences) }, course: course,
            failedChecks: failedChecks)
        for (index, learner) in learners.enumerated() {
            grades[index].email = learner.email
            grades[index].id = learner.id
            grades[index].onRoster = learner.onRoster
        }
    }
}
