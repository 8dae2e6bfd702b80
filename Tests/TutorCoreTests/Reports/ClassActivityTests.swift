import Foundation
import Testing

@testable import TutorCore

@Suite struct ClassActivityTests {
    typealias Fixture = ReportFixture

    static let day = 24.0 * 60

    @Test func eachUTCDayCountsItsAttemptsLearnersAndCompletedLessons() {
        var ada = Fixture.preferences([
            Fixture.attempt("q-one", minute: 1, score: 1), Fixture.attempt("q-two", minute: 2, score: 1),
            Fixture.attempt("q-three", minute: 2 * Self.day, score: 1),
        ])
        ada.courses[Fixture.course.id]?.lessons["basics"]?.completedAt = Fixture.time(2 * Self.day + 5)
        let bob = Fixture.preferences([Fixture.attempt("q-one", minute: 3, score: 0)])
        let activity = ClassActivity(
            students: [(name: "Ada", preferences: ada), (name: "Bob", preferences: bob)], course: Fixture.course)
        #expect(activity.days.map(\.attempts) == [3, 1])
        #expect(activity.days.map(\.learners) == [2, 1])
        #expect(activity.days.map(\.lessonsCompleted) == [0, 1])
        let start = (Fixture.start.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        #expect(activity.days.first?.date == Date(timeIntervalSince1970: start))
    }

    @Test func aLearnerWhoseLatestTriesFailedIsStuckThereWithTheRunOfFailedTries() {
        let bob = Fixture.preferences([
            Fixture.attempt("q-one", minute: 1, score: 1),
            Fixture.attempt("q-two", minute: 3, score: 0),
            Fixture.attempt("q-two", minute: 4, score: 0, skipped: true),
        ])
        let activity = ClassActivity(students: [(name: "Bob", preferences: bob)], course: Fixture.course)
        #expect(
            activity.stuck == [
                ClassActivity.StuckLearner(
                    name: "Bob", lessonID: "basics", questionID: "q-two", failedTries: 2, lastAttemptAt: Fixture.time(4)
                )
            ])
    }

    @Test func oneFailedTryIsNotYetStuckAsTheGradesSay() {
        let bob = Fixture.preferences([Fixture.attempt("q-two", minute: 3, score: 0)])
        let activity = ClassActivity(students: [(name: "Bob", preferences: bob)], course: Fixture.course)
        #expect(activity.stuck.isEmpty)
    }

    @Test func aLearnerWhoseLatestTryWasRightIsNotStuck() {
        let ada = Fixture.preferences([
            Fixture.attempt("q-one", minute: 1, score: 0), Fixture.attempt("q-one", minute: 2, score: 1),
        ])
        let none = Fixture.preferences([])
        let activity = ClassActivity(
            students: [(name: "Ada", preferences: ada), (name: "Cy", preferences: none)], course: Fixture.course)
        #expect(activity.stuck.isEmpty)
    }
}
