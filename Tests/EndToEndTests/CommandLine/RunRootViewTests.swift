import Foundation
import Testing
import TutorTestSupport

/// `statetutor run` says which views it could start from, and `--view` names a `#Preview` too.
@Suite(.runsProcesses, .serialized, .enabled(if: CheckerCommandTests.swiftc != nil, "needs swiftc"))
struct RunRootViewTests {
    @Test func withoutAnAppOrAPreviewTheViewsItCouldStartFromAreNamed() throws {
        let url = try CheckerCommandTests.file(
            "Nav.swift",
            """
            import SwiftUI

            struct NavRoot: View {
                @State private var shown = false
                var body: some View { Text("Root") }
            }

            struct Detail: View {
                let title: String
                var body: some View { Text(title) }
            }

            """)
        let outcome = try CheckerCommandTests.run(["run", url.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("pass --view NavRoot"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("--view Detail"))
    }

    @Test func viewNamesASecondPreviewByItsName() throws {
        let url = try CheckerCommandTests.file(
            "Previews.swift",
            """
            import SwiftUI

            struct Greeting: View {
                var text: String
                var body: some View { Text(text) }
            }

            #Preview("Plain") { Greeting(text: "plain one") }

            #Preview("Interactive") { Greeting(text: "the interactive one") }

            """)
        let outcome = try CheckerCommandTests.run(["run", url.path, "--view", "Interactive"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("the interactive one"), "\(outcome.stdout)")
    }
}
