/// One lesson: one Markdown file of a course.
package struct Lesson: Sendable, Equatable {
    package var id: String
    package var title: String
    package var summary: String
    package var order: Int?
    package var concepts: [String]
    package var requires: [String]
    package var minutes: Int
    package var platforms: String?
    /// The oldest OS the lesson's code must run on (`target: iOS 16`); nil: the newest iOS.
    package var target: DeploymentTarget? = nil
    /// Pages in order; text before the first `##` heading, if any, is the first page.
    package var sections: [Section]
    /// Where the lesson came from: the file path and the front matter's first line.
    package var location: SourceLocation
    /// Where each front-matter key was written, for diagnostics about its value.
    package var keyLocations: [String: SourceLocation]

    package var questions: [Question] { sections.flatMap(\.questions) }
    /// Decision trees declared in this lesson (they are usable from the whole course).
    package var trees: [DecisionTree] { sections.flatMap(\.trees) }
}
