import Foundation
import TutorCore

/// Markdown blocks as plain, unwrapped text: the fallback rendering of `show`.
package enum PlainMarkdown {
    package static func render(_ node: MarkdownNode, indent: String = "") -> String {
        switch node.kind {
        case .paragraph:
            return indent + inline(node.children)
        case .heading(let level):
            return indent + String(repeating: "#", count: level) + " " + inline(node.children)
        case .codeBlock(_, let literal):
            return indentCode(literal, numbered: false, indent: indent).trimmingTrailingNewlines()
        case .htmlBlock(let html):
            return indent + ControlCharacters.escape(html).trimmingTrailingNewlines()
        case .thematicBreak:
            return indent + String(repeating: "-", count: 40)
        case .blockQuote:
            return node.children.map { render($0, indent: indent + "> ") }.joined(separator: "\n" + indent + ">\n")
        case .list(let isOrdered, let start, _):
            return node.children.enumerated().map { index, item in
                var marker = isOrdered ? "\(start + index). " : "- "
                if case .item(let checked?) = item.kind { marker += checked ? "[x] " : "[ ] " }
                let body = item.children.map { render($0, indent: "") }.joined(separator: "\n")
                let continuation = indent + String(repeating: " ", count: isOrdered ? 3 : 2)
                return indent + marker + body.replacingOccurrences(of: "\n", with: "\n" + continuation)
            }.joined(separator: "\n")
        case .table:
            return node.children.map { row in
                indent + "| " + row.children.map { inline($0.children) }.joined(separator: " | ") + " |"
            }.joined(separator: "\n")
        default:
            return indent + inline([node])
        }
    }

    package static func inline(_ nodes: [MarkdownNode]) -> String {
        nodes.map { node -> String in
            switch node.kind {
            case .text(let text): return ControlCharacters.escape(text)
            case .code(let code): return "`" + ControlCharacters.escape(code) + "`"
            case .softBreak: return " "
            case .lineBreak: return "\n"
            case .emphasis: return "_" + inline(node.children) + "_"
            case .strong: return "**" + inline(node.children) + "**"
            case .strikethrough: return "~~" + inline(node.children) + "~~"
            case .link(let url, _):
                let text = inline(node.children)
                return text == url ? url : "\(text) (\(ControlCharacters.escape(url)))"
            case .image(let url, _): return "[image: \(inline(node.children))] (\(ControlCharacters.escape(url)))"
            case .htmlInline(let html): return ControlCharacters.escape(html)
            default: return inline(node.children)
            }
        }.joined()
    }

    package static func indentCode(_ code: String, numbered: Bool, indent: String = "") -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let width = String(lines.count).count
        return lines.enumerated().map { index, line in
            let number = numbered ? String(index + 1).leftPadded(to: width) + " | " : ""
            return indent + "    " + number + ControlCharacters.escape(String(line))
        }.joined(separator: "\n") + "\n"
    }
}
