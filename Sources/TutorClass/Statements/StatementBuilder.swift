import Foundation
import TutorCore

/// Makes the xAPI 1.0.3 statements of a learner's progress in one course (docs/XAPI.md, field by
/// field): one per try, one per completed lesson, one per ended review. Ids are name-based
/// (UUID v5) from what the statement records, so the same try always gives the same statement.
/// No answer key is sent: a question's definition names its kind of interaction only.
package struct StatementBuilder: Sendable {
    package static let xAPIVersion = "1.0.3"
    /// Where statetutor's own extension keys live.
    package static let extensionBase = "https://statetutor.invalid/xapi/extensions/"

    package enum Verb: String, Sendable, CaseIterable {
        case answered = "http://adlnet.gov/expapi/verbs/answered"
        case completed = "http://adlnet.gov/expapi/verbs/completed"

        var display: String {
            switch self {
            case .answered: return "answered"
            case .completed: return "completed"
            }
        }
    }

    package enum Extension: String, Sendable, CaseIterable {
        case tryNumber = "try"
        case hints = "hints"
        case solutionShown = "solution-shown"
        case questionsAsked = "questions-asked"
        case contentHash = "content-hash"
        case steps = "steps"
        /// True on an answer recorded in assessment mode: no `success` or `score` until the
        /// instructor's verdict.
        case awaitingVerdict = "awaiting-verdict"

        package var iri: String { StatementBuilder.extensionBase + rawValue }
    }

    package var course: Course
    package var actor: XAPIActor
    /// `statetutor VERSION`, the statement's `context.platform`.
    package var platform: String

    package init(course: Course, actor: XAPIActor, platform: String) {
        self.course = course
        self.actor = actor
        self.platform = platform
    }

    /// The course's activity IRI: `iri:` in `course.yaml`, else one under `statetutor.invalid`.
    package static func courseIRI(_ course: Course) -> String {
        let iri = course.iri ?? "https://statetutor.invalid/courses/\(course.id)"
        return iri.hasSuffix("/") ? String(iri.dropLast()) : iri
    }

    package var courseIRI: String { Self.courseIRI(course) }

    package func questionIRI(_ questionID: String) -> String { courseIRI + "/questions/" + questionID }
    package func lessonIRI(_ lessonID: String) -> String { courseIRI + "/lessons/" + lessonID }

    /// One registration per learner and course.
    package var registration: String {
        NameBasedUUID.string("registration|\(actor.key)|\(courseIRI)")
    }

    /// The version sent as `context.revision`: `version:` in `course.yaml`, else a hash of the
    /// questions' content, which changes when a question does.
    package var revision: String {
        if let version = course.version { return version }
        return "content-" + ContentHash.of(course.questions.map(\.contentHash).joined(separator: ","))
    }

    /// The statement for something the learner did, as it will be sent.
    package func statement(for event: ProgressEvent) -> JSONValue {
        switch event {
        case .answered(let attempt): return answered(attempt)
        case .lessonCompleted(let lessonID, let at): return completed(lessonID: lessonID, at: at)
        case .reviewEnded(let id, let start, let end, let asked, let right):
            return reviewEnded(id: id, start: start, end: end, asked: asked, right: right)
        }
    }

    private func answered(_ attempt: AttemptRecord) -> JSONValue {
        let question = course.question(withID: attempt.questionID)
        let points = Double(question?.points ?? 1)
        let credit = attempt.credit
        var definition: [JSONValue.Member] = [
            .init("type", .string("http://adlnet.gov/expapi/activities/cmi.interaction")),
            .init("interactionType", .string(Self.interactionType(question?.kind))),
        ]
        if let question { definition.insert(.init("name", Self.language(Self.title(of: question))), at: 0) }
        var result: JSONValue = .object([
            .init("response", .string(attempt.answer)),
            .init("success", .bool(attempt.isCorrect && !attempt.skipped)),
            .init("completion", .bool(!attempt.continued)),
            .init(
                "score",
                .object([
                    .init("scaled", Self.number(credit)), .init("raw", Self.number(credit * points)),
                    .init("min", .number("0")), .init("max", Self.number(points)),
                ])),
            .init("duration", .string(Self.duration(attempt.seconds))),
            .init(
                "extensions",
                .object(
                    [
                        .init(Extension.tryNumber.iri, .number(String(attempt.tryNumber))),
                        .init(Extension.hints.iri, .number(String(attempt.hintsUsed))),
                        .init(Extension.solutionShown.iri, .bool(attempt.skipped)),
                    ] + (attempt.steps.map { [.init(Extension.steps.iri, .array($0.map { .string($0) }))] } ?? []))),
        ])
        if attempt.awaitingVerdict { result = Self.awaitingVerdict(result) }
        return statement(
            id: "attempt|\(attempt.id)", verb: .answered,
            object: activity(questionIRI(attempt.questionID), definition: .object(definition)), result: result,
            lessonID: attempt.lessonID, at: attempt.at,
            extensions: [.init(Extension.contentHash.iri, .string(attempt.contentHash))])
    }

    /// A result awaiting the instructor's verdict: without `success` and `score`, marked by the
    /// extension.
    private static func awaitingVerdict(_ result: JSONValue) -> JSONValue {
        guard case .object(let members) = result else { return result }
        return .object(
            members.compactMap { member in
                switch member.key {
                case "success", "score": return nil
                case "extensions":
                    guard case .object(let extensions) = member.value else { return member }
                    return .init(
                        member.key, .object(extensions + [.init(Extension.awaitingVerdict.iri, .bool(true))]))
                default: return member
                }
            })
    }

    private func completed(lessonID: String, at: Date) -> JSONValue {
        let lesson = course.lesson(withID: lessonID)
        let definition: JSONValue = .object([
            .init("name", Self.language(lesson?.title ?? lessonID)),
            .init("type", .string("http://adlnet.gov/expapi/activities/lesson")),
        ])
        return statement(
            id: "completed|\(registration)|\(lessonID)|\(ISODate.format(at))", verb: .completed,
            object: activity(lessonIRI(lessonID), definition: definition),
            result: .object([.init("completion", .bool(true))]), lessonID: nil, at: at)
    }

    private func reviewEnded(id: String, start: Date, end: Date, asked: Int, right: Int) -> JSONValue {
        let definition: JSONValue = .object([
            .init("name", Self.language("Review of \(course.title)")),
            .init("type", .string("http://adlnet.gov/expapi/activities/assessment")),
        ])
        let scaled = asked == 0 ? 0 : Double(right) / Double(asked)
        let result: JSONValue = .object([
            .init("completion", .bool(true)),
            .init(
                "score",
                .object([
                    .init("scaled", Self.number(scaled)), .init("raw", .number(String(right))),
                    .init("min", .number("0")), .init("max", .number(String(asked))),
                ])),
            .init("duration", .string(Self.duration(end.timeIntervalSince(start)))),
            .init("extensions", .object([.init(Extension.questionsAsked.iri, .number(String(asked)))])),
        ])
        return statement(
            id: "review|\(id)", verb: .completed, object: activity(courseIRI + "/review", definition: definition),
            result: result, lessonID: nil, at: end)
    }

    // MARK: Parts

    private func statement(
        id: String, verb: Verb, object: JSONValue, result: JSONValue, lessonID: String?, at: Date,
        extensions: [JSONValue.Member] = []
    ) -> JSONValue {
        var contextActivities: [JSONValue.Member] = []
        if let lessonID {
            let title = course.lesson(withID: lessonID)?.title ?? lessonID
            contextActivities.append(
                .init(
                    "parent",
                    .array([
                        activity(
                            lessonIRI(lessonID),
                            definition: .object([
                                .init("name", Self.language(title)),
                                .init("type", .string("http://adlnet.gov/expapi/activities/lesson")),
                            ]))
                    ])))
        }
        contextActivities.append(
            .init(
                "grouping",
                .array([
                    activity(
                        courseIRI,
                        definition: .object([
                            .init("name", Self.language(course.title)),
                            .init("type", .string("http://adlnet.gov/expapi/activities/course")),
                        ]))
                ])))
        var context: [JSONValue.Member] = [
            .init("registration", .string(registration)),
            .init("revision", .string(revision)),
            .init("platform", .string(platform)),
            .init("contextActivities", .object(contextActivities)),
        ]
        if !extensions.isEmpty { context.append(.init("extensions", .object(extensions))) }
        return .object([
            .init("id", .string(NameBasedUUID.string(id))),
            .init("actor", actor.json),
            .init(
                "verb", .object([.init("id", .string(verb.rawValue)), .init("display", Self.language(verb.display))])),
            .init("object", object),
            .init("result", result),
            .init("context", .object(context)),
            .init("timestamp", .string(ISODate.format(at))),
            .init("version", .string(Self.xAPIVersion)),
        ])
    }

    private func activity(_ iri: String, definition: JSONValue) -> JSONValue {
        .object([.init("objectType", .string("Activity")), .init("id", .string(iri)), .init("definition", definition)])
    }

    private static func language(_ text: String) -> JSONValue {
        .object([.init("en-US", .string(text))])
    }

    /// The question's prompt up to its first line, at most 120 characters: enough to recognise
    /// it in an LRS's list, and never its answer.
    private static func title(of question: Question) -> String {
        let line = question.prompt.split(separator: "\n").first.map(String.init) ?? question.id
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }

    /// The cmi.interaction type that fits each kind of question (docs/XAPI.md).
    package static func interactionType(_ kind: QuestionKind?) -> String {
        switch kind {
        case .choice?, .multi?: return "choice"
        case .truefalse?: return "true-false"
        case .order?: return "sequencing"
        case .wrapper?, .text?, .blank?: return "fill-in"
        case .output?, .code?, .bug?: return "long-fill-in"
        case .tree?, nil: return "other"
        }
    }

    /// An ISO 8601 duration with hundredths of a second (`PT12.34S`), as xAPI stores them.
    package static func duration(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds.isFinite ? seconds : 0) * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        let text = fraction == 0 ? "\(whole)" : "\(whole)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "PT\(text)S"
    }

    /// A JSON number with at most four decimals, without a trailing `.0`.
    private static func number(_ value: Double) -> JSONValue {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return .number(String(Int(rounded))) }
        return .number(String(rounded))
    }
}
