// The running tree of views: builds it from the root view, re-evaluates bodies whose inputs or
// dependencies changed, and runs the lifecycle actions that updates queue.

import Foundation
import Observation

/// The tree of running views and the rules for updating it (docs/RUNTIME.md describes each rule).
@MainActor
internal final class _ViewGraph {
    /// The one graph of this program.
    static let shared = _ViewGraph()

    /// The root of the tree.
    private(set) var root: _ViewNode?
    /// The node whose body is being evaluated, which reads of state are recorded against.
    private(set) var current: _ViewNode?
    /// The composite node whose body is being evaluated (for `_printChanges()`).
    private(set) var currentBody: _ViewNode?
    /// How many times each view type's body ran, by type name.
    var bodyCounts: [String: Int] = [:]
    /// Nodes waiting for a new body evaluation.
    private var dirty: [_ViewNode] = []
    /// Actions to run once the current update is done: onAppear, onChange, onDisappear.
    private var pendingActions: [() -> Void] = []
    /// Whether an update is already queued on the main actor.
    private var updateQueued = false
    /// Whether an update is running now.
    private var isUpdating = false
    /// The tasks started by `.task` modifiers, to wait for.
    var tasks: [Task<Void, Never>] = []
    /// Events for the interactive log: taps, state changes, body evaluations.
    var events: [String] = []
    /// Called after each update (the interactive screen redraws).
    var didUpdate: (() -> Void)?
    /// Counts evaluations of any node, so the interactive screen knows when to redraw.
    private(set) var revision = 0
    /// Makes the root view again, for a relaunch.
    private var makeRoot: (() -> any View)?

    /// Builds the tree for `view` and runs the actions its first appearance queues.
    func mount(_ view: any View) {
        let node = _ViewNode(parent: nil, key: .index(0), view: view, environment: EnvironmentValues._root())
        root = node
        expand(node)
        update()
    }

    /// Builds the tree for the view `make` makes, which a relaunch makes again.
    func mount(making make: @escaping () -> any View) {
        makeRoot = make
        mount(make())
    }

    /// Ends the running views as quitting the app does (their `onDisappear` actions run, their
    /// tasks are cancelled) and starts them again from a new root view with new state, counts
    /// at zero; `UserDefaults` and `@SceneStorage` keep what was written.
    func relaunch() {
        guard let make = makeRoot else { return }
        if let root { detach(root) }
        update()
        UserDefaults.standard.synchronize()
        bodyCounts.removeAll()
        events.append("relaunch")
        mount(make())
    }

    /// Queues `node` for re-evaluation at the next update.
    func scheduleUpdate(of node: _ViewNode) {
        dirty.append(node)
        guard !isUpdating, !updateQueued else { return }
        updateQueued = true
        Task { @MainActor in
            self.updateQueued = false
            self.update()
        }
    }

    /// Queues an action to run after the current update (lifecycle callbacks run outside body).
    func afterUpdate(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        guard !isUpdating, !updateQueued else { return }
        updateQueued = true
        Task { @MainActor in
            self.updateQueued = false
            self.update()
        }
    }

