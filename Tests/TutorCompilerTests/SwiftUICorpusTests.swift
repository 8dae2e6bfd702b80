import Foundation
import Testing
import TutorCore

@testable import TutorCompiler

/// Snippets in the style of Apple's documentation: the valid ones must compile against the
/// surface without a warning, the invalid ones must fail with the message Xcode shows.
@Suite(.enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct SwiftUICorpusTests {
    @Test func theCorpusHoldsAtLeastTwentyFiveValidAndFifteenInvalidSnippets() {
        #expect(CompilerFixture.corpusFiles("valid").count >= 25)
        #expect(CompilerFixture.corpusFiles("invalid").count >= 15)
    }

    @Test(arguments: CompilerFixture.corpusFiles("valid"))
    func aValidSnippetCompilesWithoutWarnings(_ name: String) throws {
        let compiler = try #require(CompilerFixture.compiler)
        let source = try String(
            contentsOf: try #require(CompilerFixture.corpus).appendingPathComponent("valid/\(name)"), encoding: .utf8)
        let result = try compiler.typecheck(source, displayName: name)
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(result.diagnostics.map(\.formatted))")
    }

    @Test(arguments: CompilerFixture.corpusFiles("invalid"))
    func anInvalidSnippetFailsWithTheExpectedMessage(_ name: String) throws {
        let compiler = try #require(CompilerFixture.compiler)
        let source = try String(
            contentsOf: try #require(CompilerFixture.corpus).appendingPathComponent("invalid/\(name)"), encoding: .utf8)
        let firstLine = source.split(separator: "\n").first ?? ""
        let expected = try #require(
            firstLine.range(of: "expect:").map { firstLine[$0.upperBound...].trimmingCharacters(in: .whitespaces) })
        let result = try compiler.typecheck(source, displayName: name)
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.contains { $0.message.lowercased().contains(expected.lowercased()) },
            "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.allSatisfy { $0.file == name || $0.line == 0 })
    }
}
