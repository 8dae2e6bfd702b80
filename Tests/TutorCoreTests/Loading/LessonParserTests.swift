import Testing

@testable import TutorCore

@Suite struct LessonParserTests {
    static let lesson = """
        ---
        id: sample
        title: "Sample: a lesson"
        summary: One line.
        order: 3
        concepts: [state, binding]
        requires: []
        minutes: 8
        platforms: "iOS 17+"
        ---

        # Sample

        Intro text.

        ## First page

        Text with ~~strike~~ and a table:

        | A | B |
        |---|:-:|
        | 1 | 2 |

        ```swift
        let x = 1
        ```

        ```swift fails="cannot find 'y' in scope"
        print(y)
        ```

        ```swift norun needs a device
        let z = 3
        ```

        ```quiz
        id: sample-choice
        kind: choice
        prompt: Pick.
        choices:
          - text: Right
            correct: true
            feedback: Yes.
          - Wrong
        hints: [one, two]
        concepts: [state]
        points: 2
        ```

        ## Second page

        ```mermaid
        %% tree: sample-tree
        graph TD
            A{Owns it?} -->|yes| B["@State"]
            A -- no --> C[@Binding]
        ```

        ```quiz
        id: sample-walk
        kind: tree
        tree: sample-tree
        scenario: A child edits a value.
        path: [no]
        ```
        """

    static func parse(_ text: String = lesson) -> (Lesson?, [Diagnostic]) {
        var parser = LessonParser()
        let lesson = parser.parse(path: "sample.md", bytes: Array(text.utf8))
        return (lesson, parser.diagnostics)
    }

    @Test func frontMatterValuesAreRead() throws {
        let (parsed, diagnostics) = Self.parse()
        #expect(diagnostics.isEmpty)
        let lesson = try #require(parsed)
        #expect(lesson.id == "sample")
        #expect(lesson.title == "Sample: a lesson")
        #expect(lesson.order == 3)
        #expect(lesson.concepts == ["state", "binding"])
        #expect(lesson.minutes == 8)
        #expect(lesson.platforms == "iOS 17+")
    }

    @Test func textBeforeTheFirstSectionHeadingBecomesAnIntroductionPage() throws {
        let lesson = try #require(Self.parse().0)
        #expect(lesson.sections.map(\.title) == ["Sample: a lesson", "First page", "Second page"])
        #expect(lesson.sections[1].location.line == 16)
    }

