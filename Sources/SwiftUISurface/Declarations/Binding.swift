// Binding and its collection conformances.

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }

    /// Creates a binding with a closure that reads and writes the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { fatalError() }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { fatalError() }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { fatalError() }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }

    /// Creates a binding by projecting the base value to an unwrapped value.
    public init?(_ base: Binding<Value?>) { fatalError() }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
}

extension Binding {
    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance.
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Binding<Value>.Index { fatalError() }
    public var endIndex: Binding<Value>.Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(after i: inout Binding<Value>.Index) { fatalError() }
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(before i: inout Binding<Value>.Index) { fatalError() }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

// MARK: - Transaction

/// The context of the current state-processing update.
public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

// MARK: - Collection helpers (SwiftUI adds these to the standard library)

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified
    /// destination offset, preserving ordering.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) { fatalError() }
}
