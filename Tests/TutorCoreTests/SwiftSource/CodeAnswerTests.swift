import Testing

@testable import TutorCore

/// Code handed in with the Markdown a lesson shows it in.
@Suite struct CodeAnswerTests {
    @Test func aLineInBackticksIsTheLine() {
        #expect(CodeAnswer.unwrapped("`@State private var glasses = 0`") == "@State private var glasses = 0")
        #expect(CodeAnswer.unwrapped("    `$store.items`") == "    $store.items")
    }

    @Test func aBlockInASwiftFenceIsTheBlock() {
        let answer = "```swift\nstruct A {\n    var b = 0\n}\n```\n"
        #expect(CodeAnswer.unwrapped(answer) == "struct A {\n    var b = 0\n}")
        #expect(CodeAnswer.unwrapped("```\nlet a = 1\n```") == "let a = 1")
    }

    @Test func anEscapedIdentifierStaysEscaped() {
        #expect(CodeAnswer.unwrapped("`default`") == "`default`")
    }

    @Test func codeWithBackticksInsideIsLeftAsItIs() {
        #expect(CodeAnswer.unwrapped("let `class` = 1") == "let `class` = 1")
        #expect(CodeAnswer.unwrapped("`a` + `b`") == "`a` + `b`")
    }

    @Test func aFenceOfAnotherLanguageIsNotTaken() {
        let answer = "```text\nhello\n```"
        #expect(CodeAnswer.unwrapped(answer) == answer)
    }

    @Test func linesCopiedFromAListingLoseTheirLineNumbers() {
        #expect(CodeAnswer.unwrapped("  13 |         .environment(book)") == "        .environment(book)")
        #expect(CodeAnswer.unwrapped("1 │ let a = 1\n2 │\n3 │ let b = 2") == "let a = 1\n\nlet b = 2")
    }

    @Test func codeThatOnlySomeLinesNumberKeepsItsNumbers() {
        let answer = "let a = 1\n2 | 3"
        #expect(CodeAnswer.unwrapped(answer) == answer)
    }

    static let starter = """
        import Foundation

        final class Model {
            var items: [Int] = []

            func remove(_ value: Int) {
                // Your code here.
            }
        }
        """

