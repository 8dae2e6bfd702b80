import Testing

@testable import TutorTerminal

@Suite struct ShellStyleTests {
    static let style = ShellStyle(width: 40, color: false, plain: false)
    static let text = "In storage SwiftUI manages outside the struct, tied to the view's identity"

    @Test func aLabelledTextWrapsUnderItsOwnStartAndNeverPastTheWidth() {
        let lines = Self.style.labelled("  a) ", Self.text).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines[0].hasPrefix("  a) In storage"))
        for line in lines.dropFirst() { #expect(line.hasPrefix("     ") && !line.hasPrefix("      ")) }
        for line in lines { #expect(TextWidth.columns(String(line)) <= 40, "\(line)") }
    }

    @Test func aLabelledTextKeepsEveryWordWhole() {
        let words = Self.style.labelled("  aa) ", Self.text).split(whereSeparator: \.isWhitespace).dropFirst()
        #expect(words.joined(separator: " ") == Self.text)
    }

    @Test func aNumberedListingKeepsItsGutterOnContinuationLines() {
        let style = ShellStyle(width: 30, color: false, plain: false)
        let lines = style.code("let a = 1\nlet chores = [Chore(title: \"Empty the dishwasher\")]\n", numbered: true)
            .split(separator: "\n")
        #expect(lines[0] == "    1 │ let a = 1")
        #expect(lines[1].hasPrefix("    2 │ let chores ="))
        for line in lines.dropFirst(2) { #expect(line.hasPrefix("      │ ↪ "), "\(line)") }
        for line in lines { #expect(TextWidth.columns(String(line)) <= 30, "\(line)") }
        let code = lines.map { $0.split(separator: "│", maxSplits: 1).last ?? "" }.joined()
        #expect(code.contains("dishwasher"))
    }

    @Test func plainListingsMarkContinuationsInASCII() {
        let style = ShellStyle(width: 24, color: false, plain: true)
        let lines = style.code("let message = \"a rather long line\"\n", numbered: false).split(separator: "\n")
        #expect(lines.count > 1)
        for line in lines.dropFirst() { #expect(line.hasPrefix("    > "), "\(line)") }
    }

    @Test func helpColumnsWrapUnderTheirSecondColumn() {
        let style = ShellStyle(width: 40, color: false, plain: false)
        let text = style.columns("  explain on  turns explanations on after every answer, Ctrl-C stops")
        let lines = text.split(separator: "\n")
        #expect(lines.count > 1)
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("              ") && !line.hasPrefix("               "))
        }
        #expect(text.contains("Ctrl-C"))
    }

    @Test func aNarrowTerminalPutsTheSecondColumnUnderTheFirst() {
        let style = ShellStyle(width: 24, color: false, plain: false)
        let lines = style.columns("  a-long-command-name  does a thing").split(separator: "\n")
        #expect(lines == ["  a-long-command-name", "      does a thing"])
    }
}
