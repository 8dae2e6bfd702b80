import Testing

@testable import TutorCore

@Suite struct ChoiceLettersTests {
    @Test func lettersContinueWithTwoLettersAfterZ() {
        #expect((0..<3).map(ChoiceLetters.letter) == ["a", "b", "c"])
        #expect(ChoiceLetters.letter(25) == "z")
        #expect(ChoiceLetters.letter(26) == "aa")
        #expect(ChoiceLetters.letter(27) == "ab")
        #expect(ChoiceLetters.letter(51) == "az")
        #expect(ChoiceLetters.letter(52) == "ba")
        #expect(ChoiceLetters.letter(701) == "zz")
        #expect(ChoiceLetters.letter(702) == "aaa")
    }

    @Test func noTwoItemsOfTenThousandShareALetter() {
        let letters = (0..<10_000).map(ChoiceLetters.letter)
        #expect(Set(letters).count == 10_000)
    }

    @Test func everyLetterShownIsReadBackAsItsOwnIndex() {
        for count in [2, 26, 27, 30, 703] {
            for index in 0..<count {
                #expect(ChoiceLetters.index(of: ChoiceLetters.letter(index), count: count) == index)
            }
        }
        #expect(ChoiceLetters.index(of: " (AA) ", count: 30) == 26)
    }

    @Test func lettersOutOfRangeAreNotAnswers() {
        #expect(ChoiceLetters.index(of: "e", count: 4) == nil)
        #expect(ChoiceLetters.index(of: "aa", count: 26) == nil)
        #expect(ChoiceLetters.index(of: "ae", count: 30) == nil)
        #expect(ChoiceLetters.index(of: "aaa", count: 30) == nil)
        #expect(ChoiceLetters.index(of: "", count: 30) == nil)
    }

    @Test func theRangeNamesTheLastLetter() {
        #expect(ChoiceLetters.range(1) == "a")
        #expect(ChoiceLetters.range(4) == "a–d")
        #expect(ChoiceLetters.range(30) == "a–ad")
    }

    @Test func theLetterShownNextToTheTwentySeventhOfThirtyChoicesIsGradedRight() {
        let choices = (1...30).map { Question.Choice(text: "choice \($0)", isCorrect: $0 == 27, feedback: nil) }
        let question = Question(
            id: "thirty", kind: .choice, prompt: "Which?", explain: nil, hints: [], concepts: [], points: 1,
            payload: .choice(choices), location: SourceLocation(file: "t.md", line: 1), keyLocations: [:],
            contentHash: "")
        let checker = AnswerChecker()
        let shown = ChoiceLetters.letter(26)
        guard case .verdict(let right) = checker.check(shown, for: question) else {
            Issue.record("'\(shown)' was not read as a letter")
            return
        }
        #expect(right.isCorrect)
        guard case .verdict(let wrong) = checker.check("b", for: question) else {
            Issue.record("'b' was not read as a letter")
            return
        }
        #expect(!wrong.isCorrect)
        #expect(wrong.expected == "aa) choice 27")
    }
}
