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
                _ViewGraph.shared.events.append(_readableChange(of: name, from: old, to: newValue))
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
    /// The store named with `store:`, which wins over the inherited one.
    let explicitStore: UserDefaults?
    /// The store set with `.defaultAppStorage(_:)` above the view, once the view is installed.
    var inheritedStore: UserDefaults?
    /// Where the value lives: the named store, else the inherited one, else the standard one.
    var store: UserDefaults { explicitStore ?? inheritedStore ?? .standard }
    let defaultValue: Value
    let read: (Any?) -> Value?
    let write: (Value) -> Any?

    init(
        key: String, store: UserDefaults?, default defaultValue: Value, read: @escaping (Any?) -> Value?,
        write: @escaping (Value) -> Any?
    ) {
        self.key = key
        self.explicitStore = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    @MainActor
    private var shared: _StateStorage<Int> { _AppStorageReaders.counter(store: store, key: key) }

    override func get() -> Value {
        // A read is recorded on the main actor only (as `_StateStorage.get` does).
        if Thread.isMainThread { MainActor.assumeIsolated { _ = shared.get() } }
        return read(store.object(forKey: key)) ?? defaultValue
    }

    override func set(_ value: Value) {
        let old = get()
        if let stored = write(value) { store.set(stored, forKey: key) } else { store.removeObject(forKey: key) }
        // At once on the main actor; from another thread, as soon as the main actor is free.
        _onMainActor {
            if !_valuesEqual(old, value) {
                _ViewGraph.shared.events.append(_readableChange(of: self.key, from: old, to: value))
            }
            let counter = self.shared
            _AppStorageReaders.noteWrite(store: self.store, key: self.key)
            counter.set(counter.value &+ 1)
        }
    }

    override func isSame(as other: _BindingLocation<Value>) -> Bool {
        guard let other = other as? _AppStorageLocation<Value> else { return false }
        return other.key == key && other.explicitStore === explicitStore
    }
}

/// The readers of each `@AppStorage` key, shared by all the locations of that key: a counter
/// that each read depends on and each write bumps. On the main actor, as the runtime is.
///
/// A write that does not go through `@AppStorage` (`UserDefaults.standard.set(_:forKey:)`) is
/// noticed too: after each action the runtime compares every key in use with the value it last
/// saw, as SwiftUI observes the defaults.
internal enum _AppStorageReaders {
    @MainActor private final class Entry {
        let store: UserDefaults
        let key: String
        let counter = _StateStorage(0)
        var lastSeen: Any?
        init(store: UserDefaults, key: String) {
            self.store = store
            self.key = key
            lastSeen = store.object(forKey: key)
        }
    }

    @MainActor private static var entries: [String: Entry] = [:]

    @MainActor private static func entry(store: UserDefaults, key: String) -> Entry {
        let name = "\(ObjectIdentifier(store))/\(key)"
        if let existing = entries[name] { return existing }
        let created = Entry(store: store, key: key)
        entries[name] = created
        return created
    }

    @MainActor static func counter(store: UserDefaults, key: String) -> _StateStorage<Int> {
        entry(store: store, key: key).counter
    }

    /// Records a write made through `@AppStorage`, which bumps the counter itself.
    @MainActor static func noteWrite(store: UserDefaults, key: String) {
        let entry = entry(store: store, key: key)
        entry.lastSeen = store.object(forKey: key)
    }

    /// Updates the readers of every key whose stored value changed since it was last seen.
    @MainActor static func refresh() {
        for entry in entries.values {
            let now = entry.store.object(forKey: entry.key)
            let unchanged =
                switch (entry.lastSeen, now) {
                case (nil, nil): true
                case (let old?, let new?): _valuesEqual(old, new) || (old as? NSObject)?.isEqual(new) == true
                default: false
                }
            if unchanged { continue }
            _ViewGraph.shared.events.append(
                _readableChange(of: entry.key, from: entry.lastSeen as Any, to: now as Any))
            entry.lastSeen = now
            entry.counter.set(entry.counter.value &+ 1)
        }
    }
}

/// The text of a `TextField(value:format:)` or `TextField(value:formatter:)`: the bound value
/// formatted; a write parses the text and stores the value, and text that does not parse leaves
/// the value as it was.
extension Binding where Value == String {
    /// The text of a field bound to `value` through a parseable format style.
    static func _formatting<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, with style: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            _location: _MappedLocation(
                base: value._location, read: { style.format($0) },
                write: { try? style.parseStrategy.parse($0) }))
    }

    /// The text of a field bound to an optional `value`: empty text is nil.
    static func _formatting<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, with style: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            _location: _MappedLocation(
                base: value._location, read: { $0.map { style.format($0) } ?? "" },
                write: { text in
                    if text.trimmingCharacters(in: .whitespaces).isEmpty { return .some(nil) }
                    return (try? style.parseStrategy.parse(text)).map { .some($0) }
                }))
    }

    /// The text of a field bound to `value` through a Foundation `Formatter`: a `NumberFormatter`
    /// or a `DateFormatter` also parses what is typed; other formatters only show the value.
    static func _formatting<V>(_ value: Binding<V>, with formatter: Formatter) -> Binding<String> {
        Binding(
            _location: _MappedLocation(
                base: value._location, read: { formatter.string(for: $0) ?? "" },
                write: { text in
                    // Linux's Foundation parses through the concrete formatters only.
                    if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
                    guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text)
                    else { return nil }
                    if let value = number as? V { return value }
                    switch V.self {
                    case is Int.Type: return number.intValue as? V
                    case is Double.Type: return number.doubleValue as? V
                    case is Float.Type: return number.floatValue as? V
                    default: return nil
                    }
                }))
    }
}
