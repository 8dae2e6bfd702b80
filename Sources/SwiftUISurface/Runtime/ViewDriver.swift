// What a learner can do to the running views, and what they can read from them: the actions
// behind script steps, the interactive screen and the host API of StateTutorHost.

import Foundation

/// A step that cannot be carried out, with the reason (which controls exist instead).
public struct _StepFailure: Error, CustomStringConvertible {
    /// Why the step could not be done.
    public var reason: String
    /// The reason, as text.
    public var description: String { reason }
}

/// Acts on the visible screen of a graph, as a learner's tap or typing would.
@MainActor
internal struct _ViewDriver {
    let graph: _ViewGraph

    /// The visible screen now.
    func screen() -> _ScreenReader {
        guard let root = graph.root else { return _ScreenReader(root: _ViewNode.empty) }
        return _ScreenReader(root: root)
    }

    /// How many times each view type's body ran (types whose body never ran are left out).
    func counts() -> [String: Int] {
        graph.bodyCounts.filter { $0.value > 0 && !$0.key.hasPrefix("_") }
    }

    func tap(_ label: String, occurrence: Int = 1) throws(_StepFailure) {
        let control = try find(label, occurrence: occurrence, kinds: [.button, .link, .tab])
        graph.events.append("tap \(control.label)")
        switch control.node.content {
        case .button(_, let action): action()
        case .link(let push): push()
        case .tabView(_, _, let select): select(control.tabIndex)
        default: break
        }
        graph.update()
    }

    func toggle(_ label: String) throws(_StepFailure) {
        let control = try find(label, kinds: [.toggle])
        graph.events.append("toggle \(control.label)")
        if case .toggle(let isOn) = control.node.content { isOn.wrappedValue.toggle() }
        graph.update()
    }

    func type(_ label: String, _ text: String) throws(_StepFailure) {
        let control = try find(label, kinds: [.textField])
        if case .textField(_, _, let binding, _) = control.node.content { binding.wrappedValue = text }
        graph.update()
    }

    /// Presses Return in the text field labelled `label`: the field's editing ends (a focus
    /// state pointing at it lets go), then the `onSubmit` actions around it run, innermost first,
    /// so an action that moves the focus on has the last word.
    func submit(_ label: String, occurrence: Int = 1) throws(_StepFailure) {
        let control = try find(label, occurrence: occurrence, kinds: [.textField])
        graph.events.append("submit \(control.label)")
        control.focus?.unfocus()
        control.node.environment._submit(control.node.parent?.parts["searchable"] == nil ? .text : .search)
        graph.update()
    }

    /// Gives the focus to the control labelled `label`: a focus state tied to it with
    /// `focused(_:)` or `focused(_:equals:)` takes its value, and any other control's lets go.
    func focus(_ label: String, occurrence: Int = 1) throws(_StepFailure) {
        let kinds: Set<_ScreenControl.Kind> = [.button, .link, .toggle, .textField, .stepper, .picker, .slider]
        let control = try find(label, occurrence: occurrence, kinds: kinds)
        for other in screen().controls where other.node !== control.node { other.focus?.unfocus() }
        control.focus?.focus()
        graph.update()
    }

    /// Takes the focus from every control (nothing the focus states point at has it).
    func unfocus() {
        for control in screen().controls { control.focus?.unfocus() }
        graph.update()
    }

    func step(_ label: String, up: Bool) throws(_StepFailure) {
        let control = try find(label, kinds: [.stepper])
        graph.events.append("\(up ? "increment" : "decrement") \(control.label)")
        if case .stepper(let increment, let decrement) = control.node.content { up ? increment() : decrement() }
        graph.update()
    }

    func pick(_ label: String, _ option: String) throws(_StepFailure) {
        let control = try find(label, kinds: [.picker])
        let options = _ScreenReader.options(of: control.node)
        guard let chosen = options.first(where: { $0.text == option }), let tag = chosen.tag,
            case .picker(let selection) = control.node.content, selection.select(tag.base)
        else {
            let names = options.map { "\"\($0.text)\"" }.joined(separator: ", ")
            throw _StepFailure(
                reason: "the Picker \"\(control.label)\" has no option \"\(option)\" (options: \(names))")
        }
        graph.events.append("pick \(control.label) \(option)")
        graph.update()
    }

