// The storage behind `@Published`, and how an object's one `objectWillChange` publisher is found.
// Part of the Combine module.

import Foundation

/// What every `@Published` storage has, whatever its value type: the enclosing object's change publisher.
class _PublishedBoxBase {
    /// Guards the stored state.
    let lock = NSLock()
    /// The enclosing object's `objectWillChange`, once someone has asked for it.
    private var _willChange: ObservableObjectPublisher?

    /// The enclosing object's change publisher, if installed.
    var willChange: ObservableObjectPublisher? {
        get { _locked(lock) { _willChange } }
        set { _locked(lock) { _willChange = newValue } }
    }
}

/// The storage of one `@Published` property: its value and the subscribers of `$property`.
final class _PublishedBox<Value>: _PublishedBoxBase {
    /// The current value.
    private var _value: Value
    /// The subscribers of `$property`.
    private let store = _SubscriberStore<Value, Never>()
    /// Subscriptions made by `assign(to:)`, which live as long as the property.
    private var kept: [AnyCancellable] = []

    /// Stores the first value.
    init(_ value: Value) { _value = value }

    /// The current value.
    var value: Value { _locked(lock) { _value } }

    /// Announces the change, publishes the new value, then stores it (so observers still see the old one).
    func set(_ newValue: Value) {
        willChange?.send()
        store.send(newValue)
        _locked(lock) { _value = newValue }
    }

    /// Connects a subscriber of `$property`; it gets the current value first.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        store.attach(subscriber) { [self] conduit in conduit.deliver(value) }
    }

    /// Keeps a subscription alive as long as this storage.
    func keep(_ cancellable: AnyCancellable) { _locked(lock) { kept.append(cancellable) } }
}

/// A `@Published` storage seen without its value type.
protocol _PublishedField {
    /// The storage's shared part.
    var _publishedBox: _PublishedBoxBase { get }
}

extension Published: _PublishedField {
    /// The storage's shared part.
    var _publishedBox: _PublishedBoxBase { _box }
}

/// The change publishers of objects that have no `@Published` property, by object.
private enum _WillChangeTable {
    /// One object's entry.
    struct Entry {
        /// The object, so that a reused identifier is recognised.
        weak var object: AnyObject?
        /// Its change publisher.
        let publisher: ObservableObjectPublisher
    }
    /// Guards the table and every installation into `@Published` storages.
    static let lock = NSLock()
    /// The entries.
    nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
}

/// The one `objectWillChange` publisher of `object`: shared by all its `@Published` properties.
internal func _objectWillChangePublisher(for object: AnyObject) -> ObservableObjectPublisher {
    var boxes: [_PublishedBoxBase] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children {
            if let field = child.value as? _PublishedField { boxes.append(field._publishedBox) }
        }
        mirror = current.superclassMirror
    }
    return _locked(_WillChangeTable.lock) {
        if boxes.isEmpty {
            let key = ObjectIdentifier(object)
            if let entry = _WillChangeTable.entries[key], entry.object === object { return entry.publisher }
            _WillChangeTable.entries = _WillChangeTable.entries.filter { $0.value.object != nil }
            let publisher = ObservableObjectPublisher()
            _WillChangeTable.entries[key] = _WillChangeTable.Entry(object: object, publisher: publisher)
            return publisher
        }
        let publisher = boxes.lazy.compactMap(\.willChange).first ?? ObservableObjectPublisher()
        for box in boxes where box.willChange !== publisher { box.willChange = publisher }
        return publisher
    }
}
