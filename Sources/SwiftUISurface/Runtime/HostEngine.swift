// The engine behind StateTutorHost's ViewHost: mounts a view and drives it synchronously, for
// lesson tests and output questions that check how a view behaves.

import Foundation

/// Mounts and drives one view at a time for StateTutorHost (not for app code).
@_spi(StateTutorHost)
@MainActor
public enum _HostEngine {
    private static var driver: _ViewDriver { _ViewDriver(graph: _ViewGraph.shared) }

    /// Replaces the mounted view with `view`, with every body count at zero before it appears.
    public static func mount<V: View>(_ view: V) {
        _ViewGraph.shared.bodyCounts.removeAll()
        _ViewGraph.shared.mount(view)
        settle()
    }

    /// Activates the Button, NavigationLink or tab labelled `label` (the `occurrence`-th).
    public static func tap(_ label: String, occurrence: Int) throws(_StepFailure) {
        try driver.tap(label, occurrence: occurrence)
        settle()
    }

    /// Flips the Toggle labelled `label`.
    public static func toggle(_ label: String) throws(_StepFailure) {
        try driver.toggle(label)
        settle()
    }

    /// Sets the text of the text field whose title or prompt is `label`.
    public static func type(_ label: String, _ text: String) throws(_StepFailure) {
        try driver.type(label, text)
        settle()
    }

    /// Presses the + (or −) of the Stepper labelled `label`.
    public static func step(_ label: String, up: Bool) throws(_StepFailure) {
        try driver.step(label, up: up)
        settle()
    }

    /// Selects the option `option` of the Picker labelled `label`.
    public static func pick(_ label: String, _ option: String) throws(_StepFailure) {
        try driver.pick(label, option)
        settle()
    }

    /// Selects the row showing `label` in a List with a selection.
    public static func select(_ label: String) throws(_StepFailure) {
        try driver.select(label)
        settle()
    }

    /// Deletes the row showing `label` through its ForEach's onDelete.
    public static func delete(_ label: String) throws(_StepFailure) {
        try driver.delete(label)
        settle()
    }

    /// Moves the Slider labelled `label` to `value`.
    public static func slide(_ label: String, to value: Double) throws(_StepFailure) {
        try driver.slide(label, to: value)
        settle()
    }

    /// Pops the top navigation screen.
    public static func back() throws(_StepFailure) {
        try driver.back()
        settle()
    }

    /// Dismisses the top sheet or alert.
    public static func dismiss() throws(_StepFailure) {
        try driver.dismiss()
        settle()
    }

    /// The visible screen, one line per text or control, as the `screen` step prints it.
    public static var screenLines: [String] { driver.screen().lines }

    /// How many times each view type's body ran since the view was mounted or counts were reset.
    public static var bodyCounts: [String: Int] { driver.counts() }

    /// Sets every body count to zero.
    public static func resetCounts() { _ViewGraph.shared.bodyCounts.removeAll() }

    /// Lets tasks (`.task`, `Task { }` in actions) run for up to `seconds`, until nothing changes.
    public static func wait(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var quiet = 0
        while Date() < deadline && quiet < 20 {
            let before = _ViewGraph.shared.bodyCounts
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
            _ViewGraph.shared.update()
            _ViewGraph.shared.tasks.removeAll { $0.isCancelled }
            quiet = _ViewGraph.shared.bodyCounts == before ? quiet + 1 : 0
        }
    }

    /// Runs pending updates and main-actor work briefly, so that a read sees the settled screen.
    private static func settle() {
        _ViewGraph.shared.update()
        for _ in 0..<5 {
            _ = RunLoop.main.run(mode: .default, before: Date())
            _ViewGraph.shared.update()
        }
    }
}
