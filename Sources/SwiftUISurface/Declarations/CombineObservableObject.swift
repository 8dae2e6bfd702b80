// ObservableObject and @Published: Combine's part of the observable-object pattern.
// Part of the Combine module.

import Foundation

// MARK: - ObservableObject and Published

/// A class whose changes are announced through a publisher before they happen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// Fires just before the object changes.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A synthesized publisher that fires whenever a `@Published` property is about to change.
    public var objectWillChange: ObservableObjectPublisher { _objectWillChangePublisher(for: self) }
}

/// The publisher type behind `objectWillChange`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    /// Each event carries no value.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never
    /// Makes a publisher for a hand-written `objectWillChange`.
    public init() {}
    /// The subscribers told about each change.
    internal let _store = _SubscriberStore<Void, Never>()
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {
        _store.attach(subscriber)
    }
    /// Announces a change to the subscribers.
    final public func send() { _store.send(()) }
}

/// Marks a class property whose changes are announced and whose values can be observed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    /// The shared storage of the value, its subscribers and the enclosing object's change publisher.
    internal var _box: _PublishedBox<Value>

    /// Stores the first value of the property.
    public init(wrappedValue: Value) { _box = _PublishedBox(wrappedValue) }

    /// Stores the first value of the property (the older spelling).
    public init(initialValue: Value) { _box = _PublishedBox(initialValue) }

    /// The type of `$property`: a publisher of the property's new values.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// The publisher never fails.
        public typealias Failure = Never
        /// The property's storage.
        internal let _box: _PublishedBox<Value>
        /// Makes the publisher of a property's storage.
        internal init(_box: _PublishedBox<Value>) { self._box = _box }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            _box.attach(subscriber)
        }
    }

    /// The publisher reached with `$property`.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(_box: _box) }
        set { _box = newValue._box }
    }

    /// Not usable directly: the value is reached through the enclosing class instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { _combinePlaceholder("Published.wrappedValue") }
        set { _combineUnsupported("Published.wrappedValue (set)") }
    }

    /// Reads and writes the value through the enclosing class instance.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath]._box.value }
        set { object[keyPath: storageKeyPath]._box.set(newValue) }
    }
}
