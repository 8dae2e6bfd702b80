// How @StateObject, @ObservedObject and @EnvironmentObject connect to a view's identity.

import Foundation

/// The object of a `@StateObject`: made once per view identity from the wrapper's autoclosure.
@MainActor
internal final class _StateObjectBox<Object: ObservableObject> {
    private let make: () -> Object
    private var installed: Object?
    init(_ make: @escaping () -> Object) { self.make = make }

    /// The identity's object; before the view is installed, a new one each time (SwiftUI warns).
    var object: Object {
        if let installed { return installed }
        let object = make()
        installed = object
        return object
    }

    /// Takes the identity's object, making it the first time.
    func install(from node: _ViewNode, slot: Int) {
        if let stored = node.storage[slot] as? _ObjectHolder<Object> {
            installed = stored.object
        } else {
            let object = make()
            node.storage[slot] = _ObjectHolder(object)
            installed = object
        }
        if let installed { _observe(installed, from: node, slot: slot) }
    }
}

/// Keeps an object in a node's storage.
internal final class _ObjectHolder<Object: AnyObject> {
    let object: Object
    init(_ object: Object) { self.object = object }
}

/// The object an `@EnvironmentObject` found in its view's environment.
@MainActor
internal final class _EnvironmentObjectBox<Object: ObservableObject> {
    private var found: Object?
    private weak var node: _ViewNode?

    /// The object; reading it when no ancestor provided one stops the program with SwiftUI's message.
    var object: Object {
        if let node {
            node.objectReads[ObjectIdentifier(Object.self)] = found.map { ObjectIdentifier($0) }
        }
        guard let found else {
            _runtimeCrash(
                "No ObservableObject of type \(Object.self) found. A View.environmentObject(_:) for \(Object.self) "
                    + "may be missing as an ancestor of this view.")
        }
        return found
    }

    /// Looks the object up in `node`'s environment and observes it.
    func install(from node: _ViewNode, slot: Int) {
        self.node = node
        found = node.environment.object(ofType: ObjectIdentifier(Object.self)).flatMap { _ in
            node.environment._object(Object.self)
        }
        if let found { _observe(found, from: node, slot: slot) } else { node.subscriptions[slot] = nil }
    }
}

extension StateObject: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) { _box.install(from: node, slot: slot) }
}

extension ObservedObject: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) { _observe(wrappedValue, from: node, slot: slot) }
    func _isSameInput(as other: Any) -> Bool {
        guard let other = other as? ObservedObject<ObjectType> else { return false }
        return other.wrappedValue === wrappedValue
    }
}

extension EnvironmentObject: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) { _box.install(from: node, slot: slot) }
}

/// `onReceive`: subscribes while the view is in the tree.
internal struct _ReceiveModifier: ViewModifier, _PrimitiveModifier {
    let subscribe: () -> AnyCancellable
    func body(content: Content) -> Never { _unsupported("_ReceiveModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if node.parts["receive"] == nil {
            let cancellable = subscribe()
            node.parts["receive"] = cancellable
            node.disappearActions.append { cancellable.cancel() }
        }
        expansion.add(content, key: .index(0))
    }
}

/// Changes the environment of the content it is applied to.
internal struct _EnvironmentWriter: ViewModifier, _PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void
    init(_ transform: @escaping (inout EnvironmentValues) -> Void) { self.transform = transform }
    func body(content: Content) -> Never { _unsupported("_EnvironmentWriter.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        expansion.transformEnvironment(transform)
        expansion.add(content, key: .index(0))
    }
}

/// A `@State`'s initial value and, once its view is installed, the identity's storage. Before
/// that (a view read outside a body), reads give the initial value and writes stay local.
/// Unchecked Sendable because `State` is Sendable, as Apple's is: the runtime touches a box on
/// the main actor only.
internal final class _StateBox<Value>: @unchecked Sendable {
    private(set) var storage: _StateStorage<Value>
    /// False until the view that holds the state is installed (a local `@State` never is).
    private(set) var isInstalled = false
    /// The initial value, for each further identity the same view value is installed on.
    private let initial: Value
    init(_ initial: Value) {
        self.initial = initial
        storage = _StateStorage(initial)
    }

    /// Uses the identity's storage in `slot`, creating it from the initial value the first time.
    /// A view value shown again as a new identity (a NavigationLink's destination pushed a
    /// second time) starts from the initial value, not from the state of the first one.
    @MainActor
    func install(from node: _ViewNode, slot: Int) {
        if let existing = node.storage[slot] as? _StateStorage<Value> {
            storage = existing
        } else {
            if isInstalled { storage = _StateStorage(initial) }
            node.storage[slot] = storage
        }
        isInstalled = true
    }
}

extension State: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) { _box.install(from: node, slot: slot) }
}

extension AppStorage: _DynamicPropertyLink {
    /// Takes the store of the nearest `.defaultAppStorage(_:)` above the view.
    func _link(to node: _ViewNode, slot: Int) { _box.inheritedStore = node.environment._defaultAppStorage }
    func _isSameInput(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return _box.isSame(as: other._box)
    }
}

extension FocusState: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) { _box.install(from: node, slot: slot) }
}
