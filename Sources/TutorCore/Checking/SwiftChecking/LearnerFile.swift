/// One Swift file of learner code: its text and the name diagnostics give it.
package struct LearnerFile: Sendable, Equatable {
    package var source: String
    /// What the learner calls the file (`ContentView.swift`, `answer.swift`).
    package var displayName: String

    package init(_ source: String, displayName: String) {
        self.source = source
        self.displayName = displayName
    }
}