    /// Re-evaluates every dirty node (parents first) and runs the queued actions, until nothing
    /// is left; an update that never settles is stopped, as SwiftUI warns about one.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        // A value written to UserDefaults straight invalidates the views that read its key.
        _AppStorageReaders.refresh()
        while !dirty.isEmpty || !pendingActions.isEmpty {
            rounds += 1
            if rounds > 1000 {
                _runtimeCrash("the views keep changing state while they are updated (an update loop)")
            }
            while !dirty.isEmpty {
                let batch = dirty.sorted { $0.depth < $1.depth }
                dirty.removeAll()
                for node in batch where node.isAttached && node.isDirty { expand(node) }
            }
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
            _AppStorageReaders.refresh()
        }
        didUpdate?()
    }

    // MARK: Evaluation

    /// Evaluates the node: a composite view's body, or a primitive's children, then reconciles.
    func expand(_ node: _ViewNode) {
        node.isDirty = false
        revision &+= 1
        if node.isComposite {
            _linkDynamicProperties(of: node.view, to: node)
            let name = _typeName(node.view)
            let body = evaluate(node, counting: name) { _evaluateBody(node.view) }
            node.childEnvironment = node.environment
            reconcile(node, with: [(.index(0), body)])
        } else {
            guard let primitive = node.view as? any _PrimitiveView else {
                if node.view is any Shape {
                    // A shape shows nothing in the terminal.
                    node.content = .none
                    reconcile(node, with: [])
                    return
                }
                _unsupported(String(_typeName(node.view).prefix { $0 != "<" }))
            }
            var expansion = _Expansion()
            // A built-in view that reads state (a sheet's binding, a tab selection) depends on it.
            node.evaluation += 1
            let previous = current
            current = node
            primitive._expand(into: &expansion, node: node)
            current = previous
            node.content = expansion.content
            node.environmentTransform = expansion.environmentTransform
            var environment = node.environment
            expansion.environmentTransform?(&environment)
            node.childEnvironment = environment
            reconcile(node, with: expansion.children)
            for work in expansion.afterChildren { work() }
        }
    }

    /// Runs `body` as `node`'s body evaluation: counted under `name`, with reads of state and of
    /// `@Observable` properties recorded as the node's dependencies.
    func evaluate<Result>(_ node: _ViewNode, counting name: String, _ body: () -> Result) -> Result {
        defer { node.changes.removeAll() }
        bodyCounts[name, default: 0] += 1
        if !name.hasPrefix("_") { events.append("\(name).body") }
        node.evaluation += 1
        node.environmentReads.removeAll()
        node.objectReads.removeAll()
        let evaluation = node.evaluation
        let previous = current
        let previousBody = currentBody
        current = node
        currentBody = node
        defer {
            current = previous
            currentBody = previousBody
        }
        return _ObservationLog.tracking(body, node: node, evaluation: evaluation)
    }

    /// Matches the new children to the old ones by key and type: a match keeps its storage, a
    /// new identity gets a new node, and an identity that is gone is removed.
    func reconcile(_ node: _ViewNode, with newChildren: [(key: _ChildKey, view: any View)]) {
        // The common case: the same identities in the same order (a re-render that changed
        // values, not structure). Checked pairwise before any dictionary is built.
        if node.children.count == newChildren.count {
            var same = true
            for index in node.children.indices {
                let child = node.children[index]
                if child.key != newChildren[index].key
                    || child.viewType != ObjectIdentifier(type(of: newChildren[index].view))
                {
                    same = false
                    break
                }
            }
            if same {
                let environment = node.childEnvironment
                for index in node.children.indices {
                    update(node.children[index], with: newChildren[index].view, environment: environment)
                }
                return
            }
        }
        var old: [_Identity: _ViewNode] = [:]
        var seen: [_Identity: Int] = [:]
        for child in node.children {
            var identity = _Identity(key: child.key, type: child.viewType, occurrence: 0)
            while old[identity] != nil { identity.occurrence += 1 }
            old[identity] = child
        }
        var result: [_ViewNode] = []
        result.reserveCapacity(newChildren.count)
        for (key, view) in newChildren {
            var identity = _Identity(key: key, type: ObjectIdentifier(type(of: view)), occurrence: 0)
            identity.occurrence = seen[identity, default: 0]
            seen[_Identity(key: key, type: identity.type, occurrence: 0), default: 0] += 1
            if let existing = old.removeValue(forKey: identity) {
                update(existing, with: view, environment: node.childEnvironment)
                result.append(existing)
            } else {
                let child = _ViewNode(parent: node, key: key, view: view, environment: node.childEnvironment)
                result.append(child)
                expand(child)
            }
        }
        node.children = result
        for removed in old.values { detach(removed) }
    }

    /// Gives an existing node its new view value: a composite view whose inputs are equal and
    /// that nothing invalidated keeps its body; primitives always look at their new children.
    func update(_ node: _ViewNode, with view: any View, environment: EnvironmentValues) {
        let environmentChanged = environment.stamp != node.environment.stamp
        node.environment = environment
        let sameInputs = node.isComposite && inputsEqual(node, view)
        if node.isComposite && !node.isDirty && sameInputs {
            node.view = view
            if environmentChanged {
                node.childEnvironment = environment
                if node.readsChanged() { expand(node) } else { propagateEnvironment(from: node) }
            }
            return
        }
        node.view = view
        if node.isComposite && !sameInputs && !node.changes.contains("@self") { node.changes.insert("@self", at: 0) }
        expand(node)
    }

    /// Whether `view` has the same inputs as `node`'s view: by the view's own `==` under
    /// `.equatable()`, else as SwiftUI compares view inputs (plain data by its bytes).
    private func inputsEqual(_ node: _ViewNode, _ view: any View) -> Bool {
        if node.parent?.view is any _EquatableWrapper { return _valuesEqual(node.view, view) }
        return _inputsEqual(node.view, view)
    }

    /// Passes a changed environment down a subtree that is not re-evaluated, invalidating the
    /// views that read a value that changed.
    private func propagateEnvironment(from node: _ViewNode) {
        for child in node.children {
            child.environment = node.childEnvironment
            var environment = child.environment
            child.environmentTransform?(&environment)
            child.childEnvironment = environment
            if child.isComposite && child.readsChanged() { child.invalidate() }
            propagateEnvironment(from: child)
        }
    }

    /// Removes a node and its subtree: onDisappear actions are queued, tasks cancelled,
    /// subscriptions ended, storage released.
    func detach(_ node: _ViewNode) {
        node.isAttached = false
        for child in node.children { detach(child) }
        for action in node.disappearActions { pendingActions.append(action) }
        for task in node.ownedTasks { task.cancel() }
        node.subscriptions.removeAll()
    }

    /// Runs pending updates and work queued on the main actor until nothing changes for a few
    /// turns, so every step sees a settled screen.
    func settle() async {
        var quiet = 0
        while quiet < 3 {
            update()
            let before = stamp
            await Task.yield()
            update()
            quiet = stamp == before && dirty.isEmpty && pendingActions.isEmpty ? quiet + 1 : 0
        }
    }

    /// `_printChanges()`: why the body being evaluated runs, in SwiftUI's words.
    func printChanges(of name: String) {
        guard let node = currentBody else { return }
        let changes = node.changes
        print(changes.isEmpty ? "\(name): unchanged." : "\(name): \(changes.joined(separator: ", ")) changed.")
    }

    /// Changes whenever anything is re-evaluated or queued (for `settle`).
    private var stamp: Int { bodyCounts.values.reduce(0, +) &+ tasks.count }
}

/// A child's identity among its siblings: key, view type, and which occurrence of a repeated key.
internal struct _Identity: Hashable {
    var key: _ChildKey
    var type: ObjectIdentifier
    var occurrence: Int
}

/// A reference passed to a Sendable callback that only uses it on the main actor.
internal final class _UncheckedReference<Object: AnyObject>: @unchecked Sendable {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}

/// Runs `action` on the main actor: now when already there, else soon.
internal func _onMainActor(_ action: @escaping @MainActor () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated { action() }
    } else {
        let box = _UncheckedSendable(action)
        DispatchQueue.main.async { MainActor.assumeIsolated { box.value() } }
    }
}

/// Carries a value across a concurrency boundary the runtime knows to be safe. Unchecked
/// Sendable because the value is only used on the main actor once it arrives: a closure that
/// `_onMainActor` runs there, or a `task` action and view built there.
internal struct _UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
