// Where `@SceneStorage` keeps its values: one store for the program's one scene, empty when the
// program starts and kept across a relaunch (as iOS restores a scene's storage when it brings
// the scene back), shared by every view that uses the same key.

import Foundation

/// The scene's store and the locations `@SceneStorage` reads and writes through.
internal enum _SceneStore {
    /// The suite the scene's values are kept in, emptied when the program starts.
    static let defaults: UserDefaults = {
        let name = "StateTutor.SceneStorage"
        let store = UserDefaults(suiteName: name) ?? UserDefaults()
        store.removePersistentDomain(forName: name)
        return store
    }()

    /// A value the store holds as it is (Bool, Int, Double, String, URL, Data).
    static func location<Value>(_ key: String, _ initial: Value) -> _AppStorageLocation<Value> {
        _AppStorageLocation(key: key, store: defaults, default: initial, read: { $0 as? Value }, write: { $0 })
    }

    /// An enum-like value, kept as its raw value.
    static func location<Value: RawRepresentable, Raw>(
        _ key: String, _ initial: Value, raw: Raw.Type
    ) -> _AppStorageLocation<Value> where Value.RawValue == Raw {
        _AppStorageLocation(
            key: key, store: defaults, default: initial,
            read: { ($0 as? Raw).flatMap { Value(rawValue: $0) } }, write: { $0.rawValue })
    }

    /// An optional value, nil until it is set.
    static func optionalLocation<Wrapped>(_ key: String) -> _AppStorageLocation<Wrapped?> {
        _AppStorageLocation(
            key: key, store: defaults, default: nil, read: { ($0 as? Wrapped).map { .some($0) } },
            write: { $0.map { $0 as Any } })
    }

    /// An optional enum-like value, kept as its raw value.
    static func optionalLocation<Wrapped: RawRepresentable, Raw>(
        _ key: String, raw: Raw.Type
    ) -> _AppStorageLocation<Wrapped?> where Wrapped.RawValue == Raw {
        _AppStorageLocation(
            key: key, store: defaults, default: nil,
            read: { ($0 as? Raw).flatMap { Wrapped(rawValue: $0) }.map { .some($0) } },
            write: { $0.map { $0.rawValue as Any } })
    }
}
