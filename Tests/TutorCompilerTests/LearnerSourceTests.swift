import Foundation
import Testing
import TutorCore

@testable import TutorCompiler

@Suite struct LearnerSourceTests {
    @Test func aPreviewBecomesAViewBuilderClosureOnTheSameLine() {
        let source = LearnerSource("import SwiftUI\n#Preview(\"A (b)\") {\n    Text(\"x\")\n}\n")
        #expect(source.text.split(separator: "\n")[1] == "@MainActor private let __preview_1 = _PreviewStandIn {")
        #expect(source.isLibrary)
    }

    @Test func topLevelStatementsMakeAScript() {
        #expect(!LearnerSource("let a = 1\nprint(a)\n").isLibrary)
        #expect(LearnerSource("struct A {}\nlet a = A()\n").isLibrary)
        #expect(LearnerSource("print(1)\n@main struct App {}\n").isLibrary)
    }

    @Test func importFoundationAlsoImportsCombineOnTheSameLine() {
        #expect(
            LearnerSource("import Foundation\nlet a = 1\n").text == "import Foundation; import Combine\nlet a = 1\n")
        #expect(LearnerSource("import Foundation.NSData\n").text == "import Foundation.NSData\n")
    }

    @Test func importCombineIsLeftAsItIs() {
        // The surface has a module named Combine.
        #expect(LearnerSource("import Combine\nimport SwiftUI\n").text == "import Combine\nimport SwiftUI\n")
    }

    @Test func aPreviewInsideAStringOrACommentIsLeftAlone() {
        let text = "let s = \"\"\"\n#Preview {\n\"\"\"\n// #Preview {\n"
        #expect(LearnerSource(text).text == text)
    }

    @Test func previewArgumentsOverSeveralLinesKeepTheBodyOnItsLine() {
        let source = LearnerSource(
            "#Preview(\n    \"Row\",\n    traits: .sizeThatFitsLayout\n) {\n    Text(\"x\")\n}\n")
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0] == "@MainActor private let __preview_1 = _PreviewStandIn ")
        #expect(lines[3] == "{")
        #expect(lines[4] == "    Text(\"x\")")
    }

    @Test func previewableIsDroppedWithoutMovingLines() {
        let source = LearnerSource(
            "#Preview {\n    @Previewable @State var on = false\n    Toggle(\"On\", isOn: $on)\n}")
        #expect(source.text.split(separator: "\n")[1] == "    @State var on = false")
    }

    @Test func codeInsideConditionalCompilationMakesAScript() {
        #expect(!LearnerSource("import Foundation\n#if DEBUG\n    print(\"debug\")\n#endif\n").isLibrary)
    }

    @Test func statementsAfterASemicolonMakeAScript() {
        #expect(!LearnerSource("let a = 1; print(a)\n").isLibrary)
    }

    @Test func linesThatContinueADeclarationAreNotStatements() {
        let source =
            "let total = [1, 2]\n.reduce(0, +)\nlet sum = total +\n1\nextension Array\nwhere Element == Int {}\n"
        #expect(LearnerSource(source).isLibrary)
    }

    @Test func aStatementAfterAnOptionalTypeIsStillAStatement() {
        #expect(!LearnerSource("var name: String?\nprint(name ?? \"none\")\n").isLibrary)
    }

    @Test func mainInAStringOrACommentDoesNotMakeALibrary() {
        #expect(!LearnerSource("print(\"@main\")\n// @main\n").isLibrary)
    }

    @Test func codeInsideAMultiLineStringIsNotTopLevelCode() {
        #expect(LearnerSource("let s = \"\"\"\nprint(1)\n\\(\nprint(2)\n)\n\"\"\"\n").isLibrary)
    }

    @Test func preparingEditedSourceKeepsEveryLineBreak() {
        let source = #"""
            import Combine
            #Preview("A",
                traits: .sizeThatFitsLayout) {
                @Previewable @State var on = false
                Text("\(on)")
            }
            /* note */ let s = """
                #Preview {
                """
            """#
        let pieces = ["\"", "\"\"\"", "(", ")", "{", "#", "\\(", "/*", "//", "\n", "\r\n", "`", "@Previewable "]
        let lineBreaks = { (text: String) in Array(text.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }) }
        #expect(LearnerSource(source).text.contains("__preview_1 = _PreviewStandIn \n"))
        let scalars = Array(source.unicodeScalars)
        for position in 0...scalars.count {
            var edits = pieces.map { piece in
                var edited = scalars
                edited.insert(contentsOf: piece.unicodeScalars, at: position)
                return edited
            }
            if position < scalars.count {
                var edited = scalars
                edited.remove(at: position)
                edits.append(edited)
            }
            for edit in edits {
                var text = ""
                text.unicodeScalars.append(contentsOf: edit)
                #expect(lineBreaks(LearnerSource(text).text) == lineBreaks(text), "\(text.debugDescription)")
            }
        }
    }
}

@Suite struct LearnerSourceConditionTests {
    @Test func osIOSInAnIfConditionIsTrueAndKeepsItsWidth() {
        let source = LearnerSource("#if os(iOS)\nlet a = 1\n#endif\n")
        #expect(source.text == "#if true   \nlet a = 1\n#endif\n")
    }

    @Test func otherOperatingSystemsAreFalseAsInAnIOSApp() {
        let source = LearnerSource("#if os(macOS) || os(Linux)\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#endif\n")
        #expect(source.text.hasPrefix("#if false     || false    \n"))
        #expect(source.text.contains("#elseif true   \n"))
    }

    @Test func aMacTargetMakesOSMacOSTrueInstead() {
        let source = LearnerSource("#if os(macOS)\nlet a = 1\n#elseif os(iOS)\n#endif\n", os: "macOS")
        #expect(source.text.hasPrefix("#if true     \n"))
        #expect(source.text.contains("#elseif false  \n"))
    }

    @Test func osOutsideAConditionIsLeftAlone() {
        let text = "let os = 1\nfunc f() { print(os) }\nlet s = \"#if os(iOS)\"\n"
        #expect(LearnerSource(text).text == text)
    }

    @Test func aFileWithMainSaysSo() {
        #expect(LearnerSource("@main struct A: App {}\n").hasMain)
        #expect(!LearnerSource("struct A {}\n").hasMain)
    }

    @Test func anEntryInEnvironmentValuesBecomesAPropertyAndItsKeyOnTheSameLine() {
        let source = LearnerSource("extension EnvironmentValues {\n    @Entry var rounds: Int = 3\n}\n")
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(
            lines[1]
                == "    var rounds: Int { get { self[__Entry_rounds.self] } set { self[__Entry_rounds.self] = newValue } }; "
                + "struct __Entry_rounds: EnvironmentKey { static var defaultValue: Int {  3 } }")
    }

    @Test func anEntryWithoutATypeTakesItsValueType() {
        let source = LearnerSource("extension EnvironmentValues {\n    @Entry var accent = \"blue\"\n}\n")
        #expect(source.text.contains("var accent: __Entry_accent.Value {"))
        #expect(source.text.contains("static let defaultValue =  \"blue\" }"))
    }

    @Test func anOptionalEntryWithoutAValueDefaultsToNil() {
        let source = LearnerSource("extension EnvironmentValues {\n    @Entry var nickname: String?\n}\n")
        #expect(source.text.contains("static var defaultValue: String? { nil }"))
    }

    @Test func anEntryInFocusedValuesDeclaresAFocusedValueKey() {
        let source = LearnerSource("extension FocusedValues {\n    @Entry var selection: Book?\n}\n")
        #expect(source.text.contains("struct __Entry_selection: FocusedValueKey { typealias Value = Book }"))
    }

    @Test func aDefaultValueOverSeveralLinesKeepsItsLineBreaks() {
        let text =
            "extension EnvironmentValues {\n    @Entry var names: [String] = [\n        \"a\",\n    ]\n}\nlet x = 1\n"
        let lines = LearnerSource(text).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[5] == "let x = 1")
    }

    @Test func anEntryOutsideTheKnownExtensionsIsLeftAsWritten() {
        let text = "extension Transaction {\n    @Entry var fast = false\n}\n"
        #expect(LearnerSource(text).text == text)
    }
}
