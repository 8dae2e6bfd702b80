import Foundation
import Testing
import TutorTestSupport

@testable import TutorCore

/// LESSON_FORMAT.md lists every diagnostic code the loader and validator can report.
@Suite struct DiagnosticCodeDocumentationTests {
    static let root = Repository.root()

    /// Codes written where diagnostics are made: `.error("code", …)`, `.warning("code", …)`.
    static func codesInSources() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"\.(?:error|warning)\(\s*"([a-z0-9-]+)""#)
        var codes: Set<String> = []
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { codes.insert(String(text[range])) }
            }
        }
        return codes
    }

    @Test func everyDiagnosticCodeIsInTheLessonFormatTable() throws {
        let documentation = try String(
            contentsOf: Self.root.appendingPathComponent("docs/LESSON_FORMAT.md"), encoding: .utf8)
        let yamlCodes = [YAMLError.Reason.syntax, .aliasBudget, .tooDeep, .secondDocument].map {
            YAMLError(message: "", line: 1, column: 1, reason: $0).code
        }
        let codes = try Self.codesInSources().union(yamlCodes)
        #expect(codes.count > 40)
        let missing = codes.filter { !documentation.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "not in docs/LESSON_FORMAT.md: \(missing)")
    }
}
