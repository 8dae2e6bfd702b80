// The property wrappers that own or observe an ObservableObject: StateObject,
// ObservedObject, EnvironmentObject, and `onReceive`. ObservableObject and @Published are
// Combine's (CombineObservableObject.swift); SwiftUI re-exports Combine, as Apple's does.

@_exported import Combine

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Runs the action on each value the publisher delivers while the view is shown.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never {
        modifier(_ReceiveModifier(subscribe: { publisher.sink(receiveValue: action) }))
    }
}

// MARK: - StateObject

/// A view-owned ObservableObject, created once and kept for the view's lifetime.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Takes a closure that creates the object the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        _box = _StateObjectBox(thunk)
    }

    /// Where the view identity's object is found once the view is installed.
    internal let _box: _StateObjectBox<ObjectType>

    /// The object the view owns.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { _box.object }

    /// `$object`: makes bindings to the object's properties.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(_object: _box.object) }
}

// MARK: - ObservedObject

/// An ObservableObject passed in from outside; the view updates when it announces changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// The type of `$object`: turns property key paths into bindings.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        /// A binding to the given property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(_location: _ObjectLocation(object: _object, keyPath: keyPath))
        }
        /// The object the bindings point into.
        internal let _object: ObjectType
    }

    /// Observes the given object (the older spelling).
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Observes the given object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// `$object`: makes bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(_object: wrappedValue) }
}

// MARK: - EnvironmentObject

/// An ObservableObject read from the environment, placed there by an ancestor view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// The type of `$object`: turns property key paths into bindings.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        /// A binding to the given property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(_location: _ObjectLocation(object: _object, keyPath: keyPath))
        }
        /// The object the bindings point into.
        internal let _object: ObjectType
    }

    /// Where the object found in the environment is kept once the view is installed.
    internal let _box = _EnvironmentObjectBox<ObjectType>()

    /// The object found in the environment.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { _box.object }

    /// `$object`: makes bindings to the object's properties.
    @MainActor @preconcurrency
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(_object: _box.object) }

    /// Reads the object of this type from the environment.
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Puts an ObservableObject into the environment of this view and its descendants.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        modifier(_EnvironmentWriter { $0._setObject(object, as: T.self) })
    }
}
