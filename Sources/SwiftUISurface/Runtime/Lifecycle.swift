// Lifecycle modifiers (onAppear, onDisappear, task, onChange) and identity modifiers (id, tag),
// run in tree order after the update that caused them (docs/RUNTIME.md, "Lifecycle").

import Foundation

/// `onAppear` and `onDisappear`: the first when the node first expands, the second when it
/// leaves the tree.
internal struct _LifecycleModifier: ViewModifier, _PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    func body(content: Content) -> Never { _unsupported("_LifecycleModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if node.parts["appeared"] == nil {
            node.parts["appeared"] = true
            if let appear { expansion.afterChildren.append { _ViewGraph.shared.afterUpdate(appear) } }
        }
        // The latest closure runs at disappearance (it sees the latest captured values).
        node.disappearActions = disappear.map { [$0] } ?? []
        expansion.add(content, key: .index(0))
    }
}

/// An Equatable value of any type, for `task(id:)`.
internal struct _AnyEquatable: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    static func == (a: _AnyEquatable, b: _AnyEquatable) -> Bool { a.equals(b.value) }
}

/// `task`: starts when the view appears (and when its id changes), cancelled when it leaves.
internal struct _TaskModifier: ViewModifier, _PrimitiveModifier {
    let id: _AnyEquatable?
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    func body(content: Content) -> Never { _unsupported("_TaskModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        let started = node.parts["task"] as? (id: _AnyEquatable?, task: Task<Void, Never>)
        if started == nil || started?.id != id {
            started?.task.cancel()
            let action = self.action
            let priority = self.priority
            let start = {
                // Tracked, so that `wait` waits for it as for work a step started.
                let task = _ActivityTracker.shared.tracking {
                    Task(priority: priority) { @MainActor in await action() }
                }
                _ViewGraph.shared.tasks.append(task)
                node.ownedTasks.append(task)
                node.parts["task"] = (id: id, task: task)
            }
            node.parts["task"] = (id: id, task: Task<Void, Never> {})
            expansion.afterChildren.append { _ViewGraph.shared.afterUpdate(start) }
        }
        expansion.add(content, key: .index(0))
    }
}

/// `onChange(of:initial:)`: compares the value each time the view is updated and runs the
/// action with the old and new value when they differ (and once at first with `initial`).
internal struct _ChangeModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    func body(content: Content) -> Never { _unsupported("_ChangeModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if let old = node.parts["change"] as? Value {
            if old != value {
                // The closure from the previous update runs, so values it captured are the ones
                // from before the change (the `[value]` capture-list idiom relies on this).
                let new = value
                let action = node.parts["changeAction"] as? (Value, Value) -> Void ?? self.action
                _ViewGraph.shared.afterUpdate { action(old, new) }
            }
        } else if initial {
            let value = self.value
            let action = self.action
            expansion.afterChildren.append { _ViewGraph.shared.afterUpdate { action(value, value) } }
        }
        node.parts["change"] = value
        node.parts["changeAction"] = action
        expansion.add(content, key: .index(0))
    }
}

/// `.id(_:)`: the content's identity includes the id, so a new id is a new view.
internal struct _IdentifiedView: View, _PrimitiveView {
    let content: any View
    let id: AnyHashable
    var body: Never { _unsupported("_IdentifiedView.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.add(content, key: .id(id))
    }
}

/// `.tag(_:)`: marks a Picker option or a tab with its value.
internal struct _TagModifier: ViewModifier, _PrimitiveModifier {
    let tag: AnyHashable
    func body(content: Content) -> Never { _unsupported("_TagModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        node.parts["tag"] = tag
        expansion.add(content, key: .index(0))
    }
}