    @Test func aFunctionAloneIsPutInTheStarterInPlaceOfItsNamesake() {
        let answer = "func remove(_ value: Int) {\n    items.removeAll { $0 == value }\n}"
        let placed = CodeAnswer.placedInStarter(answer, starter: Self.starter)
        #expect(
            placed?.contains("    func remove(_ value: Int) {\n        items.removeAll { $0 == value }\n    }\n}")
                == true)
        #expect(placed?.contains("Your code here") == false)
        #expect(placed?.hasPrefix("import Foundation\n\nfinal class Model {") == true)
    }

    @Test func aFunctionTheStarterDoesNotHaveIsLeftAlone() {
        #expect(CodeAnswer.placedInStarter("func add(_ value: Int) {}", starter: Self.starter) == nil)
    }

    @Test func moreThanOneFunctionOrAWholeFileIsLeftAlone() {
        #expect(
            CodeAnswer.placedInStarter("func remove(_ value: Int) {}\nstruct Extra {}", starter: Self.starter) == nil)
        #expect(CodeAnswer.placedInStarter(Self.starter, starter: Self.starter) == nil)
    }

    static let screens = """
        import SwiftUI

        struct HomeScreen: View {
            @State private var isOn = false
            var body: some View { PorchLightRow(isOn: $isOn) }
        }

        struct PorchLightRow: View {
            var isOn: Bool
            var body: some View { Text("todo") }
        }
        """

    @Test func aTypeAloneReplacesItsNamesakeAndTheImportsAndOtherTypesStay() throws {
        let answer = """
            struct PorchLightRow: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("Porch light", isOn: $isOn) }
            }
            """
        let placed = try #require(CodeAnswer.placedInStarter(answer, starter: Self.screens))
        #expect(placed.hasPrefix("import SwiftUI\n\nstruct HomeScreen: View {"))
        #expect(placed.contains("@Binding var isOn: Bool"))
        #expect(!placed.contains("Text(\"todo\")"))
        #expect(placed.components(separatedBy: "struct PorchLightRow").count == 2)
    }

    @Test func aClassWithoutTheStartersImportIsPlacedUnderIt() throws {
        let starter = "import Observation\n\nfinal class EpisodeQueue {\n    var episodes: [String] = []\n}\n"
        let answer =
            "@Observable\nfinal class EpisodeQueue {\n    var episodes: [String] = []\n    var nowPlaying: String?\n}"
        let placed = try #require(CodeAnswer.placedInStarter(answer, starter: starter))
        #expect(placed.hasPrefix("import Observation\n\n@Observable\nfinal class EpisodeQueue {"))
    }

    @Test func aPropertyAloneGoesInPlaceOfTheTypesPropertyOfThatName() throws {
        let placed = try #require(CodeAnswer.placedInStarter("var items: [Int] = [1, 2]", starter: Self.starter))
        #expect(placed.contains("final class Model {\n    var items: [Int] = [1, 2]\n\n    func remove"))
    }

    @Test func aMemberThatTwoTypesDeclareIsNotGuessed() {
        #expect(CodeAnswer.placedInStarter("@Binding var isOn: Bool", starter: Self.screens) == nil)
    }

    @Test func anInitializerAloneReplacesTheTypesInitializer() throws {
        let starter = "struct Box {\n    var size: Int\n    init() {\n        size = 0\n    }\n}\n"
        let placed = try #require(
            CodeAnswer.placedInStarter("init(size: Int) {\n    self.size = size\n}", starter: starter))
        #expect(
            placed == "struct Box {\n    var size: Int\n    init(size: Int) {\n        self.size = size\n    }\n}\n")
    }

    @Test func aNewMethodBesideAReplacedOneGoesInTheSameType() throws {
        let answer = "func remove(_ value: Int) {\n    items.removeAll { $0 == value }\n}\nfunc clear() { items = [] }"
        let placed = try #require(CodeAnswer.placedInStarter(answer, starter: Self.starter))
        #expect(placed.contains("    func clear() { items = [] }\n}"))
        #expect(placed.contains("    func remove(_ value: Int) {\n        items.removeAll"))
    }

    @Test func aHelperTypeBesideAReplacedTypeIsAddedAtTheEnd() throws {
        let answer =
            "struct PorchLightRow: View {\n    @Binding var isOn: Bool\n    var body: some View { Label() }\n}\n\nstruct Label: View {\n    var body: some View { Text(\"x\") }\n}"
        let placed = try #require(CodeAnswer.placedInStarter(answer, starter: Self.screens))
        #expect(placed.hasSuffix("struct Label: View {\n    var body: some View { Text(\"x\") }\n}"))
        #expect(placed.contains("struct HomeScreen"))
    }

    @Test func aWholeFileWithoutTheStartersImportGetsIt() throws {
        let whole = Self.screens.replacingOccurrences(of: "import SwiftUI\n\n", with: "")
        let placed = try #require(CodeAnswer.placedInStarter(whole, starter: Self.screens))
        #expect(placed == Self.screens)
    }

    @Test func anAnswerLackingWhatTheStarterDeclaresIsToldWhatIsMissingAndUsesNoTry() {
        let failing = CheckOutcome.verdict(
            .wrong(
                expected: nil, ["Your code does not compile:"],
                diagnostics: [
                    CompilerDiagnostic(
                        file: "", line: 3, column: 5, severity: .error, message: "cannot find 'HomeScreen' in scope")
                ]))
        let outcome = AnswerChecker.replacingWholeStarter(
            failing, code: "struct LightRow {}\nlet s = HomeScreen()", starter: Self.screens)
        guard case .invalid(let message) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(message.contains("`HomeScreen`"))
    }
}
