import Foundation
import Testing

@testable import TutorTerminal

@Suite struct BoundedReaderTests {
    static func file(_ bytes: Int) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try Data(repeating: 0x61, count: bytes).write(to: url)
        return url.path
    }

    @Test func aFileOfExactlyTheLimitIsReadWhole() throws {
        let result = BoundedReader.read(path: try Self.file(300_000), limit: 300_000)
        #expect((try? result.get())?.count == 300_000)
    }

    @Test func aFileOneByteOverTheLimitIsRefused() throws {
        #expect(BoundedReader.read(path: try Self.file(300_001), limit: 300_000) == .failure(.tooLarge(limit: 300_000)))
    }

    @Test func anEndlessDeviceIsRefusedOnceTheLimitIsPassed() {
        #expect(BoundedReader.read(path: "/dev/zero", limit: 1 << 20) == .failure(.tooLarge(limit: 1 << 20)))
    }

    @Test func anEndlessDescriptorIsRefusedOnceTheLimitIsPassed() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(BoundedReader.read(descriptor: descriptor, limit: 1 << 20) == .failure(.tooLarge(limit: 1 << 20)))
    }

    @Test func aFolderIsRefused() {
        #expect(BoundedReader.read(path: "/tmp", limit: 10) == .failure(.unreadable("it is a folder")))
    }

    @Test func aMissingFileGivesTheSystemsReason() {
        #expect(
            BoundedReader.read(path: "/nonexistent/answer.txt", limit: 10)
                == .failure(.unreadable("No such file or directory")))
    }
}
