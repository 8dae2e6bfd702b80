// The entry points of a program run by `statetutor run`: mount the root view, then carry out
// the steps read from standard input, one per line.

import Foundation

/// Starts the terminal runtime; `statetutor run` generates the call (or `@main` makes it).
public enum _TerminalRuntime {
    /// Runs the view `make` builds as the program's only window (a relaunch builds it again).
    public static func _run<Root: View>(_ make: @autoclosure @escaping () -> Root) -> Never {
        let maker = _UncheckedSendable(make)
        MainActor.assumeIsolated { _start { maker.value() } }
        // The main run loop (not dispatchMain) drains the main queue on the main thread, so main
        // actor work, state reads included, happens on the main thread as in an app.
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }

    @MainActor
    private static func _start(_ make: @escaping () -> any View) {
        setvbuf(stdout, nil, _IOLBF, 0)
        let graph = _ViewGraph.shared
        _ActivityTracker.shared.tracking { graph.mount(making: make) }
        let lines = standardInputLines()
        Task { @MainActor in
            await _ActivityTracker.shared.tracking { await graph.settle() }
            var runner = _ScriptRunner(graph: graph)
            var number = 0
            for await line in lines {
                number += 1
                let step = line.trimmingCharacters(in: .whitespaces)
                if step.isEmpty { continue }
                await runner.perform(step, number: number)
            }
            fflush(stdout)
            exit(0)
        }
    }

    /// Runs an App: its first WindowGroup's content is the window (a relaunch makes the App again).
    @MainActor
    public static func _runApp<Application: App>(_ app: @autoclosure @escaping () -> Application) -> Never {
        _run(_AppHost(app: app()))
    }

    /// Standard input's lines, read on a thread of their own: while the runtime waits for the
    /// next step, the main actor stays free, so tasks, `Task.sleep` and timers go on in real time.
    private static func standardInputLines() -> AsyncStream<String> {
        let (lines, continuation) = AsyncStream<String>.makeStream()
        Thread.detachNewThread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }
        return lines
    }
}
