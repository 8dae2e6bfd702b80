// StateTutorHost: drives a SwiftUI view from a lesson's tests or an output question, the way a
// learner would in `statetutor run` (docs/LESSON_FORMAT.md, "Testing views").

@_exported import SwiftUI
@_spi(StateTutorHost) import SwiftUI

/// A view running in StateTutor's terminal runtime, with the actions of a script (`tap`,
/// `type`, …) and what the screen and the body counts say. One host runs at a time, on the main
/// thread (top-level code and tests on the main actor).
public final class ViewHost {
    /// A step that could not be done: no control with that label, no screen to go back from.
    public struct Failure: Error, CustomStringConvertible {
        /// Why, naming the controls that are on the screen.
        public var description: String
    }

    /// Starts `view`, as the program's only window (`relaunch()` makes it again).
    public init<V: View>(_ view: @autoclosure @escaping () -> V) {
        MainActor.assumeIsolated { _HostEngine.mount(view) }
    }

    /// Presses Return in the TextField or SecureField whose title or prompt is `label`: the
    /// field lets go of the focus, then its `onSubmit` actions run.
    public func submit(_ label: String, occurrence: Int = 1) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.submit(label, occurrence: occurrence) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Moves the focus to the control labelled `label`, as Tab does: a `@FocusState` tied to it
    /// with `focused(_:)` or `focused(_:equals:)` takes its value.
    public func focus(_ label: String, occurrence: Int = 1) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.focus(label, occurrence: occurrence) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Quits the app and starts it again: the views start over with new `@State`, while
    /// `UserDefaults` (`@AppStorage`) and `@SceneStorage` keep what was written.
    public func relaunch() {
        MainActor.assumeIsolated { _HostEngine.relaunch() }
    }

    /// Taps the Button, NavigationLink or tab whose label is exactly `label` (the `occurrence`-th).
    public func tap(_ label: String, occurrence: Int = 1) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.tap(label, occurrence: occurrence) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Flips the Toggle labelled `label`.
    public func toggle(_ label: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.toggle(label) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Sets the text of the TextField or SecureField whose title or prompt is `label`.
    public func type(_ label: String, _ text: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.type(label, text) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Presses the + of the Stepper labelled `label`.
    public func increment(_ label: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.step(label, up: true) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Presses the − of the Stepper labelled `label`.
    public func decrement(_ label: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.step(label, up: false) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Taps the row showing `label` in a List with a selection (`List(selection:)`): it becomes
    /// the selection, or, for a list that selects several, is added to it or taken out.
    public func select(_ label: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.select(label) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Swipes away the row showing `label`: its ForEach's `onDelete` action gets the row's offset.
    public func delete(_ label: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.delete(label) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Moves the Slider labelled `label` to `value` (kept inside its range).
    public func slide(_ label: String, to value: Double) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.slide(label, to: value) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Selects the option whose text is `option` in the Picker labelled `label`.
    public func pick(_ label: String, _ option: String) throws {
        do { try MainActor.assumeIsolated { try _HostEngine.pick(label, option) } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Pops the top screen of the navigation stack.
    public func back() throws {
        do { try MainActor.assumeIsolated { try _HostEngine.back() } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Dismisses the top sheet or alert.
    public func dismiss() throws {
        do { try MainActor.assumeIsolated { try _HostEngine.dismiss() } } catch {
            throw Failure(description: (error as? _StepFailure)?.reason ?? "\(error)")
        }
    }

    /// Lets `.task` work and other tasks run until nothing changes (at most `seconds`).
    public func wait(seconds: Double = 2) {
        MainActor.assumeIsolated { _HostEngine.wait(seconds: seconds) }
    }

    /// The visible screen, one line per Text and control (`[Add]`, `[x] Wi-Fi`, `Name: Ada`).
    public var screen: [String] { MainActor.assumeIsolated { _HostEngine.screenLines } }

    /// Whether some line of the screen is exactly `text`.
    public func shows(_ text: String) -> Bool { screen.contains(text) }

    /// How many times the body of each view type ran, by type name.
    public var bodyCounts: [String: Int] { MainActor.assumeIsolated { _HostEngine.bodyCounts } }

    /// How many times the body of `type` ran.
    public func bodyCount<V: View>(of type: V.Type) -> Int {
        bodyCounts[String(describing: type)] ?? 0
    }

    /// Sets every body count to zero.
    public func resetCounts() { MainActor.assumeIsolated { _HostEngine.resetCounts() } }
}
