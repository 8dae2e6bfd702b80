import Testing

@testable import TutorCore

/// The mistakes lesson authors make, each found at the line that holds it, with a help line that
/// says how to fix it, and without follow-on errors.
@Suite struct AuthoringMistakeTests {
    /// A small lesson that validates: two questions, a tree and a question on it. Line numbers
    /// in the tests below are those of this text after the mistake is made.
    static let lesson = """
        ---
        id: basics
        title: "Optionals: values that may be missing"
        summary: What an optional is.
        minutes: 10
        ---

        ## A page

        Some text.

        ```quiz
        id: basics-type
        kind: choice
        prompt: Which type can hold nil?
        choices:
          - text: Int
          - text: Int?
            correct: true
        explain: Only optionals.
        ```

        ```quiz
        id: basics-steps
        kind: order
        prompt: Order the steps.
        steps:
          - Check
          - Leave
          - Use
        ```

        ```mermaid
        %% tree: which
        graph TD
            A{Own it?} -->|Yes| B["@State"]
            A -->|No| C["@Binding"]
        ```

        ```quiz
        id: basics-wrapper
        kind: wrapper
        tree: which
        scenario: The view keeps the value.
        answer: "@State"
        ```

        """

    static let second = """
        ---
        id: later
        title: Later
        summary: Needs the basics.
        minutes: 5
        requires: [basics]
        ---

        ## Later

        ```quiz
        id: later-fact
        kind: truefalse
        prompt: Optionals can be nil.
        answer: true
        ```

        """

    /// Loads the lesson with `old` replaced by `new` (and the second lesson beside it).
    static func load(_ old: String, _ new: String, in text: String = lesson) -> CourseLoader.Result {
        precondition(text.contains(old), "the lesson has no '\(old)'")
        let changed = text.replacingOccurrences(of: old, with: new)
        return CourseLoader().load(files: [
            LessonFile(path: "01-basics.md", text: changed), LessonFile(path: "02-later.md", text: second),
        ])
    }

    static func only(_ result: CourseLoader.Result, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> Diagnostic
    {
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        return try #require(result.diagnostics.first, sourceLocation: sourceLocation)
    }

    @Test func theCourseAsWrittenIsClean() {
        #expect(CourseLoader().load(files: [LessonFile(path: "01-basics.md", text: Self.lesson)]).diagnostics.isEmpty)
    }

    @Test func aMisspeltFrontMatterKeyIsOneDiagnosticThatNamesTheKeyMeant() throws {
        let diagnostic = try Self.only(Self.load("title: \"Optionals", "titel: \"Optionals"))
        #expect(diagnostic.code == "unknown-key")
        #expect((diagnostic.location.line, diagnostic.location.column) == (3, 1))
        #expect(diagnostic.message.contains("did you mean 'title'?"))
        #expect(diagnostic.help == "rename it to 'title'")
    }

    @Test func aMisspeltQuizKeyIsNotAlsoReportedMissing() throws {
        let diagnostic = try Self.only(Self.load("prompt: Which type", "promt: Which type"))
        #expect(diagnostic.code == "unknown-key")
        #expect(diagnostic.location.line == 15)
    }

    @Test func anUnclosedQuizFenceIsReportedAtTheFenceThatOpensIt() throws {
        let result = Self.load("explain: Only optionals.\n```\n", "explain: Only optionals.\n")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "unclosed-fence")
        #expect((diagnostic.location.line, diagnostic.location.column) == (12, 1))
        #expect(diagnostic.help == "add a line with ``` after line 20, where the block ends")
        #expect(diagnostic.notes.first?.location?.line == 22)
    }

    @Test func theQuestionsAfterAnUnclosedFenceStillLoad() {
        let result = Self.load("explain: Only optionals.\n```\n", "explain: Only optionals.\n")
        let ids = result.course.lessons.first?.questions.map(\.id)
        #expect(ids == ["basics-type", "basics-steps", "basics-wrapper"])
    }

