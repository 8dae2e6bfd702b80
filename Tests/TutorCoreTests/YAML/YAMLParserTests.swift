import Testing

@testable import TutorCore

@Suite struct YAMLParserTests {
    @Test func mappingsKeepKeyOrderAndPositions() throws {
        let node = try YAMLParser.parse("a: 1\nb:\n  - x\n  - 'y'\n").get()
        let pairs = try #require(node.mapping)
        #expect(pairs.map { $0.key.scalar } == ["a", "b"])
        #expect(pairs[1].value.sequence?.map(\.line) == [3, 4])
        #expect(pairs[1].value.sequence?.last?.value == .scalar("y", isPlain: false))
    }

    @Test func syntaxErrorsCarryALineAndColumn() {
        guard case .failure(let error) = YAMLParser.parse("a: [1, 2\nb: 3\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.line == 1)
        #expect(error.column == 4)
        #expect(error.message.contains("flow sequence"))
    }

    @Test func quotedTrueIsTextNotABoolean() throws {
        #expect(try YAMLParser.parse("'true'").get().bool == nil)
        #expect(try YAMLParser.parse("true").get().bool == true)
    }

    @Test func aliasBombsFailAtTheAliasThatGoesPastTheNodeBudget() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        guard case .failure(let error) = YAMLParser.parse(text) else {
            Issue.record("expected the node budget to stop the expansion")
            return
        }
        #expect(error.reason == .aliasBudget)
        #expect(error.code == "yaml-alias-budget")
        #expect(error.message.contains("budget of \(YAMLParser.aliasNodeBudget)"))
        // a3 holds 11,111 values: the fourth alias of it, on line 5, takes the total past 50,000.
        #expect(error.line == 5)
    }

    @Test func aLongTextRepeatedByAliasesFailsAtTheAliasThatGoesPastTheByteBudget() {
        let big = String(repeating: "x", count: 100_000)
        let text = "a: &big \(big)\nb: [\(Array(repeating: "*big", count: 45_000).joined(separator: ", "))]\n"
        guard case .failure(let error) = YAMLParser.parse(text) else {
            Issue.record("expected the byte budget to stop the expansion")
            return
        }
        // 10 aliases of 100,000 bytes fit in 1 MiB; the 11th, at column 5 + 6 * 10, does not.
        #expect(error.reason == .aliasBudget)
        #expect(error.message.contains("'*big'"))
        #expect(error.message.contains("budget of \(YAMLParser.aliasByteBudget) bytes"))
        #expect(error.line == 2)
        #expect(error.column == 65)
    }

    @Test func aliasesWithinTheBudgetRepeatTheAnchoredValueAtTheirOwnPosition() throws {
        let node = try YAMLParser.parse("a: &v [x, 'y']\nb: *v\n").get()
        let pairs = try #require(node.mapping)
        #expect(pairs[1].value.sequence?.map(\.scalar) == ["x", "y"])
        #expect(pairs[1].value.line == 2)
        #expect(pairs[1].value.column == 4)
    }

    @Test func aLaterAnchorOfTheSameNameReplacesTheEarlierOne() throws {
        let node = try YAMLParser.parse("a: &v one\nb: &v two\nc: *v\n").get()
        #expect(node.mapping?.last?.value.scalar == "two")
    }

    @Test func anAliasWithoutAnAnchorIsAnErrorAtTheAlias() {
        guard case .failure(let error) = YAMLParser.parse("a: 1\nb: *nowhere\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.reason == .syntax)
        #expect(error.message.contains("'*nowhere'"))
        #expect((error.line, error.column) == (2, 4))
    }

    @Test func aListOfSixtyThousandItemsIsReadWhole() throws {
        let text = "accept:\n" + String(repeating: "  - answer\n", count: 60_001)
        let node = try YAMLParser.parse(text).get()
        #expect(node.mapping?.first?.value.sequence?.count == 60_001)
    }

    @Test func nestingPastTheDepthLimitIsAnErrorWhereItGoesTooDeep() {
        let depth = YAMLParser.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        guard case .failure(let error) = YAMLParser.parse(text) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "yaml-too-deep")
        #expect((error.line, error.column) == (1, depth))
    }

    @Test func aSecondDocumentIsAnErrorAtItsStart() {
        guard case .failure(let error) = YAMLParser.parse("a: 1\n---\nb: 2\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "yaml-second-document")
        #expect((error.line, error.column) == (2, 1))
    }

    @Test func textAfterTheEndOfTheDocumentIsASecondDocument() {
        guard case .failure(let error) = YAMLParser.parse("a: 1\n...\ngarbage: [\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "yaml-second-document")
        #expect((error.line, error.column) == (3, 1))
    }

    @Test func aDocumentThatIsMarkedAndEndedIsReadWhole() throws {
        let node = try YAMLParser.parse("---\na: 1\n...\n").get()
        #expect(node.mapping?.map(\.key.scalar) == ["a"])
    }

    @Test func anEmptyTextIsAnEmptyPlainScalar() throws {
        #expect(try YAMLParser.parse("").get().isNull)
    }

    @Test func syntaxErrorsKeepTheProblemMarkBesideTheContextMark() throws {
        guard case .failure(let error) = YAMLParser.parse("list:\n  - a\n  b: 1\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect((error.line, error.column) == (2, 3))
        #expect((error.problemLine, error.problemColumn) == (3, 3))
        #expect(error.context?.contains("block collection") == true)
    }

    @Test func yamlsOwnTagsButStrAreRemarkedByTheirShortName() throws {
        let parsed = try YAMLParser.parseNoting("a: !!binary aGVsbG8=\nb: !!bool \"true\"\nc: !!str 12\n").get()
        #expect(
            parsed.remarks == [
                YAMLParser.Remark(kind: .typeTag("!!binary"), line: 1, column: 4),
                YAMLParser.Remark(kind: .typeTag("!!bool"), line: 2, column: 4),
            ])
    }

    @Test func aQuotedValueTaggedAsABooleanIsReadAsOne() throws {
        let node = try YAMLParser.parse("answer: !!bool \"true\"\n").get()
        #expect(node.mapping?.first?.value.bool == true)
    }

    @Test func anAnchorNoAliasUsesAndATagAreRemarked() throws {
        let parsed = try YAMLParser.parseNoting("a: &first words\nb: !tag more\nc: &used x\nd: *used\ne: !!str 12\n")
            .get()
        #expect(
            parsed.remarks == [
                YAMLParser.Remark(kind: .tag("!tag"), line: 2, column: 4),
                YAMLParser.Remark(kind: .unusedAnchor("first"), line: 1, column: 4),
            ])
    }
}
