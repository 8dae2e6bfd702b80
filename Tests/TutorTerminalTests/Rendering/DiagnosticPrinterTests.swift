import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

@Suite struct DiagnosticPrinterTests {
    static let lines: @Sendable (String) -> [String]? = { path in
        path == "lesson.md" ? ["---", "kind: choise", "\tanswer: \u{1B}[31m@State", "id: x"] : nil
    }

    static func printer(color: Bool = false) -> DiagnosticPrinter {
        DiagnosticPrinter(painter: Painter(enabled: color), sourceLines: lines)
    }

    @Test func aDiagnosticShowsItsCodeItsLineAndACaretUnderTheColumn() {
        let diagnostic = Diagnostic.error(
            "unknown-kind", "unknown question kind 'choise'", at: SourceLocation(file: "lesson.md", line: 2, column: 7))
        #expect(
            Self.printer().format(diagnostic) == """
                lesson.md:2:7: error: unknown question kind 'choise' [unknown-kind]
                2 | kind: choise
                  |       ^
                """)
    }

    @Test func helpAndNotesFollowEachNoteWithItsOwnLine() {
        let diagnostic = Diagnostic.error(
            "duplicate-key", "duplicate key 'id'", at: SourceLocation(file: "lesson.md", line: 4, column: 1),
            help: "remove one of them",
            notes: [
                DiagnosticNote("first written here", at: SourceLocation(file: "lesson.md", line: 2, column: 1)),
                DiagnosticNote("keys are unique in a block"),
            ])
        #expect(
            Self.printer().format(diagnostic) == """
                lesson.md:4:1: error: duplicate key 'id' [duplicate-key]
                4 | id: x
                  | ^
                help: remove one of them
                lesson.md:2:1: note: first written here
                2 | kind: choise
                  | ^
                note: keys are unique in a block
                """)
    }

    @Test func aTabAndAnEscapedControlBeforeTheColumnKeepTheCaretUnderIt() {
        let diagnostic = Diagnostic.warning(
            "yaml", "tab", at: SourceLocation(file: "lesson.md", line: 3, column: 15))
        let shown = Self.printer().format(diagnostic).split(separator: "\n").map(String.init)
        #expect(shown[1] == "3 | \tanswer: \\u{1B}[31m@State")
        // The tab stays a tab; the escaped ESC takes six columns, so the caret is under `@`.
        #expect(shown[2] == "  | \t" + String(repeating: " ", count: 8 + 6 + 4) + "^")
        #expect(!shown.joined().contains("\u{1B}"))
    }

    @Test func aVeryLongLineIsCutAroundTheColumnAndTheCaretStaysUnderIt() {
        let line = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        let printer = DiagnosticPrinter(painter: Painter(enabled: false), sourceLines: { _ in [line] })
        let diagnostic = Diagnostic.warning("wide", "here", at: SourceLocation(file: "f.md", line: 1, column: 1001))
        let shown = printer.format(diagnostic).split(separator: "\n").map(String.init)
        #expect(shown[1].count < 200)
        #expect(shown[1].hasPrefix("1 | …a") && shown[1].hasSuffix("b…"))
        // Every character here takes one column: the caret's offset is X's.
        #expect(Array(shown[1]).firstIndex(of: "X") == Array(shown[2]).firstIndex(of: "^"))
    }

    @Test func aFileWithoutSourceLinesPrintsTheDiagnosticAlone() {
        let diagnostic = Diagnostic.error("x", "gone", at: SourceLocation(file: "other.md", line: 1))
        #expect(Self.printer().format(diagnostic) == "other.md:1:1: error: gone [x]")
    }

    @Test func aLessonLinkedFromOutsideItsFolderIsNeverQuoted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quoted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString)")
        try "MY-PRIVATE-KEY-LINE-1\n".write(to: secret, atomically: true, encoding: .utf8)
        try "---\nid: own\n".write(to: folder.appendingPathComponent("01.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("02.md").path, withDestinationPath: secret.path)
        let current = URL(fileURLWithPath: folder.path, isDirectory: true)
        let sources = DiagnosticPrinter.lessonSources(currentDirectory: current)
        #expect(sources("01.md") == ["---", "id: own", ""])
        #expect(sources("02.md") == nil)
    }

    @Test func colourIsOnlyUsedWhenThePainterAllowsIt() {
        let diagnostic = Diagnostic.error("x", "bad", at: SourceLocation(file: "lesson.md", line: 2, column: 1))
        #expect(!Self.printer().format(diagnostic).contains(TerminalEscape.escape))
        #expect(Self.printer(color: true).format(diagnostic).contains(TerminalEscape.escape))
    }

    @Test func aLearnersErrorShowsTheirLineTheCaretTheNoteAndItsFixIt() {
        let line = "    func logDay() { days += 1 }"
        let diagnostics = [
            CompilerDiagnostic(
                file: "", line: 3, column: 26, severity: .error,
                message: "left side of mutating operator isn't mutable: 'self' is immutable", sourceLine: line),
            CompilerDiagnostic(
                file: "", line: 3, column: 5, severity: .note, message: "mark method 'mutating' to make 'self' mutable",
                sourceLine: line, fixIt: "    mutating "),
        ]
        #expect(
            Self.printer().format(learner: diagnostics) == """
                line 3: error: left side of mutating operator isn't mutable: 'self' is immutable
                3 |     func logDay() { days += 1 }
                  |                          ^
                line 3: note: mark method 'mutating' to make 'self' mutable
                3 |     func logDay() { days += 1 }
                  |     ^
                  |     mutating 

                """)
    }

    @Test func aFixItLinesUpUnderALineIndentedWithATab() {
        // swiftc expands the tab to 8 columns in what it prints; the learner's line keeps it.
        let diagnostic = CompilerDiagnostic(
            file: "", line: 3, column: 2, severity: .note, message: "mark method 'mutating' to make 'self' mutable",
            sourceLine: "\tfunc f() { d += 1 }", fixIt: "        mutating ")
        let shown = Self.printer().format(learner: [diagnostic]).split(separator: "\n").map(String.init)
        #expect(shown[1] == "3 | \tfunc f() { d += 1 }")
        #expect(shown[2] == "  | \t^")
        #expect(shown[3] == "  | \tmutating ")
    }

    @Test func aLearnersMessageWrapsBetweenWordsAndItsLineGoesOnAfterAMarker() {
        let line = "let total: Int = \"many\" + \"more\" + \"words\""
        let diagnostic = CompilerDiagnostic(
            file: "", line: 1, column: 18, severity: .error,
            message: "cannot convert value of type 'String' to specified type 'Int'", sourceLine: line)
        var printer = Self.printer()
        printer.width = 30
        let shown = printer.format(learner: [diagnostic]).split(separator: "\n").map(String.init)
        #expect(
            shown.prefix(3) == [
                "line 1: error: cannot convert", "  value of type 'String' to", "  specified type 'Int'",
            ])
        #expect(shown[3].hasPrefix("1 | let total"))
        #expect(shown.dropFirst(3).allSatisfy { TextWidth.columns($0) <= 30 })
        #expect(shown.contains { $0.hasPrefix("  | ") && $0.contains("↪ ") })
    }

    @Test func theCaretOfAWrappedLineStandsUnderItsColumnInThePieceThatHoldsIt() throws {
        let line = "        List(planner.destinations, id: \\.self, selection: $planner.selectedDestination) { name in"
        let column = try #require(line.range(of: "selection")).lowerBound.utf16Offset(in: line) + 1
        let diagnostic = CompilerDiagnostic(
            file: "", line: 13, column: column, severity: .error, message: "cannot find 'planner' in scope",
            sourceLine: line)
        var printer = Self.printer()
        printer.width = 60
        let shown = printer.format(learner: [diagnostic]).split(separator: "\n").map(String.init)
        #expect(shown.allSatisfy { TextWidth.columns($0) <= 60 }, "\(shown)")
        let caret = try #require(shown.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasSuffix("^") })
        let above = shown[caret - 1]
        let caretColumn = try #require(shown[caret].firstIndex(of: "^")).utf16Offset(in: shown[caret])
        #expect(Array(above.unicodeScalars)[caretColumn] == "s", "\(shown)")
    }

    @Test func aTypecheckMessageWrapsBetweenWordsWhenAWidthIsGiven() {
        let diagnostic = CompilerDiagnostic(
            file: "Counter.swift", line: 3, column: 5, severity: .error,
            message: "cannot find 'CounterModel' in scope and several more words here", sourceLine: "    CounterModel()"
        )
        var printer = Self.printer()
        printer.width = 40
        let shown = printer.format(diagnostic).split(separator: "\n").map(String.init)
        #expect(shown.allSatisfy { TextWidth.columns($0) <= 40 }, "\(shown)")
        #expect(shown.joined(separator: " ").contains("'CounterModel'"))
    }

    @Test func aDiagnosticGroupIsALinkNotATag() {
        let diagnostic = CompilerDiagnostic(
            file: "", line: 1, column: 8, severity: .error, message: "type 'any P' cannot conform to 'P'",
            group: "ProtocolTypeNonConformance", sourceLine: "let x: S<any P>? = nil")
        let shown = Self.printer().format(learner: [diagnostic])
        #expect(!shown.contains("[#"))
        #expect(
            shown.contains("https://docs.swift.org/compiler/documentation/diagnostics/protocol-type-non-conformance"))
    }
}
