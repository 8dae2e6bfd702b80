import Foundation
import Testing
import TutorTestSupport

@Suite(.runsProcesses) struct ReportCommandTests {
    static let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Course").path

    /// An answer with every CSV delimiter in it: a comma, a double quote and a line break.
    static let trickyAnswer = "var, \"x\"\nlet"

    static func attempt(
        _ id: String, question: String, minute: Int, answer: String, score: Double, hints: Int = 0
    ) -> [String: Any] {
        [
            "id": id, "lessonID": "counter", "questionID": question, "contentHash": "0000000000000000",
            "at": "2026-11-20T10:\(minute < 10 ? "0" : "")\(minute):00Z", "answer": answer, "score": score,
            "isCorrect": score >= 1, "hintsUsed": hints, "seconds": 12.5, "skipped": false,
        ]
    }

    /// A preferences file, written the way statetutor writes it: two questions answered in the
    /// fixture course's `counter` lesson, one review due long ago and one far in the future.
    static func preferencesFile(name: String?, in folder: URL, file: String) throws -> URL {
        let owner: [String: Any] = [
            "contentHash": "0000000000000000",
            "attempts": [
                attempt("\(file)-1", question: "counter-owner", minute: 1, answer: "b", score: 0, hints: 1),
                attempt("\(file)-2", question: "counter-owner", minute: 2, answer: "a", score: 1),
            ],
            "card": [
                "state": "review", "stability": 3.0, "difficulty": 5.0, "due": "2026-11-21T10:00:00Z",
                "lastReview": "2026-11-20T10:02:00Z",
            ],
        ]
        let word: [String: Any] = [
            "contentHash": "0000000000000000",
            "attempts": [attempt("\(file)-3", question: "counter-word", minute: 3, answer: trickyAnswer, score: 0)],
            "card": ["state": "learning", "step": 0, "due": "2999-01-01T00:00:00Z"],
        ]
        let lesson: [String: Any] = [
            "sectionsSeen": [0, 1], "completedAt": "2026-11-20T10:20:00Z",
            "questions": ["counter-owner": owner, "counter-word": word],
        ]
        var settings: [String: Any] = [:]
        if let name { settings["learnerName"] = name }
        let preferences: [String: Any] = [
            "schemaVersion": 1, "settings": settings,
            "courses": ["transcript-course": ["lessons": ["counter": lesson], "sessions": [] as [Any]]],
        ]
        let url = folder.appendingPathComponent(file)
        try JSONSerialization.data(withJSONObject: preferences, options: [.sortedKeys]).write(to: url)
        return url
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws
        -> StatetutorProcess.Outcome
    {
        try StatetutorProcess.run(["report"] + arguments + ["--lessons", course], environment: environment)
    }

    @Test func reviewRunsTheDueQuestionsWithoutTheShellsBannerAndSaysHowItWent() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("review-command")
        let prefs = try Self.preferencesFile(name: nil, in: folder, file: "p.json")
        let outcome = try StatetutorProcess.run(
            ["review", "--lessons", Self.course, "--prefs", prefs.path], input: "a\n\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("Transcript Course: spaced review\n"))
        #expect(!outcome.stdout.contains("Continue with"))
        #expect(!outcome.stdout.contains("type 'review'"))
        #expect(outcome.stdout.contains("1 question to review."))
        #expect(outcome.stdout.contains("Review done: 1 of 1 right."))
        // The lesson was completed in an earlier session, not in this one.
        #expect(!outcome.stdout.contains("Lessons completed"))
    }

    @Test func oneFileGivesThatLearnersReport() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-one")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let outcome = try Self.run([alex.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.hasPrefix("Progress report: Alex\nTranscript Course"))
        #expect(outcome.stdout.contains("Answered    3 (1 right)"))
        #expect(outcome.stdout.contains("completed 2026-11-20"))
        #expect(outcome.stdout.contains("1 of 11 right"))
        #expect(outcome.stdout.contains("1 due now: counter-owner"))
        #expect(outcome.stdout.contains("next: counter-word"))
        #expect(outcome.stdout.contains("counter-owner (counter): edited after your last attempt"))
        #expect(!outcome.stdout.contains("\u{1B}["))
    }