    @Test func aFenceLeftOpenAtTheEndOfTheFileIsReported() throws {
        let diagnostic = try Self.only(Self.load("answer: \"@State\"\n```\n", "answer: \"@State\"\n"))
        #expect(diagnostic.code == "unclosed-fence")
        #expect(diagnostic.location.line == 40)
        #expect(diagnostic.message.contains("end of the file"))
    }

    @Test func aFenceThatShowsAQuizFenceWithMoreBackticksIsNotUnclosed() {
        let result = Self.load("Some text.\n", "Some text.\n\n````markdown\n```quiz\nid: x\n```\n````\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aMisspeltQuizFenceIsWarnedAtTheFence() throws {
        for spelling in ["quizz", "qiuz", "Quizz", "quiz:"] {
            let result = Self.load("```quiz\nid: basics-steps", "```\(spelling)\nid: basics-steps")
            let diagnostic = try #require(result.diagnostics.first { $0.code == "unknown-fence" }, "\(spelling)")
            #expect(diagnostic.location.line == 23)
            #expect(diagnostic.message.contains("did you mean 'quiz'?"))
        }
    }

    @Test func aMisspeltMermaidFenceIsWarned() throws {
        let result = Self.load("```mermaid", "```mermiad")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "unknown-fence")
        #expect(diagnostic.location.line == 33)
    }

    @Test func aKeyIndentedLikeTheListItemsIsReportedAtThatLine() throws {
        let diagnostic = try Self.only(Self.load("    correct: true", "  correct: true"))
        #expect(diagnostic.code == "invalid-yaml")
        #expect((diagnostic.location.line, diagnostic.location.column) == (19, 3))
        #expect(diagnostic.help?.contains("indent it 4 spaces") == true)
        #expect(diagnostic.notes.first?.location?.line == 17)
    }

    @Test func aKeyIndentedOneSpaceTooFarIsReportedAtThatLine() throws {
        let diagnostic = try Self.only(Self.load("explain: Only optionals.", " explain: Only optionals."))
        #expect(diagnostic.location.line == 20)
        #expect(diagnostic.help == "start it at the beginning of the line, like 'choices' on line 16")
    }

