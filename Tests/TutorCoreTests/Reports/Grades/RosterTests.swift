import Foundation
import Testing

@testable import TutorCore

@Suite struct RosterTests {
    static func failure(_ text: String) -> Roster.Failure? {
        do {
            _ = try Roster(csv: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func theHeaderIsReadInAnyCaseAndOrderWithTheIDOptional() throws {
        let roster = try Roster(csv: "EMAIL,Name\r\nada@example.edu,Ada\r\n")
        #expect(roster.rows == [Roster.Row(name: "Ada", email: "ada@example.edu", line: 2)])
        let withID = try Roster(csv: "id,name,email\ns12,Bo,bo@example.edu\n")
        #expect(withID.rows.first?.id == "s12")
    }

    @Test func quotedFieldsKeepTheirCommasQuotesAndLineBreaks() throws {
        let roster = try Roster(
            csv: "name,email\r\n\"Lee, Ann\",ann@example.edu\r\n\"Bo \"\"B\"\" Chu\",bo@example.edu\r\n")
        #expect(roster.rows.map(\.name) == ["Lee, Ann", "Bo \"B\" Chu"])
    }

    @Test func aByteOrderMarkAndEmptyLinesAreSkipped() throws {
        let roster = try Roster(csv: "\u{FEFF}name,email\n\nAda,ada@example.edu\n\n")
        #expect(roster.rows.map(\.name) == ["Ada"])
        #expect(roster.rows.first?.line == 3)
    }

    @Test func otherColumnsAreIgnored() throws {
        let roster = try Roster(csv: "section,name,email\nA,Ada,ada@example.edu\n")
        #expect(roster.rows.map(\.name) == ["Ada"])
    }

    @Test func aQuotedFieldNeverClosedIsReportedAtItsOpeningQuote() {
        let failure = Self.failure("name,email\nAda,ada@example.edu\n\"Bo,bo@example.edu\n")
        #expect(failure == Roster.Failure(.csv(.unterminatedQuote), line: 3, column: 1))
    }

    @Test func aQuoteInAnUnquotedFieldIsReportedWhereItIs() {
        let failure = Self.failure("name,email\nBo \"B\",bo@example.edu\n")
        #expect(failure == Roster.Failure(.csv(.quoteInUnquotedField), line: 2, column: 4))
    }

    @Test func textAfterAClosingQuoteIsReportedWhereItStarts() {
        let failure = Self.failure("name,email\n\"Bo\"x,bo@example.edu\n")
        #expect(failure == Roster.Failure(.csv(.textAfterClosingQuote), line: 2, column: 5))
    }

    @Test func aRowWithMoreFieldsThanTheHeaderIsReportedAtTheFirstExtraField() {
        let failure = Self.failure("name,email\nAda,ada@example.edu,extra\n")
        #expect(failure == Roster.Failure(.fieldCount(expected: 2, found: 3), line: 2, column: 21))
    }

    @Test func aHeaderWithoutAnEmailColumnIsAnError() {
        #expect(Self.failure("name,id\nAda,1\n") == Roster.Failure(.missingColumn("email"), line: 1, column: 1))
    }

    @Test func anEmptyFileIsAnError() {
        #expect(Self.failure("") == Roster.Failure(.empty, line: 1, column: 1))
    }

    @Test func aRowWithoutANameIsAnError() {
        #expect(Self.failure("name,email\n ,x@example.edu\n") == Roster.Failure(.emptyName, line: 2, column: 1))
    }

    @Test func anEmailWithoutAnAtIsAnError() {
        #expect(
            Self.failure("name,email\nAda,ada.example.edu\n")
                == Roster.Failure(.invalidEmail("ada.example.edu"), line: 2, column: 5))
    }

    @Test func anEmailGivenTwiceNamesTheFirstLine() {
        let failure = Self.failure("name,email\nAda,ada@example.edu\nAdo,ADA@example.edu\n")
        #expect(failure == Roster.Failure(.duplicateEmail("ADA@example.edu", firstLine: 2), line: 3, column: 5))
    }
}
