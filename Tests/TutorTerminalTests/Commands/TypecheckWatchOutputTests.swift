import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

/// What `typecheck --watch` prints for one check, and when swiftc's result adds to SourceKit's.
@Suite struct TypecheckWatchOutputTests {
    static func diagnostic(
        _ severity: CompilerDiagnostic.Severity, _ message: String, line: Int = 4, file: String = "A.swift"
    ) -> CompilerDiagnostic {
        CompilerDiagnostic(file: file, line: line, column: 5, severity: severity, message: message)
    }

    @Test func theSummaryCountsErrorsAndWarningsAndNamesTheChecker() {
        let summary = TypecheckCommand.summary(
            [Self.diagnostic(.error, "no"), Self.diagnostic(.note, "here"), Self.diagnostic(.warning, "hm")],
            of: ["ContentView.swift"], by: .sourceKit, after: .milliseconds(41), plain: false)
        #expect(
            summary == "ContentView.swift: 1 error, 1 warning (SourceKit, 41 ms) · watching for changes, Ctrl-C stops")
    }

    @Test func aCleanSummaryStillSaysErrorsAndWarnings() {
        let summary = TypecheckCommand.summary(
            [], of: ["A.swift", "B.swift"], by: .swiftc, after: .seconds(1), plain: true)
        #expect(
            summary == "A.swift, B.swift: 0 errors, 0 warnings (swiftc, 1000 ms) - watching for changes, Ctrl-C stops")
    }

    @Test func manyFilesAreCountedInTheSummary() {
        let summary = TypecheckCommand.summary(
            [], of: ["A.swift", "B.swift", "C.swift", "D.swift"], by: .swiftc, after: .zero, plain: false)
        #expect(summary.hasPrefix("4 files: 0 errors, 0 warnings"))
    }

    @Test func swiftcAddsToSourceKitWhenItFindsAnErrorSourceKitDidNot() {
        let sourceKit = [Self.diagnostic(.warning, "never mutated")]
        let swiftc = sourceKit + [Self.diagnostic(.error, "constant 'x' used before being initialized", line: 5)]
        #expect(TypecheckCommand.findings(swiftc) != TypecheckCommand.findings(sourceKit))
    }

    @Test func notesAndSourceLinesDoNotMakeTheTwoResultsDiffer() {
        let sourceKit = [Self.diagnostic(.warning, "never mutated"), Self.diagnostic(.note, "SourceKit's note")]
        var warning = Self.diagnostic(.warning, "never mutated")
        warning.sourceLine = "    var a = 1"
        #expect(TypecheckCommand.findings([warning]) == TypecheckCommand.findings(sourceKit))
    }

    @Test func sourceKitsDiagnosticsGetTheLearnersLineAndNoFixIt() {
        var error = Self.diagnostic(.error, "cannot find 'x' in scope", line: 2)
        error.fixIt = "mutating "
        let shown = TypecheckCommand.asTypecheckShowsThem(
            [error], from: [LearnerFile("let a = 1\r\nlet b = x\n", displayName: "A.swift")])
        #expect(shown.first?.sourceLine == "let b = x")
        #expect(shown.first?.fixIt == nil)
    }

    @Test func aNoteAboutADeclarationOfTheSurfaceIsShownAsSwiftcShowsIt() {
        let note = Self.diagnostic(
            .note, "candidate expects value of type 'Image' for parameter #1 (got 'Int') (SwiftUI.Text.init)")
        let shown = TypecheckCommand.asTypecheckShowsThem([note], from: [LearnerFile("", displayName: "A.swift")])
        #expect(shown.first?.file == "SwiftUI")
        #expect(shown.first?.line == 0)
        #expect(shown.first?.message == "candidate expects value of type 'Image' for parameter #1 (got 'Int')")
    }

    @Test func aMessageEndingInOtherParenthesesIsLeftAsItIs() {
        #expect(TypecheckCommand.withoutDeclarationName("candidate has a label (got 'Int')") == nil)
        #expect(TypecheckCommand.withoutDeclarationName("see (this.one)") == nil)
    }
}
