import Testing

@testable import TutorTerminal

struct TerminalSizeTests {
    @Test func aColumnsValueNarrowerThanAPageIsDrawnAtTheNarrowestWidthAccepted() {
        #expect(TerminalSize.width(option: nil, environment: ["COLUMNS": "5"], descriptor: -1) == 20)
    }

    @Test func aHugeColumnsValueIsDrawnAtTheWidestWidthAccepted() {
        #expect(TerminalSize.width(option: nil, environment: ["COLUMNS": "100000"], descriptor: -1) == 1000)
    }

    @Test func withoutATerminalOrColumnsTheWidthIsEighty() {
        #expect(TerminalSize.width(option: nil, environment: [:], descriptor: -1) == 80)
    }

    @Test func aRuleIsAsWideAsTheTextButNeverWiderThanTheComfortableWidthNorNegative() {
        #expect(ShellStyle(width: 200, color: false, plain: true).rule.count == RenderOptions.comfortableTextWidth)
        #expect(ShellStyle(width: 60, color: false, plain: true).rule.count == 60)
        #expect(ShellStyle(width: -1, color: false, plain: true).rule.isEmpty)
    }
}
