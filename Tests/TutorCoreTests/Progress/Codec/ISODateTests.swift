import Foundation
import Testing

@testable import TutorCore

@Suite struct ISODateTests {
    @Test func anyDateReadsBackAsItsTextSaysToTheMillisecond() {
        var generator = JSONReaderFuzzTests.Generator(state: 0xDA7E)
        let earliest = ISODate.earliest.timeIntervalSince1970
        let span = ISODate.latest.timeIntervalSince1970 - earliest
        for _ in 0..<5000 {
            let date = Date(
                timeIntervalSince1970: earliest + span * Double(generator.next() % 1_000_000_007) / 1_000_000_007)
            let text = ISODate.format(date)
            let parsed = ISODate.parse(text)
            #expect(
                parsed.map { abs($0.timeIntervalSince1970 - date.timeIntervalSince1970) <= 0.0005 + 1e-4 } == true,
                "\(date.timeIntervalSince1970) \(text)")
            #expect(parsed.map(ISODate.format) == text)
        }
    }

    @Test(arguments: [
        "2026-11-29T14:48:19Z", "2026-11-29T14:48:19.250Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z",
        "2024-02-29T12:00:00.001Z", "1969-12-31T23:59:59.500Z",
    ])
    func canonicalTextReadsAndWritesUnchanged(_ text: String) {
        #expect(ISODate.parse(text).map(ISODate.format) == text)
    }

    @Test func longerFractionsRoundToTheMillisecond() {
        #expect(ISODate.parse("2026-11-29T14:48:19.2496Z").map(ISODate.format) == "2026-11-29T14:48:19.250Z")
        #expect(ISODate.parse("2026-11-29T14:48:19.1Z").map(ISODate.format) == "2026-11-29T14:48:19.100Z")
    }

    @Test func theMillisecondsOfAnAlmostWholeSecondAreNotLost() {
        let date = Date(timeIntervalSince1970: 1_780_000_012.9996)
        #expect(ISODate.format(date) == "2026-05-28T20:26:53Z")
    }

    @Test(arguments: [
        "2026-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z",
        "2026-00-10T00:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T14:60:00Z", "10000-01-01T00:00:00.000Z",
        "2026-11-29T14:48:19", "2026-11-29T14:48:19.Z", "2026-11-29 14:48:19Z", "", "2026-11-29T14:48:19+01:00",
        "+2026-11-29T14:48:19Z",
    ])
    func invalidDatesAreRefused(_ text: String) {
        #expect(ISODate.parse(text) == nil)
    }

    @Test(arguments: [1e300, -1e300, Double.nan, Double.infinity, 253_402_300_800.0])
    func datesBeyondFourDigitYearsAreWrittenAsTheNearestOneThatReadsBack(_ seconds: Double) {
        let text = ISODate.format(Date(timeIntervalSince1970: seconds))
        #expect(ISODate.parse(text) != nil, "\(text)")
    }
}
