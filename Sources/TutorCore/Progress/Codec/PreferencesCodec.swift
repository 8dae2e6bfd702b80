import Foundation

/// Reads and writes the preferences file's JSON by hand (``JSONReader``/``JSONWriter``), so that
/// a file with a hundred thousand attempts loads and saves in milliseconds.
///
/// Reading: unknown keys are skipped (and kept, at the top level and in `settings`, so that
/// saving writes them back); a key repeated in one object is ``Problem/repeatedKey(_:)`` (which
/// of the two was meant cannot be told, and keeping one would drop the other at the next save);
/// a value of the wrong kind or out of range (a `hintsUsed` below 0, a `score` above 1) is an
/// error naming the key and where it is, except a negative `seconds`, which a clock set back
/// made and which is read as 0; a setting its command-line option would refuse is set aside
/// (``Preferences/Settings/problems``).
///
/// What counts as a preferences file: a JSON object with a `schemaVersion` key, or (files from
/// before `schemaVersion` existed) an object whose keys are all `settings` or `courses`, which
/// includes `{}`. Any other JSON (a `package.json`, a list) is ``Problem/notPreferences(_:)``.
///
/// Attempts are stored under their question, so their lesson and question ids are not repeated.
package enum PreferencesCodec {
    typealias Failure = JSONReader.Failure

    /// Why bytes are not a usable preferences file.
    package enum Problem: Error, Equatable {
        /// Not JSON, or a preferences file with a value that cannot be used: the file is damaged.
        case damaged(JSONReader.Failure)
        /// Valid JSON, but not a preferences file (the reason, e.g. "it has the keys 'name' and
        /// 'dependencies' and no 'schemaVersion'"): it belongs to something else.
        case notPreferences(String)
        /// A key written twice in one object (where, and which): the file is left as it is.
        case repeatedKey(JSONReader.Failure)
    }

    /// True while a report reads files: a `score` outside 0…1 is read as written (the report
    /// flags it) instead of making the file damaged.
    @TaskLocal package static var readsScoresOutOfRange = false

    /// The keys of the top level of the file.
    private static let topLevelKeys: Set<String> = ["schemaVersion", "settings", "courses", "learner"]

    // MARK: Decoding

    /// Decodes a preferences file as it is (older schemas are not migrated: see
    /// ``PreferencesMigration``). The schema version is 0 when the file has none.
    package static func decode(_ bytes: [UInt8]) throws(Problem) -> Preferences {
        let decoded: (preferences: Preferences, hasSchemaVersion: Bool)
        do {
            decoded = try decodeObject(bytes)
        } catch {
            if error.isRepeatedKey { throw .repeatedKey(error) }
            // Valid JSON that is not a preferences file belongs to something else; anything
            // else is a damaged preferences file.
            if let value = try? JSONReader.parse(bytes), let reason = foreignness(value) {
                throw .notPreferences(reason)
            }
            throw .damaged(error)
        }
        if !decoded.hasSchemaVersion, !decoded.preferences.unknown.isEmpty {
            throw .notPreferences(
                "it has " + keyList(decoded.preferences.unknown.map(\.key)) + " and no 'schemaVersion'")
        }
        return decoded.preferences
    }

    /// Why a JSON value that the codec could not decode is not a preferences file; nil when it
    /// looks like one (so the failure means the file is damaged).
    private static func foreignness(_ value: JSONValue) -> String? {
        switch value {
        case .object(let members):
            let keys = members.map(\.key)
            if keys.contains("schemaVersion") { return nil }
            let others = keys.filter { !topLevelKeys.contains($0) }
            return others.isEmpty ? nil : "it has " + keyList(others) + " and no 'schemaVersion'"
        case .array: return "it holds a list, not an object"
        default: return "it holds \(value.summary), not an object"
        }
    }

    private static func keyList(_ keys: [String]) -> String {
        let quoted = keys.prefix(4).map { JSONValue.string($0).summary }
        let list =
            quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
        let more = keys.count > 4 ? " (and \(keys.count - 4) more)" : ""
        return (keys.count == 1 ? "the key " : "the keys ") + list + more
    }

    private static func decodeObject(_ bytes: [UInt8]) throws(Failure) -> (Preferences, Bool) {
        var reader = JSONReader(bytes)
        var preferences = Preferences()
        preferences.schemaVersion = 0
        var hasSchemaVersion = false
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "schemaVersion":
                preferences.schemaVersion = try reader.int("schemaVersion")
                hasSchemaVersion = true
            case "settings": preferences.settings = try settings(&reader)
            case "learner": preferences.learnerID = try reader.string("learner")
            case "courses":
                preferences.courses = [:]
                try reader.object("'courses'") { reader, courseID throws(Failure) in
                    preferences.courses[courseID] = try course(&reader, id: courseID)
                }
            default:
                preferences.unknown.append(JSONValue.Member(key, try reader.value()))
            }
        }
        try reader.finish()
        return (preferences, hasSchemaVersion)
    }

    private static func settings(_ reader: inout JSONReader) throws(Failure) -> Preferences.Settings {
        var settings = Preferences.Settings()
        let value = try reader.value()
        guard case .object(let members) = value else {
            settings.malformed = value
            return settings
        }
        for member in members { settings.take(member.key, member.value) }
        return settings
    }

    private static func course(_ reader: inout JSONReader, id: String) throws(Failure) -> Preferences.CourseProgress {
        var course = Preferences.CourseProgress()
        try reader.object("the course \(JSONValue.string(id).summary)") { reader, key throws(Failure) in
            switch key {
            case "lessons":
                course.lessons = [:]
                try reader.object("'lessons'") { reader, lessonID throws(Failure) in
                    course.lessons[lessonID] = try lesson(&reader, id: lessonID)
                }
            case "sessions":
                course.sessions = []
                try reader.array("'sessions'") { reader throws(Failure) in course.sessions.append(try session(&reader))
                }
            case "lessonResets":
                course.lessonResets = [:]
                try reader.object("'lessonResets'") { reader, lessonID throws(Failure) in
                    course.lessonResets[lessonID] = try date(&reader, "lessonResets")
                }
            case "resetAt": course.resetAt = try reader.readNull() ? nil : try date(&reader, "resetAt")
            case "lastPlace": course.lastPlace = try reader.readNull() ? nil : try place(&reader)
            default: try reader.skipValue()
            }
        }
        return course
    }

    private static func lesson(_ reader: inout JSONReader, id lessonID: String) throws(Failure)
        -> Preferences.LessonProgress
    {
        var lesson = Preferences.LessonProgress()
        try reader.object("the lesson \(JSONValue.string(lessonID).summary)") { reader, key throws(Failure) in
            switch key {
            case "sectionsSeen":
                lesson.sectionsSeen = []
                try reader.array("'sectionsSeen'") { reader throws(Failure) in
                    lesson.sectionsSeen.append(try reader.int("sectionsSeen", in: 0...Int.max))
                }
            case "completedAt": lesson.completedAt = try reader.readNull() ? nil : try date(&reader, "completedAt")
            case "questions":
                lesson.questions = [:]
                try reader.object("'questions'") { reader, questionID throws(Failure) in
                    lesson.questions[questionID] = try question(&reader, lesson: lessonID, question: questionID)
                }
            default: try reader.skipValue()
            }
        }
        return lesson
    }

    private static func question(_ reader: inout JSONReader, lesson: String, question id: String) throws(Failure)
        -> Preferences.QuestionProgress
    {
        var progress = Preferences.QuestionProgress(contentHash: "")
        try reader.object("the question \(JSONValue.string(id).summary)") { reader, key throws(Failure) in
            switch key {
            case "contentHash": progress.contentHash = try reader.string("contentHash")
            case "card": progress.card = try reader.readNull() ? nil : try card(&reader)
            case "attempts":
                progress.attempts = []
                try reader.array("'attempts'") { reader throws(Failure) in
                    progress.attempts.append(try attempt(&reader, lesson: lesson, question: id))
                }
            default: try reader.skipValue()
            }
        }
        return progress
    }

    /// The longest time an attempt can take, in seconds (about 31 years): more is not a time.
    package static let maximumSeconds = 1e9

    private static func attempt(_ reader: inout JSONReader, lesson: String, question: String) throws(Failure)
        -> AttemptRecord
    {
        var id = ""
        var contentHash = ""
        var at = Date(timeIntervalSince1970: 0)
        var answer = ""
        var score = 0.0
        var hints = 0
        var seconds = 0.0
        var skipped = false
        var tryNumber = 1
        var continued = false
        var steps: [String]?
        var awaitingVerdict = false
        try reader.object("an attempt") { reader, key throws(Failure) in
            switch key {
            case "id": id = try reader.string("id")
            case "contentHash": contentHash = try reader.string("contentHash")
            case "at": at = try date(&reader, "at")
            case "answer": answer = try reader.string("answer")
            case "score": score = try reader.double("score", in: readsScoresOutOfRange ? nil : 0...1)
            case "hintsUsed": hints = try reader.int("hintsUsed", in: 0...Int.max)
            case "seconds":
                var strict = reader
                do throws(Failure) {
                    seconds = try strict.double("seconds", in: 0...maximumSeconds)
                    reader = strict
                } catch {
                    // A clock set back while a question was open once saved a negative time: it
                    // is a time of 0, not a damaged file.
                    guard let value = try? reader.double("seconds"), value < 0 else { throw error }
                    seconds = 0
                }
            case "skipped": skipped = try reader.bool("skipped")
            case "try": tryNumber = try reader.int("try", in: 1...1000)
            case "continued": continued = try reader.bool("continued")
            case "steps":
                var read: [String] = []
                try reader.array("'steps'") { reader throws(Failure) in read.append(try reader.string("steps")) }
                steps = read
            case "awaitingVerdict": awaitingVerdict = try reader.bool("awaitingVerdict")
            default: try reader.skipValue()
            }
        }
        var record = AttemptRecord(
            lessonID: lesson, questionID: question, contentHash: contentHash, at: at, answer: answer, score: score,
            hintsUsed: hints, seconds: seconds, skipped: skipped, id: id.isEmpty ? UUID().uuidString : id)
        record.tryNumber = tryNumber
        record.continued = continued
        record.steps = steps
        record.awaitingVerdict = awaitingVerdict
        return record
    }

    private static func card(_ reader: inout JSONReader) throws(Failure) -> FSRSCard {
        var card = FSRSCard(due: Date(timeIntervalSince1970: 0))
        try reader.object("'card'") { reader, key throws(Failure) in
            if try reader.readNull() { return }
            switch key {
            case "state":
                let start = reader.offsetOfNextValue()
                let text = try reader.string("state")
                guard let state = FSRSCard.State(rawValue: text) else {
                    let states = FSRSCard.State.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Failure(
                        message: "'state' must be one of \(states), found \(JSONValue.string(text).summary)",
                        offset: start)
                }
                card.state = state
            case "step": card.step = try reader.int("step", in: 0...Int.max)
            case "stability": card.stability = try reader.double("stability", in: 0...Double.greatestFiniteMagnitude)
            case "difficulty": card.difficulty = try reader.double("difficulty")
            case "due": card.due = try date(&reader, "due")
            case "lastReview": card.lastReview = try date(&reader, "lastReview")
            default: try reader.skipValue()
            }
        }
        if card.state == .review && card.step == 0 { card.step = nil }
        return card
    }

    private static func session(_ reader: inout JSONReader) throws(Failure) -> Preferences.SessionRecord {
        var session = Preferences.SessionRecord(id: "", start: Date(timeIntervalSince1970: 0))
        try reader.object("a session") { reader, key throws(Failure) in
            if try reader.readNull() { return }
            switch key {
            case "id": session.id = try reader.string("id")
            case "start": session.start = try date(&reader, "start")
            case "end": session.end = try date(&reader, "end")
            case "answered": session.answered = try reader.int("answered", in: 0...Int.max)
            case "correct": session.correct = try reader.int("correct", in: 0...Int.max)
            case "hintsUsed": session.hintsUsed = try reader.int("hintsUsed", in: 0...Int.max)
            default: try reader.skipValue()
            }
        }
        return session
    }

    /// `lastPlace`: `{"lesson": ID, "page": N, "question": ID, "at": DATE}` (question optional).
    private static func place(_ reader: inout JSONReader) throws(Failure) -> Preferences.Place? {
        var lessonID: String?
        var page: Int?
        var questionID: String?
        var at: Date?
        try reader.object("'lastPlace'") { reader, key throws(Failure) in
            switch key {
            case "lesson": lessonID = try reader.string("lastPlace.lesson")
            case "page": page = try reader.int("lastPlace.page", in: 0...Int.max)
            case "question": questionID = try reader.readNull() ? nil : try reader.string("lastPlace.question")
            case "at": at = try date(&reader, "lastPlace.at")
            default: try reader.skipValue()
            }
        }
        guard let lessonID, let page, let at else { return nil }
        return Preferences.Place(lessonID: lessonID, page: page, questionID: questionID, at: at)
    }

    private static func date(_ reader: inout JSONReader, _ field: String) throws(Failure) -> Date {
        let start = reader.offsetOfNextValue()
        let text = try reader.string(field)
        guard let date = ISODate.parse(text) else {
            throw Failure(
                message: "'\(field)' must be a date like 2026-11-29T14:48:19Z (years 0000 to 9999), found "
                    + JSONValue.string(text).summary,
                offset: start)
        }
        return date
    }

    // MARK: Encoding

    /// The whole file, compact, ending in a newline.
    /// - Parameter cache: questions encoded by an earlier call; those that have not changed since
    ///   are copied as bytes instead of being encoded again (attempts never change once made).
    package static func encode(_ preferences: Preferences, cache: EncodingCache? = nil) -> [UInt8] {
        var writer = JSONWriter(capacity: max(1 << 16, (cache?.lastSize ?? 0) + (1 << 16)))
        writer.beginObject()
        writer.key("schemaVersion")
        writer.int(preferences.schemaVersion)
        writer.key("settings")
        encode(preferences.settings, into: &writer)
        if let learner = preferences.learnerID {
            writer.key("learner")
            writer.string(learner)
        }
        writer.key("courses")
        writer.beginObject()
        var fresh: [EncodingCache.Key: EncodingCache.Entry] = [:]
        for courseID in preferences.courses.keys.sorted() {
            guard let course = preferences.courses[courseID] else { continue }
            writer.key(courseID)
            encode(course, id: courseID, into: &writer, cache: cache, fresh: &fresh)
        }
        writer.endObject()
        for member in preferences.unknown {
            writer.key(member.key)
            writer.value(member.value)
        }
        writer.endObject()
        var bytes = writer.bytes
        bytes.append(0x0A)
        cache?.entries = fresh
        cache?.lastSize = bytes.count
        return bytes
    }

    private static func encode(_ settings: Preferences.Settings, into writer: inout JSONWriter) {
        if let malformed = settings.malformed {
            writer.value(malformed)
            return
        }
        writer.beginObject()
        if let color = settings.color { writer.key("color"); writer.string(color.rawValue) }
        if let width = settings.width { writer.key("width"); writer.int(width) }
        if let plain = settings.plain { writer.key("plain"); writer.bool(plain) }
        if let hintPolicy = settings.hintPolicy { writer.key("hintPolicy"); writer.string(hintPolicy.rawValue) }
        if let learnerName = settings.learnerName { writer.key("learnerName"); writer.string(learnerName) }
        for member in settings.unused {
            writer.key(member.key)
            writer.value(member.value)
        }
        writer.endObject()
    }

    private static func encode(
        _ course: Preferences.CourseProgress, id courseID: String, into writer: inout JSONWriter,
        cache: EncodingCache?, fresh: inout [EncodingCache.Key: EncodingCache.Entry]
    ) {
        writer.beginObject()
        writer.key("lessons")
        writer.beginObject()
        for lessonID in course.lessons.keys.sorted() {
            guard let lesson = course.lessons[lessonID] else { continue }
            writer.key(lessonID)
            writer.beginObject()
            writer.key("sectionsSeen")
            writer.beginArray()
            for index in lesson.sectionsSeen { writer.int(index) }
            writer.endArray()
            if let completedAt = lesson.completedAt { writer.key("completedAt"); writer.date(completedAt) }
            writer.key("questions")
            writer.beginObject()
            for questionID in lesson.questions.keys.sorted() {
                guard let question = lesson.questions[questionID] else { continue }
                writer.key(questionID)
                let key = EncodingCache.Key(course: courseID, lesson: lessonID, question: questionID)
                if let entry = cache?.entries[key], entry.progress == question {
                    writer.encoded(entry.bytes)
                    fresh[key] = entry
                } else {
                    var part = JSONWriter(capacity: 256 * question.attempts.count + 256)
                    encode(question, into: &part)
                    writer.encoded(part.bytes)
                    if cache != nil { fresh[key] = EncodingCache.Entry(progress: question, bytes: part.bytes) }
                }
            }
            writer.endObject()
            writer.endObject()
        }
        writer.endObject()
        writer.key("sessions")
        writer.beginArray()
        for session in course.sessions {
            writer.beginObject()
            writer.key("id")
            writer.string(session.id)
            writer.key("start")
            writer.date(session.start)
            if let end = session.end { writer.key("end"); writer.date(end) }
            writer.key("answered")
            writer.int(session.answered)
            writer.key("correct")
            writer.int(session.correct)
            writer.key("hintsUsed")
            writer.int(session.hintsUsed)
            writer.endObject()
        }
        writer.endArray()
        if !course.lessonResets.isEmpty {
            writer.key("lessonResets")
            writer.beginObject()
            for lessonID in course.lessonResets.keys.sorted() {
                guard let date = course.lessonResets[lessonID] else { continue }
                writer.key(lessonID)
                writer.date(date)
            }
            writer.endObject()
        }
        if let resetAt = course.resetAt { writer.key("resetAt"); writer.date(resetAt) }
        if let place = course.lastPlace {
            writer.key("lastPlace")
            writer.beginObject()
            writer.key("lesson")
            writer.string(place.lessonID)
            writer.key("page")
            writer.int(place.page)
            if let questionID = place.questionID {
                writer.key("question")
                writer.string(questionID)
            }
            writer.key("at")
            writer.date(place.at)
            writer.endObject()
        }
        writer.endObject()
    }

    private static func encode(_ question: Preferences.QuestionProgress, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("contentHash")
        writer.string(question.contentHash)
        if let card = question.card {
            writer.key("card")
            encode(card, into: &writer)
        }
        writer.key("attempts")
        writer.beginArray()
        for attempt in question.attempts { encode(attempt, into: &writer) }
        writer.endArray()
        writer.endObject()
    }

    private static func encode(_ attempt: AttemptRecord, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(attempt.id)
        writer.key("at")
        writer.date(attempt.at)
        writer.key("answer")
        writer.string(attempt.answer)
        writer.key("score")
        writer.double(attempt.score)
        writer.key("hintsUsed")
        writer.int(attempt.hintsUsed)
        writer.key("seconds")
        writer.double((attempt.seconds * 1000).rounded() / 1000)
        writer.key("contentHash")
        writer.string(attempt.contentHash)
        if attempt.skipped { writer.key("skipped"); writer.bool(true) }
        if attempt.tryNumber > 1 { writer.key("try"); writer.int(attempt.tryNumber) }
        if attempt.continued { writer.key("continued"); writer.bool(true) }
        if let steps = attempt.steps {
            writer.key("steps")
            writer.beginArray()
            for step in steps { writer.string(step) }
            writer.endArray()
        }
        if attempt.awaitingVerdict { writer.key("awaitingVerdict"); writer.bool(true) }
        writer.endObject()
    }

    private static func encode(_ card: FSRSCard, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("state")
        writer.string(card.state.rawValue)
        if let step = card.step { writer.key("step"); writer.int(step) }
        if let stability = card.stability { writer.key("stability"); writer.double(stability) }
        if let difficulty = card.difficulty { writer.key("difficulty"); writer.double(difficulty) }
        writer.key("due")
        writer.date(card.due)
        if let lastReview = card.lastReview { writer.key("lastReview"); writer.date(lastReview) }
        writer.endObject()
    }
}

/// The encoded form of each question at the last save, for ``PreferencesCodec/encode(_:cache:)``.
/// A question whose progress is equal to the one it was encoded from (a cheap test when nothing
/// changed: the arrays share their storage) is copied as bytes.
///
/// Unchecked Sendable because one cache crosses threads once, without a lock: the store
/// hands a fresh cache to a background encode (the warm-up after loading) and touches it only
/// after `DispatchGroup.wait()` says that encode has finished, which orders its writes before
/// the store's reads. From then on only the store's thread uses it. A cache is never used by
/// two encodes at once.
package final class EncodingCache: @unchecked Sendable {
    struct Key: Hashable {
        var course: String
        var lesson: String
        var question: String
    }

    struct Entry {
        var progress: Preferences.QuestionProgress
        var bytes: [UInt8]
    }

    var entries: [Key: Entry] = [:]
    /// The size of the last file encoded, to reserve room for the next.
    var lastSize = 0

    package init() {}
}
