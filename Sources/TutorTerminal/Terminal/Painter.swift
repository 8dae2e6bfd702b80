/// Wraps text in ANSI SGR sequences when colour is enabled, and leaves it alone otherwise. The
/// sequences are ``TerminalEscape`` tokens, which only a sink turns into ESC.
package struct Painter: Sendable {
    package enum Style: String, Sendable {
        case bold = "1"
        case dim = "2"
        case italic = "3"
        case underline = "4"
        case strikethrough = "9"
        case reverse = "7"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
        case boldRed = "1;31"
        case boldGreen = "1;32"
        case boldMagenta = "1;35"
        case boldCyan = "1;36"
    }

    package var enabled: Bool

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    package func paint(_ text: String, _ style: Style) -> String {
        enabled && !text.isEmpty ? TerminalEscape.sgr(style.rawValue) + text + TerminalEscape.reset : text
    }
}
