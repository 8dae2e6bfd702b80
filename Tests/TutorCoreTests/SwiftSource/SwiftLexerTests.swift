import Testing
import TutorTestSupport

@testable import TutorCore

@Suite struct SwiftLexerTests {
    typealias Token = SwiftToken

    /// The tokens of `source` that are not whitespace or line breaks.
    private func visible(_ source: String) -> [Token] {
        SwiftLexer.tokens(source).filter { $0.kind != .whitespace && $0.kind != .newline }
    }

    /// Whether the tokens' texts put together are `source`, scalar for scalar.
    private func givesBack(_ source: String) -> Bool {
        SwiftLexer.tokens(source).map(\.text).joined().unicodeScalars.elementsEqual(source.unicodeScalars)
    }

    // MARK: Losslessness

    @Test func theTokensOfEveryPieceOfLessonCodeGiveTheCodeBack() {
        #expect(SwiftSamples.lessonCode.count > 100)
        for code in SwiftSamples.lessonCode {
            #expect(givesBack(code), "\(code)")
        }
    }

    @Test func theTokensOfMutatedLessonCodeGiveTheCodeBack() {
        var generator = SwiftSamples.Generator(state: 0x5EED)
        for _ in 0..<TestScale.fuzzInputs(fastLoop: 500) {
            let code = SwiftSamples.mutatedLessonCode(&generator)
            #expect(givesBack(code), "\(code.debugDescription)")
        }
    }

    @Test func theTokensOfRandomBytesGiveTheTextBack() {
        var generator = SwiftSamples.Generator(state: 0xB17E5)
        for _ in 0..<TestScale.fuzzInputs(fastLoop: 500) {
            let text = SwiftSamples.randomBytes(&generator)
            #expect(givesBack(text), "\(text.debugDescription)")
        }
    }

    @Test func everyTokenOfMutatedCodeHasTheShapeOfItsKind() {
        var generator = SwiftSamples.Generator(state: 0x5A4E)
        for _ in 0..<TestScale.fuzzInputs(fastLoop: 250) {
            let code = SwiftSamples.mutatedLessonCode(&generator)
            for token in SwiftLexer.tokens(code) {
                let text = token.text
                let first = text.unicodeScalars.first
                let shaped: Bool
                switch token.kind {
                case .whitespace:
                    shaped = text.unicodeScalars.allSatisfy { " \t\u{0B}\u{0C}".unicodeScalars.contains($0) }
                case .newline: shaped = ["\n", "\r", "\r\n"].contains(text)
                case .comment: shaped = text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("#!")
                case .attribute: shaped = first == "@" && text.unicodeScalars.count > 1
                case .poundDirective: shaped = first == "#" && text.unicodeScalars.count > 1
                case .number: shaped = first.map { ("0"..."9").contains($0) } == true
                case .string: shaped = first == "\"" || first == "#" || first == ")"
                case .punctuation, .unknown: shaped = text.unicodeScalars.count == 1
                case .keyword: shaped = SwiftLexer.keywords.contains(text)
                case .identifier, .operator: shaped = !text.isEmpty && !text.contains("\n")
                }
                #expect(shaped, "\(token) in \(code.debugDescription)")
            }
        }
    }

    @Test func deeplyNestedInterpolationsAreReadWithoutRecursion() {
        let source = String(repeating: "\"\\(", count: 50_000) + "x" + String(repeating: ")\"", count: 50_000)
        let tokens = SwiftLexer.tokens(source)
        #expect(givesBack(source))
        #expect(tokens.first { $0.text == "x" }?.interpolationDepth == 50_000)
        #expect(tokens.last?.interpolationDepth == 0)
    }

    @Test func longRunsOfHashesAndBackslashesGiveTheTextBack() {
        let hashes = String(repeating: "#", count: 20_000)
        for source in [
            hashes + "\"" + String(repeating: "\"#", count: 20_000),
            hashes + "\"" + String(repeating: "\\#", count: 20_000),
            String(repeating: "#", count: 40_000), String(repeating: "`", count: 40_001),
            hashes + "\"\"\"\n" + String(repeating: "\"\"\"#", count: 10_000),
        ] {
            #expect(givesBack(source))
        }
    }

    // MARK: String literals

