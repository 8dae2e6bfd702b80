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

    @Test func aliasBombsAreCutShortInsteadOfExpanding() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let node = try YAMLParser.parse(text).get()
        #expect(node.mapping != nil)
    }
}