    @Test func swiftFencesCarryTheirExpectation() throws {
        let samples = try #require(Self.parse().0).sections[1].codeSamples
        #expect(
            samples.map(\.expectation) == [
                .compiles, .fails(message: "cannot find 'y' in scope"), .skipped(reason: "needs a device"),
            ])
        #expect(samples[0].code == "let x = 1\n")
        #expect(samples[0].location.line == 24)
    }

    static func runSample(_ info: String) -> (CodeSample?, [Diagnostic]) {
        let text = """
            ---
            id: sample
            title: Sample
            summary: One line.
            concepts: [state]
            minutes: 8
            ---

            ## Page

            ```swift \(info)
            import SwiftUI
            ```
            """
        let (lesson, diagnostics) = parse(text)
        return (lesson?.sections.first?.codeSamples.first, diagnostics)
    }

    @Test func aRunSampleCarriesItsNoteOnACrashInEitherOrder() throws {
        let (sample, diagnostics) = Self.runSample(#"run view=Kitchen note="Add .environment(Pantry()) above it.""#)
        #expect(diagnostics.isEmpty)
        #expect(sample?.expectation == .runs(view: "Kitchen"))
        #expect(sample?.note == "Add .environment(Pantry()) above it.")
        let reversed = Self.runSample(#"run note="Look up." view=Kitchen"#).0
        #expect(reversed?.expectation == .runs(view: "Kitchen"))
        #expect(reversed?.note == "Look up.")
        #expect(Self.runSample("run").0?.note == nil)
    }

    @Test func aRunNoteThatIsNotClosedIsAnInvalidFence() throws {
        let (_, diagnostics) = Self.runSample(#"run view=Kitchen note="never closed"#)
        #expect(diagnostics.map(\.code) == ["invalid-fence"])
        #expect(diagnostics.first?.location.line == 11)
    }

    @Test func quizBlocksBecomeQuestionsWithTheirLinesInTheFile() throws {
        let question = try #require(Self.parse().0?.sections[1].questions.first)
        #expect(question.id == "sample-choice")
        #expect(question.location.line == 37)
        #expect(question.keyLocations["hints"]?.line == 45)
        #expect(question.hints == ["one", "two"])
        #expect(question.points == 2)
        #expect(
            question.payload
                == .choice([
                    .init(text: "Right", isCorrect: true, feedback: "Yes."),
                    .init(text: "Wrong", isCorrect: false, feedback: nil),
                ]))
    }

    @Test func mermaidBlocksWithATreeMarkerBecomeDecisionTrees() throws {
        let tree = try #require(Self.parse().0?.trees.first)
        #expect(tree.id == "sample-tree")
        #expect(tree.root?.text == "Owns it?")
        #expect(tree.edges.map(\.label) == ["yes", "no"])
        #expect(tree.walk(["no"])?.text == "@Binding")
        #expect(tree.nodes.first { $0.id == "B" }?.shape == .leaf)
    }

    @Test func gfmExtensionsAreAttached() throws {
        let blocks = try #require(Self.parse().0).sections[1].items.compactMap { item -> MarkdownNode? in
            if case .prose(let block) = item { return block }
            return nil
        }
        #expect(blocks.contains { if case .table = $0.kind { return true } else { return false } })
        let paragraph = try #require(blocks.first)
        #expect(paragraph.children.contains { $0.kind == .strikethrough })
    }

    @Test func aPageKeepsItsProseQuestionsTreesAndSamplesInTheOrderWritten() throws {
        let source = """
            ---
            id: order
            title: Order
            summary: s
            minutes: 5
            ---

            ## Page

            First words.

            ```swift
            let x = 1
            ```

            ```quiz
            id: order-q
            kind: truefalse
            prompt: True?
            answer: true
            ```

            ```mermaid
            %% tree: order-tree
            flowchart TD
              A{Owns it?} -->|yes| B[@State]
              A -->|no| C[@Binding]
            ```

            Last words.
            """
        var parser = LessonParser()
        let parsed = parser.parse(path: "order.md", bytes: Array(source.utf8))
        let lesson = try #require(parsed)
        let kinds = try #require(lesson.sections.first).items.map { item -> String in
            switch item {
            case .prose: return "prose"
            case .question(let question): return "question \(question.id)"
            case .tree(let tree): return "tree \(tree.id)"
            case .sample: return "sample"
            }
        }
        #expect(kinds == ["prose", "sample", "question order-q", "tree order-tree", "prose"])
    }

    @Test func aQuizBlockThatCannotBeReadIsLeftOffThePage() throws {
        let source =
            "---\nid: bad\ntitle: Bad\nsummary: s\nminutes: 5\n---\n\n## Page\n\nText.\n\n```quiz\nkind: nonsense\n```\n"
        var parser = LessonParser()
        let parsed = parser.parse(path: "bad.md", bytes: Array(source.utf8))
        let lesson = try #require(parsed)
        #expect(try #require(lesson.sections.first).items.count == 1)
        #expect(!parser.diagnostics.isEmpty)
    }

    @Test func editingAQuestionChangesItsContentHash() throws {
        let before = try #require(Self.parse().0?.questions.first)
        let after = try #require(
            Self.parse(Self.lesson.replacingOccurrences(of: "prompt: Pick.", with: "prompt: Choose.")).0?.questions
                .first)
        #expect(before.contentHash != after.contentHash)
    }

    @Test func windowsLineEndingsAndAByteOrderMarkAreAccepted() throws {
        let text = "\u{FEFF}" + Self.lesson.replacingOccurrences(of: "\n", with: "\r\n")
        let (lesson, diagnostics) = Self.parse(text)
        #expect(diagnostics.isEmpty)
        #expect(lesson?.questions.count == 2)
    }

    static func controlWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.code == "control-character" }
    }

    @Test func controlCharactersWrittenAsYAMLEscapesAreWarnedAboutLikeRawOnes() {
        let text = Self.lesson.replacingOccurrences(of: "prompt: Pick.", with: #"prompt: "Pick \e]0;title\a.""#)
        let warnings = Self.controlWarnings(Self.parse(text).1)
        #expect(warnings.map(\.location.line) == [39, 39])
        #expect(
            warnings.first?.message.contains("control character U+001B in lesson text (written as an escape") == true)
        #expect(warnings.last?.message.contains("U+0007") == true)
    }

    @Test func anEscapedBidirectionalControlInTheFrontMatterIsWarnedAbout() {
        let text = Self.lesson.replacingOccurrences(of: #"title: "Sample: a lesson""#, with: #"title: "Sample\u202E""#)
        let warnings = Self.controlWarnings(Self.parse(text).1)
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.line == 3)
        #expect(warnings.first?.message.contains("bidirectional control U+202E") == true)
    }

    @Test func aRawBidirectionalControlIsWarnedAboutOnceAtItsColumn() {
        let text = Self.lesson.replacingOccurrences(of: "Intro text.", with: "Intro \u{202E}text.")
            .replacingOccurrences(of: "prompt: Pick.", with: "prompt: \"Pick\u{2066}.\"")
        let warnings = Self.controlWarnings(Self.parse(text).1)
        #expect(warnings.map(\.location.line) == [14, 39])
        #expect(warnings.first?.location.column == 7)
        #expect(warnings.allSatisfy { !$0.message.contains("written as an escape") })
    }

    @Test func theNewLessonSkeletonValidatesCleanly() {
        let result = CourseLoader().load(files: [
            LessonFile(path: "my-topic.md", text: LessonSkeleton.text(id: "my-topic"))
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.course.lessons.first?.questions.count == 3)
    }
}

@Suite struct LessonTargetTests {
    private static func lesson(target: String) -> String {
        "---\nid: old\ntitle: Old devices\nsummary: s\nminutes: 5\ntarget: \(target)\n---\n\n## Page\n\n"
            + "```quiz\nid: q\nkind: code\nprompt: Write it.\nstarter: \"let a = 1\"\nsolution: \"let a = 2\"\n```\n"
    }

    @Test func aLessonNamesItsDeploymentTarget() {
        let (lesson, diagnostics) = LessonParserTests.parse(Self.lesson(target: "iOS 16"))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(lesson?.target == DeploymentTarget("iOS 16"))
    }

    @Test func theLessonsQuestionsCarryItsTarget() {
        let (lesson, _) = LessonParserTests.parse(Self.lesson(target: "iOS 16.4"))
        #expect(lesson?.questions.first?.target == DeploymentTarget("iOS 16.4"))
    }

    @Test func aTargetThatIsNotAPlatformAndVersionIsAnErrorAtItsLine() {
        let (_, diagnostics) = LessonParserTests.parse(Self.lesson(target: "Android 14"))
        let error = diagnostics.first { $0.code == "invalid-target" }
        #expect(error?.location.line == 6)
        #expect(error?.message.contains("'Android 14'") == true)
    }

    @Test func aLessonWithoutATargetHasNone() {
        let (lesson, _) = LessonParserTests.parse()
        #expect(lesson?.target == nil)
    }
}
