import Foundation

/// Reads and writes the preferences file's JSON by hand (``JSONReader``/``JSONWriter``), so that
/// a file with ten thousand attempts loads and saves in milliseconds. Unknown keys are skipped
/// (files from newer versions stay readable); a value of the wrong type is an error.
///
/// Attempts are stored under their question, so their lesson and question ids are not repeated.
package enum PreferencesCodec {
    typealias Failure = JSONReader.Failure

    // MARK: Decoding

    package static func decode(_ bytes: [UInt8]) throws(JSONReader.Failure) -> Preferences {
        var reader = JSONReader(bytes)
        var preferences = Preferences()
        preferences.schemaVersion = 0
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "schemaVersion": preferences.schemaVersion = try reader.int()
            case "settings": preferences.settings = try settings(&reader)
            case "courses":
                try reader.object { reader, courseID throws(Failure) in
                    preferences.courses[courseID] = try course(&reader)
                }
            default: try reader.skipValue()
            }
        }
        try reader.finish()
        return preferences
    }

    private static func settings(_ reader: inout JSONReader) throws(Failure) -> Preferences.Settings {
        var settings = Preferences.Settings()
        try reader.object { reader, key throws(Failure) in
            if reader.readNull() { return }
            switch key {
            case "color": settings.color = try reader.string()
            case "width": settings.width = try reader.int()
            case "plain": settings.plain = try reader.bool()
            case "hintPolicy": settings.hintPolicy = try reader.string()
            case "learnerName": settings.learnerName = try reader.string()
            default: try reader.skipValue()
            }
        }
        return settings
    }

    private static func course(_ reader: inout JSONReader) throws(Failure) -> Preferences.CourseProgress {
        var course = Preferences.CourseProgress()
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "lessons":
                try reader.object { reader, lessonID throws(Failure) in
                    course.lessons[lessonID] = try lesson(&reader, id: lessonID)
                }
            case "sessions":
                try reader.array { reader throws(Failure) in course.sessions.append(try session(&reader)) }
            default: try reader.skipValue()
            }
        }
        return course
    }

    private static func lesson(_ reader: inout JSONReader, id lessonID: String) throws(Failure)
        -> Preferences.LessonProgress
    {
        var lesson = Preferences.LessonProgress()
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "sectionsSeen":
                try reader.array { reader throws(Failure) in lesson.sectionsSeen.append(try reader.int()) }
            case "completedAt": lesson.completedAt = reader.readNull() ? nil : try date(&reader)
            case "questions":
                try reader.object { reader, questionID throws(Failure) in
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
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "contentHash": progress.contentHash = try reader.string()
            case "card": progress.card = reader.readNull() ? nil : try card(&reader)
            case "attempts":
                try reader.array { reader throws(Failure) in
                    progress.attempts.append(try attempt(&reader, lesson: lesson, question: id))
                }
            default: try reader.skipValue()
            }
        }
        return progress
    }

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
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "id": id = try reader.string()
            case "contentHash": contentHash = try reader.string()
            case "at": at = try date(&reader)
            case "answer": answer = try reader.string()
            case "score": score = try reader.double()
            case "hintsUsed": hints = try reader.int()
            case "seconds": seconds = try reader.double()
            case "skipped": skipped = try reader.bool()
            default: try reader.skipValue()
            }
        }
        return AttemptRecord(
            lessonID: lesson, questionID: question, contentHash: contentHash, at: at, answer: answer, score: score,
            hintsUsed: hints, seconds: seconds, skipped: skipped, id: id.isEmpty ? UUID().uuidString : id)
    }

    private static func card(_ reader: inout JSONReader) throws(Failure) -> FSRSCard {
        var card = FSRSCard(due: Date(timeIntervalSince1970: 0))
        try reader.object { reader, key throws(Failure) in
            if reader.readNull() { return }
            switch key {
            case "state":
                let text = try reader.string()
                guard let state = FSRSCard.State(rawValue: text) else {
                    throw Failure(message: "unknown card state '\(text)'", offset: 0)
                }
                card.state = state
            case "step": card.step = try reader.int()
            case "stability": card.stability = try reader.double()
            case "difficulty": card.difficulty = try reader.double()
            case "due": card.due = try date(&reader)
            case "lastReview": card.lastReview = try date(&reader)
            default: try reader.skipValue()
            }
        }
        if card.state == .review && card.step == 0 { card.step = nil }
        return card
    }

    private static func session(_ reader: inout JSONReader) throws(Failure) -> Preferences.SessionRecord {
        var session = Preferences.SessionRecord(id: "", start: Date(timeIntervalSince1970: 0))
        try reader.object { reader, key throws(Failure) in
            if reader.readNull() { return }
            switch key {
            case "id": session.id = try reader.string()
            case "start": session.start = try date(&reader)
            case "end": session.end = try date(&reader)
            case "answered": session.answered = try reader.int()
            case "correct": session.correct = try reader.int()
            case "hintsUsed": session.hintsUsed = try reader.int()
            default: try reader.skipValue()
            }
        }
        return session
    }

    private static func date(_ reader: inout JSONReader) throws(Failure) -> Date {
        let text = try reader.string()
        guard let date = ISODate.parse(text) else { throw Failure(message: "invalid date '\(text)'", offset: 0) }
        return date
    }

    // MARK: Encoding

    package static func encode(_ preferences: Preferences) -> [UInt8] {
        var writer = JSONWriter(capacity: 1 << 16)
        writer.beginObject()
        writer.key("schemaVersion")
        writer.int(preferences.schemaVersion)
        writer.key("settings")
        writer.beginObject()
        let settings = preferences.settings
        if let color = settings.color { writer.key("color"); writer.string(color) }
        if let width = settings.width { writer.key("width"); writer.int(width) }
        if let plain = settings.plain { writer.key("plain"); writer.bool(plain) }
        if let hintPolicy = settings.hintPolicy { writer.key("hintPolicy"); writer.string(hintPolicy) }
        if let learnerName = settings.learnerName { writer.key("learnerName"); writer.string(learnerName) }
        writer.endObject()
        writer.key("courses")
        writer.beginObject()
        for courseID in preferences.courses.keys.sorted() {
            guard let course = preferences.courses[courseID] else { continue }
            writer.key(courseID)
            encode(course, into: &writer)
        }
        writer.endObject()
        writer.endObject()
        return writer.bytes + [0x0A]
    }

    private static func encode(_ course: Preferences.CourseProgress, into writer: inout JSONWriter) {
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
