import Foundation

/// How two copies of one preferences file become one, so that two terminals lose nothing and a
/// reset in one is not undone by the other: a pure function of the two copies, kept apart from
/// the store's locking and file handling.
package enum PreferencesMerge {
    /// This process's preferences merged into what another process wrote: first each side's
    /// resets that the other has not seen are applied to it, then attempts and sessions are
    /// unions by id, pages seen are unions, lesson completion keeps the earliest date, settings
    /// are ours only when `keepingOurSettings` (we changed them), and cards are replayed from the merged attempts.
    package static func merged(_ ours: Preferences, into disk: Preferences, keepingOurSettings: Bool) -> Preferences {
        var ours = ours
        var result = disk
        for courseID in Set(ours.courses.keys).union(result.courses.keys) {
            if let theirs = result.courses[courseID], ours.courses[courseID] != nil {
                applyResets(of: theirs, to: &ours.courses[courseID, default: .init()])
            }
            if let mine = ours.courses[courseID], result.courses[courseID] != nil {
                applyResets(of: mine, to: &result.courses[courseID, default: .init()])
            }
        }
        if keepingOurSettings { result.settings = ours.settings }
        // The first id made wins, so that two sessions agree on it from then on.
        result.learnerID = result.learnerID ?? ours.learnerID
        for (courseID, mine) in ours.courses {
            var course = result.courses[courseID] ?? Preferences.CourseProgress()
            course.lessonResets.merge(mine.lessonResets) { max($0, $1) }
            course.resetAt = [course.resetAt, mine.resetAt].compactMap { $0 }.max()
            // The place reached last, by either session.
            if let place = mine.lastPlace, place.at >= (course.lastPlace?.at ?? .distantPast) {
                course.lastPlace = place
            }
            var sessions = Dictionary(course.sessions.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for session in mine.sessions {
                if let theirs = sessions[session.id], theirs.answered > session.answered { continue }
                sessions[session.id] = session
            }
            course.sessions = sessions.values.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
            for (lessonID, lessonOurs) in mine.lessons {
                var lesson = course.lessons[lessonID] ?? Preferences.LessonProgress()
                lesson.sectionsSeen = Array(Set(lesson.sectionsSeen).union(lessonOurs.sectionsSeen)).sorted()
                lesson.completedAt = [lesson.completedAt, lessonOurs.completedAt].compactMap { $0 }.min()
                for (questionID, questionOurs) in lessonOurs.questions {
                    guard var question = lesson.questions[questionID] else {
                        lesson.questions[questionID] = questionOurs
                        continue
                    }
                    if question == questionOurs { continue }
                    let known = Set(question.attempts.map(\.id))
                    let added = questionOurs.attempts.filter { !known.contains($0.id) }
                    if added.isEmpty && question.attempts.count == questionOurs.attempts.count { continue }
                    question.attempts += added
                    question.attempts.sort { $0.at < $1.at }
                    if let latest = question.attempts.last { question.contentHash = latest.contentHash }
                    question.card = CardReplay.card(for: question.attempts, contentHash: question.contentHash)
                    lesson.questions[questionID] = question
                }
                course.lessons[lessonID] = lesson
            }
            result.courses[courseID] = course
        }
        return result
    }

    /// Applies the resets recorded in `source` that `target` has not seen yet.
    private static func applyResets(of source: Preferences.CourseProgress, to target: inout Preferences.CourseProgress)
    {
        if let time = source.resetAt, time > (target.resetAt ?? .distantPast) {
            target.resetAt = time
            for lessonID in Array(target.lessons.keys) { cut(&target, lesson: lessonID, atOrBefore: time) }
        }
        for (lessonID, time) in source.lessonResets where time > (target.lessonResets[lessonID] ?? .distantPast) {
            target.lessonResets[lessonID] = time
            cut(&target, lesson: lessonID, atOrBefore: time)
        }
    }

    /// Removes a lesson's progress from `time` or before: attempts, completion, and pages seen
    /// (which carry no time, so all of them). Attempts made after it stay.
    package static func cut(_ course: inout Preferences.CourseProgress, lesson lessonID: String, atOrBefore time: Date)
    {
        if let place = course.lastPlace, place.lessonID == lessonID, place.at <= time { course.lastPlace = nil }
        guard var lesson = course.lessons[lessonID] else { return }
        lesson.sectionsSeen = []
        if let completed = lesson.completedAt, completed <= time { lesson.completedAt = nil }
        for (questionID, question) in lesson.questions {
            guard question.attempts.contains(where: { $0.at <= time }) else { continue }
            var kept = question
            kept.attempts.removeAll { $0.at <= time }
            kept.card = CardReplay.card(for: kept.attempts, contentHash: kept.contentHash)
            lesson.questions[questionID] = kept.attempts.isEmpty ? nil : kept
        }
        let isEmpty = lesson.questions.isEmpty && lesson.completedAt == nil
        course.lessons[lessonID] = isEmpty ? nil : lesson
    }
}
