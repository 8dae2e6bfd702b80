import Foundation
import Testing
import TutorTestSupport

@Suite(.runsProcesses) struct UsageTests {
    @Test(arguments: ["list", "show", "validate", "new", "typecheck", "check", "review", "report", "reset", "help"])
    func everySubcommandHasHelp(_ command: String) throws {
        let outcome = try StatetutorProcess.run([command, "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("usage: statetutor \(command)"))
        #expect(outcome.stdout.contains("--lessons DIR"))
    }

    @Test func helpWithoutACommandListsEveryCommand() throws {
        let outcome = try StatetutorProcess.run(["--help"])
        #expect(outcome.status == 0)
        for command in ["list", "show", "validate", "new"] {
            #expect(outcome.stdout.contains("\n  \(command) "))
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let outcome = try StatetutorProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("statetutor "))
    }

    @Test func anUnknownCommandSuggestsTheClosestAndExitsTwo() throws {
        let outcome = try StatetutorProcess.run(["valdate"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("statetutor: error: unknown command 'valdate'; did you mean 'validate'?\n"))
        #expect(outcome.stdout == "")
    }

    @Test func anUnknownOptionExitsTwo() throws {
        let outcome = try StatetutorProcess.run(["list", "--colour", "never"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unknown option '--colour' for 'list'; did you mean '--color'?"))
    }

    @Test func anOptionMissingItsValueExitsTwo() throws {
        let outcome = try StatetutorProcess.run(["list", "--lessons"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("option '--lessons' needs a value"))
    }
}