    @Test func plainReportsDrawBarsInASCII() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-plain")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let outcome = try Self.run([alex.path, "--plain"])
        #expect(outcome.stdout.contains("Accuracy    [#######-------------] 33%"))
        #expect(!outcome.stdout.contains("█"))
    }

    @Test func severalFilesGiveTheClassView() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-class")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let unnamed = try Self.preferencesFile(name: nil, in: folder, file: "sam.json")
        let outcome = try Self.run([alex.path, unnamed.path, "--width", "120"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("Class report: Transcript Course\n2 students"))
        #expect(outcome.stdout.contains("│ Alex "))
        #expect(outcome.stdout.contains("│ sam "))
        #expect(outcome.stdout.contains("Most common wrong answer"))
        #expect(outcome.stdout.contains("b (×2)"))
        #expect(outcome.stdout.contains("Alex 33% · sam 33%"))
    }

    @Test func csvQuotesAnAnswerWithACommaAQuoteAndANewline() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-csv")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let outcome = try Self.run([alex.path, "--format", "csv"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.components(separatedBy: "\r\n")
        #expect(
            lines.first
                == "student,course,lesson,question,kind,concepts,attempts,first_try_correct,best_score,last_score,"
                + "hints_used,seconds,last_answer,last_attempt_at,changed,points,earned_points")
        #expect(lines.count == 1 + 11 + 1)
        #expect(
            outcome.stdout.contains(
                "Alex,transcript-course,counter,counter-word,text,state,1,false,0,0,0,12.5,\"var, \"\"x\"\"\nlet\","
                    + "2026-11-20T10:03:00Z,true,1,0\r\n"))
        #expect(
            outcome.stdout.contains(
                "Alex,transcript-course,counter,counter-owner,choice,state,2,false,1,1,1,25,a,2026-11-20T10:02:00Z,true,1,1\r\n"
            ))
    }

    @Test func jsonParsesForOneLearnerAndForAClass() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-json")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let sam = try Self.preferencesFile(name: "Sam", in: folder, file: "sam.json")
        let one = try Self.run([alex.path, "--format", "json"])
        let learner = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any]
        #expect(learner?["name"] as? String == "Alex")
        #expect(learner?["answered"] as? Int == 3)
        #expect(learner?["reviewsDue"] as? Int == 1)
        let both = try Self.run([alex.path, sam.path, "--format", "json"])
        let group = try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any]
        #expect((group?["students"] as? [Any])?.count == 2)
        #expect((group?["items"] as? [Any])?.count == 11)
    }

    @Test func markdownHasHeadingsAndTables() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-markdown")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let sam = try Self.preferencesFile(name: "Sam", in: folder, file: "sam.json")
        let one = try Self.run([alex.path, "--format", "markdown"])
        #expect(one.stdout.hasPrefix("# Progress report: Alex\n"))
        #expect(one.stdout.contains("## Lessons\n\n| Lesson | Title | Questions right | Pages seen | Completed |\n"))
        #expect(one.stdout.contains("| `counter` | A counter that remembers | 1 / 11 | 2 / 4 | 2026-11-20 |"))
        let both = try Self.run([alex.path, sam.path, "--format", "markdown"])
        #expect(both.stdout.hasPrefix("# Class report: Transcript Course\n"))
        #expect(both.stdout.contains("| Concept | Class | Alex | Sam |\n|---|---:|---:|---:|\n"))
    }

    @Test func aDamagedFileIsNamedLeftAsItIsAndTheStatusIsOne() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-bad")
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"courses\": ".utf8).write(to: broken)
        let outcome = try Self.run([broken.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "")
        #expect(
            outcome.stderr
                == "statetutor: error: \(broken.path):1:13: 'courses' must be an object, found the end of the file; the file is damaged and was left out of the report\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["broken.json"])
        #expect(try String(contentsOf: broken, encoding: .utf8) == "{\"courses\": ")
        let missing = try Self.run([folder.appendingPathComponent("nobody.json").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such preferences file"))
    }

    @Test func oneBadFileDoesNotBlockTheClassReport() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-class-bad")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let sam = try Self.preferencesFile(name: "Sam", in: folder, file: "sam.json")
        let kim = try Self.preferencesFile(name: "Kim", in: folder, file: "kim.json")
        let text = try String(contentsOf: kim, encoding: .utf8)
        try Data(text.prefix(text.count / 3).utf8).write(to: kim)
        let outcome = try Self.run([alex.path, kim.path, sam.path, "--width", "120"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("Class report: Transcript Course\n2 students"))
        #expect(outcome.stdout.contains("│ Alex ") && outcome.stdout.contains("│ Sam "))
        #expect(outcome.stderr.hasPrefix("statetutor: error: \(kim.path):1:"))
        #expect(outcome.stderr.contains("the file is damaged and was left out of the report"))
        #expect(outcome.stderr.components(separatedBy: "\n").count == 2)
        let csv = try Self.run([alex.path, sam.path, "--format", "csv"])
        #expect(csv.status == 0)
    }

    @Test func aFileOfAnotherProgramInAClassIsNamedAndLeftAsItIs() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-class-foreign")
        let alex = try Self.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let package = folder.appendingPathComponent("package.json")
        let text = "{\"name\": \"my-app\", \"dependencies\": {}}"
        try Data(text.utf8).write(to: package)
        let outcome = try Self.run([alex.path, package.path, "--format", "json"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("\(package.path) is not a statetutor preferences file"))
        #expect(try String(contentsOf: package, encoding: .utf8) == text)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect((report?["students"] as? [Any])?.count == 1)
    }

    @Test func theOwnFileOfAnotherProgramIsRefusedWithStatusTwo() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-own-foreign")
        let package = folder.appendingPathComponent("package.json")
        try Data("{\"name\": \"my-app\"}".utf8).write(to: package)
        let outcome = try Self.run(["--prefs", package.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is not a statetutor preferences file"))
    }

    /// What a learner could type to take over a teacher's terminal.
    static let hostileAnswer = "\u{1B}[2J\u{1B}[31mHACKED\u{1B}]0;pwned\u{7}\u{9B}31m\u{85}"

    static func hostileFile(in folder: URL) throws -> URL {
        let url = try preferencesFile(name: "Eve", in: folder, file: "eve.json")
        let answer = String(
            decoding: try JSONSerialization.data(withJSONObject: hostileAnswer, options: .fragmentsAllowed),
            as: UTF8.self)
        // Both answers to the first question: the latest (in CSV) and the wrong one (in the class view).
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "\"answer\":\"a\"", with: "\"answer\":" + answer)
            .replacingOccurrences(of: "\"answer\":\"b\"", with: "\"answer\":" + answer)
        try Data(text.utf8).write(to: url)
        return url
    }

    static func hasRawControls(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && !["\n", "\r", "\t"].contains($0)) || (0x7F...0x9F).contains($0.value)
        }
    }

    @Test func csvShowsControlCharactersTypedByLearnersEscaped() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-csv-controls")
        let eve = try Self.hostileFile(in: folder)
        let outcome = try Self.run([eve.path, "--format", "csv"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\\u{1B}[2J\\u{1B}[31mHACKED\\u{1B}]0;pwned\\u{7}\\u{9B}31m\\u{85}"))
        #expect(!Self.hasRawControls(outcome.stdout))
    }

    @Test func jsonEscapesC1ControlsToo() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-json-controls")
        let eve = try Self.hostileFile(in: folder)
        let sam = try Self.preferencesFile(name: "Sam", in: folder, file: "sam.json")
        for arguments in [[eve.path], [eve.path, sam.path]] {
            let outcome = try Self.run(arguments + ["--format", "json"])
            #expect(!Self.hasRawControls(outcome.stdout))
            let value = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
            #expect(value is [String: Any])
        }
        let outcome = try Self.run([eve.path, sam.path, "--format", "json"])
        #expect(outcome.stdout.contains("pwned\\u0007\\u009b31m"))
    }

    @Test func noOwnFileYetGivesAnEmptyReport() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("report-own")
        let outcome = try Self.run(
            [], environment: ["STATETUTOR_PREFS": folder.appendingPathComponent("preferences.json").path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("No progress recorded yet."))
        #expect(outcome.stdout.contains("Answered    0 (0 right)"))
    }

    @Test func theOwnFileIsFoundThroughXDGConfigHome() throws {
        let config = StatetutorProcess.makeTemporaryDirectory("report-xdg")
        let folder = config.appendingPathComponent("statetutor")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try Self.preferencesFile(name: "Kim", in: folder, file: "preferences.json")
        let outcome = try Self.run([], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("Progress report: Kim\n"))
    }
}
