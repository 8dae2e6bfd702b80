import Foundation

/// Puts a class in order: learners matched to the rows of a roster, the rows nobody matched (as
/// learners without progress), then the learners the roster does not list.
///
/// A learner is matched to a row by email (case-insensitive), else by id, else by name
/// (case-insensitive, spaces around it aside). Every learner is tried by email before anyone is
/// tried by id, and by id before anyone is tried by name, so that a weaker match cannot take a
/// row a stronger one would get. A row takes one learner: the first matched, in the order given;
/// a second learner matching the same row is listed as not on the roster. A matched learner is
/// named as the roster names them, with the roster's email and id where it has them.
package enum ClassRoster {
    /// - Parameters:
    ///   - learners: the class, in the order their files or statements came.
    ///   - roster: the roster, or nil.
    ///   - sort: the order to list them in; nil keeps the roster's order for the roster's
    ///     learners and sorts the others by name.
    ///   - course: the course, for sorting by grade.
    package static func arrange(
        _ learners: [ClassLearner], roster: Roster?, sort: LearnerSort?, course: Course
    ) -> [ClassLearner] {
        guard let roster else { return sorted(learners, by: sort ?? .name, course: course) }
        var holder: [Int?] = Array(repeating: nil, count: roster.rows.count)
        var matched = Set<Int>()
        func match(_ learnerKey: (ClassLearner) -> String?, _ rowKey: (Roster.Row) -> String?) {
            var rowsByKey: [String: Int] = [:]
            for (index, row) in roster.rows.enumerated() where holder[index] == nil {
                if let key = rowKey(row), rowsByKey[key] == nil { rowsByKey[key] = index }
            }
            for (index, learner) in learners.enumerated() where !matched.contains(index) {
                guard let key = learnerKey(learner), let row = rowsByKey[key], holder[row] == nil else { continue }
                holder[row] = index
                matched.insert(index)
            }
        }
        match({ $0.email.map(folded) }, { $0.email.map(folded) })
        match({ $0.id }, { $0.id })
        match({ folded($0.name) }, { folded($0.name) })

        var listed = roster.rows.enumerated().map { index, row in
            var learner = holder[index].map { learners[$0] } ?? ClassLearner(name: row.name, preferences: Preferences())
            learner.name = row.name
            learner.email = row.email ?? learner.email
            learner.id = row.id ?? learner.id
            learner.onRoster = true
            return learner
        }
        var others = learners.indices.filter { !matched.contains($0) }.map { index in
            var learner = learners[index]
            learner.onRoster = false
            return learner
        }
        if let sort { listed = sorted(listed, by: sort, course: course) }
        others = sorted(others, by: sort ?? .name, course: course)
        return listed + others
    }

    /// The learners by name, or by grade (highest first, then by name).
    package static func sorted(_ learners: [ClassLearner], by sort: LearnerSort, course: Course) -> [ClassLearner] {
        switch sort {
        case .name:
            return learners.sorted { NaturalOrder.precedes($0.name, $1.name) }
        case .grade:
            let graded = learners.map { learner in
                (learner, LearnerGrade(preferences: learner.preferences, course: course, name: learner.name).earned)
            }
            return graded.sorted { lhs, rhs in
                lhs.1 != rhs.1 ? lhs.1 > rhs.1 : NaturalOrder.precedes(lhs.0.name, rhs.0.name)
            }.map(\.0)
        }
    }

    private static func folded(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
