import Foundation
import TutorCore

/// Makes Apple's platform availability visible on Linux, where the compiler ignores it.
///
/// The surface's declarations carry Apple's `@available(iOS 17.0, …)` and
/// `@available(iOS, introduced: 13.0, deprecated: 17.0, message: …)` attributes. Before the
/// surface is compiled, each such attribute gets a platform-neutral
/// `@available(*, deprecated, message: "⟦…⟧")` beside it (on the same line, so no line moves)
/// whose message is a tag: the compiler then warns wherever learner code uses the declaration,
/// and ``diagnostics(_:files:target:)`` turns the tagged warnings into Xcode's words:
///
/// - deprecated at the deployment target: "'X' was deprecated in iOS 17.0: message" (a warning);
/// - deprecated "in a future version" (Apple's `deprecated: 100000`): "'X' will be deprecated in
///   a future version of iOS: message" (a warning);
/// - unavailable on the platform: "'X' is unavailable in iOS" (an error);
/// - newer than the lesson's target (only in a build for a target): "'X' is only available in
///   iOS 17.0 or newer" (an error), unless the use sits under `if #available(iOS 17.0, *)` or in
///   a declaration marked `@available(iOS 17.0, *)` (see ``AvailabilityScopes``).
///
/// Without a target the learner's platform is iOS at the newest version, as in a new Xcode app.
package enum SurfaceAvailability {
    /// The platform learner code is written for when a lesson names no target.
    package static let defaultPlatform = "iOS"
    /// "Deprecated" at or past this version is Apple's soft deprecation: Xcode says the API "will
    /// be deprecated in a future version", whatever the deployment target.
    private static let softDeprecation = 100_000
    private static let open = "\u{27E6}"
    private static let close = "\u{27E7}"

    /// `source` (one surface file) with a tagged deprecation beside every attribute that matters
    /// for `target` (or for the newest `defaultPlatform` when nil).
    package static func surface(_ source: String, target: DeploymentTarget?) -> String {
        let platform = target?.platform ?? defaultPlatform
        let tokens = SwiftLexer.tokens(source)
        var text = ""
        text.reserveCapacity(source.utf8.count + 1024)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.kind == .attribute, token.text == "@available", token.interpolationDepth == 0,
                let (arguments, end) = attributeArguments(tokens, from: index)
            else {
                text += token.text
                continue
            }
            let attribute = Attribute(arguments)
            let original = ([token] + tokens[index..<end]).map(\.text).joined()
            // Where the compiler enforces Apple's platforms itself (a Mac), it would judge learner
            // code by the Mac's deployment target: the tags below speak for the attribute instead.
            text += attribute != nil && !keepsPlatformAttributes ? blanked(original) : original
            index = end
            if let tag = tag(for: attribute, platform: platform, target: target) {
                text += " @available(*, deprecated, message: \"\(open)\(tag)\(close)\")"
            }
        }
        return text
    }

    /// False where the compiler itself enforces Apple's platform availability.
    #if canImport(Darwin)
        private static let keepsPlatformAttributes = false
    #else
        private static let keepsPlatformAttributes = true
    #endif

    /// `text` with everything but its line breaks turned into spaces.
    private static func blanked(_ text: String) -> String {
        String(text.map { $0.isNewline ? $0 : " " })
    }

    /// The marker for one attribute, or nil when it changes nothing for `platform`/`target`.
    private static func tag(for attribute: Attribute?, platform: String, target: DeploymentTarget?) -> String? {
        guard let attribute, let entry = attribute.entries[platform] else { return nil }
        if let target, let introduced = entry.introduced, !target.allows(introduced) {
            return "only \(platform) \(DeploymentTarget.text(introduced))"
        }
        if entry.unavailable {
            return "unavailable \(platform)" + (attribute.message.map { " " + $0 } ?? "")
        }
        let reason = attribute.message ?? attribute.renamed.map { "renamed to '\($0)'" }
        if let deprecated = entry.deprecated, (deprecated.first ?? 0) >= softDeprecation {
            return "soon \(platform)" + (reason.map { " " + $0 } ?? "")
        }
        if let deprecated = entry.deprecated, target.map({ $0.allows(deprecated) }) ?? true {
            return "deprecated \(platform) \(DeploymentTarget.text(deprecated))" + (reason.map { " " + $0 } ?? "")
        }
        return nil
    }

    /// The argument tokens (trivia dropped) between the parentheses that start at `index` (after
    /// trivia), split at top-level commas, and the index just past the closing parenthesis: the
    /// arguments of an `@available` attribute or a `#available` check.
    static func attributeArguments(_ tokens: [SwiftToken], from index: Int) -> ([[SwiftToken]], Int)? {
        var position = index
        while position < tokens.count, tokens[position].isTrivia { position += 1 }
        guard position < tokens.count, tokens[position].isPunctuation("(") else { return nil }
        var arguments: [[SwiftToken]] = [[]]
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            if token.isPunctuation("(") {
                depth += 1
                if depth == 1 { continue }
            } else if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { return (arguments, position) }
            } else if depth == 1 && token.isPunctuation(",") {
                arguments.append([])
                continue
            }
            if !token.isTrivia { arguments[arguments.count - 1].append(token) }
        }
        return nil
    }

    /// What one `@available` attribute says, per platform.
    private struct Attribute {
        struct Entry {
            var introduced: [Int]?
            var deprecated: [Int]?
            var unavailable = false
        }

        var entries: [String: Entry] = [:]
        /// The message's literal text, still escaped as in the source.
        var message: String?
        var renamed: String?

        init?(_ arguments: [[SwiftToken]]) {
            guard let first = arguments.first?.first else { return nil }
            if first.text == "*" { return nil }
            if arguments[0].count > 1 {
                // Shorthand: `iOS 17.0, macOS 14.0, *`.
                for argument in arguments {
                    guard let name = argument.first?.text, DeploymentTarget.platforms.contains(name),
                        let version = DeploymentTarget.version(argument.dropFirst().map(\.text).joined())
                    else { continue }
                    entries[name] = Entry(introduced: version)
                }
                return
            }
            guard DeploymentTarget.platforms.contains(first.text) else { return nil }
            var entry = Entry()
            for argument in arguments.dropFirst() {
                guard let label = argument.first?.text else { continue }
                let value = argument.dropFirst(2)
                switch label {
                case "introduced": entry.introduced = DeploymentTarget.version(value.map(\.text).joined())
                case "deprecated":
                    entry.deprecated = argument.count == 1 ? [0] : DeploymentTarget.version(value.map(\.text).joined())
                case "unavailable": entry.unavailable = true
                case "message": message = Self.literal(value)
                case "renamed": renamed = Self.literal(value)
                default: break
                }
            }
            entries[first.text] = entry
        }

        /// The text inside a one-piece string literal.
        private static func literal(_ tokens: ArraySlice<SwiftToken>) -> String? {
            let text = tokens.map(\.text).joined()
            guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else {
                return nil
            }
            return String(text.dropFirst().dropLast())
        }
    }

    // MARK: Diagnostics

    /// Versions in which Observation's `@Observable` macro appeared (it lives in the toolchain's
    /// Observation module, which the surface cannot mark).
    private static let observationIntroduced = ["iOS": [17], "macOS": [14], "tvOS": [17], "watchOS": [10]]

    /// The compiler's diagnostics with the surface's tagged warnings in Xcode's words; uses that
    /// a `#available` check or an `@available` attribute covers are dropped.
    package static func diagnostics(
        _ diagnostics: [CompilerDiagnostic], files: [LearnerFile], target: DeploymentTarget?
    )
        -> [CompilerDiagnostic]
    {
        let platform = target?.platform ?? defaultPlatform
        var scopes: [String: AvailabilityScopes] = [:]
        func scope(_ file: String) -> AvailabilityScopes? {
            if let known = scopes[file] { return known }
            guard let source = files.first(where: { $0.displayName == file })?.source else { return nil }
            let made = AvailabilityScopes(source, platform: platform)
            scopes[file] = made
            return made
        }
        var result: [CompilerDiagnostic] = []
        var dropNotes = false
        for var diagnostic in diagnostics {
            if diagnostic.severity == .note {
                if !dropNotes { result.append(diagnostic) }
                continue
            }
            dropNotes = false
            guard diagnostic.severity == .warning, let (name, tag) = taggedWarning(diagnostic.message) else {
                result.append(diagnostic)
                continue
            }
            let words = tag.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count >= 2 else {
                result.append(diagnostic)
                continue
            }
            switch words[0] {
            case "only":
                guard words.count >= 3, let version = DeploymentTarget.version(words[2]) else { continue }
                if scope(diagnostic.file)?.covers(line: diagnostic.line, column: diagnostic.column, version: version)
                    ?? false
                {
                    dropNotes = true
                    continue
                }
                diagnostic.severity = .error
                diagnostic.message = "'\(name)' is only available in \(words[1]) \(words[2]) or newer"
            case "unavailable":
                diagnostic.severity = .error
                let rest = tag.dropFirst("unavailable \(words[1])".count).trimmingCharacters(in: .whitespaces)
                diagnostic.message = "'\(name)' is unavailable in \(words[1])" + (rest.isEmpty ? "" : ": \(rest)")
            case "soon":
                let rest = tag.dropFirst("soon \(words[1])".count).trimmingCharacters(in: .whitespaces)
                diagnostic.message =
                    "'\(name)' will be deprecated in a future version of \(words[1])"
                    + (rest.isEmpty ? "" : ": \(rest)")
            case "deprecated":
                let parts = tag.split(separator: " ", maxSplits: 3).map(String.init)
                guard parts.count >= 3 else { break }
                diagnostic.message =
                    "'\(name)' was deprecated in \(parts[1]) \(parts[2])" + (parts.count > 3 ? ": \(parts[3])" : "")
            default:
                break
            }
            result.append(diagnostic)
        }
        if let target, let introduced = observationIntroduced[target.platform], !target.allows(introduced) {
            result = inLineOrder(result, adding: observationUses(files: files, introduced: introduced, target: target))
        }
        return result
    }

    /// `diagnostics` with `extra` (primary diagnostics without notes) put in line order among
    /// them; each diagnostic keeps its notes after it.
    private static func inLineOrder(_ diagnostics: [CompilerDiagnostic], adding extra: [CompilerDiagnostic])
        -> [CompilerDiagnostic]
    {
        var groups = CompilerDiagnostic.grouped(diagnostics)
        for diagnostic in extra {
            let position = groups.firstIndex { group in
                guard let first = group.first, first.file == diagnostic.file else { return false }
                return first.line > diagnostic.line
            }
            groups.insert([diagnostic], at: position ?? groups.count)
        }
        return groups.flatMap { $0 }
    }

    /// `'name' is deprecated: ⟦tag⟧` → (name, tag).
    private static func taggedWarning(_ message: String) -> (String, String)? {
        guard message.hasPrefix("'"), let marker = message.range(of: "' is deprecated: \(open)"),
            let end = message.range(of: close, range: marker.upperBound..<message.endIndex)
        else { return nil }
        let name = String(message[message.index(after: message.startIndex)..<marker.lowerBound])
        return (name, String(message[marker.upperBound..<end.lowerBound]))
    }

    /// An error at each `@Observable` the target is too old for.
    private static func observationUses(files: [LearnerFile], introduced: [Int], target: DeploymentTarget)
        -> [CompilerDiagnostic]
    {
        var found: [CompilerDiagnostic] = []
        for file in files {
            let scopes = AvailabilityScopes(file.source, platform: target.platform)
            for (line, column) in scopes.attributes(named: "@Observable")
            where !scopes.covers(line: line, column: column, version: introduced) {
                found.append(
                    CompilerDiagnostic(
                        file: file.displayName, line: line, column: column, severity: .error,
                        message:
                            "'Observable()' is only available in \(target.platform) \(DeploymentTarget.text(introduced)) or newer"
                    ))
            }
        }
        return found
    }
}
