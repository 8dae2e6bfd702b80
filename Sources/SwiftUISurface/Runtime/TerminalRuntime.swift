// The entry points of a program run by `statetutor run`: mount the root view, then carry out
// the steps read from standard input, one per line.

import Foundation

/// Starts the terminal runtime; `statetutor run` generates the call (or `@main` makes it).
public enum _TerminalRuntime {
    /// Runs the view `make` builds as the program's only window.
    public static func _run<Root: View>(_ make: @autoclosure () -> Root) -> Never {
        MainActor.assumeIsolated { _start(make()) }
        // The main run loop (not dispatchMain) drains the main queue on the main thread, so main
        // actor work, state reads included, happens on the main thread as in an app.
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }

    @MainActor
    private static func _start<Root: View>(_ root: Root) {
        setvbuf(stdout, nil, _IOLBF, 0)
        let graph = _ViewGraph.shared
        graph.mount(root)
        Task { @MainActor in
            await graph.settle()
            var runner = _ScriptRunner(graph: graph)
            var number = 0
            while let line = readLine() {
                number += 1
                let step = line.trimmingCharacters(in: .whitespaces)
                if step.isEmpty { continue }
                await runner.perform(step, number: number)
            }
            fflush(stdout)
            exit(0)
        }
    }

    /// Runs an App: its first WindowGroup's content is the window.
    @MainActor
    public static func _runApp<Application: App>(_ app: Application) -> Never {
        _run(_AppHost(app: app))
    }
}
