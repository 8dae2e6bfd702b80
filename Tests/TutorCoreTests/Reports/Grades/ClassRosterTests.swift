import Foundation
import Testing

@testable import TutorCore

@Suite struct ClassRosterTests {
    typealias Fixture = GradeFixture

    static let someProgress = Fixture.preferences([Fixture.attempt("q-four", score: 1)])

    static func learner(_ name: String, email: String? = nil, id: String? = nil, progress: Bool = true)
        -> ClassLearner
    {
        ClassLearner(name: name, email: email, id: id, preferences: progress ? someProgress : Preferences())
    }

    static func arrange(_ learners: [ClassLearner], _ roster: Roster?, sort: LearnerSort? = nil) -> [ClassLearner] {
        ClassRoster.arrange(learners, roster: roster, sort: sort, course: Fixture.course)
    }

    @Test func aLearnerIsMatchedByEmailWhateverTheNameTheyGave() throws {
        let roster = try Roster(csv: "name,email\nAda Lovelace,ada@example.edu\n")
        let arranged = Self.arrange([Self.learner("ada99", email: "ADA@example.edu")], roster)
        #expect(arranged.map(\.name) == ["Ada Lovelace"])
        #expect(arranged.first?.onRoster == true)
        #expect(arranged.first?.preferences == Self.someProgress)
    }

    @Test func anEmailMatchWinsOverAnEarlierLearnersNameMatch() throws {
        let roster = try Roster(csv: "name,email\nAda,ada@example.edu\n")
        let arranged = Self.arrange(
            [Self.learner("Ada", progress: false), Self.learner("someone", email: "ada@example.edu")], roster)
        #expect(arranged.map(\.name) == ["Ada", "Ada"])
        #expect(arranged.map(\.onRoster) == [true, false])
        #expect(arranged.first?.preferences == Self.someProgress)
    }

    @Test func aLearnerIsMatchedByIDWhenTheEmailDoesNotMatch() throws {
        let roster = try Roster(csv: "name,email,id\nBo Chu,bo@example.edu,s12\n")
        let arranged = Self.arrange([Self.learner("bo", id: "s12")], roster)
        #expect(arranged.map(\.onRoster) == [true])
        #expect(arranged.first?.email == "bo@example.edu")
    }

    @Test func aLearnerIsMatchedByNameIgnoringCase() throws {
        let roster = try Roster(csv: "name,email\n\"Lee, Ann\",ann@example.edu\n")
        let arranged = Self.arrange([Self.learner("lee, ANN ")], roster)
        #expect(arranged.map(\.onRoster) == [true])
        #expect(arranged.first?.name == "Lee, Ann")
    }

    @Test func everyRosterRowIsListedThoseWithoutProgressToo() throws {
        let roster = try Roster(csv: "name,email\nAda,ada@example.edu\nBo,bo@example.edu\n")
        let arranged = Self.arrange([Self.learner("Bo")], roster)
        #expect(arranged.map(\.name) == ["Ada", "Bo"])
        let report = ClassReport(learners: arranged, course: Fixture.course)
        #expect(report.grades.map(\.status) == [.notStarted, .inProgress])
        #expect(report.grades.first?.email == "ada@example.edu")
    }

    @Test func learnersNotOnTheRosterComeLastMarkedApart() throws {
        let roster = try Roster(csv: "name,email\nAda,ada@example.edu\n")
        let arranged = Self.arrange([Self.learner("Zed"), Self.learner("Ada"), Self.learner("Cy")], roster)
        #expect(arranged.map(\.name) == ["Ada", "Cy", "Zed"])
        #expect(arranged.map(\.onRoster) == [true, false, false])
    }

    @Test func theRostersOrderIsKeptByDefault() throws {
        let roster = try Roster(csv: "name,email\ns10,a@x.edu\ns2,b@x.edu\n")
        #expect(Self.arrange([], roster).map(\.name) == ["s10", "s2"])
    }

    @Test func withoutARosterLearnersAreInNaturalNameOrderAndNotMarked() {
        let arranged = Self.arrange([Self.learner("s10"), Self.learner("s2"), Self.learner("S1")], nil)
        #expect(arranged.map(\.name) == ["S1", "s2", "s10"])
        #expect(arranged.allSatisfy { $0.onRoster == nil })
    }

    @Test func sortByNameSortsTheRostersLearnersToo() throws {
        let roster = try Roster(csv: "name,email\ns10,a@x.edu\ns2,b@x.edu\n")
        #expect(Self.arrange([], roster, sort: .name).map(\.name) == ["s2", "s10"])
    }

    @Test func sortByGradePutsTheHighestFirstAndEqualGradesByName() {
        // Bo: q-four right (4 points); Cy: q-two right (2); Al and Di: nothing (0).
        let arranged = Self.arrange(
            [
                ClassLearner(name: "Di", preferences: Preferences()),
                ClassLearner(name: "Cy", preferences: Fixture.preferences([Fixture.attempt("q-two", score: 1)])),
                ClassLearner(name: "Al", preferences: Preferences()),
                ClassLearner(name: "Bo", preferences: Fixture.preferences([Fixture.attempt("q-four", score: 1)])),
            ], nil, sort: .grade)
        #expect(arranged.map(\.name) == ["Bo", "Cy", "Al", "Di"])
    }

    @Test func aFileNamedByEmailGivesTheLearnersEmailAndID() {
        let learner = ClassLearner(preferences: Preferences(), fileStem: "ada@example.edu")
        #expect(learner.name == "ada@example.edu")
        #expect(learner.email == "ada@example.edu")
        var named = Preferences()
        named.settings.learnerName = "Ada"
        let file = ClassLearner(preferences: named, fileStem: "s12")
        #expect(file.name == "Ada")
        #expect(file.id == "s12")
        #expect(file.email == nil)
    }
}
