// The engine behind StateTutorHost's ViewHost: mounts a view and drives it synchronously, for
// lesson tests and output questions that check how a view behaves.

import Foundation

/// Mounts and drives one view at a time for StateTutorHost (not for app code).
@_spi(StateTutorHost)
@MainActor
public enum _HostEngine {
    private static var driver: _ViewDriver { _ViewDriver(graph: _ViewGraph.shared) }

    /// Replaces the mounted view with the one `make` makes (again at a relaunch), with every
    /// body count at zero before it appears.
    public static func mount<V: View>(_ make: @escaping () -> V) {
        _ViewGraph.shared.bodyCounts.removeAll()
        _ActivityTracker.shared.tracking { _ViewGraph.shared.mount(making: { make() }) }
        settle()
    }

    /// Presses Return in the text field labelled `label` (its `onSubmit` actions run).
    public static func submit(_ label: String, occurrence: Int) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.submit(label, occurrence: occurrence) }
    }

    /// Gives the focus to the control labelled `label` (its focus state takes its value).
    public static func focus(_ label: String, occurrence: Int) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.focus(label, occurrence: occurrence) }
    }

    /// Ends the views and starts them again from the root, keeping `UserDefaults` and `@SceneStorage`.
    public static func relaunch() {
        _ActivityTracker.shared.tracking { _ViewGraph.shared.relaunch() }
        settle()
    }

    /// Activates the Button, NavigationLink or tab labelled `label` (the `occurrence`-th).
    public static func tap(_ label: String, occurrence: Int) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.tap(label, occurrence: occurrence) }
    }

    /// Flips the Toggle labelled `label`.
    public static func toggle(_ label: String) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.toggle(label) }
    }

    /// Sets the text of the text field whose title or prompt is `label`.
    public static func type(_ label: String, _ text: String) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.type(label, text) }
    }

    /// Presses the + (or −) of the Stepper labelled `label`.
    public static func step(_ label: String, up: Bool) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.step(label, up: up) }
    }

    /// Selects the option `option` of the Picker labelled `label`.
    public static func pick(_ label: String, _ option: String) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.pick(label, option) }
    }

    /// Selects the row showing `label` in a List with a selection.
    public static func select(_ label: String) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.select(label) }
    }

    /// Deletes the row showing `label` through its ForEach's onDelete.
    public static func delete(_ label: String) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.delete(label) }
    }

    /// Moves the Slider labelled `label` to `value`.
    public static func slide(_ label: String, to value: Double) throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.slide(label, to: value) }
    }

    /// Pops the top navigation screen.
    public static func back() throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.back() }
    }

    /// Dismisses the top sheet or alert.
    public static func dismiss() throws(_StepFailure) {
        try act { () throws(_StepFailure) in try driver.dismiss() }
    }

    /// The visible screen, one line per text or control, as the `screen` step prints it.
    public static var screenLines: [String] { driver.screen().lines }

    /// How many times each view type's body ran since the view was mounted or counts were reset.
    public static var bodyCounts: [String: Int] { driver.counts() }

    /// Sets every body count to zero.
    public static func resetCounts() { _ViewGraph.shared.bodyCounts.removeAll() }

    /// Lets tasks (`.task`, `Task { }` in actions) run for up to `seconds`, until the work the
    /// actions started has ended and nothing changes.
    public static func wait(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var quiet = 0
        while Date() < deadline && (quiet < 20 || _ActivityTracker.shared.isBusy) {
            let before = _ViewGraph.shared.bodyCounts
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
            _ViewGraph.shared.update()
            _ViewGraph.shared.tasks.removeAll { $0.isCancelled }
            quiet = _ViewGraph.shared.bodyCounts == before ? quiet + 1 : 0
        }
    }

    /// Carries out an action with the work it starts tracked (for `wait`), then settles.
    private static func act(_ action: () throws(_StepFailure) -> Void) throws(_StepFailure) {
        try _ActivityTracker.shared.tracking(action)
        settle()
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
