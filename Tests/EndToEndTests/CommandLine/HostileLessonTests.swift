import Foundation
import Testing
import TutorTestSupport

/// Lessons built to hurt the loader, through the real binary: alias blow-ups, huge lists, more
/// than 26 choices, trees thousands deep, quiz blocks nested past the Markdown depth limit.
@Suite(.runsProcesses) struct HostileLessonTests {
    /// A course folder with one lesson whose body after `## Page` is `body`.
    static func course(_ name: String, body: String) throws -> URL {
        let folder = StatetutorProcess.makeTemporaryDirectory(name)
        let text = "---\nid: \(name)\ntitle: T\nsummary: S.\nminutes: 5\n---\n\n## Page\n\nText.\n\n" + body
        try text.write(to: folder.appendingPathComponent("01.md"), atomically: true, encoding: .utf8)
        return folder
    }

    static func quiz(_ lines: [String]) -> String {
        "```quiz\n" + lines.joined(separator: "\n") + "\n```\n"
    }

    static func diagnostics(_ outcome: StatetutorProcess.Outcome) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]] ?? []
    }

    @Test func aLongTextAliasedFortyFiveThousandTimesGetsOneDiagnosticAtTheAliasPastTheBudget() throws {
        // 325 KB: a 100 KB anchored scalar, then 45,000 aliases of it (4.5 GB once expanded).
        let aliases = Array(repeating: "*big", count: 45_000).joined(separator: ", ")
        let folder = try Self.course(
            "aliases",
            body: Self.quiz([
                "id: aliases-q", "kind: truefalse", "prompt: P?", "answer: true",
                "explain: &big " + String(repeating: "x", count: 100_000), "hints: [\(aliases)]",
            ]))
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", "--format", "json", folder.path])
        #expect(outcome.status == 1)
        let records = try Self.diagnostics(outcome)
        #expect(records.count == 1)
        #expect(records.first?["code"] as? String == "yaml-alias-budget")
        // The quiz body starts on line 13; `hints` is its 6th line. 10 aliases fit in 1 MiB, the 11th does not.
        #expect(records.first?["line"] as? Int == 18)
        #expect(records.first?["column"] as? Int == 9 + 6 * 10)
        #expect((records.first?["message"] as? String)?.contains("budget of 1048576 bytes") == true)
    }

    @Test func tenThousandChoicesWithFeedbackValidateWithoutFalseErrors() throws {
        var lines = ["id: many-q", "kind: choice", "prompt: Which?", "choices:"]
        for number in 1...10_000 {
            lines += ["  - text: choice \(number)", "    feedback: about \(number)"]
            if number == 5 { lines.append("    correct: true") }
        }
        let folder = try Self.course("many", body: Self.quiz(lines))
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", folder.path])
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == "1 lesson, 1 question: 0 errors, 0 warnings\n")
        #expect(outcome.status == 0)
    }

    @Test func anAcceptListOfSixtyThousandEntriesValidatesWithoutFalseErrors() throws {
        let lines = ["id: accept-q", "kind: text", "prompt: Say?", "accept:"] + (0...60_000).map { "  - answer \($0)" }
        let folder = try Self.course("accept", body: Self.quiz(lines))
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", folder.path])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
    }

    static func thirtyChoices(kind: String = "choice") throws -> URL {
        var lines = ["id: thirty-q", "kind: \(kind)", "prompt: Which?", "choices:"]
        for number in 1...30 {
            lines.append("  - text: choice \(number)")
            if number == 27 { lines.append("    correct: true") }
        }
        return try Self.course("thirty", body: Self.quiz(lines))
    }

    @Test func theLetterShownNextToChoiceTwentySevenOfThirtyIsGradedRight() throws {
        let folder = try Self.thirtyChoices()
        let validate = try StatetutorProcess.run(["validate", "--no-compile", folder.path])
        #expect(validate.status == 0)
        let show = try StatetutorProcess.run(["show", "thirty", "--lessons", folder.path])
        #expect(show.stdout.contains("  z) choice 26\n  aa) choice 27\n"))
        #expect(show.stdout.contains("  ad) choice 30\n"))
        #expect(show.stdout.contains("Answer with a letter (a–ad)."))
        let right = try StatetutorProcess.run(["check", "thirty-q", "--answer", "aa", "--lessons", folder.path])
        #expect(right.status == 0)
        let wrong = try StatetutorProcess.run(["check", "thirty-q", "--answer", "a", "--lessons", folder.path])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.contains("aa) choice 27"))
    }

    @Test func inTheShellTheLetterShownNextToChoiceTwentySevenIsGradedRight() throws {
        let folder = try Self.thirtyChoices()
        let prefs = StatetutorProcess.makeTemporaryDirectory("prefs").appendingPathComponent("p.json")
        // The choices are shuffled (the same order on every visit): read the letter shown next to
        // choice 27, then answer with it.
        let first = try StatetutorProcess.run(
            ["--lessons", folder.path, "--prefs", prefs.path], input: "start thirty\nnext\nquit\n")
        let line = try #require(first.stdout.split(separator: "\n").first { $0.hasSuffix(") choice 27") })
        let letter = String(line.trimmingCharacters(in: .whitespaces).prefix { $0 != ")" })
        #expect(first.stdout.contains("Answer with a letter (a–ad)."))
        let outcome = try StatetutorProcess.run(
            ["--lessons", folder.path, "--prefs", prefs.path], input: "start thirty\nnext\n\(letter)\nquit\n")
        #expect(outcome.stdout.contains("  \(letter)) choice 27"))
        #expect(outcome.stdout.contains("✓"))
        #expect(outcome.stdout.contains("Correct: 1"))
    }

    @Test func aMultiQuestionWithThirtyChoicesGetsOneErrorNamingTheLimit() throws {
        let folder = try Self.thirtyChoices(kind: "multi")
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", "--format", "json", folder.path])
        #expect(outcome.status == 1)
        let records = try Self.diagnostics(outcome)
        #expect(records.map { $0["code"] as? String } == ["too-many-choices"])
        #expect((records.first?["message"] as? String)?.contains("at most 26 choices") == true)
    }

    static func treeLesson(chainOf count: Int) -> String {
        var lines = ["```mermaid", "%% tree: chain", "graph TD"]
        for index in 0..<count {
            lines.append("    Q\(index){Question \(index)?} -->|leaf \(index)| L\(index)[\"Leaf \(index)\"]")
            lines.append("    Q\(index) -->|next \(index)| " + (index + 1 < count ? "Q\(index + 1)" : "E[\"End\"]"))
        }
        lines += ["```", ""]
        let path = (0..<count).map { "  - next \($0)" }
        return lines.joined(separator: "\n")
            + Self.quiz(["id: chain-q", "kind: tree", "tree: chain", "scenario: Walk.", "path:"] + path)
    }

    @Test func aDecisionTreeFiveThousandQuestionsDeepValidates() throws {
        let folder = try Self.course("chain", body: Self.treeLesson(chainOf: 5000))
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", folder.path])
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == "1 lesson, 1 question: 0 errors, 0 warnings\n")
    }

    @Test func aQuizQuotedAHundredAndTwentyLevelsDeepIsANestedBlockError() throws {
        // The question would silently vanish from the tutor, so it is an error, not a warning.
        let outcome = try StatetutorProcess.run(
            ["validate", "--no-compile", "quiz-nested-too-deep.md"], directory: ValidateCommandTests.broken)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.hasPrefix(
                "quiz-nested-too-deep.md:12:241: error: this quiz block is inside a quote, so it is not read as a question [nested-block]\n12 | "
            ))
    }

    @Test func aTableOfAHundredThousandColumnsGetsAWarningPerWideLineAndStillShows() throws {
        let cells = Array(repeating: "a", count: 100_000)
        let table = "|" + cells.joined(separator: "|") + "|\n|" + cells.map { _ in "-" }.joined(separator: "|") + "|\n"
        let folder = try Self.course("wide", body: table)
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", "--format", "json", folder.path])
        #expect(outcome.status == 0)
        let records = try Self.diagnostics(outcome)
        #expect(records.map { $0["code"] as? String } == ["table-too-wide", "table-too-wide"])
        #expect(records.map { $0["line"] as? Int } == [12, 13])
        let show = try StatetutorProcess.run(["show", "wide", "--lessons", folder.path])
        #expect(show.status == 0)
        #expect(show.stdout.contains("|a|a|a|"))
    }
}
