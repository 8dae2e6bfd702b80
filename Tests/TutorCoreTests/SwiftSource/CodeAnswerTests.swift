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
}
