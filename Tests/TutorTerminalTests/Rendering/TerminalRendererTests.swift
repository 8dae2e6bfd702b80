import Testing

@testable import TutorCore
@testable import TutorTerminal

/// The renderer's ESC, as styled text holds it before a sink writes it.
private let esc = TerminalEscape.escape

@Suite struct TerminalRendererTests {
    private func render(
        _ markdown: String, width: Int = 80, color: Bool = false, plain: Bool = false, hyperlinks: Bool = false
    ) -> String {
        let options = RenderOptions(width: width, color: color, plain: plain, hyperlinks: hyperlinks)
        return TerminalRenderer(options: options).render(MarkdownParser.parse(markdown))
    }

    /// Every escape sequence in `text` is one the renderer writes: SGR, or an OSC 8 hyperlink.
    private func onlyOwnEscapeSequences(in text: String) -> Bool {
        TextWidth.segments(text).allSatisfy { segment in
            switch segment {
            case .character(let character, _):
                return !character.unicodeScalars.contains { SourceText.isControl($0) }
            case .escape(let sequence):
                let isSGR =
                    sequence.hasPrefix("\(esc)[") && sequence.hasSuffix("m")
                    && sequence.dropFirst(2).dropLast().allSatisfy { $0.isNumber || $0 == ";" }
                let isHyperlink =
                    sequence.hasPrefix("\(esc)]8;;") && sequence.hasSuffix("\(esc)\\")
                    && sequence.dropFirst(5).dropLast(2).allSatisfy {
                        $0.isASCII && !$0.isWhitespace && $0 != TerminalEscape.escapeCharacter
                    }
                return isSGR || isHyperlink
            }
        }
    }

    private static let lesson = """
        # Title

        Some *emphasis*, **strong**, ~~gone~~, `code` and a [link](https://swift.org).

        1. first
           - nested
             - deeper
        2. second

        - [x] done
        - [ ] open

        > quoted
        > text

        | a | b |
        |---|:-:|
        | 1 | 2 |

        ```swift
        @State var x = "\\(y)"
        ```

        ---
        """

    // MARK: Paragraphs and blocks

    @Test func paragraphsWrapToTheWidth() {
        #expect(render("one two three four five six", width: 10) == "one two\nthree four\nfive six")
    }

    @Test func blocksAreSeparatedByOneBlankLine() {
        #expect(render("first\n\nsecond\n\n\n\nthird") == "first\n\nsecond\n\nthird")
    }

    @Test func renderingAListOfBlocksSeparatesThemToo() {
        let blocks = MarkdownParser.parse("a\n\nb").children
        #expect(TerminalRenderer(options: RenderOptions(width: 80)).render(blocks) == "a\n\nb")
    }

    @Test func softBreaksBecomeSpacesAndHardBreaksNewLines() {
        #expect(render("one\ntwo  \nthree") == "one two\nthree")
    }

    @Test func thematicBreaksFillTheWidth() {
        #expect(render("---", width: 12) == String(repeating: "─", count: 12))
        #expect(render("---", width: 12, plain: true) == String(repeating: "-", count: 12))
    }

    // MARK: Headings

    @Test func levelOneAndTwoHeadingsAreUnderlinedWithARule() {
        #expect(render("# Title") == "Title\n═════")
        #expect(render("## Part", plain: true) == "Part\n----")
    }

    @Test func levelThreeHeadingsKeepTheirHashesWithoutColour() {
        #expect(render("### Detail") == "### Detail")
    }

    @Test func headingsAreBoldWithColour() {
        #expect(render("### Detail", color: true) == "\(esc)[1mDetail\(esc)[0m")
        #expect(render("# Title", color: true).hasPrefix("\(esc)[1;35mTitle\(esc)[0m\n"))
    }

    // MARK: Inline styles

    @Test func emphasisIsItalicAndStrongIsBoldWithColour() {
        #expect(render("*a* **b**", color: true) == "\(esc)[3ma\(esc)[0m \(esc)[1mb\(esc)[0m")
    }

