import Foundation

/// A declaration in Swift source as lines: what it declares, its name, and the lines it takes
/// (its attributes included; comments above it are not). Found by ``SwiftLexer``'s tokens and
/// brace depth, without a parser, so that an answer's types and members can be put in place of
/// the starter's; invalid code gives declarations too, roughly.
package struct SwiftDeclaration: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case `import`
        /// `struct`, `class`, `enum`, `actor`, `protocol`.
        case type
        case `extension`
        case function
        case initializer
        /// `var` or `let`.
        case property
        /// `typealias`, `subscript`, `#Preview`, statements: never put in place of another.
        case other
    }

    package var kind: Kind
    /// The declared name (`init` for an initializer, the extended type for an extension).
    package var name: String?
    /// The lines the declaration takes, 0-based.
    package var lines: ClosedRange<Int>
    /// For a type or extension, the line of the `}` that closes its body.
    package var closingLine: Int?

    private static let declarationKeywords: [String: Kind] = [
        "import": .import, "struct": .type, "class": .type, "enum": .type, "actor": .type, "protocol": .type,
        "extension": .extension, "func": .function, "init": .initializer, "var": .property, "let": .property,
        "typealias": .other, "subscript": .other, "deinit": .other, "case": .other, "associatedtype": .other,
        "operator": .other, "precedencegroup": .other,
    ]
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "package", "open", "static", "final", "mutating",
        "nonmutating", "override", "nonisolated", "lazy", "weak", "unowned", "convenience", "required", "indirect",
        "dynamic", "optional", "isolated", "consuming", "borrowing",
    ]

    /// The declarations at the top level of `source`.
    package static func topLevel(_ source: String) -> [SwiftDeclaration] {
        scan(SwiftLexer.tokens(source), depth: 0, lines: nil)
    }

    /// The declarations directly inside `declaration`'s braces (a type's members).
    package static func members(of declaration: SwiftDeclaration, in source: String) -> [SwiftDeclaration] {
        scan(SwiftLexer.tokens(source), depth: 1, lines: declaration.lines)
    }

    /// A token with the line it is on and the brace depth before it.
    private struct Placed {
        var token: SwiftToken
        var line: Int
        var depth: Int
        var nesting: Int
    }

    private static func placed(_ tokens: [SwiftToken]) -> [Placed] {
        var result: [Placed] = []
        var line = 0
        var depth = 0
        var nesting = 0
        for token in tokens {
            result.append(Placed(token: token, line: line, depth: depth, nesting: nesting))
            if token.kind == .newline { line += 1 }
            if token.kind == .string || token.kind == .comment {
                line += token.text.count { $0 == "\n" }
            }
            guard token.kind == .punctuation, token.interpolationDepth == 0 else { continue }
            switch token.text {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "(", "[": nesting += 1
            case ")", "]": nesting = max(0, nesting - 1)
            default: break
            }
        }
        return result
    }

    /// Declarations at brace depth `depth` (within `lines` when given): each starts at a token
    /// at that depth and ends at the line before the next declaration's start at that depth,
    /// trailing blank lines and comments left out.
    private static func scan(_ tokens: [SwiftToken], depth: Int, lines: ClosedRange<Int>?) -> [SwiftDeclaration] {
        let all = placed(tokens).filter { lines?.contains($0.line) ?? true }
        var starts: [Int] = []
        var previous: Placed?
        // The last token at this level: after an attribute (`@Observable` on a line of its own,
        // `@Environment(\.dismiss)`), the declaration it belongs to goes on.
        var lastAtLevel: Placed?
        for (index, item) in all.enumerated() where !item.token.isTrivia {
            defer { previous = item }
            guard item.depth == depth, item.nesting == 0 else { continue }
            defer { lastAtLevel = item }
            if item.token.isPunctuation("}") || item.token.isPunctuation("{") { continue }
            if lastAtLevel?.token.kind == .attribute && previous?.depth == depth { continue }
            guard let last = previous else {
                starts.append(index)
                continue
            }
            // A new line at this depth, after a complete line, starts a declaration; a line
            // going on with `.modifier`, an operator or a comma does not.
            let continues =
                last.token.kind == .operator || last.token.isPunctuation(",") || last.token.isPunctuation(".")
                || last.token.isPunctuation(":") || item.token.kind == .operator || item.token.isPunctuation(".")
            let afterBody = last.depth == depth + 1 && last.token.isPunctuation("}")
            if item.line > last.line && (last.depth == depth || afterBody) && !continues {
                starts.append(index)
            } else if last.depth < depth {
                starts.append(index)  // the first token inside the braces
            }
        }
        var declarations: [SwiftDeclaration] = []
        for (order, start) in starts.enumerated() {
            let end = order + 1 < starts.count ? starts[order + 1] : all.count
            let own = all[start..<end]
            // The brace that closes the parent is not part of its last member.
            let solid = own.filter {
                !$0.token.isTrivia && $0.depth >= depth && !($0.depth == depth && $0.token.isPunctuation("}"))
            }
            guard let first = solid.first, let lastLine = solid.last?.line else { continue }
            let (kind, name) = head(Array(solid.map(\.token)))
            var declaration = SwiftDeclaration(kind: kind, name: name, lines: first.line...max(first.line, lastLine))
            if kind == .type || kind == .extension {
                declaration.closingLine = solid.last { $0.depth == depth + 1 && $0.token.isPunctuation("}") }?.line
            }
            declarations.append(declaration)
        }
        return declarations
    }

    /// The kind and name a declaration's first tokens give.
    private static func head(_ tokens: [SwiftToken]) -> (Kind, String?) {
        var index = 0
        var nesting = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            if token.kind == .attribute {
                // `@Environment(\.dismiss)`: the attribute's arguments.
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") {
                    index += 1
                    nesting = 1
                    while index + 1 < tokens.count, nesting > 0 {
                        index += 1
                        if tokens[index].isPunctuation("(") { nesting += 1 }
                        if tokens[index].isPunctuation(")") { nesting -= 1 }
                    }
                }
                continue
            }
            if token.kind == .poundDirective { return (.other, nil) }
            guard token.kind == .keyword else { return (.other, nil) }
            if modifiers.contains(token.text) { continue }
            // `class func` and `class var`: `class` is a modifier there.
            if token.text == "class", index + 1 < tokens.count,
                ["func", "var", "let", "subscript"].contains(tokens[index + 1].text)
            {
                continue
            }
            guard let kind = declarationKeywords[token.text] else { return (.other, nil) }
            if kind == .initializer { return (.initializer, "init") }
            var name: String?
            if index + 1 < tokens.count {
                let next = tokens[index + 1]
                if next.kind == .identifier || (kind == .import && next.kind == .keyword) {
                    name = next.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                }
            }
            return (kind, name)
        }
        return (.other, nil)
    }
}