    @Test func aLineOfBlockTextIndentedTooLittleSaysHowFarToIndentIt() throws {
        let text = Self.lesson.replacingOccurrences(
            of: "prompt: Order the steps.", with: "prompt: |\n  Order\n   the steps.\n it")
        let result = CourseLoader().load(files: [LessonFile(path: "01-basics.md", text: text)])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location.line == 29)
        #expect(diagnostic.help == "indent it 2 spaces, like the other lines of 'prompt'")
    }

    @Test func aTabInTheIndentationIsExplained() throws {
        let diagnostic = try Self.only(Self.load("    correct: true", "\tcorrect: true"))
        #expect(diagnostic.location.line == 19)
        #expect(diagnostic.message.contains("YAML does not allow tabs for indentation"))
        #expect(diagnostic.help == "indent with spaces instead of the tab")
    }

    @Test func aValueStartingWithAtSaysToQuoteIt() throws {
        let diagnostic = try Self.only(Self.load("answer: \"@State\"", "answer: @State"))
        #expect((diagnostic.location.line, diagnostic.location.column) == (45, 9))
        #expect(diagnostic.help == "quote the value: answer: \"@State\"")
    }

    @Test func aColonInAValueSaysToQuoteIt() throws {
        let diagnostic = try Self.only(
            Self.load(
                "title: \"Optionals: values that may be missing\"", "title: Optionals: values that may be missing"))
        #expect((diagnostic.location.line, diagnostic.location.column) == (3, 17))
        #expect(diagnostic.help == "quote the value: title: \"Optionals: values that may be missing\"")
    }

    @Test(arguments: [
        ("prompt: *Order* the steps.", "'*'"), ("prompt: [A] or B?", "'['"), ("prompt: `B` or A?", "backtick"),
        ("prompt: %d steps", "'%'"),
    ])
    func aValueStartingWithACharacterYAMLReservesSaysToQuoteIt(_ written: String, _ named: String) throws {
        let diagnostic = try Self.only(Self.load("prompt: Order the steps.", written))
        #expect(diagnostic.location.line == 26)
        #expect(diagnostic.message.contains(named))
        #expect(diagnostic.help?.hasPrefix("quote the value: prompt: \"") == true)
    }

    @Test func anAnchorThatTakesAWordOffAValueIsAnError() throws {
        let diagnostic = try Self.only(Self.load("prompt: Order the steps.", "prompt: &first steps in order"))
        #expect(diagnostic.code == "yaml-anchor-or-tag")
        #expect((diagnostic.location.line, diagnostic.location.column) == (26, 9))
        #expect(diagnostic.help == "quote the value: prompt: \"&first steps in order\"")
    }

    @Test func aSecondQuestionInOneQuizBlockIsAnErrorWhereItStarts() throws {
        let diagnostic = try Self.only(
            Self.load(
                "explain: Only optionals.\n```\n",
                "explain: Only optionals.\n---\nid: basics-more\nkind: truefalse\nprompt: More?\nanswer: true\n"
                    + "...\ngarbage: [\n```\n"))
        #expect(diagnostic.code == "yaml-second-document")
        #expect((diagnostic.location.line, diagnostic.location.column) == (21, 1))
        #expect(diagnostic.help?.contains("start a new ```quiz block") == true)
    }

    @Test func aBinaryTagIsAnErrorAtTheTag() throws {
        let diagnostic = try Self.only(Self.load("prompt: Which type can hold nil?", "prompt: !!binary aGVsbG8="))
        #expect(diagnostic.code == "yaml-anchor-or-tag")
        #expect((diagnostic.location.line, diagnostic.location.column) == (15, 9))
        #expect(diagnostic.message.hasPrefix("'!!binary' is a YAML type tag"))
    }

    @Test func aBooleanTagOnQuotedTextIsOneErrorAtTheTag() throws {
        let changed = Self.second.replacingOccurrences(of: "answer: true", with: "answer: !!bool \"true\"")
        let result = CourseLoader().load(files: [
            LessonFile(path: "01-basics.md", text: Self.lesson), LessonFile(path: "02-later.md", text: changed),
        ])
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "yaml-anchor-or-tag")
        #expect(diagnostic.location.file == "02-later.md")
        #expect((diagnostic.location.line, diagnostic.location.column) == (15, 9))
        #expect(diagnostic.message.hasPrefix("'!!bool' is a YAML type tag"))
    }

    @Test func invalidUTF8InCourseYAMLIsAnErrorAtItsByte() throws {
        let course = LessonFile(path: "course.yaml", bytes: Array("id: c\ntitle: E".utf8) + [0xFE, 0xFF, 0x0A])
        let result = CourseLoader().load(
            files: [LessonFile(path: "01-basics.md", text: Self.lesson)], courseFile: course)
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "invalid-utf8")
        #expect(diagnostic.formatted.hasPrefix("course.yaml:2:9: error: invalid UTF-8 (byte 0xFE)"))
    }

    /// A list of `count` values that each start with an anchor no alias uses, on one line.
    static func unusedAnchors(_ count: Int) -> CourseLoader.Result {
        let values = (0..<count).map { "&a\($0) v" }.joined(separator: ", ")
        return Self.load("explain: Only optionals.", "explain: Only optionals.\nhints: [\(values)]")
    }

    @Test func onlyTheFirstTwentyUnusedAnchorsOfABlockGetAnErrorEachAndOneMoreCountsTheRest() throws {
        let diagnostics = Self.unusedAnchors(25).diagnostics
        #expect(diagnostics.count == 21)
        #expect(diagnostics.allSatisfy { $0.code == "yaml-anchor-or-tag" })
        let last = try #require(diagnostics.last)
        #expect(last.message.hasPrefix("5 more values from here on start with '&' or '!'"))
        #expect(last.location.line == 21)
        #expect(last.location.column == 9 + 10 * "&a0 v, ".count + 10 * "&a10 v, ".count)
    }

    // Each error once quoted the whole line: 10,000 took minutes; now well under a second.
    @Test(.timeLimit(.minutes(1))) func tenThousandUnusedAnchorsOnOneLineLoadInLinearTime() throws {
        let diagnostics = Self.unusedAnchors(10_000).diagnostics
        #expect(diagnostics.count == 21)
    }

    @Test func aValueThatYAMLReadsAsACommentSaysToQuoteIt() throws {
        let diagnostic = try Self.only(Self.load("prompt: Order the steps.", "prompt: #1 steps"))
        #expect(diagnostic.code == "missing-key")
        #expect(diagnostic.location.line == 26)
        #expect(diagnostic.help?.hasSuffix("quote the value: prompt: \"#1 steps\"") == true)
    }

    @Test func aQuoteLeftOpenIsReportedWhereItOpens() throws {
        let diagnostic = try Self.only(
            Self.load("scenario: The view keeps the value.", "scenario: \"The view keeps the value."))
        #expect((diagnostic.location.line, diagnostic.location.column) == (44, 11))
    }

    @Test func aKeyWrittenTwiceNamesTheFirstOneInANote() throws {
        let diagnostic = try Self.only(Self.load("prompt: Order the steps.", "prompt: A\nprompt: B"))
        #expect(diagnostic.code == "duplicate-key")
        #expect(diagnostic.location.line == 27)
        #expect(diagnostic.notes.first?.location?.line == 26)
    }

    @Test func aMissingKindListsTheKinds() throws {
        let diagnostic = try Self.only(Self.load("kind: order\n", ""))
        #expect(diagnostic.code == "missing-key")
        #expect(diagnostic.help?.contains("choice, multi, truefalse") == true)
    }

    @Test func aDuplicatedOrderStepIsReportedAtTheSecond() throws {
        let diagnostic = try Self.only(Self.load("  - Use", "  - Check"))
        #expect(diagnostic.code == "duplicate-step")
        #expect((diagnostic.location.line, diagnostic.location.column) == (30, 5))
        #expect(diagnostic.notes.first?.location?.line == 28)
    }

    @Test func twoChoicesWithTheSameTextAreReportedAtTheSecond() throws {
        let diagnostic = try Self.only(Self.load("  - text: Int?", "  - text: Int"))
        #expect(diagnostic.code == "duplicate-choice")
        #expect(diagnostic.location.line == 18)
        #expect(diagnostic.notes.first?.location?.line == 17)
    }

    @Test func aSecondCorrectChoiceIsReportedAtItsCorrectKey() throws {
        let diagnostic = try Self.only(Self.load("  - text: Int\n", "  - text: Int\n    correct: true\n"))
        #expect(diagnostic.code == "choice-correct-count")
        #expect(diagnostic.location.line == 20)
        #expect(diagnostic.help?.contains("kind 'multi'") == true)
    }

    @Test func anEmptyBlankEntrySaysItIsEmpty() throws {
        let text = """
            ---
            id: gaps
            title: Gaps
            summary: A blank.
            minutes: 5
            ---

            ## Gaps

            ```quiz
            id: gaps-one
            kind: blank
            prompt: Fill it.
            code: |
              if ___ age {
              }
            blanks:
              - []
            ```

            """
        let result = CourseLoader().load(files: [LessonFile(path: "gaps.md", text: text)])
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "empty-blank")
        #expect(diagnostic.location.line == 18)
        #expect(diagnostic.message == "entry 1 of 'blanks' is empty")
    }

    @Test func aBugLineCountsTheLinesOfABlockWithoutItsLastLineBreak() throws {
        let text = """
            ---
            id: bugs
            title: Bugs
            summary: A bug.
            minutes: 5
            ---

            ## Bugs

            ```quiz
            id: bugs-one
            kind: bug
            prompt: Which line?
            code: |
              let a = 1
              let b = a +
              print(b)
            line: 4
            error: expected expression
            ```

            """
        let result = CourseLoader().load(files: [LessonFile(path: "bugs.md", text: text)])
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "bug-line-range")
        #expect(diagnostic.location.line == 18)
        #expect(diagnostic.message == "'line' is 4 but 'code' has 3 lines")
        let fixed = text.replacingOccurrences(of: "line: 4", with: "line: 3")
        #expect(CourseLoader().load(files: [LessonFile(path: "bugs.md", text: fixed)]).diagnostics.isEmpty)
    }

    @Test func codeWrittenWithoutABarIsReportedAtItsKey() throws {
        let text = """
            ---
            id: folded
            title: Folded
            summary: Code.
            minutes: 5
            ---

            ## Code

            ```quiz
            id: folded-code
            kind: output
            prompt: What does it print?
            code:
              let a = 1
              print(a)
            answer: "1"
            ```

            """
        let diagnostic = try Self.only(CourseLoader().load(files: [LessonFile(path: "folded.md", text: text)]))
        #expect(diagnostic.code == "folded-code")
        #expect(diagnostic.location.line == 14)
        #expect(diagnostic.help == "write 'code: |' and indent the code's lines under it")
    }

    @Test func aBrokenRegexIsReportedAtTheCharacterAtFaultWithTheReason() throws {
        let result = Self.load(
            "kind: order\nprompt: Order the steps.\nsteps:\n  - Check\n  - Leave\n  - Use",
            "kind: text\nprompt: Say it.\naccept:\n  - nil\n  - /^nil(\\.?$/")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "invalid-regex")
        #expect((diagnostic.location.line, diagnostic.location.column) == (29, 10))
        #expect(diagnostic.message.hasSuffix("the '(' here is never closed"))
    }

    @Test func aBareNodeIdUsedAsALeafIsReportedWhereItIsUsed() throws {
        let diagnostic = try Self.only(Self.load("A -->|No| C[\"@Binding\"]", "A -->|No| Z"))
        #expect(diagnostic.code == "tree-undefined-node")
        #expect((diagnostic.location.line, diagnostic.location.column) == (37, 15))
        #expect(diagnostic.help?.contains("Z[\"the answer\"]") == true)
    }

    @Test func aNodeIdGivenASecondTextIsReported() throws {
        let diagnostic = try Self.only(Self.load("A -->|No| C[\"@Binding\"]", "A -->|No| B[\"@Binding\"]"))
        #expect(diagnostic.code == "tree-node-redefined")
        #expect(diagnostic.location.line == 37)
        #expect(diagnostic.notes.first?.location?.line == 36)
    }

    @Test func aTreeMarkerWithoutSpacesIsWarnedAtTheMarkerAndTheTreeStillLoads() throws {
        let diagnostic = try Self.only(Self.load("%% tree: which", "%%tree:which"))
        #expect(diagnostic.code == "tree-marker")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location.line == 34)
    }

    @Test func anUnreachablePartOfATreeIsOneDiagnostic() throws {
        let diagnostic = try Self.only(
            Self.load(
                "A -->|No| C[\"@Binding\"]",
                "A -->|No| C[\"@Binding\"]\n    F{Other?} -->|a| G[\"x\"]\n    F -->|b| H[\"y\"]"))
        #expect(diagnostic.code == "tree-unreachable")
        #expect(diagnostic.location.line == 38)
        #expect(diagnostic.message.contains("nor can G, H"))
    }

    @Test func aWrapperAnswerThatIsNoLeafListsTheLeaves() throws {
        let diagnostic = try Self.only(Self.load("answer: \"@State\"", "answer: \"@Observable\""))
        #expect(diagnostic.code == "answer-not-in-tree")
        #expect(diagnostic.message.hasSuffix("its leaves are '@State', '@Binding'"))
    }

    @Test func aQuizBlockInsideAListItemIsAnError() throws {
        let result = Self.load(
            "Some text.\n",
            "- A question:\n\n  ```quiz\n  id: nested\n  kind: truefalse\n  prompt: P?\n  answer: true\n  ```\n")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "nested-block")
        #expect(diagnostic.severity == .error)
        #expect((diagnostic.location.line, diagnostic.location.column) == (12, 3))
    }

    @Test func aFileThatIsOnlyTheOpeningFenceSaysWhatIsMissing() throws {
        let result = CourseLoader().load(files: [LessonFile(path: "dash.md", text: "---\n")])
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "unterminated-front-matter")
        #expect(diagnostic.message.contains("only the opening '---'"))
    }

    @Test func aClosingFenceWrittenWithFourDashesIsReportedAtThatLine() throws {
        let diagnostic = try Self.only(Self.load("minutes: 10\n---", "minutes: 10\n----"))
        #expect(diagnostic.code == "unterminated-front-matter")
        #expect(diagnostic.location.line == 6)
    }

    @Test func aForgottenClosingFenceNamesTheLastKey() throws {
        let diagnostic = try Self.only(Self.load("minutes: 10\n---", "minutes: 10"))
        #expect(diagnostic.help == "add a '---' line after line 5, its last key")
    }

    @Test func aLessonThatFailsToLoadCausesNoErrorInTheLessonThatRequiresIt() throws {
        let diagnostic = try Self.only(Self.load("minutes: 10", "\tminutes: 10"))
        #expect(diagnostic.location.file == "01-basics.md")
    }

    @Test func aLessonWithUnreadableFrontMatterCausesNoErrorInTheLessonThatRequiresIt() throws {
        let result = CourseLoader().load(files: [
            LessonFile(path: "01-basics.md", text: "---\n"), LessonFile(path: "02-later.md", text: Self.second),
        ])
        #expect(result.diagnostics.map(\.location.file) == ["01-basics.md"])
    }

    @Test func aTreeInALessonThatFailsToLoadIsNotReportedUnknownElsewhere() throws {
        let tree =
            "```mermaid\n%% tree: which\ngraph TD\n    A{Own it?} -->|Yes| B[\"@State\"]\n    A -->|No| C[\"x\"]\n```\n"
        let broken = "---\nid: trees\ntitle: [broken\n---\n\n## Trees\n\n" + tree
        let user = Self.second.replacingOccurrences(of: "requires: [basics]\n", with: "").replacingOccurrences(
            of: "kind: truefalse\nprompt: Optionals can be nil.\nanswer: true",
            with: "kind: wrapper\ntree: which\nscenario: S.\nanswer: \"@State\"")
        let result = CourseLoader().load(files: [
            LessonFile(path: "01-trees.md", text: broken), LessonFile(path: "02-later.md", text: user),
        ])
        #expect(result.diagnostics.map(\.location.file) == ["01-trees.md"], "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aDuplicatedLessonIdPointsAtTheFirstId() throws {
        let copy = Self.second.replacingOccurrences(of: "id: later\n", with: "id: basics\n")
            .replacingOccurrences(of: "requires: [basics]\n", with: "")
        let result = CourseLoader().load(files: [
            LessonFile(path: "01-basics.md", text: Self.lesson), LessonFile(path: "02-later.md", text: copy),
        ])
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "duplicate-lesson-id")
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.notes.first?.location == SourceLocation(file: "01-basics.md", line: 2))
    }

    @Test func crlfLineEndingsAndAByteOrderMarkStayClean() {
        let text = "\u{FEFF}" + Self.lesson.replacingOccurrences(of: "\n", with: "\r\n")
        let result = CourseLoader().load(files: [LessonFile(path: "01-basics.md", text: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aMistakeInACRLFFileIsFoundAtItsLine() throws {
        let text = Self.lesson.replacingOccurrences(of: "answer: \"@State\"", with: "answer: @State")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let diagnostic = try Self.only(CourseLoader().load(files: [LessonFile(path: "01-basics.md", text: text)]))
        #expect((diagnostic.location.line, diagnostic.location.column) == (45, 9))
        #expect(diagnostic.help == "quote the value: answer: \"@State\"")
    }

    @Test func aQuizClosedByTheFenceOfALaterCodeBlockIsReportedAtItsOpeningFence() throws {
        let result = Self.load(
            "explain: Only optionals.\n```\n", "explain: Only optionals.\n\nSome prose.\n\n```\nplain\n```\n")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "unclosed-fence")
        #expect(diagnostic.location.line == 12)
        #expect(diagnostic.help == "add a line with ``` after line 20, where the block ends")
        #expect(result.course.lessons.first?.questions.count == 3)
    }

    @Test func aClosingFenceShorterThanTheOpeningOneIsNamed() throws {
        let diagnostic = try Self.only(Self.load("```quiz\nid: basics-wrapper", "````quiz\nid: basics-wrapper"))
        #expect(diagnostic.code == "unclosed-fence")
        #expect(diagnostic.location.line == 40)
        #expect(diagnostic.help == "write the closing fence on line 46 as ````")
    }

    @Test func aKeyNamedAsOtherFormatsNameItSuggestsTheKeyOfThisOne() throws {
        let diagnostic = try Self.only(Self.load("prompt: Order the steps.", "question: Order the steps."))
        #expect(diagnostic.code == "unknown-key")
        #expect(diagnostic.help == "rename it to 'prompt'")
    }

    @Test func aBlockWhoseFirstLineIsIndentedTooFarIsReportedAtTheFirstLine() throws {
        let text = Self.lesson.replacingOccurrences(
            of: "prompt: Order the steps.", with: "prompt: |\n   Order\n  the steps.")
        let diagnostic = try Self.only(CourseLoader().load(files: [LessonFile(path: "01-basics.md", text: text)]))
        #expect(diagnostic.location.line == 27)
        #expect(diagnostic.help == "indent it 2 spaces, like the lines after it")
    }

    @Test func anEmptyQuizBlockIsReportedAtItsFence() throws {
        let result = Self.load(
            "```quiz\nid: basics-steps\nkind: order\nprompt: Order the steps.\nsteps:\n  - Check\n  - Leave\n  - Use\n```",
            "```quiz\n```")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "empty-quiz")
        #expect(diagnostic.location.line == 23)
    }

    @Test func aKeyIndentedIntoTheTextAboveItIsReportedAtThatLine() throws {
        let result = Self.load(
            "prompt: Order the steps.", "prompt: |\n  Order the steps.\n  explain: Each step needs the one before.")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "indented-key")
        #expect(diagnostic.location.line == 28)
        #expect(diagnostic.message.contains("the value of 'prompt' above it"))
    }

    @Test func aFirstListItemIndentedUnlikeTheOthersIsReportedAtThatItem() throws {
        let diagnostic = try Self.only(Self.load("  - text: Int\n", "   - text: Int\n"))
        #expect(diagnostic.code == "invalid-yaml")
        #expect(diagnostic.location.line == 17)
        #expect(diagnostic.help == "indent it 2 spaces, like the other items")
    }

    @Test func aLaterListItemIndentedLikeTheKeysAboveItIsReportedAtThatItem() throws {
        let diagnostic = try Self.only(Self.load("  - text: Int?\n", "    - text: Int?\n"))
        #expect(diagnostic.location.line == 18)
        #expect(diagnostic.help == "indent it 2 spaces, like the '- ' item on line 17")
    }

    @Test func aQuizFenceIndentedByATabIsReportedAndTheQuestionStillLoads() throws {
        let result = Self.load("```quiz\nid: basics-steps", "\t```quiz\nid: basics-steps")
        let diagnostic = try Self.only(result)
        #expect(diagnostic.code == "indented-fence")
        #expect(diagnostic.location.line == 23)
        #expect(result.course.lessons.first?.questions.count == 3)
    }

    @Test func aKeyWithoutASpaceAfterItsColonIsReportedAtThatLine() throws {
        let diagnostic = try Self.only(Self.load("kind: order", "kind:order"))
        #expect(diagnostic.location.line == 25)
        #expect(diagnostic.help == "write a space after the ':': kind: …")
    }

    @Test func aTreeInAMisspeltFenceIsOneWarningAndItsQuestionIsNotBlamed() throws {
        let diagnostic = try Self.only(Self.load("```mermaid", "```mermiad"))
        #expect(diagnostic.code == "unknown-fence")
    }
}
