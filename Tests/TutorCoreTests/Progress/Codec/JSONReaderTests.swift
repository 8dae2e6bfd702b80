import Foundation
import Testing

@testable import TutorCore

/// The preferences file's JSON reader, directly: strict where RFC 8259 is, exact offsets, no trap
/// on any input.
@Suite struct JSONReaderTests {
    static func parse(_ text: String) throws(JSONReader.Failure) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    static func failure(_ text: String) -> JSONReader.Failure? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    static func failure(bytes: [UInt8]) -> JSONReader.Failure? {
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("{\"b\": txyz}", 6), ("{\"b\": trUe}", 6), ("{\"b\": fals}", 6), ("{\"b\": falsey}", 6),
        ("{\"n\": nuXX}", 6), ("[nul]", 1),
    ])
    func literalsMustBeSpelledOutInFull(_ text: String, _ offset: Int) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.message.hasPrefix("invalid literal"))
        #expect(failure.offset == offset)
    }

    @Test func literalsReadAsTheirValues() throws {
        #expect(try Self.parse("[true, false, null]") == .array([.bool(true), .bool(false), .null]))
    }

    @Test func aValidSurrogatePairIsOneScalar() throws {
        #expect(try Self.parse("[\"\\uD83D\\uDE00\"]") == .array([.string("\u{1F600}")]))
    }

    @Test(arguments: [
        "[\"\\uD800\\u0041\"]", "[\"\\uD800\"]", "[\"\\uDC00\"]", "[\"\\uDBFF\\uDBFF\"]", "[\"x\\uD800\\n\"]",
        "[\"\\uD800\\", "[\"\\uD800\\u00\"]",
    ])
    func anUnpairedSurrogateIsAnErrorNotATrap(_ text: String) throws {
        let failure = try #require(Self.failure(text))
        let bytes = Array(text.utf8)
        #expect(bytes.indices.contains(failure.offset) && bytes[failure.offset] == UInt8(ascii: "\\"))
        #expect(failure.message.contains("surrogate") || failure.message.contains("hex digits"))
    }

    @Test(arguments: ["[01]", "[-01]", "[+1]", "[.5]", "[1.]", "[1e]", "[1e+]", "[-]", "[--1]", "[0x10]", "[1.5.2]"])
    func numbersFollowTheGrammarOfRFC8259(_ text: String) {
        #expect(Self.failure(text) != nil)
    }

    @Test(arguments: ["0", "-0", "1.5", "1e5", "1E+5", "2.5e-3", "-12.25", "123456789012345678901234567890"])
    func validNumbersKeepTheirText(_ text: String) throws {
        #expect(try Self.parse("[\(text)]") == .array([.number(text)]))
    }

    @Test func aNumberTooLargeForADoubleIsAnError() throws {
        let failure = try #require(Self.failure("[1, 1e400]"))
        #expect(failure.offset == 4)
        #expect(failure.message.contains("1e400"))
    }

    @Test func int64MaxAndMinReadAsWholeNumbers() throws {
        var reader = JSONReader(Array("[9223372036854775807, -9223372036854775808, 1e3, 5.0]".utf8))
        var values: [Int] = []
        try reader.array { reader throws(JSONReader.Failure) in values.append(try reader.int()) }
        #expect(values == [Int.max, Int.min, 1000, 5])
    }

    @Test func aWholeNumberOutOfRangeNamesTheFieldAndTheValue() throws {
        var reader = JSONReader(Array("{\"hintsUsed\": 9223372036854775808}".utf8))
        let message = "'hintsUsed' must be a whole number from 0 to 9223372036854775807, found 9223372036854775808"
        #expect(throws: JSONReader.Failure(message: message, offset: 14)) {
            try reader.object { reader, key throws(JSONReader.Failure) in _ = try reader.int(key, in: 0...Int.max) }
        }
    }

    @Test func aNegativeCountNamesTheField() throws {
        var reader = JSONReader(Array("  -880".utf8))
        #expect(
            throws: JSONReader.Failure(
                message: "'hintsUsed' must be a whole number from 0 to 9223372036854775807, found -880", offset: 2)
        ) {
            _ = try reader.int("hintsUsed", in: 0...Int.max)
        }
    }

    @Test func aFractionIsNotAWholeNumber() {
        var reader = JSONReader(Array("2.5".utf8))
        #expect(throws: JSONReader.Failure(message: "'width' must be a whole number, found 2.5", offset: 0)) {
            _ = try reader.int("width")
        }
    }

    @Test func aByteOrderMarkIsSkippedAndOffsetsStillCountIt() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": x}".utf8)
        #expect(
            try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)) == .object([.init("a", .number("1"))]))
        #expect(Self.failure(bytes: bytes)?.offset == 9)
    }

    @Test func trailingCommasAreErrors() {
        #expect(Self.failure("[1,]")?.message == "a comma before ']'")
        #expect(Self.failure("{\"a\": 1,}")?.message == "a comma before '}'")
    }

    @Test func rawControlCharactersInTextAreErrorsAtTheirByte() {
        let failure = Self.failure("[\"a\tb\"]")
        #expect(failure?.offset == 3)
        #expect(failure?.message.contains("\\u0009") == true)
    }

    @Test func invalidUTF8IsAnErrorAtTheFirstBadByte() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(Self.failure(bytes: bytes)?.offset == 4)
        let surrogate: [UInt8] = Array("[\"\\n".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8)
        #expect(Self.failure(bytes: surrogate)?.offset == 4)
    }

    @Test func escapesDecodeToTheirCharacters() throws {
        #expect(
            try Self.parse(#"["\"\\\/\b\f\n\r\t\u00e9\u0000"]"#)
                == .array([.string("\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{0}")]))
    }

    @Test func aRepeatedKeyIsAFailureAtItsSecondPlace() throws {
        let failure = Self.failure("{\"a\": 1, \"b\": 2, \"a\": 3}")
        #expect(failure?.offset == 17)
        #expect(failure?.isRepeatedKey == true)
        #expect(failure?.message == "the key \"a\" appears twice in one object; remove one of them")
    }

    @Test func aRepeatedKeyAmongManyKeysIsFoundToo() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k27\": 0"]
        #expect(Self.failure("{" + members.joined(separator: ", ") + "}")?.isRepeatedKey == true)
    }

    @Test func theSameKeyInTwoObjectsIsNoRepetition() throws {
        #expect(Self.failure("[{\"a\": 1}, {\"a\": 2}, {\"b\": {\"a\": 3}, \"a\": 4}]") == nil)
    }

    @Test func nestingStopsAtTheSameDepthAsJSONSerialization() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(Self.failure(deep) == nil)
        let deeper = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(Self.failure(deeper)?.offset == 512)
        let hostile = String(repeating: "[", count: 100_000)
        #expect(Self.failure(hostile) != nil)
    }

    @Test func textAfterTheValueIsAnErrorWhereItStarts() {
        #expect(Self.failure("{} x")?.offset == 3)
        #expect(Self.failure("{}\n") == nil)
    }

    @Test func thePositionCountsLinesAndScalars() {
        let bytes = Array("{\n  \"é\": tru }".utf8)
        let failure = Self.failure(bytes: bytes)
        #expect(failure?.position(in: bytes).line == 2)
        #expect(failure?.position(in: bytes).column == 8)
    }

    @Test func theWriterEscapesC1ControlsAndReadsThemBack() throws {
        var writer = JSONWriter()
        let text = "a\u{1B}[2J\u{9B}b\u{85}\u{7F}é"
        writer.string(text)
        let written = String(decoding: writer.bytes, as: UTF8.self)
        #expect(written == "\"a\\u001b[2J\\u009bb\\u0085\\u007fé\"")
        #expect(try JSONReader.parse(writer.bytes) == .string(text))
    }
}
