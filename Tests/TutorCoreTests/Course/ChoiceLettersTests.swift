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

    @Test func aChoiceLineCopiedWithItsTextIsReadAsItsLetter() {
        #expect(ChoiceLetters.index(of: "b) Each change first makes objectWillChange emit.", count: 4) == 1)
        #expect(ChoiceLetters.index(of: "(c) It saves the value", count: 4) == 2)
        #expect(ChoiceLetters.index(of: "e.g. a value", count: 4) == nil)
        #expect(ChoiceLetters.index(of: "`b`", count: 4) == 1)
        #expect(ChoiceLetters.indices(of: "`a`, `b`.", count: 4) == [0, 1])
    }

    @Test func aLetterMayFollowTheWordOptionChoiceOrAnswer() {
        #expect(ChoiceLetters.index(of: "option b", count: 4) == 1)
        #expect(ChoiceLetters.index(of: "Answer: c", count: 4) == 2)
        #expect(ChoiceLetters.index(of: "answer the call", count: 4) == nil)
    }

    @Test func severalLettersMayBeWrittenWithAndOrTheirParentheses() {
        #expect(ChoiceLetters.indices(of: "a and c", count: 4) == [0, 2])
        #expect(ChoiceLetters.indices(of: "a) c)", count: 4) == [0, 2])
        #expect(ChoiceLetters.indices(of: "a & d.", count: 4) == [0, 3])
        #expect(ChoiceLetters.indices(of: "a, e", count: 4) == nil)
    }

    @Test func aSequenceMayBeWrittenWithArrowsDashesOrOneLetterALine() {
        #expect(ChoiceLetters.indices(of: "b -> a -> c", count: 3) == [1, 0, 2])
        #expect(ChoiceLetters.indices(of: "b → a → c", count: 3) == [1, 0, 2])
        #expect(ChoiceLetters.indices(of: "b > a > c", count: 3) == [1, 0, 2])
        #expect(ChoiceLetters.indices(of: "b-a-c", count: 3) == [1, 0, 2])
        #expect(ChoiceLetters.indices(of: "b\na\nc\n", count: 3) == [1, 0, 2])
        #expect(ChoiceLetters.indices(of: "b, then a, then c", count: 3) == [1, 0, 2])
    }

    @Test func wordsOtherThanAndOrThenAreStillNotLetters() {
        #expect(ChoiceLetters.indices(of: "b, next a", count: 3) == nil)
    }

    @Test func aLetterFollowedByAReasonIsReadAsTheLetter() {
        #expect(ChoiceLetters.index(of: "b because the parent owns it", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "b - the parent owns it", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "b (the parent)", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "b: the parent", count: 3) == 1)
    }

    @Test func aLetterFollowedByACommaAndAReasonIsReadAsTheLetter() {
        #expect(ChoiceLetters.index(of: "b, because each wrapper has its own default", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "I think b, since nothing is stored yet", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "b; each wrapper falls back to its own default", count: 3) == 1)
    }

    @Test func aLetterFollowedByAHedgeIsNoAnswer() {
        #expect(ChoiceLetters.index(of: "b, or maybe c", count: 3) == nil)
        #expect(ChoiceLetters.index(of: "b, maybe c", count: 3) == nil)
        #expect(ChoiceLetters.index(of: "a, then c", count: 3) == nil)
    }

    @Test func aLetterInASentenceOrInBoldIsReadAsTheLetter() {
        #expect(ChoiceLetters.index(of: "The answer is B.", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "I think c", count: 3) == 2)
        #expect(ChoiceLetters.index(of: "**b**", count: 3) == 1)
        #expect(ChoiceLetters.index(of: "b!", count: 3) == 1)
    }

    @Test func twoLettersForOneChoiceAreNoAnswer() {
        #expect(ChoiceLetters.index(of: "a, c", count: 3) == nil)
        #expect(ChoiceLetters.index(of: "a and c", count: 3) == nil)
    }

    @Test func severalLettersMayBeFollowedByANote() {
        #expect(ChoiceLetters.indices(of: "ac (both change what the view shows)", count: 3) == [0, 2])
        #expect(ChoiceLetters.indices(of: "a, c, because both are owned here", count: 3) == [0, 2])
        #expect(ChoiceLetters.indices(of: "c, a, the others are wrong", count: 3) == [2, 0])
        #expect(ChoiceLetters.indices(of: "c, a and b, the others are wrong", count: 3) == [2, 0, 1])
    }
}
