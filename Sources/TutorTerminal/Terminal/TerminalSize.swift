import Foundation

/// The width to wrap text to: `--width N`, then the terminal's own size (TIOCGWINSZ), then
/// `COLUMNS`, then 80.
package enum TerminalSize {
    package static func width(option: Int?, environment: [String: String], descriptor: Int32 = STDOUT_FILENO) -> Int {
        if let option { return option }
        var size = winsize()
        if isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
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
