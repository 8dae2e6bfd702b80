// Script steps (`tap "Add"`, `screen`, `counts`, …): what each one does to the running views
// and what it prints. docs/RUNTIME.md lists them.

import Foundation

/// Carries out script steps against the running views.
@MainActor
internal struct _ScriptRunner {
    let graph: _ViewGraph
    /// Whether a failed step is only reported (the interactive screen), not the end of the run.
    var lenient = false

    /// One parsed step: its verb, its quoted arguments and an optional `#N`.
    struct Step {
        var verb: String
        var arguments: [String]
        var occurrence: Int?
    }

    /// Performs one step; a step that cannot be done ends the program with status 1.
    mutating func perform(_ text: String, number: Int) async {
        guard let step = Self.parse(text) else { fail(text, "this step is not understood") }
        let driver = _ViewDriver(graph: graph)
        do {
            switch (step.verb, step.arguments.count) {
            case ("interactive", 0):
                // On a terminal a step that cannot be done is reported in the event log instead.
                lenient = true
            case ("screen", 0):
                print(driver.screen().text)
            case ("counts", 0):
                for (name, count) in driver.counts().sorted(by: { $0.key < $1.key }) {
                    print("\(name).body \(count)")
                }
            case ("events", 0):
                // The event log since the last `events` step (or launch), one entry a line.
                print((["--- events ---"] + graph.events + ["--- end ---"]).joined(separator: "\n"))
                graph.events.removeAll()
            case ("reset-counts", 0):
                graph.bodyCounts.removeAll()
            case ("frame", 0):
                // For the interactive screen: what is shown, the controls, counts and recent events.
                print(_Frame(screen: driver.screen(), counts: graph.bodyCounts, events: graph.events).json)
                print("\u{1}frame-end")
                graph.events.removeAll()
            case ("wait", 0):
                await waitForTasks()
            case ("tap", 1):
                try driver.tap(step.arguments[0], occurrence: step.occurrence ?? 1)
            case ("toggle", 1):
                try driver.toggle(step.arguments[0])
            case ("type", 2):
                try driver.type(step.arguments[0], step.arguments[1])
            case ("increment", 1):
                try driver.step(step.arguments[0], up: true)
            case ("decrement", 1):
                try driver.step(step.arguments[0], up: false)
            case ("pick", 2):
                try driver.pick(step.arguments[0], step.arguments[1])
            case ("select", 1):
                try driver.select(step.arguments[0])
            case ("delete", 1):
                try driver.delete(step.arguments[0])
            case ("slide", 2):
                guard let value = Double(step.arguments[1]) else {
                    fail(text, "slide needs a number, like slide \"Volume\" \"7\"")
                }
                try driver.slide(step.arguments[0], to: value)
            case ("back", 0):
                try driver.back()
            case ("dismiss", 0):
                try driver.dismiss()
            default:
                fail(text, "this step is not understood")
            }
        } catch {
            if lenient { graph.events.append(error.reason) } else { fail(text, error.reason) }
        }
        graph.update()
        await graph.settle()
    }

    /// Waits for the tasks `.task` modifiers started (a few seconds at most), then settles.
    private func waitForTasks() async {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            await graph.settle()
            graph.tasks.removeAll { $0.isCancelled }
            let running = graph.tasks
            if running.isEmpty { break }
            let finished = _FinishedTasks()
            for task in running {
                Task { @MainActor in
                    await task.value
                    finished.count += 1
                }
            }
            while finished.count < running.count && Date() < deadline {
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            graph.tasks.removeAll { task in running.contains(task) }
        }
        await graph.settle()
    }

    /// Ends the program: the step could not be carried out.
    private func fail(_ step: String, _ reason: String) -> Never {
        fflush(stdout)
        FileHandle.standardError.write(Data("error: step `\(step)`: \(reason)\n".utf8))
        exit(1)
    }

    /// Parses `verb "ARG" "ARG" #N`; nil when the quoting is broken.
    static func parse(_ text: String) -> Step? {
        var verb = ""
        var arguments: [String] = []
        var occurrence: Int?
        var index = text.startIndex
        while index < text.endIndex, !text[index].isWhitespace {
            verb.append(text[index])
            index = text.index(after: index)
        }
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character == "\"" {
                var argument = ""
                index = text.index(after: index)
                var closed = false
                while index < text.endIndex {
                    let next = text[index]
                    index = text.index(after: index)
                    if next == "\\", index < text.endIndex {
                        argument.append(text[index])
                        index = text.index(after: index)
                    } else if next == "\"" {
                        closed = true
                        break
                    } else {
                        argument.append(next)
                    }
                }
                guard closed else { return nil }
                arguments.append(argument)
            } else if character == "#" {
                let digits = text[text.index(after: index)...].prefix { $0.isNumber }
                guard let number = Int(digits), number >= 1 else { return nil }
                occurrence = number
                index = text.index(index, offsetBy: digits.count + 1)
            } else {
                return nil
            }
        }
        return verb.isEmpty ? nil : Step(verb: verb, arguments: arguments, occurrence: occurrence)
    }
}

/// Counts finished tasks while `wait` polls.
@MainActor
private final class _FinishedTasks {
    var count = 0
}
