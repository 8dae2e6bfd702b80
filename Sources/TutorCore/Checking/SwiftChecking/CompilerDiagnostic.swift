/// One message from `swiftc`, pointing at the learner's file and line.
package struct CompilerDiagnostic: Equatable, Sendable, Codable {
    package enum Severity: String, Equatable, Sendable, Codable {
        case error, warning, note, remark
    }

    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    /// The message without swiftc's `[#Group]` tag (that is ``group``).
    package var message: String
    /// The diagnostic group swiftc names at the end of the message (`ProtocolTypeNonConformance`).
    package var group: String?
    /// The text of the line the diagnostic points at, as the compiler showed it.
    package var sourceLine: String?
    /// What swiftc proposes to write at ``column`` (`mutating `): the fix-it line it prints
    /// under the caret.
    package var fixIt: String?

    package init(
        file: String, line: Int, column: Int, severity: Severity, message: String, group: String? = nil,
        sourceLine: String? = nil, fixIt: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.group = group
        self.sourceLine = sourceLine
        self.fixIt = fixIt
    }

    /// The page of the Swift documentation about ``group`` when the toolchain names it (see
    /// ``documentationURL``).
    package var documentation: String?
    /// What the group is about, in the documentation's words ("Protocol types cannot conform to
    /// protocols").
    package var groupTitle: String?

    /// Where swift.org documents the diagnostic groups.
    package static let documentationBase = "https://docs.swift.org/compiler/documentation/diagnostics/"

    /// The page of the Swift documentation about ``group``: ``documentation``, else the group's
    /// name in kebab case (`protocol-type-non-conformance`), which is the page's name for most.
    package var documentationURL: String? {
        documentation ?? group.map { Self.documentationBase + Self.kebabCase($0) }
    }

    /// `ProtocolTypeNonConformance` → `protocol-type-non-conformance`.
    package static func kebabCase(_ name: String) -> String {
        var out = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // `SIMDType` → `simd-type`: a run of capitals is one word.
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    out += "-"
                }
            }
            out += character.lowercased()
        }
        return out
    }

    /// `file:line:col: error: message`
    package var formatted: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Where a learner finds it, in their numbering: `line 3` of what they wrote or were shown
    /// (an empty ``file``), `test line 2` of the question's tests; nil without a line.
    package var learnerPlace: String? {
        guard line > 0 else { return nil }
        switch file {
        case "": return "line \(line)"
        case TestProgram.testFile: return "test line \(line)"
        default: return "\(file):\(line)"
        }
    }

    /// `line 3: error: message`, the learner's form of ``formatted``.
    package var learnerFormatted: String {
        (learnerPlace.map { $0 + ": " } ?? "") + "\(severity.rawValue): \(message)"
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
        named(parseLines(output), names: names)
    }

    /// Diagnostics of the compiled paths in `names` (each followed by its notes) as the learner
    /// reads them: renamed, a message inside a macro expansion moved to the learner's line its
    /// notes point at, the generated files' notes dropped, notes about the surface's declarations
    /// named `SwiftUI` without a line, and each once.
    package static func named(_ diagnostics: [CompilerDiagnostic], names: [String: String]) -> [CompilerDiagnostic] {
        let groups = grouped(diagnostics)
        var diagnostics: [CompilerDiagnostic] = []
        for group in groups {
            guard var primary = group.first else { continue }
            if names[primary.file] == nil && primary.line > 0,
                let anchor = group.dropFirst().first(where: { names[$0.file] != nil })
            {
                primary.file = anchor.file
                primary.line = anchor.line
                primary.column = anchor.column
                // The generated line and its fix-it are not the learner's: show theirs.
                primary.sourceLine = anchor.sourceLine
                primary.fixIt = nil
            }
            for var diagnostic in [primary] + group.dropFirst() {
                if let name = names[diagnostic.file] {
                    diagnostic.file = name
                } else if isGenerated(diagnostic.file) {
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

    /// A file the compiler wrote for a macro's expansion: swiftc names it in
    /// `swift-generated-sources`, SourceKit by the buffer's name alone.
    package static func isGenerated(_ file: String) -> Bool {
        file.contains("swift-generated-sources") || file.hasPrefix("@__swiftmacro_")
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

    /// The diagnostics of llvm-style output, each with the source line, caret and fix-it lines
    /// that follow it read into ``sourceLine`` and ``fixIt``.
    private static func parseLines(_ output: String) -> [CompilerDiagnostic] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var diagnostics: [CompilerDiagnostic] = []
        var index = 0
        while index < lines.count {
            guard var diagnostic = parseLine(lines[index]) else {
                index += 1
                continue
            }
            index += 1
            // A located diagnostic is followed by its source line and a caret line (`~~~ ^`),
            // and then by the fix-it's text when it has one.
            if diagnostic.line > 0, index + 1 < lines.count, isCaretLine(lines[index + 1]) {
                diagnostic.sourceLine = lines[index]
                index += 2
                if index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty,
                    parseLine(lines[index]) == nil, !isCaretLine(lines[index])
                {
                    // Xcode's placeholders (`<#T#>`) are for an editor that fills them in.
                    diagnostic.fixIt = lines[index].contains("<#") ? nil : lines[index]
                    index += 1
                }
            }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// swiftc's line under a source excerpt: spaces, `~` for ranges and one `^`.
    private static func isCaretLine(_ line: String) -> Bool {
        line.contains("^") && line.allSatisfy { $0 == " " || $0 == "~" || $0 == "^" || $0 == "\t" }
    }

    /// `message [#Group]` → (`message`, `Group`).
    private static func splitGroup(_ message: String) -> (String, String?) {
        guard message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) else {
            return (message, nil)
        }
        let name = message[open.upperBound..<message.index(before: message.endIndex)]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return (message, nil) }
        return (String(message[..<open.lowerBound]), String(name))
    }

    private static func parseLine(_ line: String) -> CompilerDiagnostic? {
        guard var diagnostic = parseLocatedLine(line) else { return nil }
        let (message, group) = splitGroup(diagnostic.message)
        diagnostic.message = message
        diagnostic.group = group
        return diagnostic
    }

    private static func parseLocatedLine(_ line: String) -> CompilerDiagnostic? {
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

extension CompilerDiagnostic {
    /// A compiler's column (UTF-8 bytes, 1-based) in `text` as a column of Unicode scalars, the
    /// unit diagnostics are shown and located in; a column past the text's end stays past it.
    package static func scalarColumn(ofByteColumn column: Int, in text: String) -> Int {
        var bytes = 0
        var scalars = 0
        for scalar in text.unicodeScalars {
            guard bytes < column - 1 else { break }
            bytes += String(scalar).utf8.count
            scalars += 1
        }
        return scalars + 1 + max(0, column - 1 - bytes)
    }
}
