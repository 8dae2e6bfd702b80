import Testing

@testable import TutorCore

@Suite struct SuggestionTests {
    @Test func aSmallTypoSuggestsTheIntendedWord() {
        #expect(Suggestion.closest(to: "explian", in: ["explain", "hints", "prompt"]) == "explain")
    }

    @Test func anUnrelatedWordSuggestsNothing() {
        #expect(Suggestion.closest(to: "banana", in: ["explain", "hints", "prompt"]) == nil)
    }

    @Test func aSwappedPairOfLettersIsOneEdit() {
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.closest(to: "titel", in: LessonParser.frontMatterKeys) == "title")
        #expect(Suggestion.closest(to: "qiuz", in: ["quiz", "mermaid", "swift"]) == "quiz")
    }

    @Test func caseAndSeparatorsDoNotCount() {
        #expect(Suggestion.closest(to: "true-false", in: QuestionKind.allCases.map(\.rawValue)) == "truefalse")
        #expect(Suggestion.closest(to: "Choice", in: QuestionKind.allCases.map(\.rawValue)) == "choice")
    }

    @Test func aWordThatExtendsACandidateSuggestsIt() {
        #expect(Suggestion.closest(to: "multiple", in: QuestionKind.allCases.map(\.rawValue)) == "multi")
    }
}
