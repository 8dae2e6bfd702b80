/// A node of a parsed GitHub-flavoured Markdown document, as a Swift value.
///
/// Produced by ``MarkdownParser`` from cmark-gfm's tree; everything downstream (the lesson
/// loader, the renderers) works on these values and never on C pointers.
package struct MarkdownNode: Sendable, Equatable {
    package enum Alignment: Sendable, Equatable {
        case none, left, center, right
    }

    package enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        case list(isOrdered: Bool, start: Int, isTight: Bool)
        /// A list item; `isChecked` is nil for a plain item, true/false for a task-list item.
        case item(isChecked: Bool?)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [Alignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(url: String, title: String)
        case image(url: String, title: String)
        /// Anything else cmark-gfm produces (footnotes, custom blocks): rendered by its children.
        case other(String)
    }

    package var kind: Kind
    package var children: [MarkdownNode]
    /// 1-based start and end lines in the parsed text (0 when cmark-gfm reports none).
    package var startLine: Int
    package var startColumn: Int
    package var endLine: Int

    package init(kind: Kind, children: [MarkdownNode] = [], startLine: Int = 0, startColumn: Int = 0, endLine: Int = 0)
    {
        self.kind = kind
        self.children = children
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
    }

    /// The concatenated text of this node's inline content (code spans included), for titles and search.
    package var plainText: String {
        switch kind {
        case .text(let text), .code(let text): return text
        case .softBreak, .lineBreak: return " "
        default: return children.map(\.plainText).joined()
        }
    }
}
