import Foundation
import Testing

@testable import TutorTerminal

@Suite struct PipeLineReaderTests {
    /// A reader over a temporary file holding `bytes`.
    static func reader(_ bytes: [UInt8]) throws -> PipeLineReader {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        let descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
        try? FileManager.default.removeItem(at: url)
        return PipeLineReader(descriptor: descriptor, watchesSignals: false)
    }

    static func reader(_ text: String) throws -> PipeLineReader {
        try reader(Array(text.utf8))
    }

    /// Every input up to the end.
    static func readAll(_ reader: PipeLineReader) -> [PipeLineReader.Input] {
        var inputs: [PipeLineReader.Input] = []
        while true {
            let input = reader.readLine()
            if input == .endOfInput { return inputs }
            inputs.append(input)
        }
    }

    @Test func linesAreCutAtNewlinesAndLoseATrailingCarriageReturn() throws {
        let inputs = Self.readAll(try Self.reader("start state\r\nnext\n\nlast"))
        #expect(inputs == [.line("start state"), .line("next"), .line(""), .line("last")])
    }

    @Test func manyEmptyLinesAreReadOneByOne() throws {
        let reader = try Self.reader([UInt8](repeating: 0x0A, count: 300_000))
        var count = 0
        while reader.readLine() == .line("") { count += 1 }
        #expect(count == 300_000)
    }

    @Test func linesThatCrossReadChunksComeBackWhole() throws {
        let lines = (0..<2_000).map {
            String(repeating: Character(UnicodeScalar(97 + $0 % 26)!), count: $0 * 7 % 3_001)
        }
        let inputs = Self.readAll(try Self.reader(lines.joined(separator: "\n") + "\n"))
        #expect(inputs == lines.map { .line($0) })
    }

    @Test func anOverLongLineIsReportedWithItsLengthAndTheNextLineIsRead() throws {
        let inputs = Self.readAll(try Self.reader(String(repeating: "x", count: 200_000) + "\nok\n"))
        #expect(inputs == [.tooLong(bytes: 200_000), .line("ok")])
    }

    @Test func aLineOfExactlyTheLimitIsAccepted() throws {
        let line = String(repeating: "y", count: PipeLineReader.lineLimit)
        let inputs = Self.readAll(try Self.reader(line + "\n" + line + "y\n"))
        #expect(inputs == [.line(line), .tooLong(bytes: PipeLineReader.lineLimit + 1)])
    }

    @Test func anOverLongLastLineWithoutNewlineIsReported() throws {
        let inputs = Self.readAll(try Self.reader("a\n" + String(repeating: "z", count: 70_000)))
        #expect(inputs == [.line("a"), .tooLong(bytes: 70_000)])
    }

    @Test func bytesThatAreNotUTF8TextAreReportedAndTheNextLineIsRead() throws {
        let inputs = Self.readAll(try Self.reader([0xFF, 0xFE, 0x0A, 0x61, 0x00, 0x62, 0x0A, 0x6F, 0x6B, 0x0A]))
        #expect(inputs == [.notText, .notText, .line("ok")])
    }

    @Test func linesWrittenOneByteAtATimeIntoAPipeAreAssembled() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        let writer = fds[1]
        Thread.detachNewThread {
            for byte in Array("hello\nwörld\n".utf8) {
                var byte = byte
                _ = write(writer, &byte, 1)
                usleep(1_000)
            }
            close(writer)
        }
        let reader = PipeLineReader(descriptor: fds[0], watchesSignals: false)
        #expect(Self.readAll(reader) == [.line("hello"), .line("wörld")])
        close(fds[0])
    }
}
