// The values an EnvironmentValues holds, and how @Environment reads them.

import Foundation

/// The contents of an environment: custom keys, built-in values by name, and objects.
internal struct _EnvironmentStorage {
    /// Custom `EnvironmentKey` values by key type.
    var values: [ObjectIdentifier: Any] = [:]
    /// Built-in values (`colorScheme`, `dismiss`, …) by property name.
    var builtins: [String: Any] = [:]
    /// `ObservableObject`s placed with `environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// `@Observable` objects placed with `environment(_:)`, by type.
    var observables: [ObjectIdentifier: AnyObject] = [:]
    /// Changes on every write, so that an unchanged environment is recognised cheaply.
    var stamp = 0

    mutating func set(_ value: Any, for key: ObjectIdentifier) {
        values[key] = value
        touch()
    }

    mutating func touch() { stamp = _EnvironmentStamp.next() }
}

/// Hands out unique environment stamps.
///
/// Not on the main actor, unlike the rest of the runtime's state: `EnvironmentValues` is a
/// value that any code may change (Apple's setters are nonisolated), and each change takes a
/// stamp. The runtime changes environments only while it evaluates bodies, on the main thread.
internal enum _EnvironmentStamp {
    nonisolated(unsafe) private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}

extension EnvironmentValues {
    /// The environment of the root view.
    static func _root() -> EnvironmentValues { EnvironmentValues() }

    /// Identifies the contents; equal stamps mean equal contents.
    var stamp: Int { _storage.stamp }

    /// A built-in value by name, or its default.
    func _builtin<T>(_ name: String) -> T {
        if let value = _storage.builtins[name] as? T { return value }
        if let value = _EnvironmentDefaults.value(named: name) as? T { return value }
        return _placeholder("EnvironmentValues.\(name)")
    }

    /// Sets a built-in value by name.
    mutating func _setBuiltin<T>(_ name: String, _ value: T) {
        _storage.builtins[name] = value
        _storage.touch()
    }

    /// The store `@AppStorage` uses below a `.defaultAppStorage(_:)`, if any.
    var _defaultAppStorage: UserDefaults? {
        get { _storage.builtins["defaultAppStorage"] as? UserDefaults }
        set {
            _storage.builtins["defaultAppStorage"] = newValue
            _storage.touch()
        }
    }

    /// Places an ObservableObject under its type.
    mutating func _setObject<T: AnyObject>(_ object: T, as type: T.Type) {
        _storage.objects[ObjectIdentifier(type)] = object
        _storage.touch()
    }

    /// Places (or removes, with nil) an `@Observable` object under its type.
    mutating func _setObservable<T: AnyObject>(_ object: T?, as type: T.Type) {
        _storage.observables[ObjectIdentifier(type)] = object
        _storage.touch()
    }

    /// The ObservableObject of the given type, if an ancestor placed one.
    func _object<T: AnyObject>(_ type: T.Type) -> T? {
        _storage.objects[ObjectIdentifier(type)] as? T
    }

    /// The identity of the object (either kind) placed under the type, if any.
    func object(ofType type: ObjectIdentifier) -> ObjectIdentifier? {
        (_storage.objects[type] ?? _storage.observables[type]).map { ObjectIdentifier($0) }
    }

    /// The `@Observable` object placed under the type, if any.
    func _observable(_ type: ObjectIdentifier) -> AnyObject? { _storage.observables[type] }
}

/// Defaults of built-in environment values that are not plain data.
internal enum _EnvironmentDefaults {
    static func value(named name: String) -> Any? {
        switch name {
        case "locale": return Locale(identifier: "en_US")
        case "calendar": return Calendar(identifier: .gregorian)
        case "timeZone": return TimeZone.current
        case "dismiss": return DismissAction(_action: nil)
        case "isEnabled": return true
        case "isPresented": return false
        case "isSearching": return false
        case "lineLimit": return Int?.none as Any
        case "displayScale", "pixelLength": return 1.0 as CGFloat
        case "defaultMinListRowHeight", "defaultMinListHeaderHeight": return 44.0 as CGFloat
        default: return nil
        }
    }
}

/// What an `@Environment` reads: a value at a key path, or an `@Observable` object by type.
internal enum _EnvironmentSource<Value> {
    /// A value such as `\.colorScheme` or a custom key's property.
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object placed with `environment(_:)`; `optional` reads nil instead of crashing.
    case object(ObjectIdentifier, optional: Bool)
}

/// The environment an `@Environment` property reads from, once its view is installed.
/// Unchecked Sendable because `Environment` is Sendable, as Apple's is: the runtime touches a
/// box on the main actor only.
internal final class _EnvironmentBox<Value>: @unchecked Sendable {
    let source: _EnvironmentSource<Value>
    nonisolated(unsafe) private weak var node: _ViewNode?
    init(_ source: _EnvironmentSource<Value>) { self.source = source }

    func install(from node: _ViewNode) { self.node = node }

    /// The value, recorded as a read of the node's body so a change re-evaluates it.
    var value: Value { MainActor.assumeIsolated { read() } }

    @MainActor
    private func read() -> Value {
        let environment = node?.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            let value = environment[keyPath: keyPath]
            node?.environmentReads[keyPath] = value
            return value
        case .object(let type, let optional):
            let object = environment._observable(type)
            node?.objectReads[type] = object.map { ObjectIdentifier($0) }
            if let object {
                if let value = object as? Value { return value }
                if let value = Optional(object) as? Value { return value }
            }
            if optional, let none = _noObject(as: Value.self) { return none }
            let name = String(describing: Value.self)
            _runtimeCrash(
                "No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing "
                    + "as an ancestor of this view.")
        }
    }
}

extension Environment: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) { _box.install(from: node) }
}

/// nil as a value of `Value`, when `Value` is an Optional.
private func _noObject<Value>(as type: Value.Type) -> Value? {
    (type as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
}
