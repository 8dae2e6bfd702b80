import Testing

@testable import TutorTerminal

struct ArgumentParserTests {
    static let specs = [
        CommandSpec(
            name: "check", usage: "check", summary: "",
            options: [CommandSpec.Option(name: "answer", value: "TEXT", help: "")]),
        CommandSpec(
            name: "reset", usage: "reset", summary: "",
            options: [CommandSpec.Option(name: "answer", value: nil, help: "")]),
    ]
    let parser = ArgumentParser(commands: Self.specs)

    @Test func theFirstOperandThatNamesACommandIsTheCommand() throws {
        let parsed = try parser.parse(["check", "q1", "--answer", "b"])
        #expect(parsed.command == "check")
        #expect(parsed.operands == ["q1"])
        #expect(parsed.option("answer") == "b")
    }

    @Test func oneNameCanBeAValuedOptionInOneCommandAndAFlagInAnother() throws {
        let reset = try parser.parse(["reset", "--answer", "lesson"])
        #expect(reset.flag("answer"))
        #expect(reset.operands == ["lesson"])
        let check = try parser.parse(["check", "--answer", "lesson"])
        #expect(check.option("answer") == "lesson")
    }

    @Test func globalOptionsMayComeBeforeTheCommand() throws {
        let parsed = try parser.parse(["--lessons", "course", "check", "q"])
        #expect(parsed.option("lessons") == "course")
        #expect(parsed.command == "check")
    }

    @Test func anOptionOfAnotherCommandIsAUsageErrorThatNamesTheCommand() {
        #expect(throws: UsageError.self) { try parser.parse(["reset", "--format", "json"]) }
    }

    @Test func aValuedOptionAtTheEndWithoutItsValueIsAUsageError() {
        #expect(throws: UsageError("option '--answer' needs a value")) { try parser.parse(["check", "--answer"]) }
    }

    @Test func aFlagGivenAValueIsAUsageError() {
        #expect(throws: UsageError("option '--answer' takes no value", command: "reset")) {
            try parser.parse(["reset", "--answer=x"])
        }
    }

    @Test func anUnknownCommandSuggestsTheClosestName() {
        #expect(throws: UsageError("unknown command 'chek'; did you mean 'check'?")) { try parser.parse(["chek"]) }
    }

    @Test func everyCommandOfTheProgramHasHelpAndAUniqueName() {
        let names = Application.commands.map { $0.spec.name }
        #expect(Set(names).count == names.count)
        #expect(Application.commands.allSatisfy { !$0.spec.helpText.isEmpty })
    }
}
