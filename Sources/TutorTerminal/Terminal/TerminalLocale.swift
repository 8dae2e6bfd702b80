import Foundation

/// The character set libedit and `wcwidth` work in: the user's locale, else C.UTF-8 (a bare "C"
/// locale would make libedit treat every non-ASCII byte as a separate character).
enum TerminalLocale {
    static func adopt() {
        setlocale(LC_CTYPE, "")
        if setlocale(LC_CTYPE, nil).map({ String(cString: $0) }) == "C" { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
