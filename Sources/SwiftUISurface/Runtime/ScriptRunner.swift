// Script steps (`tap "Add"`, `screen`, `counts`, …): what each one does to the running views
// and what it prints. docs/RUNTIME.md lists them.

import Foundation

/// Carries out script steps against the running views.
@MainActor
internal struct _ScriptRunner {
    let graph: _ViewGraph

    /// One parsed step: its verb, its quoted arguments and an optional `#N`.
    struct Step {
        var verb: String
        var arguments: [String]
        var occurrence: Int?
    }

    /// Performs one step; a step that cannot be done ends the program with status 1.
    mutating func perform(_ text: String, number: Int) async {
        guard let step = Self.parse(text) else { fail(text, "this step is not understood") }
        let screen = currentScreen()
        switch (step.verb, step.arguments.count) {
        case ("screen", 0):
            print(screen.text)
        case ("counts", 0):
            for (name, count) in graph.bodyCounts.sorted(by: { $0.key < $1.key }) where count > 0 {
                if name.hasPrefix("_") { continue }
                print("\(name).body \(count)")
            }
        case ("reset-counts", 0):
            graph.bodyCounts.removeAll()
        case ("frame", 0):
            // For the interactive screen: what is shown, the controls, counts and recent events.
            print(_Frame(screen: screen, counts: graph.bodyCounts, events: graph.events).json)
            print("\u{1}frame-end")
            graph.events.removeAll()
        case ("wait", 0):
            await waitForTasks()
        case ("tap", 1):
            let control = find(step, in: screen, kinds: [.button, .link, .tab], text: text)
            graph.events.append("tap \(control.label)")
            switch control.node.content {
            case .button(_, let action): action()
            case .link(let push): push()
            case .tabView(_, _, let select): select(control.tabIndex)
            default: break
            }
        case ("toggle", 1):
            let control = find(step, in: screen, kinds: [.toggle], text: text)
            if case .toggle(let isOn) = control.node.content { isOn.wrappedValue.toggle() }
        case ("type", 2):
            let control = find(step, in: screen, kinds: [.textField], text: text)
            if case .textField(_, _, let binding, _) = control.node.content { binding.wrappedValue = step.arguments[1] }
        case ("increment", 1), ("decrement", 1):
            let control = find(step, in: screen, kinds: [.stepper], text: text)
            if case .stepper(let increment, let decrement) = control.node.content {
                step.verb == "increment" ? increment() : decrement()
            }
        case ("pick", 2):
            let control = find(step, in: screen, kinds: [.picker], text: text)
            let options = _ScreenReader.options(of: control.node)
            guard let option = options.first(where: { $0.text == step.arguments[1] }), let tag = option.tag,
                case .picker(let selection) = control.node.content, selection.select(tag.base)
            else {
                let names = options.map { "\"\($0.text)\"" }.joined(separator: ", ")
                fail(text, "the Picker \"\(control.label)\" has no option \"\(step.arguments[1])\" (options: \(names))")
            }
        case ("back", 0):
            guard let pop = Self.topmostStackPop(graph.root) else { fail(text, "there is no screen to go back from") }
            pop()
        case ("dismiss", 0):
            guard let dismiss = Self.topmostPresentation(graph.root) else {
                fail(text, "no sheet or alert is presented")
            }
            dismiss()
        default:
            fail(text, "this step is not understood")
        }
        graph.update()
        await graph.settle()
    }

    private func currentScreen() -> _ScreenReader {
        guard let root = graph.root else { fail("", "there is no view") }
        return _ScreenReader(root: root)
    }

    /// The control a step names, by its exact label (`#N` picks the Nth match).
    private func find(
        _ step: Step, in screen: _ScreenReader, kinds: Set<_ScreenControl.Kind>, text: String
    ) -> _ScreenControl {
        let label = step.arguments[0]
        let candidates = screen.controls.filter { kinds.contains($0.kind) }
        let matches = candidates.filter { $0.label == label || $0.aliases.contains(label) }
        let index = (step.occurrence ?? 1) - 1
        if matches.indices.contains(index) { return matches[index] }
        let names = kinds.subtracting([.tab]).map(\.rawValue).sorted().joined(separator: " or ")
        let present = screen.controls.map(\.line).joined(separator: ", ")
        let what =
            matches.isEmpty
            ? "no \(names) labelled \"\(label)\" is on the screen"
            : "only \(matches.count) \(names) labelled \"\(label)\" on the screen"
        fail(text, what + (present.isEmpty ? "; the screen has no controls" : "; the screen has: \(present)"))
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

    /// The pop action of the deepest visible navigation stack that has a pushed screen.
    static func topmostStackPop(_ root: _ViewNode?) -> (() -> Void)? {
        var found: (() -> Void)?
        func visit(_ node: _ViewNode) {
            if case .navigationStack(let pop) = node.content, node.children.count > 1 { found = pop }
            if case .navigationStack = node.content, let top = node.children.last { return visit(top) }
            if case .tabView(let selected, _, _) = node.content {
                if node.children.indices.contains(selected) { visit(node.children[selected]) }
                return
            }
            for child in node.children { visit(child) }
        }
        if let root { visit(root) }
        return found
    }

    /// The dismiss action of the topmost presented sheet or alert.
    static func topmostPresentation(_ root: _ViewNode?) -> (() -> Void)? {
        var found: (() -> Void)?
        func visit(_ node: _ViewNode) {
            if case .presentation(_, let dismiss) = node.content, node.children.count > 1 { found = dismiss }
            if case .navigationStack = node.content, let top = node.children.last { return visit(top) }
            for child in node.children { visit(child) }
        }
        if let root { visit(root) }
        return found
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
