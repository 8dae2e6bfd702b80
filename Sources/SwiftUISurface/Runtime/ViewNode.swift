// One view in the running tree: its identity, its current value, the storage its dynamic
// properties keep, and what it shows.

import Foundation
import Observation

/// Where a child sits among its parent's children; together with the child's type this is its
/// identity (structural: position and branch; explicit: `.id(_:)` and `ForEach` ids).
internal enum _ChildKey: Hashable {
    /// The n-th view of a builder block, or a container's fixed part.
    case index(Int)
    /// The branch an `if`/`else` or `switch` took.
    case branch(Bool)
    /// An identifier from `ForEach` or `.id(_:)`.
    case id(AnyHashable)
    /// A named part, such as a presented sheet or a pushed screen.
    case part(String, Int)
}

/// A view in the running tree, kept for as long as its identity stays in the tree.
@MainActor
internal final class _ViewNode {
    /// The node this one is a child of (nil for the root).
    weak var parent: _ViewNode?
    /// The position among the parent's children.
    let key: _ChildKey
    /// The type of view this node was made for; a different type is a different identity.
    let viewType: ObjectIdentifier
    /// The current value of the view.
    var view: any View
    /// How deep in the tree the node is (the root is 0).
    let depth: Int
    /// The environment this node received from its parent.
    var environment: EnvironmentValues
    /// The environment this node passes to its children.
    var childEnvironment: EnvironmentValues
    /// The children, in order.
    var children: [_ViewNode] = []
    /// What the view shows or does in the terminal.
    var content: _ViewContent = .none
    /// Storage of the view's dynamic properties (`@State`, `@StateObject`, …) by slot.
    var storage: [Int: AnyObject] = [:]
    /// Storage of runtime parts attached to this node (presentation state, last onChange value, …).
    var parts: [String: Any] = [:]
    /// Environment values this node's body read, with the value read, to notice changes.
    var environmentReads: [AnyKeyPath: Any] = [:]
    /// Environment objects this node's body read, by type, with the object found (or nil).
    var objectReads: [ObjectIdentifier: ObjectIdentifier?] = [:]
    /// How this node changes the environment it passes on (an environment modifier).
    var environmentTransform: ((inout EnvironmentValues) -> Void)?
    /// Run when the node leaves the tree.
    var disappearActions: [() -> Void] = []
    /// Tasks started by the node (`.task`), cancelled when it leaves the tree.
    var ownedTasks: [Task<Void, Never>] = []
    /// Objects whose `objectWillChange` this node listens to, by slot.
    var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]
    /// Set when something the body read changed.
    var isDirty = false
    /// Counts body evaluations so a stale observation callback can be ignored.
    var evaluation = 0
    /// Whether the node is still in the tree.
    var isAttached = true
    /// Whether the view has a body of its own (a view written in the app, not a built-in one).
    let isComposite: Bool
    /// A number no other node of this program has (an address can be used again).
    let serial: Int
    /// How many nodes were made so far.
    private static var made = 0

    init(parent: _ViewNode?, key: _ChildKey, view: any View, environment: EnvironmentValues) {
        self.parent = parent
        self.key = key
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
        self.childEnvironment = environment
        // A shape draws itself: its protocol-provided body is not the app's code.
        self.isComposite = _hasBody(view) && !(view is any Shape)
        _ViewNode.made += 1
        self.serial = _ViewNode.made
    }

    /// Marks the node for a new body evaluation at the next update.
    func invalidate(because reason: String? = nil) {
        if let reason, !changes.contains(reason) { changes.append(reason) }
        guard isAttached, !isDirty else { return }
        isDirty = true
        _ViewGraph.shared.scheduleUpdate(of: self)
    }

    /// Why the next body evaluation happens, as `_printChanges()` says it: `@self` (new
    /// inputs), `@identity` (a new view), `_count` (a property), `@dependencies` (Observation).
    var changes: [String] = ["@self", "@identity"]
    /// The labels of the view's dynamic properties, by slot (`_count`).
    var slotLabels: [Int: String] = [:]

    /// Called when an `@Observable` property read by the body evaluation `evaluation` changes.
    func observedChange(evaluation: Int) {
        if evaluation == self.evaluation { invalidate(because: "@dependencies") }
    }

    /// Whether an environment value or object the body read is now different.
    func readsChanged() -> Bool {
        for (keyPath, value) in environmentReads {
            guard let keyPath = keyPath as? PartialKeyPath<EnvironmentValues> else { return true }
            if !_valuesEqual(value, environment[keyPath: keyPath]) { return true }
        }
        for (type, object) in objectReads where environment.object(ofType: type) != object { return true }
        return false
    }

    /// The nearest ancestor (or self) whose content matches.
    func ancestor(where matches: (_ViewNode) -> Bool) -> _ViewNode? {
        var node: _ViewNode? = self
        while let current = node {
            if matches(current) { return current }
            node = current.parent
        }
        return nil
    }
}

/// Whether the view is written with a body (not a primitive whose Body is Never).
@MainActor
internal func _hasBody(_ view: any View) -> Bool {
    func check<V: View>(_ view: V) -> Bool { V.Body.self != Never.self }
    return check(view)
}

/// The view's body, evaluated.
@MainActor
internal func _evaluateBody(_ view: any View) -> any View {
    func evaluate<V: View>(_ view: V) -> any View { view.body }
    return evaluate(view)
}

/// The name a view type is counted under: `ContentView`, `Row<Int>`.
internal func _typeName(_ value: Any) -> String {
    String(describing: type(of: value))
}
