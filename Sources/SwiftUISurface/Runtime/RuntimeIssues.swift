// The warnings SwiftUI prints while an app runs when a property wrapper is used where it cannot
// work (Xcode shows them as purple runtime issues), so the terminal runtime reports them too.

import Foundation

/// Reports a runtime issue once per message, on standard error.
@MainActor
internal enum _RuntimeIssues {
    /// How every report starts; the test harness looks for it (TutorCore's TestProgram).
    static let prefix = "SwiftUI runtime warning: "
    private static var reported: Set<String> = []
    /// True while a `#Preview`'s content is made: its `@Previewable` state is local on purpose.
    static var inPreview = false

    static func report(_ message: String) {
        guard !inPreview, reported.insert(message).inserted else { return }
        FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
    }

    /// A `@State` read or written while a body runs, but not installed on a view: a local in a
    /// body, or a child's own state read in its initializer.
    nonisolated static func stateOutsideView(isInstalled: Bool) {
        guard !isInstalled, Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            guard _ViewGraph.shared.current != nil else { return }
            report(
                "Accessing State's value outside of being installed on a View. This will result in a constant "
                    + "Binding of the initial value and will not update.")
        }
    }

    /// A `ForEach` whose data holds two elements with the same id: rows would share an identity.
    static func duplicateID(in type: String, id: String) {
        report("\(type): the ID \(id) occurs multiple times within the collection, this will give undefined results!")
    }

    /// A `ForEach(0..<n)` (no `id:`) whose range changed size after its first appearance.
    static func rangeCountChanged(in type: String, count: Int, initial: Int) {
        report(
            "\(type) count (\(count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used "
                + "for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and "
                + "provide an explicit `id`!")
    }
}
