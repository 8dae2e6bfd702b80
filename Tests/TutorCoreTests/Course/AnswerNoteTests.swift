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

    @Test func anyPlainWordsAfterACommaAreANote() {
        #expect(
            AnswerNote.withoutNote("UserDefaults.standard, unless a view sets another store") == "UserDefaults.standard"
        )
        #expect(AnswerNote.withoutNote("UserDefaults, unless a view picks another") == "UserDefaults")
        #expect(AnswerNote.withoutNote("b, a") == nil)
    }

    @Test func wordsThatSayWhereAfterCodeAreANote() {
        #expect(AnswerNote.withoutNote(".environmentObject(_:) on the root view") == ".environmentObject(_:)")
        #expect(AnswerNote.withoutNote("@State in the parent view") == "@State")
        #expect(AnswerNote.withoutNote("the value in the parent") == nil)
    }

    @Test func aNoteThatSaysWhatTheAnswerIsOrIsNotIsANote() {
        #expect(AnswerNote.withoutNote("Sighting.ID? (which is Int?)") == "Sighting.ID?")
        #expect(AnswerNote.withoutNote("Binding<Int>, not State<Int>") == "Binding<Int>")
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
