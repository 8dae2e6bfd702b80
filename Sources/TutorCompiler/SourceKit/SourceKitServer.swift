import Foundation
import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The service process's side: SourceKit loaded into a process of its own (in the sandbox), so
/// that a crash or a hang in it never takes the shell with it. It reads one ``SourceKitCall`` per
/// line on standard input and writes one ``SourceKitCall/Reply`` line, then ``endOfReply``, for
/// each. It ends at the end of its input.
package enum SourceKitServer {
    /// The line that ends each reply.
    package static let endOfReply = "."
    /// The most completions one reply carries.
    static let completionLimit = 400

    /// Loads the library at `libraryPath` and serves until standard input ends. Returns the
    /// process's exit status (1 when the library cannot be loaded).
    package static func serve(libraryPath: String) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let library: SourceKitLibrary
        do {
            library = try SourceKitLibrary(path: libraryPath)
        } catch {
            FileHandle.standardError.write(Data("statetutor: \(error)\n".utf8))
            return 1
        }
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            let reply: SourceKitCall.Reply
            if let call = try? decoder.decode(SourceKitCall.self, from: Data(line.utf8)) {
                reply = answer(call, library: library)
            } else {
                reply = SourceKitCall.Reply(failure: "the request is not a SourceKit call")
            }
            var output = (try? encoder.encode(reply)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            output += "\n" + endOfReply + "\n"
            guard emit(output) else { return 0 }
        }
        return 0
    }

    private static func emit(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    static func answer(_ call: SourceKitCall, library: SourceKitLibrary) -> SourceKitCall.Reply {
        do {
            switch call.operation {
            case .diagnostics:
                return SourceKitCall.Reply(diagnostics: try diagnostics(call, library: library))
            case .completions:
                return SourceKitCall.Reply(completions: try completions(call, library: library))
            }
        } catch {
            return SourceKitCall.Reply(failure: "\(error)")
        }
    }

    // MARK: Diagnostics

    private static func diagnostics(_ call: SourceKitCall, library: SourceKitLibrary) throws(SourceKitLibrary.Failure)
        -> [CompilerDiagnostic]
    {
        let arguments = SourceKitValue.array(call.arguments.map { .string($0) })
        // Opened without the syntax map and structure an editor would colour with: only the
        // diagnostics are wanted.
        var opened: [String] = []
        defer {
            for file in opened {
                _ = try? library.send(
                    .dictionary([("key.request", .uid("source.request.editor.close")), ("key.name", .string(file))]))
            }
        }
        for document in call.documents {
            _ = try library.send(
                .dictionary([
                    ("key.request", .uid("source.request.editor.open")), ("key.name", .string(document.file)),
                    ("key.sourcetext", .string(document.text)), ("key.compilerargs", arguments),
                    ("key.enablesyntaxmap", .int(0)), ("key.enablesubstructure", .int(0)),
                    ("key.syntactic_only", .int(1)),
                ]))
            opened.append(document.file)
        }
        let texts = Dictionary(call.documents.map { ($0.file, DocumentText($0.text)) }) { first, _ in first }
        var result: [CompilerDiagnostic] = []
        for document in call.documents {
            let response = try library.send(
                .dictionary([
                    ("key.request", .uid("source.request.diagnostics")), ("key.sourcefile", .string(document.file)),
                    ("key.compilerargs", arguments),
                ]))
            for entry in response["key.diagnostics"]?.array ?? [] {
                result.append(diagnostic(entry, file: document.file, texts: texts))
                for note in entry["key.diagnostics"]?.array ?? [] {
                    result.append(diagnostic(note, file: document.file, texts: texts))
                }
            }
        }
        return result
    }

    private static func diagnostic(_ entry: SourceKitValue, file: String, texts: [String: DocumentText])
        -> CompilerDiagnostic
    {
        let severity: CompilerDiagnostic.Severity =
            switch entry["key.severity"]?.string ?? "" {
            case "source.diagnostic.severity.warning": .warning
            case "source.diagnostic.severity.note": .note
            case "source.diagnostic.severity.remark": .remark
            default: .error
            }
        var diagnostic = CompilerDiagnostic(
            file: entry["key.filepath"]?.string ?? file, line: entry["key.line"]?.int ?? 0,
            column: entry["key.column"]?.int ?? 0, severity: severity,
            message: entry["key.description"]?.string ?? "")
        // SourceKit names the page of the diagnostic's group, not the group.
        diagnostic.documentation = entry["key.educational_note_paths"]?.array.first?.string
        if let text = texts[diagnostic.file], diagnostic.line > 0 {
            diagnostic.sourceLine = text.line(diagnostic.line)
            let fixIts = (entry["key.fixits"]?.array ?? []).compactMap { fixIt -> (offset: Int, text: String)? in
                guard let offset = fixIt["key.offset"]?.int, let text = fixIt["key.sourcetext"]?.string else {
                    return nil
                }
                return (offset, text)
            }
            diagnostic.fixIt = text.fixItLine(fixIts, onLine: diagnostic.line)
        }
        return diagnostic
    }

    // MARK: Completion

    private static func completions(_ call: SourceKitCall, library: SourceKitLibrary) throws(SourceKitLibrary.Failure)
        -> [SourceKitCompletion]
    {
        guard let document = call.documents.first else { return [] }
        let response = try library.send(
            .dictionary([
                ("key.request", .uid("source.request.codecomplete")), ("key.name", .string(document.file)),
                ("key.sourcefile", .string(document.file)), ("key.sourcetext", .string(document.text)),
                ("key.offset", .int(Int64(call.offset ?? document.text.utf8.count))),
                ("key.compilerargs", .array(call.arguments.map { .string($0) })),
            ]))
        return completions(from: response["key.results"]?.array ?? [], prefix: call.prefix ?? "")
    }

    /// C modules whose names are no help in SwiftUI code (`stat`, `stack_t` from Glibc).
    static func isCModule(_ module: String) -> Bool {
        ["Glibc", "SwiftGlibc", "Darwin", "Musl", "_Builtin", "CoreFoundation", "ucrt"].contains {
            module.hasPrefix($0)
        }
    }

    /// The results whose name starts with `prefix` (in any case when none matches exactly),
    /// one per name, in SourceKit's order (its best first); none from a C library.
    static func completions(from results: [SourceKitValue], prefix: String) -> [SourceKitCompletion] {
        var all: [SourceKitCompletion] = []
        for result in results {
            guard let full = result["key.name"]?.string, !full.isEmpty else { continue }
            if let module = result["key.modulename"]?.string, isCModule(module) { continue }
            let kind = result["key.kind"]?.string ?? ""
            // Keywords and the like are not completed here: only declarations.
            guard kind.hasPrefix("source.lang.swift.decl") else { continue }
            let base = full.split(separator: "(", maxSplits: 1).first.map(String.init) ?? full
            guard !base.isEmpty, base.first != "_" || prefix.hasPrefix("_") else { continue }
            let takesArguments =
                full.contains("(")
                && !kind.contains(".var.") && !kind.hasSuffix(".var") && !kind.contains("decl.struct")
                && !kind.contains("decl.class") && !kind.contains("decl.enum.") && !kind.hasSuffix("decl.enum")
            all.append(
                SourceKitCompletion(
                    name: base, description: result["key.description"]?.string ?? full,
                    type: result["key.typename"]?.string, takesArguments: takesArguments))
        }
        var matching = all.filter { $0.name.hasPrefix(prefix) }
        if matching.isEmpty && !prefix.isEmpty {
            matching = all.filter { $0.name.lowercased().hasPrefix(prefix.lowercased()) }
        }
        var seen: Set<String> = []
        var unique: [SourceKitCompletion] = []
        for completion in matching where seen.insert(completion.name).inserted {
            unique.append(completion)
            if unique.count == completionLimit { break }
        }
        return unique
    }
}

