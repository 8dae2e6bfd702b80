import Testing

@testable import TutorCore

/// A predicted output against the real one.
@Suite struct OutputComparisonTests {
    static func isRight(_ answer: String, _ expected: String) -> Bool {
        guard case .verdict(let verdict) = OutputComparison.compare(answer, expected: expected) else { return false }
        return verdict.isCorrect
    }

    @Test func aPredictionInBackticksQuotesOrAFenceIsThePrediction() {
        #expect(Self.isRight("`stored: 2, plain: 0`", "stored: 2, plain: 0\n"))
        #expect(Self.isRight("\"Score: 4\"\n\"Done\"", "Score: 4\nDone\n"))
        #expect(Self.isRight("```\nScore: 4\nDone\n```\n", "Score: 4\nDone\n"))
    }

    @Test func quotesThatTheProgramPrintsCount() {
        #expect(!Self.isRight("Hi", "\"Hi\"\n"))
        #expect(Self.isRight("\"Hi\"", "\"Hi\"\n"))
    }

    @Test func anyOtherDifferenceIsWrong() {
        #expect(!Self.isRight("stored: 2, plain: 0.", "stored: 2, plain: 0\n"))
        #expect(!Self.isRight("Stored: 2", "stored: 2\n"))
        #expect(!Self.isRight("Score: 4", "Score: 4\nDone\n"))
    }

    static func feedback(_ answer: String, _ expected: String) -> [String] {
        guard case .verdict(let verdict) = OutputComparison.compare(answer, expected: expected) else { return [] }
        return verdict.feedback
    }

    @Test func aMissSaysWhichLineDiffersFirstWithoutShowingIt() {
        let feedback = Self.feedback("Score: 4\nDone\nBye", "Score: 4\nFinished\nBye\n")
        #expect(feedback == ["Line 2 is not what the program prints."])
    }

    @Test func aMissOnlyInPunctuationSaysSo() {
        #expect(
            Self.feedback("stored: 2, plain: 0.", "stored: 2, plain: 0\n")
                == ["Only the punctuation differs: the output must match exactly."])
    }
}
