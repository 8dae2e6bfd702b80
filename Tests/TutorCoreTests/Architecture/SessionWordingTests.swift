import Foundation
import Testing
import TutorTestSupport

@testable import TutorCore

/// The session says what happened as typed values (`SessionEvent`, `SessionNotice`,
/// `StepProgress`, `AnswerExpectation`); the terminal words them. A sentence in a string literal of
/// `Session/` would be English the terminal cannot word or translate.
@Suite struct SessionWordingTests {
    @Test func noStringLiteralInTheSessionFolderIsASentence() throws {
        let folder = Repository.root().appendingPathComponent("Sources/TutorCore/Session")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var sentences: [String] = []
        for name in names.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for token in SwiftLexer.tokens(text) where token.kind == .string {
                // Two words in a row, the first capitalised: "Not line", "You reached".
                if token.text.firstMatch(of: /\b[A-Z][a-z]+ [a-z]+/) != nil {
                    sentences.append("\(name): \(token.text)")
                }
            }
        }
        #expect(sentences.isEmpty, "\(sentences)")
    }
}
