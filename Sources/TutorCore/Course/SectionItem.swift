/// One thing on a lesson page, in the order the author wrote it. The parser decides once what
/// each block is; renderers walk the items and never look at fences again.
package enum SectionItem: Sendable, Equatable {
    /// Markdown to show as it is (a paragraph, a list, a code block that is not checked…).
    case prose(MarkdownNode)
    /// A ` ```quiz ` block that parsed into a question.
    case question(Question)
    /// A ` ```mermaid ` block that declares a decision tree.
    case tree(DecisionTree)
    /// A ` ```swift ` block that `validate` checks; shown as its code block.
    case sample(CodeSample, block: MarkdownNode)
}