    /// Moves the Slider labelled `label` to `value` (kept inside its range).
    func slide(_ label: String, to value: Double) throws(_StepFailure) {
        let control = try find(label, kinds: [.slider])
        graph.events.append("slide \(control.label)")
        if case .slider(let binding, let range, _) = control.node.content {
            binding.wrappedValue = min(max(value, range.lowerBound), range.upperBound)
        }
        graph.update()
    }

    /// Taps the row that shows `label` in a List with a selection, selecting it (or, in a list
    /// that selects several, adding it or taking it out).
    func select(_ label: String) throws(_StepFailure) {
        let lists = _ListRows.nodes(under: graph.root) { $0.parts["listSelection"] is _ListSelection }
        guard !lists.isEmpty else { throw _StepFailure(reason: "no List with a selection is on the screen") }
        for list in lists {
            guard let selection = list.parts["listSelection"] as? _ListSelection,
                let row = _ListRows.row(label, in: _ListRows.rows(under: list)), let tag = row.tag
            else { continue }
            guard selection.select(tag) else {
                throw _StepFailure(
                    reason: "the row \"\(label)\" is tagged with a value of another type than the selection")
            }
            graph.events.append("select \(label)")
            graph.update()
            return
        }
        let rows = lists.flatMap { _ListRows.rows(under: $0) }
        throw _StepFailure(reason: "no row shows \"\(label)\" in a List with a selection; \(_ListRows.describe(rows))")
    }

    /// Swipes the row that shows `label` away: calls the `onDelete` action of its ForEach with
    /// the row's offset.
    func delete(_ label: String) throws(_StepFailure) {
        let deletable = _ListRows.nodes(under: graph.root) { $0.parts["onDelete"] is (IndexSet) -> Void }
        guard !deletable.isEmpty else { throw _StepFailure(reason: "no rows with .onDelete are on the screen") }
        var all: [_ListRows.Row] = []
        for container in deletable {
            guard let action = container.parts["onDelete"] as? (IndexSet) -> Void,
                let forEach = _ListRows.nodes(under: container, where: { $0.parts["forEach"] != nil }).first
            else { continue }
            let rows = forEach.children.map {
                _ListRows.Row(tag: nil, node: $0, lines: _ScreenReader(root: $0).lines)
            }
            all += rows
            guard
                let offset = rows.firstIndex(where: { $0.shows(label) })
            else { continue }
            graph.events.append("delete \(label)")
            action(IndexSet(integer: offset))
            graph.update()
            return
        }
        throw _StepFailure(reason: "no deletable row shows \"\(label)\"; \(_ListRows.describe(all))")
    }

    func back() throws(_StepFailure) {
        guard let pop = Self.topmostStackPop(graph.root) else {
            throw _StepFailure(reason: "there is no screen to go back from")
        }
        graph.events.append("back")
        pop()
        graph.update()
    }

    func dismiss() throws(_StepFailure) {
        guard let dismiss = Self.topmostPresentation(graph.root) else {
            throw _StepFailure(reason: "no sheet or alert is presented")
        }
        graph.events.append("dismiss")
        dismiss()
        graph.update()
    }

    /// The control with exactly this label (the `occurrence`-th match), or a failure that lists
    /// the controls on the screen.
    private func find(
        _ label: String, occurrence: Int = 1, kinds: Set<_ScreenControl.Kind>
    ) throws(_StepFailure) -> _ScreenControl {
        let screen = screen()
        let matches = screen.controls.filter {
            kinds.contains($0.kind) && ($0.label == label || $0.aliases.contains(label))
        }
        if matches.indices.contains(occurrence - 1) {
            let control = matches[occurrence - 1]
            guard control.isEnabled else {
                throw _StepFailure(reason: "the \(control.kind.rawValue) \"\(label)\" is disabled")
            }
            return control
        }
        let names = kinds.subtracting([.tab]).map(\.rawValue).sorted().joined(separator: " or ")
        let present = screen.controls.map(\.line).joined(separator: ", ")
        let what =
            matches.isEmpty
            ? "no \(names) labelled \"\(label)\" is on the screen"
            : "only \(matches.count) \(names) labelled \"\(label)\" on the screen"
        throw _StepFailure(
            reason: what + (present.isEmpty ? "; the screen has no controls" : "; the screen has: \(present)"))
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
}

extension _ViewNode {
    /// A node with nothing in it, read before anything is mounted.
    static var empty: _ViewNode {
        _ViewNode(parent: nil, key: .index(0), view: EmptyView(), environment: EnvironmentValues())
    }
}
