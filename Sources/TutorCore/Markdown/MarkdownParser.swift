import CCmarkGFM
import Foundation

/// Parses GitHub-flavoured Markdown with cmark-gfm (tables, strikethrough, task lists and
/// autolinks attached) into ``MarkdownNode`` values.
///
/// This is the only file that talks to cmark-gfm.
package enum MarkdownParser {
    private static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

    /// cmark-gfm keeps its extension registry in a process-wide table; register it once.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    package static func parse(_ text: String) -> MarkdownNode {
        parse(bytes: Array(text.utf8))
    }

    /// A short text of Swift and words (a tree's label, a choice, an answer or feedback) parsed
    /// with a backslash before `.` or `(` kept, as Swift writes key paths and interpolations
    /// (`@Environment(\.dismiss)`, `\(count)`), where Markdown would take it as an escape.
    /// Code spans are left as they are: their backslashes are already kept.
    package static func parseSwiftText(_ text: String) -> MarkdownNode {
        var kept = ""
        var fence = 0
        var characters = text[...]
        while let character = characters.first {
            if character == "`" {
                let run = characters.prefix { $0 == "`" }
                fence = fence == 0 ? run.count : (fence == run.count ? 0 : fence)
                kept += run
                characters = characters.dropFirst(run.count)
                continue
            }
            characters = characters.dropFirst()
            if character == "\\", fence == 0, let next = characters.first, next == "." || next == "(" {
                kept += "\\\\"
            } else {
                kept.append(character)
            }
        }
        return parse(kept)
    }

    /// cmark-gfm is not safe to run on two threads at once: while it finishes a document it adds
    /// the extensions' special characters (such as `~`) to a process-wide table and removes them
    /// afterwards, so a parse on another thread can miss strikethrough or autolinks. Parses take
    /// turns; everything after them (YAML, building values, checks) still runs in parallel.
    private static let lock = NSLock()

    package static func parse(bytes: [UInt8]) -> MarkdownNode {
        let safe = escapingWideRows(bytes) ?? bytes
        return lock.withLock { parseAlone(bytes: safe) }
    }

    /// Most `|` one line may hold and still be read as a table row. cmark-gfm's table extension
    /// appends each cell to the end of a linked list, so a row costs time quadratic in its cells
    /// (100,000 columns took 17 s); in longer lines every `|` is escaped, and shows as text.
    package static let maximumTableCells = 1000

    /// The lines (1-based) that hold more than ``maximumTableCells`` `|`, with their counts.
    package static func wideRows(in bytes: [UInt8]) -> [(line: Int, pipes: Int)] {
        guard bytes.count > maximumTableCells else { return [] }
        var rows: [(line: Int, pipes: Int)] = []
        var line = 1
        var pipes = 0
        for byte in bytes {
            if byte == 0x7C {
                pipes += 1
            } else if byte == 0x0A {
                if pipes > maximumTableCells { rows.append((line, pipes)) }
                line += 1
                pipes = 0
            }
        }
        if pipes > maximumTableCells { rows.append((line, pipes)) }
        return rows
    }

    /// `bytes` with a backslash before each unescaped `|` of the lines ``wideRows(in:)`` finds;
    /// nil when there are none.
    private static func escapingWideRows(_ bytes: [UInt8]) -> [UInt8]? {
        let wide = Set(wideRows(in: bytes).map(\.line))
        guard !wide.isEmpty else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + wide.count * maximumTableCells)
        var line = 1
        var backslashes = 0
        for byte in bytes {
            if byte == 0x7C && backslashes % 2 == 0 && wide.contains(line) { result.append(0x5C) }
            result.append(byte)
            backslashes = byte == 0x5C ? backslashes + 1 : 0
            if byte == 0x0A { line += 1 }
        }
        return result
    }

    private static func parseAlone(bytes: [UInt8]) -> MarkdownNode {
        _ = registered
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS
        guard let parser = cmark_parser_new(options) else { return MarkdownNode(kind: .document) }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var bytes = bytes
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(root) }
        return convert(root)
    }

    /// Deeper nesting than this is kept as flat text, so hostile input cannot exhaust the stack.
    private static let maximumDepth = 100

    private static func convert(_ node: OpaquePointer, depth: Int = 0) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(depth < maximumDepth ? convert(current, depth: depth + 1) : flattened(current))
            child = cmark_node_next(current)
        }
        return MarkdownNode(
            kind: kind(of: node),
            children: children,
            startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node))
        )
    }

    /// A node nested too deeply, as one text node holding the literal text below it, gathered
    /// without recursion. The fenced code blocks found below it are kept as its children (flat,
    /// with their positions), so that the lesson loader can still tell that a quiz or tree block
    /// was written there; renderers show a text node's text only.
    private static func flattened(_ node: OpaquePointer) -> MarkdownNode {
        var text = ""
        var codeBlocks: [MarkdownNode] = []
        if let iterator = cmark_iter_new(node) {
            defer { cmark_iter_free(iterator) }
            while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
                guard let current = cmark_iter_get_node(iterator),
                    cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER
                else { continue }
                text += string(cmark_node_get_literal(current))
                if cmark_node_get_type(current) == CMARK_NODE_CODE_BLOCK {
                    codeBlocks.append(
                        MarkdownNode(
                            kind: kind(of: current), startLine: Int(cmark_node_get_start_line(current)),
                            startColumn: Int(cmark_node_get_start_column(current)),
                            endLine: Int(cmark_node_get_end_line(current))))
                }
            }
        }
        return MarkdownNode(
            kind: .text(text), children: codeBlocks, startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)), endLine: Int(cmark_node_get_end_line(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        // The common core types by their enum value; extension types (tables, task lists,
        // strikethrough) by name.
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(
                info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
        default: break
        }
        let type = string(cmark_node_get_type_string(node))
        switch type {
        case "document": return .document
        case "block_quote": return .blockQuote
        case "list":
            return .list(
                isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                isTight: cmark_node_get_list_tight(node) != 0)
        case "item": return .item(isChecked: nil)
        case "tasklist": return .item(isChecked: cmark_gfm_extensions_get_tasklist_item_checked(node))
        case "code_block":
            return .codeBlock(
                info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
        case "html_block": return .htmlBlock(string(cmark_node_get_literal(node)))
        case "paragraph": return .paragraph
        case "heading": return .heading(level: Int(cmark_node_get_heading_level(node)))
        case "thematic_break": return .thematicBreak
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [MarkdownNode.Alignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for index in 0..<columns {
                    switch UInt8(raw[index]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_header": return .tableRow(isHeader: true)
        case "table_row": return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell": return .tableCell
        case "text": return .text(string(cmark_node_get_literal(node)))
        case "softbreak": return .softBreak
        case "linebreak": return .lineBreak
        case "code": return .code(string(cmark_node_get_literal(node)))
        case "html_inline": return .htmlInline(string(cmark_node_get_literal(node)))
        case "emph": return .emphasis
        case "strong": return .strong
        case "strikethrough": return .strikethrough
        case "link": return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case "image": return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: return .other(type)
        }
    }
}
