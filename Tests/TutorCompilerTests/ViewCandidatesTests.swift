import Testing

@testable import TutorCompiler

/// The views `statetutor run` could start from: View types whose init takes no arguments.
struct ViewCandidatesTests {
    @Test func aViewWithStateOnlyIsACandidateAndOneThatNeedsAValueIsNot() {
        let source = """
            import SwiftUI

            struct NavRoot: View {
                @State private var shown = false
                var body: some View { Text("Root") }
            }

            struct Detail: View {
                let title: String
                @Binding var isOn: Bool
                var body: some View { Text(title) }
            }

            final class Model {}
            """
        #expect(SwiftCompiler.viewCandidates(in: [source]) == ["NavRoot"])
    }

    @Test func theMessageNamesEachCandidate() {
        let error = SwiftCompiler.NoRootView(candidates: ["NavRoot", "Other"])
        #expect(error.description.contains("pass --view NavRoot, --view Other"))
    }
}
