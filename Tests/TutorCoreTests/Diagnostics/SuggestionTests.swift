import Testing

@testable import TutorCore

@Suite struct SuggestionTests {
    @Test func aSmallTypoSuggestsTheIntendedWord() {
        #expect(Suggestion.closest(to: "explian", in: ["explain", "hints", "prompt"]) == "explain")
    }

    @Test func anUnrelatedWordSuggestsNothing() {
        #expect(Suggestion.closest(to: "banana", in: ["explain", "hints", "prompt"]) == nil)
    }
}