    @Test func interpolatedCodeIsLexedAsCodeBetweenStringPieces() {
        #expect(
            visible("\"a \\(b ? \"x\" : \"y\") c\"") == [
                Token(.string, "\"a \\("), Token(.identifier, "b", interpolationDepth: 1),
                Token(.operator, "?", interpolationDepth: 1), Token(.string, "\"x\"", interpolationDepth: 1),
                Token(.punctuation, ":", interpolationDepth: 1), Token(.string, "\"y\"", interpolationDepth: 1),
                Token(.string, ") c\""),
            ])
    }

    @Test func parenthesesInsideAnInterpolationDoNotCloseIt() {
        #expect(
            visible("\"\\(f(x))!\"").map(\.text) == ["\"\\(", "f", "(", "x", ")", ")!\""])
    }

    @Test func interpolationsNestOneLevelDeeperEachTime() {
        let tokens = visible("\"\\(\"\\(x)\")\"")
        #expect(tokens.map(\.interpolationDepth) == [0, 1, 2, 1, 0])
        #expect(tokens.map(\.text) == ["\"\\(", "\"\\(", "x", ")\"", ")\""])
    }

    @Test func rawStringsInterpolateOnlyWithTheirHashes() {
        #expect(
            visible("#\"a \\(b) \\#(c)\"#") == [
                Token(.string, "#\"a \\(b) \\#("), Token(.identifier, "c", interpolationDepth: 1),
                Token(.string, ")\"#"),
            ])
    }

    @Test func rawStringsEndOnlyAtAQuoteFollowedByTheirHashes() {
        #expect(visible("##\"say \"#hi\"# \\\"##.count").map(\.text) == ["##\"say \"#hi\"# \\\"##", ".", "count"])
    }

    @Test func escapedQuotesDoNotEndAString() {
        #expect(visible("\"say \\\"hi\\\"\" + x").first == Token(.string, "\"say \\\"hi\\\"\""))
    }

    @Test func multiLineStringsSpanLinesAndKeepTheirQuotes() {
        let source = "let s = \"\"\"\n    \"quoted\" \"\" text \\(n)\n    \"\"\"\nlet t = 1"
        #expect(
            visible(source).filter { $0.kind == .string }.map(\.text) == [
                "\"\"\"\n    \"quoted\" \"\" text \\(", ")\n    \"\"\"",
            ])
    }

    @Test func interpolationsInMultiLineStringsMaySpanLines() {
        let tokens = visible("\"\"\"\n\\(\n  x\n)\n\"\"\" y")
        #expect(tokens.map(\.text) == ["\"\"\"\n\\(", "x", ")\n\"\"\"", "y"])
        #expect(tokens[1].interpolationDepth == 1)
    }

    @Test func anUnterminatedStringEndsAtTheEndOfItsLine() {
        #expect(
            visible("let s = \"open\nlet t = 2").map(\.text) == ["let", "s", "=", "\"open", "let", "t", "=", "2"])
    }

    @Test func anUnterminatedInterpolationEndsWithItsLine() {
        let tokens = visible("let s = \"a \\(f(b\nlet t = 2")
        #expect(
            tokens.suffix(4) == [
                Token(.keyword, "let"), Token(.identifier, "t"), Token(.operator, "="), Token(.number, "2"),
            ])
    }

    @Test func aBackslashAtTheEndOfASingleLineStringDoesNotContinueIt() {
        #expect(visible("\"a\\\nb\"").map(\.text) == ["\"a\\", "b", "\""])
    }

    @Test func anUnterminatedMultiLineStringRunsToTheEnd() {
        #expect(SwiftLexer.tokens("\"\"\"\nnever \"closed\n") == [Token(.string, "\"\"\"\nnever \"closed\n")])
    }

    // MARK: Comments

    @Test func lineCommentsRunToTheEndOfTheLine() {
        #expect(
            SwiftLexer.tokens("x // \"not a string\"\ny").map(\.kind) == [
                .identifier, .whitespace, .comment, .newline, .identifier,
            ])
    }

    @Test func blockCommentsNest() {
        #expect(
            visible("/* a /* b */ still */ c") == [Token(.comment, "/* a /* b */ still */"), Token(.identifier, "c")])
    }

    @Test func anUnterminatedBlockCommentRunsToTheEnd() {
        #expect(SwiftLexer.tokens("/* a /* b */\nlet x") == [Token(.comment, "/* a /* b */\nlet x")])
    }

    @Test func aCommentInsideARunOfOperatorCharactersEndsTheOperator() {
        #expect(visible("a+/* c */b").map(\.text) == ["a", "+", "/* c */", "b"])
        #expect(visible("a+// c").map(\.kind) == [.identifier, .operator, .comment])
    }

    @Test func aHashbangLineAtTheStartIsAComment() {
        #expect(visible("#!/usr/bin/swift\nprint(1)").first == Token(.comment, "#!/usr/bin/swift"))
    }

    // MARK: Words, attributes and directives

    @Test func previewIsOnePoundDirective() {
        #expect(
            visible("#Preview(\"Row\") {").map(\.kind) == [
                .poundDirective, .punctuation, .string, .punctuation, .punctuation,
            ])
        #expect(visible("#Preview").first == Token(.poundDirective, "#Preview"))
    }

    @Test func aHashWithoutANameIsPunctuation() {
        #expect(visible("## x").map(\.kind) == [.punctuation, .punctuation, .identifier])
    }

    @Test func attributesIncludeTheirAtSignButNotTheirArguments() {
        #expect(
            visible("@State private var x; @Environment(\\.dismiss)").map(\.text) == [
                "@State", "private", "var", "x", ";", "@Environment", "(", "\\", ".", "dismiss", ")",
            ])
        #expect(visible("@State").first?.kind == .attribute)
        #expect(visible("@ x").first == Token(.punctuation, "@"))
    }

    @Test func keywordsAfterAPeriodAreMemberNames() {
        #expect(visible("x.default").last == Token(.identifier, "default"))
        #expect(visible("Int.self").last == Token(.keyword, "self"))
        #expect(visible("Self.init()")[2] == Token(.keyword, "init"))
    }

    @Test func dollarNamesAndBacktickNamesAreIdentifiers() {
        #expect(visible("$count $0 `default`").map(\.kind) == [.identifier, .identifier, .identifier])
    }

    @Test func anUnpairedBacktickIsUnknownAndTheLineIsStillLexed() {
        #expect(visible("`var x").map(\.kind) == [.unknown, .keyword, .identifier])
    }

    @Test func unicodeNamesAreIdentifiers() {
        #expect(visible("日本 = 🏠").map(\.kind) == [.identifier, .operator, .identifier])
    }

    // MARK: Operators and punctuation

    @Test func optionalChainingIsAQuestionMarkThenAPeriod() {
        #expect(
            visible("a?.b!.c").map { "\($0.kind) \($0.text)" } == [
                "identifier a", "operator ?", "punctuation .", "identifier b", "operator !", "punctuation .",
                "identifier c",
            ])
    }

    @Test func rangeOperatorsAreSingleTokens() {
        #expect(visible("0..<n").map(\.text) == ["0", "..<", "n"])
        #expect(visible("1...5").map(\.text) == ["1", "...", "5"])
        #expect(visible("xs[...]").map(\.kind) == [.identifier, .punctuation, .operator, .punctuation])
    }

    @Test func anArrowIsOneOperator() {
        #expect(visible("() -> Int").map(\.text) == ["(", ")", "->", "Int"])
    }

    @Test func operatorRunsStayTogether() {
        #expect(visible("a ?? b != c && !d").filter { $0.kind == .operator }.map(\.text) == ["??", "!=", "&&", "!"])
    }

    @Test func aKeyPathIsABackslashThenItsComponents() {
        #expect(
            visible("\\.openURL").map { "\($0.kind) \($0.text)" } == [
                "punctuation \\", "punctuation .", "identifier openURL",
            ])
    }

    // MARK: Numbers

    @Test func numbersIncludeSeparatorsFractionsAndExponents() {
        #expect(
            visible("1_000 + 0.75e2 + 0xFF + 0x1.8p3 + 1E-5").filter { $0.kind == .number }.map(\.text) == [
                "1_000", "0.75e2", "0xFF", "0x1.8p3", "1E-5",
            ])
    }

    @Test func aMemberAfterAnIntegerIsNotAFraction() {
        #expect(visible("0xFF.description").map(\.text) == ["0xFF", ".", "description"])
        #expect(visible("4.x").map(\.text) == ["4", ".", "x"])
    }

    @Test func nestedTupleAccessIsTwoIntegers() {
        #expect(visible("t.0.1").map(\.text) == ["t", ".", "0", ".", "1"])
    }

    // MARK: Line breaks

    @Test func aCarriageReturnAndLineFeedAreOneLineBreak() {
        #expect(
            SwiftLexer.tokens("a\r\nb\rc").map(\.kind) == [.identifier, .newline, .identifier, .newline, .identifier])
    }
}
