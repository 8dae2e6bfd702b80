// How the dynamic properties of a view value (`@State`, `@StateObject`, `@Environment`, …)
// are connected to the storage of the view's identity before its body runs.

import Foundation

/// A dynamic property the runtime connects to the node of the view that holds it.
@MainActor
internal protocol _DynamicPropertyLink {
    /// Connects the property to `node`'s storage in `slot` (its position among the view's
    /// properties), creating the storage the first time.
    func _link(to node: _ViewNode, slot: Int)
    /// Whether the property counts as the same input as `other` when the parent re-renders.
    func _isSameInput(as other: Any) -> Bool
}

extension _DynamicPropertyLink {
    /// Storage owned by the identity is not an input.
    func _isSameInput(as other: Any) -> Bool { true }
}

/// Connects every dynamic property of `value` (a view or a modifier), including those inside a
/// custom `DynamicProperty`, to `node`.
@MainActor
internal func _linkDynamicProperties(of value: Any, to node: _ViewNode) {
    // A type found to have no dynamic property is not looked through again.
    let type = ObjectIdentifier(Swift.type(of: value))
    if _DynamicPropertyTypes.without.contains(type) { return }
    var found = false
    defer { if !found { _DynamicPropertyTypes.without.insert(type) } }
    var slot = 0
    func walk(_ value: Any, depth: Int) {
        for child in Mirror(reflecting: value).children {
            slot += 1
            if let link = child.value as? any _DynamicPropertyLink {
                found = true
                if let label = child.label, node.slotLabels[slot] == nil {
                    node.slotLabels[slot] = label
                    if node.changes.contains("@identity") { node.changes.append(label) }
                }
                link._link(to: node, slot: slot)
                if let label = child.label, let storage = node.storage[slot] as? any _NamedStorage, storage.name == nil
                {
                    storage.name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                }
            } else if depth < 4, child.value is any DynamicProperty || child.value is any App {
                walk(child.value, depth: depth + 1)
            }
        }
    }
    walk(value, depth: 0)
}

/// The view types known to have no dynamic property, which need no linking.
@MainActor
internal enum _DynamicPropertyTypes {
    static var without: Set<ObjectIdentifier> = []
}

/// Subscribes `node` to an `ObservableObject`'s `objectWillChange`, once per object and slot:
/// every change the object announces re-evaluates the node.
@MainActor
internal func _observe<Object: ObservableObject>(_ object: Object, from node: _ViewNode, slot: Int) {
    let identity = ObjectIdentifier(object)
    if node.subscriptions[slot]?.object == identity { return }
    let reference = _UncheckedReference(node)
    let label = node.slotLabels[slot]
    let cancellable = object.objectWillChange.sink { _ in
        _onMainActor { reference.value?.invalidate(because: label) }
    }
    node.subscriptions[slot] = (identity, cancellable)
}

/// Storage that the event log names after its property (`count 0 → 1`).
internal protocol _NamedStorage: AnyObject {
    var name: String? { get set }
}

extension _StateStorage: _NamedStorage {}
