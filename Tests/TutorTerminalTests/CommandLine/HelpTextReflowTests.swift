import Testing

@testable import TutorTerminal

/// A command's details are written over short source lines; the help prints them as paragraphs
/// that the terminal's width wraps, keeping the lines that stand on their own.
struct HelpTextReflowTests {
    @Test func theLinesOfAParagraphAreJoined() {
        #expect(CommandSpec.reflowed("Checks a file\nagainst the surface.") == "Checks a file against the surface.")
    }

    @Test func anIndentedTableKeepsItsLines() {
        let details = "Steps run in order:\n  tap \"A\"   taps\n  back      pops"
        #expect(CommandSpec.reflowed(details) == details)
    }

    @Test func aLineAfterAColonStartsALineOfItsOwn() {
        #expect(CommandSpec.reflowed("Formats:\ntext or json") == "Formats:\ntext or json")
    }

    @Test func exitStatusAndEmptyLinesStartLinesOfTheirOwn() {
        let details = "One\ntwo.\nExit status: 0 ok.\n\nThree\nfour."
        #expect(CommandSpec.reflowed(details) == "One two.\nExit status: 0 ok.\n\nThree four.")
    }

    @Test func aParagraphAfterATableIsSetApartFromItsLastRow() {
        let details =
            "Steps:\n  counts    print counts\n  reset     set to 0\nWithout a script the first\nscreen is printed."
        #expect(
            CommandSpec.reflowed(details)
                == "Steps:\n  counts    print counts\n  reset     set to 0\n\nWithout a script the first screen is printed."
        )
    }
}