    @Test func nestedStylesCombine() {
        #expect(
            render("**bold *both* bold**", color: true)
                == "\(esc)[1mbold \(esc)[0m\(esc)[1;3mboth\(esc)[0m\(esc)[1m bold\(esc)[0m")
    }

    @Test func emphasisAndStrongAreTextWithoutColour() {
        #expect(render("*a* **b**") == "a b")
    }

    @Test func strikethroughUsesSGRNineWithColour() {
        #expect(render("~~old~~", color: true) == "\(esc)[9mold\(esc)[0m")
    }

    @Test func strikethroughKeepsItsTildesWithoutColour() {
        #expect(render("~~old~~") == "~~old~~")
    }

    @Test func inlineCodeIsColouredWithColourAndKeepsBackticksWithout() {
        #expect(render("`x`", color: true) == "\(esc)[36mx\(esc)[0m")
        #expect(render("`x`") == "`x`")
    }

    @Test func stylesSurviveALineBreak() {
        #expect(render("**one two**", width: 4, color: true) == "\(esc)[1mone\(esc)[0m\n\(esc)[1mtwo\(esc)[0m")
    }

    // MARK: Links and images

    @Test func linksShowTheirURLInParentheses() {
        #expect(render("[Swift](https://swift.org)") == "Swift (https://swift.org)")
    }

    @Test func autolinksShowTheURLOnce() {
        #expect(render("See https://swift.org now") == "See https://swift.org now")
        #expect(render("<me@example.com>") == "me@example.com")
    }

    @Test func linksAreUnderlinedWithColourWhenHyperlinksAreOff() {
        #expect(
            render("[Swift](https://swift.org)", color: true)
                == "\(esc)[4;34mSwift\(esc)[0m (\(esc)[2mhttps://swift.org\(esc)[0m)")
    }

    @Test func hyperlinksUseOSC8() {
        #expect(
            render("[Swift](https://swift.org)", color: true, hyperlinks: true)
                == "\(esc)]8;;https://swift.org\(esc)\\\(esc)[4;34mSwift\(esc)]8;;\(esc)\\\(esc)[0m")
    }

    @Test func hyperlinksNeedColour() {
        #expect(render("[Swift](https://swift.org)", hyperlinks: true) == "Swift (https://swift.org)")
    }

    @Test func hyperlinkTargetsArePercentEncoded() {
        #expect(TerminalRenderer.hyperlinkTarget("https://a.b/x y\u{1B}é") == "https://a.b/x%20y%1B%C3%A9")
    }

    @Test func imagesShowTheirDescriptionAndURL() {
        #expect(render("![a diagram](img/tree.png)") == "[image: a diagram] (img/tree.png)")
    }

    // MARK: Code

    @Test func codeBlocksAreIndentedByTwo() {
        #expect(render("```\nlet a = 1\n\nlet b = 2\n```") == "  let a = 1\n\n  let b = 2")
    }

    @Test func longCodeLinesWrapWithAContinuationMarkerAndLoseNothing() {
        #expect(
            render("```\nlet message = \"a long line\"\n```", width: 16) == "  let message =\n  ↪ \"a long\n  ↪ line\"")
        #expect(
            render("```\nlet message = \"a long line\"\n```", width: 16, plain: true)
                == "  let message =\n  > \"a long\n  > line\"")
    }

    @Test func wrappedCodeKeepsItsIndentOnContinuationLines() {
        #expect(render("```\n    call(first, second)\n```", width: 18) == "      call(first,\n      ↪ second)")
    }

    @Test func proseStopsAtAComfortableWidthButCodeUsesTheWholeTerminal() {
        let words = Array(repeating: "word", count: 60).joined(separator: " ")
        let code = "let x = " + String(repeating: "1 + ", count: 40) + "1"
        let lines = render(words + "\n\n```\n" + code + "\n```", width: 200).split(separator: "\n")
        #expect(lines.first.map { TextWidth.columns(String($0)) } ?? 0 <= RenderOptions.comfortableTextWidth)
        #expect(lines.contains { TextWidth.columns(String($0)) > RenderOptions.comfortableTextWidth })
    }

    @Test func aCodeSpanThatFitsOnALineIsNeverSplitAcrossTwo() {
        let lines = render("Start by declaring it as `@State private var glasses = 0` here.", width: 40)
        #expect(lines.split(separator: "\n").contains { $0.contains("`@State private var glasses = 0`") })
        #expect(!lines.contains("\u{00A0}"))
    }

    @Test func tabsInCodeBecomeSpaces() {
        #expect(render("```\n\tx\n```") == "      x")
    }

    @Test func swiftCodeBlocksAreHighlightedWithColour() {
        #expect(render("```swift\nlet x = 1\n```", color: true) == "  \(esc)[35mlet\(esc)[0m x = \(esc)[34m1\(esc)[0m")
    }

    @Test func otherCodeBlocksAreNotHighlighted() {
        #expect(render("```text\nlet x = 1\n```", color: true) == "  let x = 1")
    }

    // MARK: Lists

    @Test func bulletsChangeWithDepth() {
        #expect(render("- a\n  - b\n    - c\n      - d") == "• a\n  ◦ b\n    ▪ c\n      • d")
    }

    @Test func plainBulletsAreDashesAndStars() {
        #expect(render("- a\n  - b", plain: true) == "- a\n  * b")
    }

    @Test func listItemsWrapWithAHangingIndent() {
        #expect(render("- one two three", width: 10) == "• one two\n  three")
    }

    @Test func orderedListsAlignTheirNumbers() {
        let items = (1...10).map { "\($0). item" }.joined(separator: "\n")
        let lines = render(items).split(separator: "\n")
        #expect(lines.first == " 1. item")
        #expect(lines.last == "10. item")
    }

    @Test func orderedListsKeepTheirStartNumber() {
        #expect(render("3. c\n4. d") == "3. c\n4. d")
    }

    @Test func looseListsSeparateItemsWithBlankLines() {
        #expect(render("- a\n\n- b") == "• a\n\n• b")
    }

    @Test func taskListsShowCheckboxes() {
        #expect(render("- [x] done\n- [ ] open") == "☑ done\n☐ open")
        #expect(render("- [x] done\n- [ ] open", plain: true) == "- [x] done\n- [ ] open")
    }

    // MARK: Quotes and tables

    @Test func blockQuotesHaveABarAndWrapInside() {
        #expect(render("> one two three", width: 10) == "│ one two\n│ three")
        #expect(render("> a\n>\n> b", plain: true) == "> a\n>\n> b")
    }

    @Test func tablesAreDrawnToFitTheWidth() {
        let output = render("| a | b |\n|---|---|\n| \(String(repeating: "x ", count: 40)) | y |", width: 30)
        #expect(output.split(separator: "\n").allSatisfy { TextWidth.columns(String($0)) <= 30 })
        #expect(output.hasPrefix("┌"))
    }

    @Test func htmlIsShownAsText() {
        #expect(render("<div>hi</div>") == "<div>hi</div>")
        #expect(render("a <b>c</b>") == "a <b>c</b>")
    }

    @Test func deepNestingKeepsAReadableWidth() {
        let output = render(String(repeating: ">", count: 60) + " some words here", width: 40)
        #expect(output.hasSuffix("some words here"))
    }

    // MARK: Safety and modes

    @Test func controlCharactersFromTheDocumentAreShownEscaped() {
        let hostile = [
            "# T\u{1B}[31m", "Text \u{1B}]8;;x\u{07} `c\u{1B}` [l\u{9B}](http://x/\u{1B})", "```\n\u{1B}[2J\n```",
            "| \u{1B} |\n|---|\n| \u{07} |", "<p>\u{1B}</p>",
        ].joined(separator: "\n\n")
        for color in [false, true] {
            let output = render(hostile, color: color, hyperlinks: true)
            #expect(onlyOwnEscapeSequences(in: output), "\(output)")
            #expect(output.contains("\\u{1B}[31m"))
            #expect(output.contains("\\u{1B}[2J"))
            #expect(output.contains("\\u{7}"))
        }
    }

    @Test func noEscapeSequencesAreWrittenWithoutColour() {
        let output = render(Self.lesson, hyperlinks: true)
        #expect(!output.contains("\u{1B}") && !output.contains(TerminalEscape.escape))
    }

    @Test func plainModeDrawsOnlyASCII() {
        let output = render(Self.lesson, color: true, plain: true, hyperlinks: true)
        #expect(output.allSatisfy { $0.isASCII })
    }

    @Test func colourModeWritesOnlyItsOwnSequences() {
        #expect(onlyOwnEscapeSequences(in: render(Self.lesson, color: true, hyperlinks: true)))
    }

    @Test func noLineIsWiderThanTheWidth() {
        for width in [20, 40, 80] {
            let output = render(Self.lesson, width: width, color: true)
            #expect(output.split(separator: "\n").allSatisfy { TextWidth.columns(String($0)) <= width })
        }
    }

    @Test func veryNarrowWidthsStillRender() {
        for width in [-5, 0, 1, 3] {
            #expect(!render(Self.lesson, width: width, color: true).isEmpty)
        }
    }

    @Test func noLineEndsWithSpaces() {
        #expect(!render(Self.lesson, width: 30).split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    // MARK: Decision trees

    private static let tree = DecisionTree(
        id: "t",
        nodes: [
            .init(id: "A", text: "Changes it?", shape: .question, location: here),
            .init(id: "B", text: "let", shape: .leaf, location: here),
            .init(id: "C", text: "Owns it?", shape: .question, location: here),
            .init(id: "D", text: "@State", shape: .leaf, location: here),
            .init(id: "E", text: "@Binding", shape: .leaf, location: here),
        ],
        edges: [
            .init(from: "A", label: "no", to: "B", location: here),
            .init(from: "A", label: "yes", to: "C", location: here),
            .init(from: "C", label: "yes", to: "D", location: here),
            .init(from: "C", label: "no", to: "E", location: here),
        ],
        location: here)

    private static let here = SourceLocation(file: "t.md", line: 1)

    @Test func decisionTreesAreDrawnWithEdgeLabels() {
        let output = TerminalRenderer(options: RenderOptions(width: 80)).render(Self.tree)
        #expect(
            output == """
                Changes it?
                ├─ no → let
                └─ yes → Owns it?
                   ├─ yes → @State
                   └─ no → @Binding
                """)
    }

    @Test func plainDecisionTreesAreASCII() {
        let output = TerminalRenderer(options: RenderOptions(width: 80, plain: true)).render(Self.tree)
        #expect(
            output == """
                Changes it?
                |-- no -> let
                `-- yes -> Owns it?
                    |-- yes -> @State
                    `-- no -> @Binding
                """)
    }

    @Test func leavesAreBoldGreenAndQuestionsCyanWithColour() {
        let output = TerminalRenderer(options: RenderOptions(width: 80, color: true)).render(Self.tree)
        #expect(output.hasPrefix("\(esc)[36mChanges it?\(esc)[0m\n"))
        #expect(output.contains("\(esc)[1;32m@State\(esc)[0m"))
    }

    @Test func longNodeTextWrapsUnderItsFirstLine() {
        var tree = Self.tree
        tree.nodes[1].text = "a plain let property"
        let output = TerminalRenderer(options: RenderOptions(width: 16)).render(tree)
        #expect(output.hasPrefix("Changes it?\n├─ no → a plain\n│       let\n│       property\n"))
    }

    @Test func treeTextIsEscaped() {
        var tree = Self.tree
        tree.nodes[0].text = "Bell\u{07}"
        tree.edges[0].label = "n\u{1B}o"
        let output = TerminalRenderer(options: RenderOptions(width: 80, color: true)).render(tree)
        #expect(onlyOwnEscapeSequences(in: output))
    }

    @Test func anEmptyTreeDrawsNothing() {
        let tree = DecisionTree(id: "e", nodes: [], edges: [], location: Self.here)
        #expect(TerminalRenderer(options: RenderOptions()).render(tree).isEmpty)
    }

    @Test func aTreeThousandsDeepIsDrawnToAFixedDepthWithALineSayingSo() {
        var nodes: [DecisionTree.Node] = []
        var edges: [DecisionTree.Edge] = []
        for index in 0..<5000 {
            nodes.append(.init(id: "Q\(index)", text: "Q\(index)?", shape: .question, location: Self.here))
            nodes.append(.init(id: "L\(index)", text: "leaf", shape: .leaf, location: Self.here))
            edges.append(.init(from: "Q\(index)", label: "stop", to: "L\(index)", location: Self.here))
            edges.append(.init(from: "Q\(index)", label: "go", to: "Q\(index + 1)", location: Self.here))
        }
        nodes.append(.init(id: "Q5000", text: "end", shape: .leaf, location: Self.here))
        let tree = DecisionTree(id: "deep", nodes: nodes, edges: edges, location: Self.here)
        let lines = TerminalRenderer(options: RenderOptions(width: 200)).render(tree).split(separator: "\n")
        let depth = TerminalRenderer.maximumTreeDepth
        #expect(lines.count == 1 + 2 * depth + 1)
        #expect(lines.last?.hasSuffix("└─ … deeper answers are not drawn") == true)
        #expect(lines.contains { $0.hasSuffix("go → Q\(depth)?") })
        #expect(!lines.contains { $0.hasSuffix("go → Q\(depth + 1)?") })
    }
}
