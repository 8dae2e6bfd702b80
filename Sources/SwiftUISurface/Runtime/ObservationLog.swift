// Tracks what a body reads from `@Observable` objects, as SwiftUI does, and names each write
// it sees in the event log: `player.isPlaying false → true`.

import Foundation
@_spi(SwiftUI) import Observation

/// Runs bodies under Observation tracking and logs the writes that invalidate them.
@MainActor
internal enum _ObservationLog {
    /// The objects being written, with their properties as they were before the write, by object.
    private static var pending: [ObjectIdentifier: [String: Any]] = [:]

    /// Runs `body` as `evaluation` of `node`'s body: when a property it read is about to change,
    /// the node is invalidated (if that evaluation is still its latest), and the change is logged
    /// once it is made.
    static func tracking<Result>(_ body: () -> Result, node: _ViewNode, evaluation: Int) -> Result {
        let reference = _UncheckedReference(node)
        return withObservationTracking(
            body,
            willSet: { tracking in
                let root = tracking.changed.map { type(of: $0).rootType }
                guard Thread.isMainThread else {
                    _onMainActor { reference.value?.observedChange(evaluation: evaluation) }
                    return
                }
                MainActor.assumeIsolated {
                    guard let node = reference.value, node.evaluation == evaluation, node.isAttached else {
                        return tracking.cancel()
                    }
                    if let root, let (_, object) = owner(of: root, in: node) {
                        let id = ObjectIdentifier(object)
                        if pending[id] == nil { pending[id] = properties(of: object) }
                    }
                    node.observedChange(evaluation: evaluation)
                }
            },
            didSet: { tracking in
                guard Thread.isMainThread, let root = tracking.changed.map({ type(of: $0).rootType }) else { return }
                MainActor.assumeIsolated {
                    guard let node = reference.value else { return tracking.cancel() }
                    guard let (name, object) = owner(of: root, in: node),
                        let before = pending.removeValue(forKey: ObjectIdentifier(object))
                    else { return }
                    let after = properties(of: object)
                    for (property, old) in before.sorted(by: { $0.key < $1.key }) {
                        // Values that are not Equatable are compared by how they print.
                        guard let new = after[property], !_valuesEqual(old, new),
                            String(reflecting: old) != String(reflecting: new)
                        else { continue }
                        _ViewGraph.shared.events.append(_readableChange(of: "\(name).\(property)", from: old, to: new))
                    }
                }
            })
    }

    /// The stored properties of an `@Observable` object by name (without the macro's `_`).
    private static func properties(of object: AnyObject) -> [String: Any] {
        var result: [String: Any] = [:]
        for child in Mirror(reflecting: object).children {
            guard let label = child.label, !label.hasPrefix("_$") else { continue }
            result[label.hasPrefix("_") ? String(label.dropFirst()) : label] = child.value
        }
        return result
    }

    /// The object of type `root` the view of `node` holds (directly, in a `@State`, a
    /// `@Bindable` or an `@Environment`), with the name of the property that holds it.
    private static func owner(of root: Any.Type, in node: _ViewNode) -> (String, AnyObject)? {
        if let found = search(node.view, for: root) { return found }
        if let object = node.environment._observable(ObjectIdentifier(root)) {
            return (lowercasedFirst(_readableTypeName(object)), object)
        }
        return nil
    }

    private static func search(_ value: Any, for root: Any.Type) -> (String, AnyObject)? {
        for child in Mirror(reflecting: value).children {
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? ""
            if let found = object(in: child.value, of: root, depth: 0) { return (label, found) }
        }
        return nil
    }

    /// `value` when it is an object of type `root`, or such an object inside one of the
    /// runtime's wrappers (`State`'s storage, `Bindable`).
    private static func object(in value: Any, of root: Any.Type, depth: Int) -> AnyObject? {
        if type(of: value) == root { return value as AnyObject }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
            return object(in: wrapped, of: root, depth: depth)
        }
        // Into structures (`State`, `Bindable`) and the runtime's state storage, not other objects.
        guard depth < 4, mirror.displayStyle == .struct || _readableTypeName(value).hasPrefix("_State") else {
            return nil
        }
        for child in mirror.children {
            if let found = object(in: child.value, of: root, depth: depth + 1) { return found }
        }
        return nil
    }

    private static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
