import Testing

@testable import TutorCore

@Suite struct SwiftTokensTests {
    @Test func whitespaceAndCommentsDoNotMatter() {
        #expect(SwiftTokens.equivalent("let a=1 // one", "let a = 1"))
    }

    @Test func trailingCommasDoNotMatter() {
        #expect(SwiftTokens.equivalent("f(a, b,)", "f(a, b)"))
    }

    @Test func aRedundantSelfDoesNotMatter() {
        #expect(SwiftTokens.equivalent("self.count += 1", "count += 1"))
    }

    @Test func theOrderOfModifiersDoesNotMatter() {
        #expect(SwiftTokens.equivalent("private @State var x = 0", "@State private var x = 0"))
    }

    @Test func differentCodeIsDifferent() {
        #expect(!SwiftTokens.equivalent("let x = 1", "var x = 1"))
        #expect(!SwiftTokens.equivalent("\"a b\"", "\"ab\""))
    }

    @Test func spacingInsideAnInterpolationDoesNotMatter() {
        #expect(SwiftTokens.equivalent("\"a \\(b ? \"x\":\"y\")\"", "\"a \\( b ? \"x\" : \"y\" )\""))
    }

    @Test func theTextAroundAnInterpolationStillMatters() {
        #expect(!SwiftTokens.equivalent("\"a \\(b) c\"", "\"a \\(b)c\""))
        #expect(!SwiftTokens.equivalent("\"a \\(b)\"", "\"a \\(c)\""))
    }

    @Test func commentsInsideAnInterpolationDoNotMatter() {
        #expect(SwiftTokens.equivalent("\"\\(count /* pages */)\"", "\"\\(count)\""))
    }

    @Test func multiLineStringsCompareAsOneLiteral() {
        #expect(!SwiftTokens.equivalent("\"\"\"\n  a\n  \"\"\"", "\"\"\"\n  a b\n  \"\"\""))
        #expect(SwiftTokens.equivalent("let s = \"\"\"\n  a\n  \"\"\"", "let s =\n\"\"\"\n  a\n  \"\"\""))
    }

    @Test func aRedundantSelfInsideAnInterpolationDoesNotMatter() {
        #expect(SwiftTokens.equivalent("Text(\"\\(self.count) left\")", "Text(\"\\(count) left\")"))
    }

    @Test func aModuleNameBeforeANameIsTheSameCode() {
        #expect(SwiftTokens.sameCode("Foundation.UserDefaults", "UserDefaults"))
        #expect(SwiftTokens.sameCode("SwiftUI.Binding<Swift.Int>", "Binding<Int>"))
        #expect(!SwiftTokens.sameCode("x.Foundation.UserDefaults", "x.UserDefaults"))
    }
}
