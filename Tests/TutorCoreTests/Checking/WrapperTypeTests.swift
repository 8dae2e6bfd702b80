import Testing

@testable import TutorCore

/// A wrapper answer written as a declaration keeps the scenario's property type.
struct WrapperTypeTests {
    static let scenario = "The row must flip the flag. Which wrapper goes on `var item: PackItem`?"

    @Test func aDeclarationOfTheScenariosPropertyWithAnotherTypeIsWrong() {
        let problem = AnswerChecker.typeProblem("@Binding var item: [PackItem]", scenario: Self.scenario)
        #expect(problem == "the property is `var item: PackItem`, and `[PackItem]` is another type.")
    }

    @Test func theScenariosTypeSpelledWithSpacesOrAModuleIsTheSameType() {
        #expect(AnswerChecker.typeProblem("@Binding var item : PackItem", scenario: Self.scenario) == nil)
        #expect(
            AnswerChecker.typeProblem("@Binding var list: Swift.Array<Int>", scenario: "`var list: Array<Int>`") == nil)
    }

    @Test func anOptionalOfTheScenariosTypeIsTheSameType() {
        #expect(AnswerChecker.typeProblem("@State private var item: PackItem?", scenario: Self.scenario) == nil)
        #expect(AnswerChecker.typeProblem("@State var item: Optional<PackItem>", scenario: Self.scenario) == nil)
    }

    @Test func aDeclarationWithTheLearnersOwnNameIsJudgedByItsWrapperAlone() {
        #expect(AnswerChecker.typeProblem("@Binding var row: [PackItem]", scenario: Self.scenario) == nil)
    }

    @Test func aDeclarationWithoutAWrittenTypeOrAScenarioWithoutOneIsNotCompared() {
        #expect(AnswerChecker.typeProblem("@State private var item = PackItem()", scenario: Self.scenario) == nil)
        #expect(AnswerChecker.typeProblem("@Binding var item: Int", scenario: "`var item = 0` in the row") == nil)
    }

    @Test func aWrappersNameAloneIsNotADeclaration() {
        #expect(AnswerChecker.typeProblem("@Binding", scenario: Self.scenario) == nil)
    }
}

extension WrapperTypeTests {
    @Test func aTypeOfTheLearnersOwnNamesIsNotComparedWithTheScenarios() {
        let scenario = "Where does `var selection: Sighting.ID?` belong?"
        #expect(AnswerChecker.typeProblem("@State var selection: Int?", scenario: scenario) == nil)
        #expect(AnswerChecker.typeProblem("@State var selection: Set<Sighting.ID>", scenario: scenario) != nil)
    }
}
