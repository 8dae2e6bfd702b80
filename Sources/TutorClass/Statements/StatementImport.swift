import Foundation
import TutorCore

/// Statements read back into progress, one learner per actor, so that the class report built
/// from an LRS or from exported files is the one built from preferences files. Only this
/// course's statements count (their object or grouping is under the course IRI); the score of a
/// try is its credit taken back to the try's own score (docs/XAPI.md).
package enum StatementImport {
    /// One learner's progress, named by the actor's name, else their email or account.
    package struct Learner: Sendable {
        package var name: String
        package var preferences: Preferences
        /// The actor's `mbox` without `mailto:`, and their account's name, when they have them.
        package var email: String? = nil
        package var account: String? = nil
    }

    package static func learners(from statements: [JSONValue], course: Course) -> [Learner] {
        let iri = StatementBuilder.courseIRI(course)
        var order: [String] = []
        var byActor: [String: Learner] = [:]
        for statement in statements {
            guard let actor = XAPIActor(json: statement["actor"]),
                case .string(let object)? = statement["object"]?["id"],
                case .string(let verb)? = statement["verb"]?["id"]
            else { continue }
            if byActor[actor.key] == nil {
                order.append(actor.key)
                let fallback =
                    actor.mbox.map { String($0.dropFirst("mailto:".count)) } ?? actor.accountName ?? actor.key
                byActor[actor.key] = Learner(name: actor.name ?? fallback, preferences: Preferences())
                byActor[actor.key]?.email = actor.mbox.map { String($0.dropFirst("mailto:".count)) }
                byActor[actor.key]?.account = actor.accountName
            }
            let at = (statement["timestamp"]).flatMap { value -> Date? in
                guard case .string(let text) = value else { return nil }
                return ISODate.parse(text)
            }
            if verb == StatementBuilder.Verb.answered.rawValue, object.hasPrefix(iri + "/questions/"),
                let attempt = attempt(statement, questionID: String(object.dropFirst(iri.count + 11)), at: at)
            {
                var question =
                    byActor[actor.key]?.preferences.courses[course.id, default: .init()].lessons[
                        attempt.lessonID, default: .init()
                    ].questions[attempt.questionID] ?? Preferences.QuestionProgress(contentHash: attempt.contentHash)
                guard !question.attempts.contains(where: { $0.id == attempt.id }) else { continue }
                question.attempts.append(attempt)
                question.attempts.sort { $0.at < $1.at }
                byActor[actor.key]?.preferences.courses[course.id, default: .init()].lessons[
                    attempt.lessonID, default: .init()
                ].questions[attempt.questionID] = question
            } else if verb == StatementBuilder.Verb.completed.rawValue, object.hasPrefix(iri + "/lessons/"), let at {
                let lesson = String(object.dropFirst(iri.count + 9))
                byActor[actor.key]?.preferences.courses[course.id, default: .init()].lessons[lesson, default: .init()]
                    .completedAt = at
            }
        }
        return order.compactMap { byActor[$0] }
    }

    private static func attempt(_ statement: JSONValue, questionID: String, at: Date?) -> AttemptRecord? {
        guard let at, case .string(let id)? = statement["id"] else { return nil }
        let result = statement["result"]
        let extensions = result?["extensions"]
        let tryNumber = Int(extensions?[StatementBuilder.Extension.tryNumber.iri]?.double ?? 1)
        let hints = Int(extensions?[StatementBuilder.Extension.hints.iri]?.double ?? 0)
        let shown = extensions?[StatementBuilder.Extension.solutionShown.iri] == .bool(true)
        let scaled = result?["score"]?["scaled"]?.double ?? (result?["success"] == .bool(true) ? 1 : 0)
        let factor = max(0.25, 1 - 0.25 * Double(max(0, tryNumber - 1)) - 0.1 * Double(hints))
        var lessonID = ""
        if case .array(let parents)? = statement["context"]?["contextActivities"]?["parent"],
            case .string(let parent)? = parents.first?["id"], let slash = parent.lastIndex(of: "/")
        {
            lessonID = String(parent[parent.index(after: slash)...])
        }
        var contentHash = ""
        if case .string(let hash)? = statement["context"]?["extensions"]?[StatementBuilder.Extension.contentHash.iri] {
            contentHash = hash
        }
        var answer = ""
        if case .string(let response)? = result?["response"] { answer = response }
        var record = AttemptRecord(
            lessonID: lessonID, questionID: questionID, contentHash: contentHash, at: at, answer: answer,
            score: shown ? 0 : min(1, scaled / factor), hintsUsed: hints, seconds: seconds(result?["duration"]),
            skipped: shown, id: id)
        if result?["success"] == .bool(true) { record.isCorrect = true }
        record.tryNumber = tryNumber
        record.continued = result?["completion"] == .bool(false)
        if case .array(let steps)? = extensions?[StatementBuilder.Extension.steps.iri] {
            record.steps = steps.compactMap { step -> String? in
                guard case .string(let text) = step else { return nil }
                return text
            }
        }
        record.awaitingVerdict = extensions?[StatementBuilder.Extension.awaitingVerdict.iri] == .bool(true)
        return record
    }

    /// `PT1H2M3.5S` in seconds (hours, minutes and seconds only).
    private static func seconds(_ value: JSONValue?) -> Double {
        guard case .string(let text)? = value, text.hasPrefix("PT") else { return 0 }
        var total = 0.0
        var number = ""
        for character in text.dropFirst(2) {
            switch character {
            case "H": total += (Double(number) ?? 0) * 3600
            case "M": total += (Double(number) ?? 0) * 60
            case "S": total += Double(number) ?? 0
            default:
                number.append(character)
                continue
            }
            number = ""
        }
        return total
    }
}
