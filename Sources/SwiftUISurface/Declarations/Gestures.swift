// Gestures: the Gesture protocol, the built-in gestures, their composition and the view modifiers that attach them.

// MARK: - Gesture

/// A value that recognises a sequence of touches or clicks and reports values while it does.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is built from.
    associatedtype Body: Gesture
    /// The gesture this one is built from.
    @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: Gesture {
    /// Never has no values.
    public typealias Value = Never
}

/// A gesture whose concrete type is hidden.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyGesture<Value>: Gesture {
    /// Wraps any gesture with the same value type.
    public init<T>(_ gesture: T) where Value == T.Value, T: Gesture {}
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("AnyGesture.body") }
}


// MARK: - Built-in gestures

/// A gesture that ends after the given number of taps.
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
public struct TapGesture: Gesture {
    /// How many taps end the gesture.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
    /// Tap gestures report no value.
    public typealias Value = ()
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("TapGesture.body") }
}

/// A tap gesture that reports where the tap landed.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SpatialTapGesture: Gesture {
    /// The value a spatial tap reports.
    public struct Value: Equatable, @unchecked Sendable {
        /// Where the tap landed, in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps end the gesture.
    public var count: Int
    /// The space the location is measured in.
    public var coordinateSpace: CoordinateSpace
    /// A gesture of `count` taps that reports their location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("SpatialTapGesture.body") }
}

/// A gesture that succeeds once a touch is held long enough without moving far.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, watchOS 6.0, *)
public struct LongPressGesture: Gesture {
    /// Seconds the touch must last.
    public var minimumDuration: Double
    /// How far the touch may move before the gesture fails.
    @available(tvOS, unavailable)
    public var maximumDistance: CGFloat
    /// A long press of at least `minimumDuration` seconds that moves at most `maximumDistance` points.
    @available(tvOS, unavailable)
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    /// True while the press is held.
    public typealias Value = Bool
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("LongPressGesture.body") }
}

/// A gesture that follows a touch as it moves.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct DragGesture: Gesture {
    /// What a drag reports while it moves and when it ends.
    public struct Value: Equatable, Sendable {
        /// When the latest event happened.
        public var time: Date
        /// Where the touch is now.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the touch has moved since the start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How fast the touch is moving, in points per second.
        @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
        public var velocity: CGSize { .zero }
        /// Where the drag would stop if the touch lifted now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would have moved if the touch lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the touch must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The space locations are measured in.
    public var coordinateSpace: CoordinateSpace
    /// A drag that begins after `minimumDistance` points, measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("DragGesture.body") }
}

/// A pinch gesture that reports how much it has scaled.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct MagnifyGesture: Gesture {
    /// What a pinch reports.
    public struct Value: Equatable, Sendable {
        /// When the latest event happened.
        public var time: Date
        /// The scale relative to the start: 1 means unchanged.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The point, relative to the view's size, where the pinch began.
        public var startAnchor: UnitPoint
        /// The point where the pinch began.
        public var startLocation: CGPoint
    }
    /// The change in scale needed before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch that begins after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("MagnifyGesture.body") }
}

/// A two-finger twist gesture that reports the angle turned.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RotateGesture: Gesture {
    /// What a rotation reports.
    public struct Value: Equatable, Sendable {
        /// When the latest event happened.
        public var time: Date
        /// The angle turned since the start.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// The point, relative to the view's size, where the rotation began.
        public var startAnchor: UnitPoint
        /// The point where the rotation began.
        public var startLocation: CGPoint
    }
    /// The angle needed before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A rotation that begins after turning `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("RotateGesture.body") }
}

/// The iOS 13 pinch gesture, which reports only the scale.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(tvOS, unavailable)
public struct MagnificationGesture: Gesture {
    /// The change in scale needed before the gesture begins.
    public var minimumScaleDelta: CGFloat
    /// A pinch that begins after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// The scale relative to the start.
    public typealias Value = CGFloat
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("MagnificationGesture.body") }
}

/// The iOS 13 rotation gesture, which reports only the angle.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RotationGesture: Gesture {
    /// The angle needed before the gesture begins.
    public var minimumAngleDelta: Angle
    /// A rotation that begins after turning `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// The angle turned since the start.
    public typealias Value = Angle
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("RotationGesture.body") }
}

// MARK: - GestureState

/// A property wrapper for state that lives only while a gesture is in progress, then resets itself.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// The value the state holds while no gesture changes it (gestures never run in the terminal).
    internal var _value: Value
    /// State that resets to `wrappedValue` when the gesture ends.
    public init(wrappedValue: Value) { _value = wrappedValue }
    /// State that resets to `initialValue` when the gesture ends.
    public init(initialValue: Value) { _value = initialValue }
    /// State that resets with the given transaction, for example to animate the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) { _value = wrappedValue }
    /// State that resets with the given transaction, for example to animate the reset.
    public init(initialValue: Value, resetTransaction: Transaction) { _value = initialValue }
    /// State whose reset you control in `reset`.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { _value = wrappedValue }
    /// State whose reset you control in `reset`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { _value = initialValue }
    /// The current value; only a gesture's `updating` closure can change it.
    public var wrappedValue: Value { _value }
    /// The wrapper itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state that resets to nil with the given transaction.
    public init(resetTransaction: Transaction = Transaction()) { _value = nil }
    /// Optional state whose reset to nil you control in `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { _value = nil }
}

