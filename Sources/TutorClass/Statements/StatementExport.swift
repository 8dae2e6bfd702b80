import Foundation
import TutorCore

/// The statements of a learner's saved progress in one course, for a class without an LRS: the
/// same statements the outbox would send (one per try, one per completed lesson), as one xAPI
/// JSON array. Reviews leave nothing in the preferences file, so they are not in it.
package enum StatementExport {
    /// Every statement, tries in the order they were made, then completed lessons.
    package static func statements(of preferences: Preferences, builder: StatementBuilder) -> [JSONValue] {
        let courseID = builder.course.id
        let tries = preferences.attempts(course: courseID).sorted { $0.at < $1.at }
        var statements = tries.map { builder.statement(for: .answered($0)) }
        let lessons = preferences.progress(course: courseID).lessons.sorted { $0.key < $1.key }
        for (lesson, progress) in lessons {
            guard let completed = progress.completedAt else { continue }
            statements.append(builder.statement(for: .lessonCompleted(lessonID: lesson, at: completed)))
        }
        return statements
    }

    /// The array as bytes: one statement per line, so that a diff or `grep` reads it.
    package static func encode(_ statements: [JSONValue]) -> [UInt8] {
        var bytes: [UInt8] = Array("[\n".utf8)
        for (index, statement) in statements.enumerated() {
            var writer = JSONWriter()
            writer.value(statement)
            bytes += writer.bytes
            bytes += Array((index + 1 < statements.count ? ",\n" : "\n").utf8)
        }
        bytes += Array("]\n".utf8)
        return bytes
    }
}
