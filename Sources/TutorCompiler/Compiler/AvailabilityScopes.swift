import Foundation
import TutorCore

/// Where a learner's file says code may use newer APIs: the body of `if #available(iOS 17, *)`
/// (or `while`), the rest of the scope after `guard #available(iOS 17, *) else { … }`, and a
/// declaration marked `@available(iOS 17, *)`. Positions are the compiler's: lines from 1,
/// columns in UTF-8 bytes from 1.
package struct AvailabilityScopes {
    private struct Position: Comparable {
        var line: Int
        var column: Int

        static func < (left: Position, right: Position) -> Bool {
            (left.line, left.column) < (right.line, right.column)
        }
    }

    private struct Region {
        var start: Position
        var end: Position
        var version: [Int]
    }

    private let tokens: [SwiftToken]
    private let positions: [Position]
    private let platform: String
    private var regions: [Region] = []

    package init(_ source: String, platform: String) {
        tokens = SwiftLexer.tokens(source)
        self.platform = platform
        var positions: [Position] = []
        positions.reserveCapacity(tokens.count)
        var line = 1
        var column = 1
        for token in tokens {
            positions.append(Position(line: line, column: column))
            for byte in token.text.utf8 {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte != 0x0D {
                    column += 1
                }
            }
            if token.text == "\r" {
                line += 1
                column = 1
            }
        }
        self.positions = positions
        let matches = Self.matchingBraces(tokens)
        for index in tokens.indices where tokens[index].interpolationDepth == 0 {
            let token = tokens[index]
            if token.kind == .poundDirective && token.text == "#available" {
                if let region = checkRegion(at: index, matches: matches) { regions.append(region) }
            } else if token.kind == .attribute && token.text == "@available" {
                if let region = declarationRegion(at: index, matches: matches) { regions.append(region) }
            }
        }
    }

    /// Whether code at this position may use an API introduced in `version`.
    package func covers(line: Int, column: Int, version: [Int]) -> Bool {
        let position = Position(line: line, column: column)
        let target = DeploymentTarget(platform: platform, version: version)
        return regions.contains { region in
            region.start <= position && position <= region.end
                && DeploymentTarget(platform: platform, version: region.version).allows(target.version)
        }
    }

    /// The positions of every attribute spelled `name` (such as `@Observable`) outside strings.
    package func attributes(named name: String) -> [(line: Int, column: Int)] {
        tokens.indices.filter {
            tokens[$0].kind == .attribute && tokens[$0].text == name && tokens[$0].interpolationDepth == 0
        }
        .map { (positions[$0].line, positions[$0].column) }
    }

    // MARK: Reading the file

    /// For each `{`, the index of its `}` (or of the last token when it is never closed).
    private static func matchingBraces(_ tokens: [SwiftToken]) -> [Int: Int] {
        var matches: [Int: Int] = [:]
        var open: [Int] = []
        for index in tokens.indices {
            if tokens[index].isPunctuation("{") {
                open.append(index)
            } else if tokens[index].isPunctuation("}"), let start = open.popLast() {
                matches[start] = index
            }
        }
        for start in open { matches[start] = max(0, tokens.count - 1) }
        return matches
    }

    /// The version the parenthesised list after `index` gives this platform (`iOS 17.0, *` or
    /// `iOS, introduced: 17.0`), and the index after the `)`.
    private func version(after index: Int) -> ([Int], Int)? {
        guard let (parsed, position) = SurfaceAvailability.attributeArguments(tokens, from: index + 1) else {
            return nil
        }
        let arguments = parsed.map { $0.map(\.text) }
        for argument in arguments where argument.first == platform {
            if argument.count > 1, let version = DeploymentTarget.version(argument.dropFirst().joined()) {
                return (version, position)
            }
        }
        if arguments.first == [platform], let introduced = arguments.first(where: { $0.first == "introduced" }),
            let version = DeploymentTarget.version(introduced.dropFirst(2).joined())
        {
            return (version, position)
        }
        return nil
    }

    /// `if #available(…) { here }`, `while …`, or `guard #available(…) else { … }` then the rest
    /// of the enclosing scope.
    private func checkRegion(at index: Int, matches: [Int: Int]) -> Region? {
        guard let (version, after) = version(after: index) else { return nil }
        var back = index - 1
        var keyword: String?
        while back >= 0 {
            let token = tokens[back]
            if token.kind == .keyword, ["if", "guard", "while"].contains(token.text) {
                keyword = token.text
                break
            }
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { break }
            back -= 1
        }
        guard let keyword else { return nil }
        guard let open = nextOpenBrace(from: after), let close = matches[open] else { return nil }
        if keyword != "guard" {
            return Region(start: positions[open], end: positions[close], version: version)
        }
        // The scope that holds the guard ends at the `}` matching the nearest unclosed `{` before it.
        let enclosingEnd = matches.filter { $0.key < back && $0.value > back }.max { $0.key < $1.key }?.value
        let end = enclosingEnd ?? (tokens.count - 1)
        return Region(start: positions[close], end: positions[max(close, end)], version: version)
    }

    /// An `@available(iOS 17, *)` declaration: from the attribute to the end of its body (or of
    /// its statement when it has none).
    private func declarationRegion(at index: Int, matches: [Int: Int]) -> Region? {
        guard let (version, after) = version(after: index) else { return nil }
        var position = after
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.interpolationDepth == 0 {
                if token.isPunctuation("(") || token.isPunctuation("[") {
                    depth += 1
                } else if token.isPunctuation(")") || token.isPunctuation("]") {
                    depth -= 1
                } else if depth == 0 && token.isPunctuation("{") {
                    let close = matches[position] ?? position
                    return Region(start: positions[index], end: positions[close], version: version)
                } else if depth == 0 && (token.isPunctuation("}") || token.isPunctuation(";")) {
                    break
                }
            }
            position += 1
        }
        let last = min(position, tokens.count - 1)
        return Region(start: positions[index], end: positions[max(index, last)], version: version)
    }

    /// The first `{` outside brackets from `index` on.
    private func nextOpenBrace(from index: Int) -> Int? {
        var depth = 0
        var position = index
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth <= 0 && token.isPunctuation("{") { return position }
            position += 1
        }
        return nil
    }
}
