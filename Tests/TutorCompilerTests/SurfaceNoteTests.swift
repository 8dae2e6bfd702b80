import Foundation
import SwiftUISurface
import Testing
import TutorCore

@Suite struct SurfaceNoteTests {
    /// Every declared name in the surface: what follows a declaration keyword.
    private static let declaredNames: Set<String> = {
        var names: Set<String> = []
        let keywords: Set<String> = [
            "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "macro", "case",
        ]
        for file in SwiftUISurface.files {
            let tokens = SwiftLexer.tokens(file.source).filter { !$0.isTrivia }
            for (index, token) in tokens.enumerated().dropLast() where keywords.contains(token.text) {
                names.insert(tokens[index + 1].text)
            }
        }
        return names
    }()

    @Test func nothingTheNoteCallsMissingIsDeclaredInTheSurface() {
        let declared = SurfaceNote.knownMissing.filter { Self.declaredNames.contains($0) }
        #expect(declared.isEmpty, "declared now, so not a limit of the tutor: \(declared.sorted())")
    }

    @Test func aMissingSurfaceNameGetsTheNote() {
        let error = CompilerDiagnostic(
            file: "a.swift", line: 3, column: 1, severity: .error, message: "cannot find 'PhotosPicker' in scope")
        #expect(SurfaceNote.note(for: [error])?.contains("a limit of the tutor") == true)
    }

    @Test func aFrameworkTheSurfaceDoesNotModelGetsTheNote() {
        let error = CompilerDiagnostic(
            file: "a.swift", line: 1, column: 8, severity: .error, message: "no such module 'UIKit'")
        #expect(SurfaceNote.note(for: [error])?.hasPrefix("note: UIKit is not part of") == true)
    }

    @Test func aLearnersOwnMissingNameGetsNoNote() {
        let error = CompilerDiagnostic(
            file: "a.swift", line: 3, column: 1, severity: .error, message: "cannot find 'conter' in scope")
        #expect(SurfaceNote.note(for: [error]) == nil)
    }
}
