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
}
