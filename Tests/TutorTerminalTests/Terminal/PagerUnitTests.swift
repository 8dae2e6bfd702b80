import Testing

@testable import TutorTerminal

@Suite struct PagerUnitTests {
    static let tall = (1...60).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func textThatFitsOnTheScreenIsLeftToTheCaller() {
        let sink = BufferSink()
        let pager = Pager(environment: ["PAGER": "/bin/true"], readsKeys: true, rows: { 24 })
        #expect(!pager.page("one\ntwo\n", to: sink))
        #expect(sink.text.isEmpty)
    }

    @Test func withoutAProgramOrKeysToReadNothingIsPaged() {
        let sink = BufferSink()
        let pager = Pager(
            environment: ["PAGER": "no-such-pager-program", "PATH": "/nowhere"], readsKeys: false, rows: { 24 })
        #expect(!pager.page(Self.tall, to: sink))
        #expect(sink.text.isEmpty)
    }

    @Test func thePagerProgramIsLookedUpOnThePath() {
        #expect(
            Pager(environment: ["PAGER": "sh -c cat", "PATH": "/bin:/usr/bin"], readsKeys: false, rows: { 24 })
                .pagerProgram() == "sh -c cat")
        #expect(
            Pager(environment: ["PAGER": "missing-pager", "PATH": "/bin"], readsKeys: false, rows: { 24 })
                .pagerProgram() == nil)
    }
}
