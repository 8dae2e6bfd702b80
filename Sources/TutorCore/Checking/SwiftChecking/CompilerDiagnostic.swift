/// One message from `swiftc`, pointing at the learner's file and line.
package struct CompilerDiagnostic: Equatable, Sendable, Codable {
    package enum Severity: String, Equatable, Sendable, Codable {
        case error, warning, note, remark
    }

    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    package var message: String

    package init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `file:line:col: error: message`
    package var formatted: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Reads `swiftc -diagnostic-style llvm` output. Paths equal to `sourcePath` are renamed to
    /// `displayName`; lines that are not diagnostics (source excerpts, carets) are skipped.
    /// A message inside a macro expansion (`@Observable`'s generated code) is moved to the
    /// learner's line that the expansion notes point at, and the generated file's notes are dropped.
    package static func parse(_ output: String, sourcePath: String, displayName: String) -> [CompilerDiagnostic] {
        parse(output, names: [sourcePath: displayName])
    }

    /// ``parse(_:sourcePath:displayName:)`` for several files: `names` maps each compiled path to
    /// the name the learner knows it by.
    package static func parse(_ output: String, names: [String: String]) -> [CompilerDiagnostic] {
        let groups = grouped(output.split(separator: "\n").compactMap { parseLine(String($0)) })
        var diagnostics: [CompilerDiagnostic] = []
        for group in groups {
            guard var primary = group.first else { continue }
            if names[primary.file] == nil && primary.line > 0,
                let anchor = group.dropFirst().first(where: { names[$0.file] != nil })
            {
                primary.file = anchor.file
                primary.line = anchor.line
                primary.column = anchor.column
            }
            for var diagnostic in [primary] + group.dropFirst() {
                if let name = names[diagnostic.file] {
                    diagnostic.file = name
                } else if diagnostic.file.contains("swift-generated-sources") {
                    continue
                } else if diagnostic.severity == .note && diagnostic.line > 0 {
                    // A note about a declaration of the surface ("candidate requires that …").
                    diagnostic.file = "SwiftUI"
                    diagnostic.line = 0
                    diagnostic.column = 0
                }
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            }
        }
        return diagnostics
    }

    /// Each diagnostic with the notes that follow it (a note before any diagnostic stands alone).
    package static func grouped(_ diagnostics: [CompilerDiagnostic]) -> [[CompilerDiagnostic]] {
        var groups: [[CompilerDiagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups
    }

    private static func parseLine(_ line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning] where line.hasPrefix("\(severity.rawValue): ") {
            // The driver's own messages name no file.
            let message = String(line.dropFirst(severity.rawValue.count + 2))
            return CompilerDiagnostic(file: "<compiler>", line: 0, column: 0, severity: severity, message: message)
        }
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let location = line[..<range.lowerBound]
            let message = String(line[range.upperBound...])
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
            {
                let file = parts[0..<(parts.count - 2)].joined(separator: ":")
                return CompilerDiagnostic(
                    file: file, line: lineNumber, column: column, severity: severity, message: message)
            }
            return CompilerDiagnostic(file: String(location), line: 0, column: 0, severity: severity, message: message)
        }
        return nil
    }
}
