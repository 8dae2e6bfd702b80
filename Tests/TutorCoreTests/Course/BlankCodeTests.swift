import Testing

@testable import TutorCore

/// Filling the gaps of a `blank` question, and telling when a filling needs the next gap.
@Suite struct BlankCodeTests {
    static let code = "let a = ___\nlet b = ___\n"
    static let blanks = [["1"], ["2"]]

    @Test func gapsNotFilledByTheLearnerTakeTheirFirstAcceptedAnswer() {
        #expect(BlankCode.fill(Self.code, with: [1: "x"], blanks: Self.blanks) == "let a = 1\nlet b = x\n")
    }

    @Test func severalGapsCanBeFilledAtOnce() {
        #expect(BlankCode.fill(Self.code, with: [0: "y", 1: "x"], blanks: Self.blanks) == "let a = y\nlet b = x\n")
    }

    @Test func aFillingWithAnOpenBracketLeavesItOpen() {
        #expect(BlankCode.leavesOpen(["Toggle(\"On\", isOn: $on"]))
        #expect(BlankCode.leavesOpen(["VStack {"]))
        #expect(BlankCode.leavesOpen(["items[0"]))
    }

    @Test func theGapThatClosesTheBracketClosesIt() {
        #expect(!BlankCode.leavesOpen(["Toggle(\"On\", isOn: $on", ")"]))
    }

    @Test func bracketsInsideAStringLiteralDoNotCount() {
        #expect(!BlankCode.leavesOpen(["Text(\"(\")"]))
        #expect(!BlankCode.leavesOpen(["Text(\"a \\\" (\")"]))
    }

    @Test func anUnfinishedStringLiteralLeavesItOpen() {
        #expect(BlankCode.leavesOpen(["Text(\"Hello)"]))
    }

    @Test func aBalancedFillingIsNotOpen() {
        #expect(!BlankCode.leavesOpen(["@State private"]))
        #expect(!BlankCode.leavesOpen(["model.items[index].name"]))
    }

    @Test func theGapsWholeLineTypedGivesItsFilling() {
        let code = "struct T {\n    ___ var minutes = 5\n}\n"
        #expect(BlankCode.adjusted("@State private var minutes = 5", gap: 0, in: code) == "@State private")
        #expect(BlankCode.adjusted("  @State  var minutes = 5", gap: 0, in: code) == "@State")
    }

    @Test func aLineThatDiffersFromTheGapsLineIsTheFillingAsTyped() {
        let code = "struct T {\n    ___ var minutes = 5\n}\n"
        #expect(BlankCode.adjusted("@State var minutes = 6", gap: 0, in: code) == "@State var minutes = 6")
        #expect(BlankCode.adjusted("var minutes = 5", gap: 0, in: code) == "var minutes = 5")
    }

    @Test func aCallTypedWholeAroundAGapGivesTheName() {
        let code = "Text(\"a\")\n    .___(book)\n"
        #expect(BlankCode.adjusted(".environment(book)", gap: 0, in: code) == "environment")
        #expect(BlankCode.adjusted(".environment", gap: 0, in: code) == "environment")
    }

    @Test func aLineForSeveralGapsIsCutWhereTheCodeBetweenThemWouldBe() {
        let code = ".onChange(of: goal) { ___, ___ in\n}"
        #expect(BlankCode.pieces(of: "oldGoal, newGoal", from: 0, in: code, gapCount: 2) == ["oldGoal", "newGoal"])
        #expect(BlankCode.pieces(of: "oldGoal", from: 0, in: code, gapCount: 2) == nil)
        #expect(BlankCode.pieces(of: ", newGoal", from: 0, in: code, gapCount: 2) == nil)
    }

    @Test func gapsOnDifferentLinesAreNeverFilledFromOneLine() {
        #expect(BlankCode.pieces(of: "1 let b = 2", from: 0, in: Self.code, gapCount: 2) == nil)
    }
}
