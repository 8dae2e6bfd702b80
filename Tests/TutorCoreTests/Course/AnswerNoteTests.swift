import Testing

@testable import TutorCore

/// A short note after a text or wrapper answer is left aside; a hedge is not a note.
@Suite struct AnswerNoteTests {
    @Test func aNoteInParenthesesIsLeftAside() {
        #expect(AnswerNote.withoutNote("UserDefaults (the standard one)") == "UserDefaults")
        #expect(AnswerNote.withoutNote("Int? (nil means nothing is chosen)") == "Int?")
    }

    @Test func aReasonAfterACommaOrADashIsLeftAside() {
        #expect(AnswerNote.withoutNote("@AppStorage, so it survives a relaunch") == "@AppStorage")
        #expect(AnswerNote.withoutNote("@MainActor because views update there") == "@MainActor")
        #expect(AnswerNote.withoutNote("@State - the view owns it") == "@State")
    }

    @Test func aDescriptionAfterACommaIsLeftAside() {
        #expect(AnswerNote.withoutNote("Binding<Int>, a two-way connection to the state") == "Binding<Int>")
        #expect(AnswerNote.withoutNote("@Environment, the value the app put in") == "@Environment")
    }

    @Test func aSecondCandidateIsNoNote() {
        #expect(AnswerNote.withoutNote("Int? (or Set<Int>)") == nil)
        #expect(AnswerNote.withoutNote("@AppStorage - no, @SceneStorage") == nil)
        #expect(AnswerNote.withoutNote("@State (maybe @Binding)") == nil)
        #expect(AnswerNote.withoutNote("@State, or else @Binding") == nil)
    }

    @Test func codeInParenthesesIsPartOfTheAnswer() {
        #expect(AnswerNote.withoutNote(".environment(book)") == nil)
        #expect(AnswerNote.withoutNote("Binding (get:set:)") == nil)
    }

    @Test func anAnswerWithoutANoteHasNoneToLeaveAside() {
        #expect(AnswerNote.withoutNote("@State private var count = 0") == nil)
        #expect(AnswerNote.withoutNote("(a note only)") == nil)
    }
}
