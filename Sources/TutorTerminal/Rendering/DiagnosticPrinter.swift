import Foundation
import TutorCore

/// Prints problems the way compilers do: `path:line:col: error: message`, the location in bold
/// and the severity in colour when the painter allows it. Lesson diagnostics and the Swift
/// compiler's go through here alike, and both are escaped: a file name or message from a
/// course never writes control characters to the terminal.
struct DiagnosticPrinter {
    var painter: Painter

    func format(_ diagnostic: Diagnostic) -> String {
        line(
            location: "\(diagnostic.location)", severity: diagnostic.severity.rawValue, message: diagnostic.message)
    }

    func format(_ diagnostic: CompilerDiagnostic) -> String {
        let location =
            diagnostic.line > 0 ? "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" : diagnostic.file
        return line(location: location, severity: diagnostic.severity.rawValue, message: diagnostic.message)
    }

    private func line(location: String, severity: String, message: String) -> String {
        let label: String
        switch severity {
        case "error": label = painter.paint("error:", .boldRed)
        case "warning": label = painter.paint("warning:", .boldMagenta)
        default: label = painter.paint(severity + ":", .bold)
        }
        let text = ControlCharacters.escape(message)
        // A line break in a file name would split the diagnostic over two lines.
        let place = ControlCharacters.escape(location).replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
        return painter.paint(place + ":", .bold) + " \(label) "
            + (severity == "note" || severity == "remark" ? text : painter.paint(text, .bold))
    }
}
