import Testing

@testable import TutorTerminal

@Suite struct ShellCommandTests {
    @Test func everyKindHasExactlyOneEntryInTheCommandTable() {
        for kind in ShellCommand.Kind.allCases {
            #expect(ShellCommand.all.filter { $0.kind == kind }.count == 1, "\(kind)")
        }
        #expect(ShellCommand.all.count == ShellCommand.Kind.allCases.count)
    }

    @Test func everyCommandInTheTableParsesToItsKind() {
        for command in ShellCommand.all {
            #expect(ShellCommand.parse(command.name) == .command(.init(command.kind)), "\(command.name)")
        }
    }

    @Test func everyAliasParsesToItsCommandsKind() {
        #expect(ShellCommand.parse("open") == .command(.init(.start)))
        #expect(ShellCommand.parse("exit") == .command(.init(.quit)))
    }

    @Test func aCommandsNameIsTheNameTypedBeforeTheKindExisted() {
        let names = ShellCommand.all.map(\.name)
        #expect(
            names == [
                "help", "list", "start", "next", "back", "sections", "quiz", "question", "hint", "skip", "solution",
                "explain", "tests", "edit", "run", "tree", "review", "progress", "report", "reset", "quit",
            ])
    }

    @Test func theRestOfTheLineIsTheArgumentWithoutSpacesAtItsEnds() {
        #expect(ShellCommand.parse("start  counter 2") == .command(.init(.start, argument: "counter 2")))
    }

    @Test func aLineWithOnlyTheCommandHasNoArgument() {
        #expect(ShellCommand.parse("reset") == .command(.init(.reset, argument: nil)))
    }

    @Test func aCommandIsReadInAnyCase() {
        #expect(ShellCommand.parse("HeLp tree") == .command(.init(.help, argument: "tree")))
    }

    @Test func aUniqueStartOfANameIsThatCommand() {
        #expect(ShellCommand.parse("prog") == .command(.init(.progress)))
    }

    @Test func aStartSharedBySeveralNamesIsAmbiguous() {
        #expect(ShellCommand.parse("re") == .ambiguous(names: ["review", "report", "reset"]))
    }

    @Test func anUnknownWordIsNotACommandAndGetsTheClosestName() {
        #expect(ShellCommand.parse("hepl") == .unknown(suggestion: "help"))
    }

    @Test func aWordFarFromEveryNameIsUnknownWithoutASuggestion() {
        #expect(ShellCommand.parse("zzzzzzzz") == .unknown(suggestion: nil))
    }

    @Test func readExactlyAStartOfANameIsNotACommand() {
        #expect(ShellCommand.parseExactly("prog") == nil)
    }

    @Test func readExactlyAWholeNameOrAliasIsTheCommandWithItsArgument() {
        #expect(ShellCommand.parseExactly("Tree counter-tree") == .init(.tree, argument: "counter-tree"))
        #expect(ShellCommand.parseExactly("exit") == .init(.quit))
    }

    @Test func insideACodeAnswerOnlyQuestionHintSolutionSkipEditAndTestsAreCommands() {
        let inside = ShellCommand.Kind.allCases.filter { ShellCommand.inCodeAnswer($0.rawValue) != nil }
        #expect(inside == [.question, .hint, .skip, .solution, .tests, .edit])
    }

    @Test func insideACodeAnswerACommandWithMoreOnTheLineIsSwift() {
        #expect(ShellCommand.inCodeAnswer("  HINT ") == .hint)
        #expect(ShellCommand.inCodeAnswer("hint me") == nil)
        #expect(ShellCommand.inCodeAnswer("quit") == nil)
    }
}
