import Foundation

/// Several learners' progress in one course, for a teacher: totals per student, an analysis of
/// each question, and mastery per concept.
///
/// Counting follows ``LearnerReport``: skipped attempts are not answers, a question's concepts are its
/// own or else its lesson's, and shares are absent (`nil`) when there is nothing to divide by.
package struct ClassReport: Encodable, Sendable {
    /// One student's totals in the course.
    package struct StudentTotals: Encodable, Sendable, Equatable {
        package var name: String
        package var answered: Int
        package var correct: Int
        package var accuracy: Double?
        package var firstTryAccuracy: Double?
        package var hintsUsed: Int
        /// Lessons with every question answered (``LessonGrade/isCompleted``).
        package var lessonsCompleted: Int
        /// The sum of the attempts' `seconds`, as in ``LearnerReport/secondsSpent``.
        package var secondsSpent: Double
    }

    /// One student's record on one concept.
    package struct StudentMastery: Encodable, Sendable, Equatable {
        package var name: String
        package var answered: Int
        package var correct: Int
        package var mastery: Double?
    }

    /// The share of right answers on the questions of one concept.
    package struct ConceptMastery: Encodable, Sendable, Equatable {
        package var concept: String
        package var answered: Int
        package var correct: Int
        package var mastery: Double?
        /// Every student, in the order given.
        package var students: [StudentMastery]
    }

    package var courseID: String
    package var courseTitle: String
    package var students: [StudentTotals]
    /// One per question of the course, in course order.
    package var items: [ItemAnalysis]
    /// One per concept of the course's questions, in order of first appearance.
    package var concepts: [ConceptMastery]
    /// One per student, in the order given: points, completion and place (``LearnerGrade``).
    package var grades: [LearnerGrade]

    /// - Parameters:
    ///   - students: each student's name and preferences file, in the order to list them.
    ///   - course: the course to report on; progress for other courses is ignored.
    ///   - failedChecks: attempt id → the check a code answer failed when judged again; the
    ///     item analysis groups code answers by it.
    package init(
        students: [(name: String, preferences: Preferences)], course: Course, failedChecks: [String: String] = [:]
    ) {
        courseID = course.id
        courseTitle = course.title
        let records = students.map { LearnerReport.QuestionRecord.all(in: $0.preferences, course: course) }

        self.students = students.map { student in
            // Reviews are not part of the totals, so any moment will do.
            let report = LearnerReport(
                preferences: student.preferences, course: course, now: .distantPast, name: student.name)
            return StudentTotals(
                name: student.name, answered: report.answered, correct: report.correct, accuracy: report.accuracy,
                firstTryAccuracy: report.firstTryAccuracy, hintsUsed: report.hintsUsed,
                lessonsCompleted: report.grade.lessonsCompleted, secondsSpent: report.secondsSpent)
        }

        let questions = course.lessons.flatMap { lesson in lesson.questions.map { (lesson, $0) } }
        let scores = records.map(ItemScores.scores(of:))
        let totals = scores.map { $0.compactMap(\.self).reduce(0, +) }
        items = questions.indices.map { index in
            let (lesson, question) = questions[index]
            return ItemAnalysis(
                records.map { $0[index] }, lesson: lesson, question: question, scores: scores.map { $0[index] },
                totals: totals, failedChecks: failedChecks)
        }

        var conceptOrder: [String] = []
        for (lesson, question) in questions {
            for concept in LearnerReport.QuestionRecord.concepts(of: question, in: lesson)
            where !conceptOrder.contains(concept) {
                conceptOrder.append(concept)
            }
        }
        concepts = conceptOrder.map { concept in
            let perStudent = zip(students, records).map { student, records in
                let answered = records.filter { $0.concepts.contains(concept) }.flatMap(\.answered)
                let correct = answered.filter(\.isCorrect).count
                return StudentMastery(
                    name: student.name, answered: answered.count, correct: correct,
                    mastery: LearnerReport.share(correct, of: answered.count))
            }
            let answered = perStudent.map(\.answered).reduce(0, +)
            let correct = perStudent.map(\.correct).reduce(0, +)
            return ConceptMastery(
                concept: concept, answered: answered, correct: correct,
                mastery: LearnerReport.share(correct, of: answered), students: perStudent)
        }
        grades = students.map { LearnerGrade(preferences: $0.preferences, course: course, name: $0.name) }
    }

    /// An answer as compared for "most common wrong answer": trimmed, lower-cased, runs of
    /// whitespace as one space.
    package static func normalized(_ answer: String) -> String {
        answer.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
