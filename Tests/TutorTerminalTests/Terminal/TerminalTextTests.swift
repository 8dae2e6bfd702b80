import Foundation
import Testing
import TutorTestSupport

@testable import TutorTerminal

/// The sanitiser every sink writes through: our own tokens become escape sequences, everything
/// else that could command a terminal is shown escaped.
@Suite struct TerminalTextTests {
    @Test func textWithoutControlsIsWrittenAsItIs() {
        // Box drawing, arrows and a no-break space (lead bytes shared with controls), emoji, CJK
        // with an ideographic variation selector, a Powerline private-use glyph, tab.
        let text = "café ─│…• → \u{A0}日本 葛\u{E0100} \u{E0A0} 👩‍💻 \u{10FFFD}\tend\n"
        #expect(TerminalText(text).text == text)
    }

    @Test func theTokensOfOurOwnStylingBecomeEscapeSequences() {
        let styled = TerminalEscape.sgr("1;36") + "title" + TerminalEscape.reset
        #expect(TerminalText(styled).text == "\u{1B}[1;36mtitle\u{1B}[0m")
        let link = TerminalEscape.hyperlink(to: "https://swift.org") + "Swift" + TerminalEscape.hyperlinkEnd
        #expect(TerminalText(link).text == "\u{1B}]8;;https://swift.org\u{1B}\\Swift\u{1B}]8;;\u{1B}\\")
        let progress = TerminalEscape.carriageReturn + "done" + TerminalEscape.carriageReturn + TerminalEscape.eraseLine
        #expect(TerminalText(progress).text == "\rdone\r\u{1B}[K")
    }

    @Test func painterOutputReachesTheTerminalAsSGR() {
        #expect(TerminalText(Painter(enabled: true).paint("ok", .boldGreen)).text == "\u{1B}[1;32mok\u{1B}[0m")
    }

    @Test func rawControlCharactersAreShownEscaped() {
        let hostile = "a\u{1B}]52;c;cHduZWQ=\u{07}b\u{1B}[2J\u{9B}31m\u{7F}\u{8}\u{0}"
        #expect(TerminalText(hostile).text == "a\\u{1B}]52;c;cHduZWQ=\\u{7}b\\u{1B}[2J\\u{9B}31m\\u{7F}\\u{8}\\u{0}")
    }

    @Test func bidirectionalControlsAreShownEscaped() {
        let trojan = "access\u{202E}\u{2066}level\u{2069}\u{202C}"
        #expect(TerminalText(trojan).text == "access\\u{202E}\\u{2066}level\\u{2069}\\u{202C}")
    }

    @Test func aCarriageReturnIsKeptOnlyBeforeANewline() {
        #expect(TerminalText("row\r\nnext\rover").text == "row\r\nnext\\rover")
        #expect(TerminalText("end\r").text == "end\\r")
    }

    @Test func aLeadWithoutThisProcessKeyIsShownEscaped() {
        // What a lesson could write: the lead alone, the lead with a guessed key, the other leads.
        let guessedKey = String(repeating: "\u{E0100}", count: 8)
        let forged = "\u{10FF1B}[31mred \u{10FF1B}\(guessedKey)[8mhidden \u{10FF0D}\u{10FF00}"
        let shown = TerminalText(forged).text
        #expect(!shown.unicodeScalars.contains("\u{1B}"))
        #expect(!shown.unicodeScalars.contains("\r"))
        // By scalars: the guessed key's selectors now extend the `}` before them.
        #expect(shown.unicodeScalars.starts(with: "\\u{10FF1B}[31mred \\u{10FF1B}".unicodeScalars))
        #expect(shown.hasSuffix("\\u{10FF0D}\\u{10FF00}"))
    }

    @Test func aForgedLeadNextToARealTokenDoesNotStealIt() {
        let text = "\u{10FF1B}" + TerminalEscape.sgr("1") + "x"
        #expect(TerminalText(text).text == "\\u{10FF1B}\u{1B}[1mx")
    }

    @Test func aTokenCutShortIsShownEscaped() {
        let cut = String(TerminalEscape.escape.unicodeScalars.dropLast().map(Character.init)) + "[1m"
        #expect(!TerminalText(cut).text.unicodeScalars.contains("\u{1B}"))
    }

    @Test func theTokenIsOneCharacterSoCharacterCountsSeeOneESC() {
        #expect(TerminalEscape.escape.count == 1)
        #expect(TerminalEscape.sgr("0").count == 4)
        #expect(TerminalEscape.key.count == 8)
        #expect(TerminalEscape.key.allSatisfy { (0xE0100...0xE01EF).contains($0.value) })
    }

    @Test func aBufferSinkHoldsWhatTheTerminalWouldGet() {
        let sink = BufferSink()
        sink.write("name \u{1B}]0;title\u{07} " + Painter(enabled: true).paint("x", .bold))
        #expect(sink.text == "name \\u{1B}]0;title\\u{7} \u{1B}[1mx\u{1B}[0m")
    }

    /// The sinks are the one door: no other product code writes to stdout or stderr.
    @Test func nothingButTheSinksAndTheLineEditorWritesToTheTerminal() throws {
        let root = Repository.root()
        let allowed = [
            "TextSink.swift", "LineEditor.swift",
            // Makes the two sinks; asks the terminal's size.
            "ProcessContext.swift", "TerminalSize.swift",
            // Writes the source of a test program that prints; it prints nothing itself.
            "TestProgram.swift",
            // The SourceKit service's side of its pipe to statetutor: never a terminal.
            "SourceKitServer.swift",
        ]
        let patterns = [
            "STDOUT_FILENO", "STDERR_FILENO", "FileHandle.standardOutput", "FileHandle.standardError", "fputs(",
            "fwrite(", "Swift.print(", "descriptor: 1)", "descriptor: 2)",
        ]
        var offenders: [String] = []
        for target in ["TutorCore", "TutorCompiler", "TutorTerminal", "statetutor"] {
            let folder = root.appendingPathComponent("Sources").appendingPathComponent(target)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !allowed.contains(where: file.hasSuffix) {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                // The global print, unless the file declares a print of its own (the shell's).
                let printsGlobally = !text.contains("func print(") && text.contains(" print(")
                offenders += patterns.filter(text.contains).map { "\(target)/\(file): \($0)" }
                if printsGlobally { offenders.append("\(target)/\(file): print(") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func jsonOutputEscapesWhatTheSinkWouldSoTheJSONStaysValid() throws {
        let values = ["rtl\u{202E}x", "lead\u{10FF1B}", "csi\u{9B}2J", "esc\u{1B}"]
        let json = JSONOutput.encode(values)
        #expect(json.contains("\\u202e"))
        #expect(json.contains("\\udbff\\udf1b"))
        #expect(json.contains("\\u009b"))
        #expect(TerminalText(json).text == json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(decoded == values)
    }
}
