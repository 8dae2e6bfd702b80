import Testing

@testable import TutorCore
@testable import TutorTerminal

@Suite struct ColorPolicyTests {
    @Test func autoColoursOnlyATerminal() {
        #expect(ColorPolicy().usesColor(isTerminal: true))
        #expect(!ColorPolicy().usesColor(isTerminal: false))
    }

    @Test func noColorTurnsColourOffWhenItIsNotEmpty() {
        #expect(!ColorPolicy(environment: ["NO_COLOR": "1"]).usesColor(isTerminal: true))
        #expect(ColorPolicy(environment: ["NO_COLOR": ""]).usesColor(isTerminal: true))
    }

    @Test func dumbTerminalsGetNoColour() {
        #expect(!ColorPolicy(environment: ["TERM": "dumb"]).usesColor(isTerminal: true))
    }

    @Test func alwaysAndNeverOverrideTheTerminalCheck() {
        #expect(ColorPolicy(mode: .always, environment: ["NO_COLOR": "1"]).usesColor(isTerminal: false))
        #expect(!ColorPolicy(mode: .never).usesColor(isTerminal: true))
    }

    @Test func plainModeNeverColours() {
        #expect(!ColorPolicy(mode: .always, isPlain: true).usesColor(isTerminal: true))
    }
}