/// A gesture that writes into a `GestureState` as its value changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Base.Value
    /// The wrapped gesture.
    public var base: Base
    /// The state written while the gesture is active.
    public var state: GestureState<State>
    /// Couples `base` with the state and the closure that updates it.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
    }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("GestureStateGesture.body") }
}

// MARK: - Gesture callbacks and composition

/// A gesture that runs an action when its base gesture ends.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    /// The gesture whose end runs the action.
    internal var _content: Content
    /// What runs when the gesture ends.
    internal var _action: (Content.Value) -> Void
    /// The base gesture's value.
    public typealias Value = Content.Value
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("_EndedGesture.body") }
}

/// A gesture that runs an action each time its base gesture's value changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
    /// The base gesture's value.
    public typealias Value = Content.Value
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("_ChangedGesture.body") }
}

/// A gesture whose value is transformed by a closure.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _MapGesture<Content, Value>: Gesture where Content: Gesture {
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("_MapGesture.body") }
}

/// Two gestures recognised at the same time.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SimultaneousGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// The values of both gestures, each nil until that gesture starts.
    public struct Value {
        /// The first gesture's value, if it has begun.
        public var first: First.Value?
        /// The second gesture's value, if it has begun.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Recognises `first` and `second` together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("SimultaneousGesture.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that must finish before a second one can start.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SequenceGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// Which stage of the sequence is active, with the values so far.
    public enum Value {
        /// The first gesture is still running.
        case first(First.Value)
        /// The first gesture finished; the second may have started.
        case second(First.Value, Second.Value?)
    }
    /// The gesture that runs first.
    public var first: First
    /// The gesture that runs after it.
    public var second: Second
    /// Runs `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("SequenceGesture.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures where only one can win, the first having priority.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ExclusiveGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// The value of whichever gesture is being recognised.
    public enum Value {
        /// The first gesture is being recognised.
        case first(First.Value)
        /// The second gesture is being recognised.
        case second(Second.Value)
    }
    /// The gesture tried first.
    public var first: First
    /// The gesture tried when the first fails.
    public var second: Second
    /// Tries `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// A primitive gesture has no body.
    public typealias Body = Never
    /// A primitive gesture has no body.
    public var body: Never { _unsupported("ExclusiveGesture.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
    /// Runs `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(_content: self, _action: action) }
    /// Writes into a `GestureState` each time the value changes; the state resets when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> { GestureStateGesture(base: self, state: state, body: body) }
    /// Turns the gesture's value into another value.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> { _MapGesture() }
    /// Recognises this gesture and `other` at the same time.
    public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other>
    where Other: Gesture { SimultaneousGesture(self, other) }
    /// Recognises `other` only after this gesture succeeds.
    public func sequenced<Other>(before other: Other) -> SequenceGesture<Self, Other>
    where Other: Gesture { SequenceGesture(self, other) }
    /// Recognises this gesture, or `other` if this one fails.
    public func exclusively<Other>(before other: Other) -> ExclusiveGesture<Self, Other>
    where Other: Gesture { ExclusiveGesture(self, other) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value: Equatable {
    /// Runs `action` with the new value each time it changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

// MARK: - Attaching gestures to views

/// Which gestures of a view and of its subviews stay active when a gesture is attached.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits of the mask.
    public let rawValue: UInt32
    /// A mask from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures at all.
    public static let none = GestureMask([])
    /// Only the attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// Only the subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both the attached gesture and the subviews' gestures.
    public static let all = GestureMask(rawValue: 3)
}

/// The uses a content shape can be defined for.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits of the set.
    public var rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape that receives taps and other hit tests.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag preview.
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu preview.
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of the pointer hover effect.
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline of the focus ring.
    @available(iOS, unavailable)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The outline assistive technologies draw around the element.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Attaches a gesture, with lower priority than the gestures of the view's subviews.
    public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        modifier(_TapModifier(gesture: gesture))
    }
    /// Attaches a gesture that takes precedence over the gestures of the view's subviews.
    public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture { modifier(_TapModifier(gesture: gesture)) }
    /// Attaches a gesture that runs alongside the view's other gestures.
    public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture { modifier(_TapModifier(gesture: gesture)) }

    /// Turns hit testing off for the view and its subviews, so touches pass to what is behind it.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Makes `shape` the area that receives taps, for example to make a whole row tappable.
    public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
        self
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Makes `shape` the outline used for the given kinds of interaction.
    public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
    where S: Shape { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension View {
    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapModifier(action: action))
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension View {
    /// Runs `action` with the tap's location when the view is tapped `count` times.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View { modifier(_TapModifier(action: { action(.zero) })) }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension View {
    /// Runs `action` when the view is pressed long enough; `onPressingChanged` follows the press.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// The iOS 13 form of the long-press modifier, with the pressing closure first.
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @available(watchOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { self }
}
