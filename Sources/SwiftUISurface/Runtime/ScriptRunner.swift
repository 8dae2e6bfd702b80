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

    /// The graph's revision when the interactive screen was last sent a frame.
    var framedRevision: Int?

    /// How long `wait` waits at most for the work steps started (docs/RUNTIME.md).
    static let waitLimit: TimeInterval = 5

    /// Performs one step; a step that cannot be done ends the program with status 1. The work a
    /// step starts (tasks included) is tracked, for `wait`.
    mutating func perform(_ text: String, number: Int) async {
        guard let step = Self.parse(text) else { fail(text, "this step is not understood") }
        if step.verb == "wait" && step.arguments.isEmpty {
            await waitForTasks()
            return
        }
        // Steps that only read or report start no work: only actions are tracked.
        if ["frame", "refresh", "screen", "counts", "reset-counts", "interactive"].contains(step.verb) {
            await carryOut(step, text: text)
            return
        }
        var runner = self
        await _ActivityTracker.shared.tracking { await runner.carryOut(step, text: text) }
        self = runner
    }

    /// Carries out a step other than `wait`, then lets the views settle.
    private mutating func carryOut(_ step: Step, text: String) async {
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
                printFrame(driver)
            case ("refresh", 0):
                // The interactive screen asks while no key is pressed: a frame only when something
                // changed (a task, a timer), then the marker in any case.
                if framedRevision != graph.revision || !graph.events.isEmpty {
                    printFrame(driver)
                } else {
                    print("\u{1}frame-end")
                }
            case ("relaunch", 0):
                graph.relaunch()
            case ("submit", 1):
                try driver.submit(step.arguments[0], occurrence: step.occurrence ?? 1)
            case ("focus", 1):
                try driver.focus(step.arguments[0], occurrence: step.occurrence ?? 1)
            case ("unfocus", 0):
                // The interactive screen's focus moved to something no focus state can point at.
                driver.unfocus()
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

    /// Prints the frame of the interactive screen and its marker, and clears the events.
    private mutating func printFrame(_ driver: _ViewDriver) {
        print(_Frame(screen: driver.screen(), counts: graph.bodyCounts, events: graph.events).json)
        print("\u{1}frame-end")
        graph.events.removeAll()
        framedRevision = graph.revision
    }

    /// Waits until the work that launch and the steps started (`.task` work, unstructured
    /// `Task {}` started by actions, and the tasks those started) has ended, for `waitLimit` at
    /// most, letting the views settle as it goes.
    private func waitForTasks() async {
        let deadline = Date().addingTimeInterval(Self.waitLimit)
        await graph.settle()
        while _ActivityTracker.shared.isBusy && Date() < deadline {
            try? await Task.sleep(nanoseconds: 2_000_000)
            await graph.settle()
        }
        graph.tasks.removeAll { $0.isCancelled }
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