/// A document's text as diagnostics point into it: lines, and UTF-8 offsets as lines and columns.
private struct DocumentText {
    private let bytes: [UInt8]
    /// The offset each line starts at.
    private let starts: [Int]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        starts = [0] + bytes.indices.filter { bytes[$0] == 10 }.map { $0 + 1 }
    }

    /// Line `number` (1-based) without its line break.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let end = number < starts.count ? starts[number] - 1 : bytes.count
        var line = bytes[starts[number - 1]..<max(end, starts[number - 1])]
        if line.last == 13 { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// The fix-its that insert or replace on `line` as swiftc prints them under its excerpt:
    /// each text at its column, spaces before it (tabs taken to stops of 8, one column per
    /// character otherwise). Nil when none does, or when one holds an editor's placeholder (`<#T#>`)
    /// or more than one line: swiftc shows neither.
    func fixItLine(_ fixIts: [(offset: Int, text: String)], onLine line: Int) -> String? {
        guard line >= 1, line <= starts.count else { return nil }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] : bytes.count + 1
        let shown = fixIts.filter { $0.offset >= start && $0.offset < end && !$0.text.isEmpty }
            .sorted { $0.offset < $1.offset }
        guard !shown.isEmpty, !shown.contains(where: { $0.text.contains("<#") || $0.text.contains("\n") }) else {
            return nil
        }
        var result = ""
        var columns = 0
        for fixIt in shown {
            let before = String(decoding: bytes[start..<min(fixIt.offset, bytes.count)], as: UTF8.self)
            var column = 0
            for character in before.unicodeScalars {
                column = character == "\t" ? (column / 8 + 1) * 8 : column + 1
            }
            guard column >= columns else { continue }
            result += String(repeating: " ", count: column - columns) + fixIt.text
            columns = column + fixIt.text.unicodeScalars.count
        }
        return result
    }
}
