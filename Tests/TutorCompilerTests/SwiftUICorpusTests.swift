import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// Snippets in the style of Apple's documentation and of real apps: the valid ones must compile
/// against the surface without a warning (or with exactly the warnings their header names), the
/// invalid ones must fail with the message Xcode shows. A folder is one module of several files.
///
/// Header lines (comments at the top of the first file):
/// `// expect: <text>` (invalid: a diagnostic contains it), `// expect-warning: <text>` (valid: a
/// warning contains it; every warning must be expected), `// target: iOS 16` (the deployment target).
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct SwiftUICorpusTests {
    @Test func theCorpusHoldsAtLeastTwentyFiveValidAndFifteenInvalidSnippets() {
        #expect(CompilerFixture.corpusFiles("valid").count >= 25)
        #expect(CompilerFixture.corpusFiles("invalid").count >= 15)
    }

    @Test(arguments: CompilerFixture.corpusFiles("valid"))
    func aValidSnippetCompilesWithOnlyTheWarningsItExpects(_ name: String) throws {
        let compiler = try #require(CompilerFixture.compiler)
        let entry = try CorpusEntry(kind: "valid", name: name)
        let result = try compiler.typecheck(entry.files, target: entry.target)
        let shown = result.diagnostics.map(\.formatted)
        #expect(result.succeeded, "\(shown)")
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        for warning in warnings {
            #expect(entry.expectedWarnings.contains { warning.message.lowercased().contains($0) }, "\(shown)")
        }
        for expected in entry.expectedWarnings {
            #expect(warnings.contains { $0.message.lowercased().contains(expected) }, "\(expected): \(shown)")
        }
    }

    @Test(arguments: CompilerFixture.corpusFiles("invalid"))
    func anInvalidSnippetFailsWithTheExpectedMessage(_ name: String) throws {
        let compiler = try #require(CompilerFixture.compiler)
        let entry = try CorpusEntry(kind: "invalid", name: name)
        let expected = try #require(entry.expected, "\(name) needs a first line '// expect: <message>'")
        let result = try compiler.typecheck(entry.files, target: entry.target)
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.contains { $0.message.lowercased().contains(expected) },
            "\(result.diagnostics.map(\.formatted))")
        let names = Set(entry.files.map(\.displayName))
        #expect(result.diagnostics.allSatisfy { names.contains($0.file) || $0.line == 0 })
    }
}

/// One corpus entry: a file, or a folder of files that form one module, and its header.
struct CorpusEntry {
    var files: [LearnerFile]
    var expected: String?
    var expectedWarnings: [String] = []
    var target: DeploymentTarget?

    init(kind: String, name: String) throws {
        let corpus = try #require(CompilerFixture.corpus)
        let url = corpus.appendingPathComponent("\(kind)/\(name)")
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let urls =
            isFolder.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { url.appendingPathComponent($0) } : [url]
        files = try urls.map { file in
            let displayName = isFolder.boolValue ? "\(name)/\(file.lastPathComponent)" : name
            return LearnerFile(try String(contentsOf: file, encoding: .utf8), displayName: displayName)
        }
        for line in (files.first?.source ?? "").split(separator: "\n") {
            guard line.hasPrefix("//") else { break }
            let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                text.hasPrefix(key) ? text.dropFirst(key.count).trimmingCharacters(in: .whitespaces).lowercased() : nil
            }
            if let found = value("expect:") { expected = found }
            if let found = value("expect-warning:") { expectedWarnings.append(found) }
            if let found = value("target:") { target = DeploymentTarget(found) }
        }
    }
}
