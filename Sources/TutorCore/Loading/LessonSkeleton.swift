/// The text `statetutor new` writes: a small lesson that shows every part of the format and
/// passes `validate` as it is.
package enum LessonSkeleton {
    package static func text(id: String) -> String {
        let title = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return """
            ---
            id: \(id)
            title: "\(title)"
            summary: One line that says what this lesson teaches.
            concepts: [\(id)]
            minutes: 10
            platforms: "iOS 17+"
            ---

            # \(title)

            A short introduction: what the learner will be able to do after this lesson.

            ## First idea

            Explain one idea in a few paragraphs. Code in a `swift` block is type-checked by
            `statetutor validate`:

            ```swift
            import SwiftUI

            struct CounterView: View {
                @State private var count = 0

                var body: some View {
                    Button("Count: \\(count)") {
                        count += 1
                    }
                }
            }
            ```

            ```quiz
            id: \(id)-owner
            kind: choice
            prompt: Which view owns `count`?
            choices:
              - text: "`CounterView`"
                correct: true
                feedback: It declares `count` with `@State`, so it owns the value.
              - text: Its parent view
                feedback: The parent never sees `count`.
            explain: A view owns the values it declares with `@State`.
            hints:
              - Look for the property wrapper.
            concepts: [\(id)]
            ```

            ## Choosing

            A decision tree walks the learner through a choice, one question at a time:

            ```mermaid
            %% tree: \(id)-choice
            graph TD
                A{Does this view change the value?} -->|No| B[let property]
                A -->|Yes| C{Does this view own it?}
                C -->|Yes| D["@State"]
                C -->|No| E["@Binding"]
            ```

            ```quiz
            id: \(id)-wrapper
            kind: wrapper
            tree: \(id)-choice
            scenario: A toggle inside this view switches a setting that only this view uses.
            answer: "@State"
            explain: The view changes the value and owns it, so it stores it with `@State`.
            concepts: [\(id)]
            ```

            ```quiz
            id: \(id)-recap
            kind: truefalse
            prompt: A view that only displays a value can take it as a plain `let` property.
            answer: true
            explain: Only values a view changes need a wrapper.
            concepts: [\(id)]
            ```

            """
    }
}
