import Foundation
import Testing

@testable import TutorCore

/// One fixture per class of malformed lesson; `expected.json` names the rule and line each must report.
@Suite struct BrokenLessonTests {
    struct Expectation: Decodable, Sendable, CustomTestStringConvertible {
        var name: String = ""
        var code: String
        var line: Int
        var severity: String
        var file: String?
        var testDescription: String { name }

        enum CodingKeys: String, CodingKey {
            case code, line, severity, file
        }
    }

    static let folder: URL = {
        guard let url = Bundle.module.url(forResource: "BrokenLessons", withExtension: nil, subdirectory: "Fixtures")
        else {
            fatalError("the BrokenLessons fixtures are missing from the test bundle")
        }
        return url
    }()

    static let expectations: [Expectation] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")),
            let table = try? JSONDecoder().decode([String: Expectation].self, from: data)
        else { return [] }
        return table.map { name, value in
            var expectation = value
            expectation.name = name
            return expectation
        }.sorted { $0.name < $1.name }
    }()

    static func load(_ name: String) throws -> CourseLoader.Result {
        let url = folder.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            return try CourseLoader().load(directory: url, displayPath: name)
        }
        let bytes = Array(try Data(contentsOf: url))
        return CourseLoader().load(files: [LessonFile(path: name, bytes: bytes)])
    }

    @Test func everyFixtureHasAnExpectation() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0 != "expected.json"
        }
        #expect(Set(names) == Set(Self.expectations.map(\.name)))
        #expect(Self.expectations.count >= 30)
    }

    @Test(arguments: expectations)
    func eachBrokenLessonYieldsOneDiagnosticAtThePlantedLine(_ expected: Expectation) throws {
        let result = try Self.load(expected.name)
        let severity = Diagnostic.Severity(rawValue: expected.severity)
        let relevant = result.diagnostics.filter { $0.severity == severity }
        #expect(relevant.count == 1, "\(result.diagnostics.map(\.formatted))")
        let diagnostic = try #require(relevant.first)
        #expect(diagnostic.code == expected.code)
        #expect(diagnostic.location.line == expected.line)
        if let file = expected.file {
            #expect(diagnostic.location.file.hasSuffix(file))
        }
        if severity == .warning {
            #expect(!result.diagnostics.hasErrors)
        }
    }

    @Test func aFileOverOneMegabyteGetsAWarningAndStillLoads() {
        let padding = String(repeating: "Filler text for a very long lesson.\n", count: 32_000)
        let text = "---\nid: big\ntitle: Big\nsummary: Big.\nminutes: 5\n---\n\n## Long\n\n" + padding
        let result = CourseLoader().load(files: [LessonFile(path: "big.md", text: text)])
        #expect(result.diagnostics.map(\.code) == ["file-too-large"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.course.lessons.count == 1)
    }

    @Test func allProblemsOfAFileAreReportedInOneRun() {
        let text = """
            ---
            id: many
            title: Many
            summary: Several problems.
            minutes: 5
            colour: red
            ---

            ## Page

            ```quiz
            id: many-a
            kind: choise
            prompt: A?
            ```

            ```quiz
            id: many-b
            kind: truefalse
            prompt: B?
            answer: perhaps
            ```
            """
        let result = CourseLoader().load(files: [LessonFile(path: "many.md", text: text)])
        #expect(result.diagnostics.map(\.code) == ["unknown-key", "unknown-kind", "wrong-type"])
        #expect(result.diagnostics.map(\.location.line) == [6, 13, 21])
    }
}
