import Foundation
import TutorCore

/// The width to wrap text to: `--width N`, then the terminal's own size (TIOCGWINSZ), then
/// `COLUMNS`, then 80.
package enum TerminalSize {
    package static func width(option: Int?, environment: [String: String], descriptor: Int32 = STDOUT_FILENO) -> Int {
        let widths = Preferences.Settings.widths
        if let option { return min(max(option, widths.lowerBound), widths.upperBound) }
        var size = winsize()
        // A terminal or COLUMNS outside the range --width accepts is drawn at the nearest width
        // it does accept (a 5-column pane wraps badly, but nothing breaks).
        if isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return min(max(Int(size.ws_col), widths.lowerBound), widths.upperBound)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return min(max(columns, widths.lowerBound), widths.upperBound)
        }
        return 80
    }

    /// The terminal's height in lines (TIOCGWINSZ), then `LINES`, then 24.
    package static func rows(environment: [String: String], descriptor: Int32 = STDOUT_FILENO) -> Int {
        var size = winsize()
        if isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        return environment["LINES"].flatMap(Int.init).map { max($0, 5) } ?? 24
    }

    /// Whether the terminal is known to understand OSC 8 hyperlinks.
    package static func supportsHyperlinks(environment: [String: String]) -> Bool {
        if let program = environment["TERM_PROGRAM"], ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) {
            return true
        }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        let term = environment["TERM"] ?? ""
        return term.contains("kitty") || term.contains("foot") || term.contains("alacritty")
            || environment["WT_SESSION"] != nil
    }
}
