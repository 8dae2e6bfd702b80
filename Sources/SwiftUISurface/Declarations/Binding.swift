// Binding and its collection conformances, Transaction, withAnimation.

/// A read-write reference to a value owned somewhere else, such as a parent's `@State`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction used when the value is written.
    public var transaction: Transaction
    /// Where the value lives.
    internal var _location: _BindingLocation<Value>

    /// A binding to `location`.
    internal init(_location: _BindingLocation<Value>) {
        self._location = _location
        self.transaction = Transaction()
    }

    /// Makes a binding from a getter and a setter closure.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let write = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        self.init(_location: _ClosureLocation(get: read, set: write))
    }

    /// Makes a binding whose setter also receives the transaction.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {
        let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let write = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
        self.init(_location: _ClosureLocation(get: read, set: { write($0, Transaction()) }))
    }

    /// A binding that always reads the given value and ignores writes, handy in previews.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(_location: _ConstantLocation(value)) }

    /// The referenced value; writing it updates the source of truth.
    public var wrappedValue: Value {
        get { _location.get() }
        nonmutating set { _location.set(newValue) }
    }

    /// `$binding`: the binding itself.
    public var projectedValue: Binding<Value> { self }

    /// Makes a binding property from another binding, as when a `@Binding` is initialised.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value, reached with `$binding.property`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(_location: _KeyPathLocation(base: _location, keyPath: keyPath))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    /// Turns a binding to a value into a binding to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(_location: _MappedLocation(base: base._location, read: { Optional($0) }, write: { $0 }))
    }

    /// Turns a binding to an optional into a binding to its value; nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let first = base.wrappedValue else { return nil }
        var last = first
        self.init(
            _location: _MappedLocation(
                base: base._location,
                read: { value in
                    if let value { last = value }
                    return last
                }, write: { $0 }))
    }

    /// Turns a binding to a hashable value into a binding to `AnyHashable`.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(_location: _MappedLocation(base: base._location, read: { AnyHashable($0) }, write: { $0.base as? V }))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    /// A binding whose writes use the given transaction.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// A binding whose writes are animated.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
    /// The bound value's identifier type.
    public typealias ID = Value.ID
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: Sequence where Value: MutableCollection {
    /// Each element is a binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// Iterates over element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: Collection where Value: MutableCollection {
    /// Positions are those of the bound collection.
    public typealias Index = Value.Index
    /// The bound collection's indices type.
    public typealias Indices = Value.Indices
    /// The first position.
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    /// The position past the last element.
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    /// The valid positions.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The position after the given one.
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }
    /// Moves a position forward.
    public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at the position.
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        Binding<Value.Element>(
            _location: _MappedLocation(
                base: _location, read: { $0[position] },
                write: { [location = _location] element in
                    var collection = location.get()
                    collection[position] = element
                    return collection
                }))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before the given one.
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }
    /// Moves a position back.
    public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

// MARK: - Transaction

/// The animation and other settings that travel with one state change.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Transaction {
    /// Makes a transaction with no animation.
    public init() {}
    /// Makes a transaction with the given animation.
    public init(animation: Animation?) {}
    /// The animation applied to the change, if any.
    public var animation: Animation?
    /// Whether animations set further down the view tree are turned off.
    public var disablesAnimations: Bool = false
    /// Whether the change is part of a continuous interaction such as a drag.
    public var isContinuous: Bool = false
}

/// Runs the closure with the given transaction applied to its state changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs the closure and animates the view changes its state changes cause.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// MARK: - Collection helpers (SwiftUI adds these to the standard library)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets an `onDelete` action receives.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension MutableCollection {
    /// Moves the elements at the offsets an `onMove` action receives to the destination offset.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let staying = enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let insertAt = destination - source.filter { $0 < destination }.count
        let reordered = Array(staying[..<insertAt]) + moving + Array(staying[insertAt...])
        for (offset, element) in reordered.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}

extension Binding: _DynamicPropertyLink {
    func _link(to node: _ViewNode, slot: Int) {}
    func _isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return _location.isSame(as: other._location)
    }
}
