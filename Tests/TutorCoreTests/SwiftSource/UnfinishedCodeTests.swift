import Testing

@testable import TutorCore

/// Code typed so far, closed so that it type-checks as far as it goes.
struct UnfinishedCodeTests {
    @Test func bracketsStillOpenAreClosedOnLinesAfterTheCode() {
        let code = UnfinishedCode("struct Counter {\n    var body: some View {\n        VStack(")
        #expect(code.text == "struct Counter {\n    var body: some View {\n        VStack(\n)\n}\n}\n")
        #expect(code.writtenLines == 3)
    }

    @Test func finishedCodeIsLeftAsItIs() {
        let source = "struct Counter {\n    var count = 0\n}"
        #expect(UnfinishedCode(source).text == source)
        #expect(UnfinishedCode(source).openingLines.isEmpty)
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        let code = UnfinishedCode("let a = \"{(\" // [\n/* { */ let b = 1")
        #expect(code.text == "let a = \"{(\" // [\n/* { */ let b = 1")
    }

    @Test func theLinesThatOpenWhatIsStillOpenAreKnown() {
        let code = UnfinishedCode("import SwiftUI\nstruct Counter: View {\n    let x = 1\n    var body: some View {")
        #expect(code.openingLines == [2, 4])
        #expect(code.isAboutWrittenCode(line: 3))
        #expect(!code.isAboutWrittenCode(line: 2))
        #expect(!code.isAboutWrittenCode(line: 5))
    }

    @Test func aClosingBracketClosesTheLastMatchingOne() {
        let code = UnfinishedCode("f(a: [1, 2)\n{")
        #expect(code.text == "f(a: [1, 2)\n{\n}\n")
    }

    @Test func aLineCountedInAMultilineStringKeepsTheLinesRight() {
        let code = UnfinishedCode("let s = \"\"\"\n  a\n  \"\"\"\nstruct S {")
        #expect(code.openingLines == [4])
    }
}
