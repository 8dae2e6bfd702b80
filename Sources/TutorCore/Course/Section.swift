/// A page of a lesson: a `##` heading, its Markdown content, its code samples and questions.
package struct Section: Sendable, Equatable {
    package var title: String
    /// The Markdown blocks of the section, heading excluded, quiz and tree blocks included
    /// as code blocks so that a renderer can show them in place.
    package var blocks: [MarkdownNode]
    package var codeSamples: [CodeSample]
    package var questions: [Question]
    package var location: SourceLocation
}
