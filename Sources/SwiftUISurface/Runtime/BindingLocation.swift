// Where a Binding reads and writes: a view's state, a property of an object, a closure pair.

import Foundation

/// The place a binding's value lives.
internal class _BindingLocation<Value> {
    /// Reads the value (recording the read as a dependency where the place supports it).
    func get() -> Value { _unsupported("Binding location") }
    /// Writes the value.
    func set(_ value: Value) { _unsupported("Binding location") }
    /// Whether two locations are the same place, for comparing a child's binding inputs.
    func isSame(as other: _BindingLocation<Value>) -> Bool { self === other }
}

/// A binding made from a getter and a setter.
internal final class _ClosureLocation<Value>: _BindingLocation<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value) }
    override func isSame(as other: _BindingLocation<Value>) -> Bool { false }
}

/// A binding that always reads one value and ignores writes.
internal final class _ConstantLocation<Value>: _BindingLocation<Value> {
    private let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value) {}
}

/// A binding to a part of another binding's value, as `$item.name`.
internal final class _KeyPathLocation<Root, Value>: _BindingLocation<Value> {
    let base: _BindingLocation<Root>
    let keyPath: WritableKeyPath<Root, Value>
    init(base: _BindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value) {
        var root = base.get()
        root[keyPath: keyPath] = value
        base.set(root)
    }
    override func isSame(as other: _BindingLocation<Value>) -> Bool {
        guard let other = other as? _KeyPathLocation<Root, Value> else { return false }
        return other.keyPath == keyPath && base.isSame(as: other.base)
    }
}

/// A binding to a property of an object, as `$model.name` for an observed or bindable object.
internal final class _ObjectLocation<Root: AnyObject, Value>: _BindingLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }
    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value) { object[keyPath: keyPath] = value }
    override func isSame(as other: _BindingLocation<Value>) -> Bool {
        guard let other = other as? _ObjectLocation<Root, Value> else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}

/// A binding that converts the value of another binding both ways.
internal final class _MappedLocation<Base, Value>: _BindingLocation<Value> {
    let base: _BindingLocation<Base>
    let read: (Base) -> Value
    let write: (Value) -> Base?
    init(base: _BindingLocation<Base>, read: @escaping (Base) -> Value, write: @escaping (Value) -> Base?) {
        self.base = base
        self.read = read
        self.write = write
    }
    override func get() -> Value { read(base.get()) }
    override func set(_ value: Value) {
        if let converted = write(value) { base.set(converted) }
    }
    override func isSame(as other: _BindingLocation<Value>) -> Bool {
        guard let other = other as? _MappedLocation<Base, Value> else { return false }
        return base.isSame(as: other.base)
    }
}

/// The storage of one `@State` of one view identity: its value and the body evaluations that
/// read it, which a write re-evaluates.
internal final class _StateStorage<Value>: _BindingLocation<Value> {
    var value: Value
    /// The nodes whose latest body evaluation read the value, with that evaluation's number.
    private var readers: [ObjectIdentifier: (node: _UncheckedReference<_ViewNode>, evaluation: Int)] = [:]
    /// A name for the event log (`count`), when known.
    var name: String?

    init(_ value: Value) { self.value = value }

    override func get() -> Value {
        guard Thread.isMainThread else { return value }
        MainActor.assumeIsolated {
            if let node = _ViewGraph.shared.current {
                readers[ObjectIdentifier(node)] = (_UncheckedReference(node), node.evaluation)
            }
        }
        return value
    }

    override func set(_ newValue: Value) {
        // An equal value changes nothing, so nothing is re-evaluated.
        if _valuesEqual(value, newValue) { return }
        let old = value
        value = newValue
        _onMainActor {
            if let name = self.name {
                _ViewGraph.shared.events.append("\(name) \(String(reflecting: old)) → \(String(reflecting: newValue))")
            }
            let current = self.readers
            self.readers.removeAll()
            for (_, reader) in current {
                guard let node = reader.node.value, node.evaluation == reader.evaluation else { continue }
                // Named after the property when the reader owns it, as `_printChanges()` names it.
                let owned = node.storage.values.contains { $0 === self }
                node.invalidate(because: owned ? self.name.map { "_" + $0 } : "@dependencies")
            }
        }
    }
}

/// An `@AppStorage` value: kept in `UserDefaults` (the standard one unless a store is given),
/// read through the conversion, and shared by every view that uses the same key, so a write
/// re-evaluates all of them.
internal final class _AppStorageLocation<Value>: _BindingLocation<Value> {
    let key: String
    let store: UserDefaults
    let defaultValue: Value
    let read: (Any?) -> Value?
    let write: (Value) -> Any?

    init(
        key: String, store: UserDefaults?, default defaultValue: Value, read: @escaping (Any?) -> Value?,
        write: @escaping (Value) -> Any?
    ) {
        self.key = key
        self.store = store ?? .standard
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    @MainActor
    private var shared: _StateStorage<Int> { _AppStorageReaders.counter(for: key, in: store) }

    override func get() -> Value {
        // A read is recorded on the main actor only (as `_StateStorage.get` does).
        if Thread.isMainThread { MainActor.assumeIsolated { _ = shared.get() } }
        return read(store.object(forKey: key)) ?? defaultValue
    }

    override func set(_ value: Value) {
        if let stored = write(value) { store.set(stored, forKey: key) } else { store.removeObject(forKey: key) }
        // At once on the main actor; from another thread, as soon as the main actor is free.
        _onMainActor { _AppStorageReaders.storeChanged() }
    }

    override func isSame(as other: _BindingLocation<Value>) -> Bool {
        guard let other = other as? _AppStorageLocation<Value> else { return false }
        return other.key == key && other.store === store
    }
}

/// The readers of each `@AppStorage` key, shared by all the locations of that key: a counter
/// that each read depends on and that is bumped when the stored value changes, whoever wrote it
/// (the wrapper, or `UserDefaults.standard.set` straight), as SwiftUI observes the defaults.
/// Linux's Foundation posts no `didChangeNotification`, so every update of the views looks at
/// the keys views read (a few dictionary reads). On the main actor, as the runtime is.
internal enum _AppStorageReaders {
    /// A key of a store that views read, with the value it held when last looked at.
    private struct Entry {
        let store: UserDefaults
        let key: String
        let counter: _StateStorage<Int>
        var seen: Any?
    }

    @MainActor private static var entries: [String: Entry] = [:]

    @MainActor static func counter(for key: String, in store: UserDefaults) -> _StateStorage<Int> {
        let name = "\(ObjectIdentifier(store))/\(key)"
        if let existing = entries[name] { return existing.counter }
        let created = _StateStorage(0)
        entries[name] = Entry(store: store, key: key, counter: created, seen: store.object(forKey: key))
        return created
    }

    /// Bumps the counter of every key whose value is not the one last seen, so the views that
    /// read it are evaluated again (a value written again unchanged changes nothing).
    @MainActor static func storeChanged() {
        for (name, entry) in entries {
            let now = entry.store.object(forKey: entry.key)
            if isSame(now, entry.seen) { continue }
            entries[name]?.seen = now
            entry.counter.set(entry.counter.value &+ 1)
        }
    }

    private static func isSame(_ old: Any?, _ new: Any?) -> Bool {
        switch (old, new) {
        case (nil, nil): return true
        case (let old?, let new?): return _valuesEqual(old, new)
        default: return false
        }
    }
}
