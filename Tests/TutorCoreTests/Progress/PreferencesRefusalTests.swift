import Foundation
import Testing

@testable import TutorCore

/// What the store leaves alone: a file a link points to that is not a usable preferences file, and
/// a file that says two things at once.
extension PreferencesStoreTests {
    /// A copy of a system file next to a link to it (the link is the preferences path).
    static func linkToACopyOfASystemFile() throws -> (folder: URL, link: URL, target: URL, bytes: Data) {
        let folder = Self.folder()
        let target = folder.appendingPathComponent("passwd")
        let bytes =
            (try? Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))) ?? Data("root:x:0:0::/root:/bin/sh\n".utf8)
        try bytes.write(to: target)
        let link = folder.appendingPathComponent("preferences.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        return (folder, link, target, bytes)
    }

    @Test func aLinkToADamagedFileIsRefusedAndItsTargetIsNeitherMovedNorReplaced() throws {
        let (folder, link, target, bytes) = try Self.linkToACopyOfASystemFile()
        #expect(throws: PreferencesStore.Refusal.self) { try PreferencesStore(url: link, clock: Self.fixedClock) }
        #expect(try Data(contentsOf: target) == bytes)
        #expect(try Self.names(in: folder) == ["passwd", "preferences.json"])
    }

    @Test func theRefusalOfALinkNamesTheLinkAndItsTarget() throws {
        let (_, link, target, _) = try Self.linkToACopyOfASystemFile()
        do {
            _ = try PreferencesStore(url: link, clock: Self.fixedClock)
            Issue.record("the link was opened")
        } catch {
            #expect(error.message.contains(link.path) && error.message.contains("\(target.path):1:1"))
            #expect(error.message.contains("never moved aside or replaced"))
        }
    }

    @Test func aLinkWhoseTargetIsDamagedDuringTheSessionKeepsTheAnswersInMemoryAndTheTargetAsItIs() throws {
        let folder = Self.folder()
        let target = folder.appendingPathComponent("real.json")
        let link = folder.appendingPathComponent("preferences.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let store = try PreferencesStore(url: link, clock: Self.fixedClock)
        Self.add(Self.attempt("q", at: 1), to: store)
        let damaged = Data("root:x:0:0::/root:/bin/sh\n".utf8)
        try damaged.write(to: target)
        Self.add(Self.attempt("q", at: 2), to: store)
        #expect(try Data(contentsOf: target) == damaged)
        #expect(store.mode == .memoryOnly)
        #expect(try Self.names(in: folder).allSatisfy { !$0.contains("corrupt") })
        #expect(Self.attemptCount(store.preferences) == 2)
    }

    @Test func aFileWithAKeyWrittenTwiceIsRefusedAndLeftAsItIs() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        for second in 1...3 { Self.add(Self.attempt("q", at: Double(second)), to: store) }
        var text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(text.removeLast() == "}")
        text += ",\"courses\":{}}"
        try Data(text.utf8).write(to: url)
        do {
            _ = try PreferencesStore(url: url, clock: Self.fixedClock)
            Issue.record("a file with 'courses' twice was opened")
        } catch {
            #expect(error.message.contains("appears twice"))
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        #expect(try Self.names(in: folder) == ["preferences.json", "preferences.json.lock"])
    }

    @Test func aReportLeavesAFileWithAKeyWrittenTwiceOutAndAsItIs() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("s1.json")
        let text = "{\"schemaVersion\": 1, \"schemaVersion\": 99}"
        try Data(text.utf8).write(to: url)
        guard case .failure(let failure) = PreferencesStore.readForReport(url, shownAs: "s1.json") else {
            Issue.record("the file was read")
            return
        }
        #expect(failure.message.hasPrefix("s1.json:1:") && failure.message.contains("appears twice"))
        #expect(!failure.isDamage)
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        #expect(try Self.names(in: folder) == ["s1.json"])
    }
}
