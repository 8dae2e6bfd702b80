// Animatable data, Animation curves and springs, withAnimation, transitions, phase and keyframe animators.

// MARK: - VectorArithmetic and Animatable

/// A value that can be added, subtracted and scaled, which is what interpolation needs.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies the value by a factor in place.
    mutating func scale(by rhs: Double)
    /// The squared length of the value, used to judge how far apart two values are.
    var magnitudeSquared: Double { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VectorArithmetic {
    /// A copy of the value multiplied by a factor.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }
    /// Moves the value part of the way towards another, in place.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var delta = other - self
        delta.scale(by: amount)
        self += delta
    }
    /// A value part of the way towards another.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: VectorArithmetic, Animatable {
    /// Multiplies in place.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float: VectorArithmetic, Animatable {
    /// Multiplies in place.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat: VectorArithmetic, Animatable {
    /// Multiplies in place.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together; nest pairs to animate more than two.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// Pairs two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The pair of zeros.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }
    /// Adds component by component.
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
        -> AnimatablePair<First, Second>
    { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Subtracts component by component.
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
        -> AnimatablePair<First, Second>
    { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both components.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both components' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of something that has nothing to animate.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyAnimatableData: VectorArithmetic {
    /// The only value.
    public init() {}
    /// The only value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Adding nothing to nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Subtracting nothing from nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Scaling nothing.
    public mutating func scale(by rhs: Double) {}
    /// Always zero.
    public var magnitudeSquared: Double { 0 }
}

/// A type whose value SwiftUI can interpolate, frame by frame, through `animatableData`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
    /// The vector type that carries the animated values.
    associatedtype AnimatableData: VectorArithmetic
    /// The values to interpolate; the setter receives each in-between value.
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self: VectorArithmetic {
    /// A vector value animates as itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    /// By default there is nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGPoint: Animatable {
    /// Both coordinates, so a point can be animated.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { self = CGPoint(x: newValue.first, y: newValue.second) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGSize: Animatable {
    /// Width and height, so a size can be animated.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { self = CGSize(width: newValue.first, height: newValue.second) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGRect: Animatable {
    /// Origin and size, so a rectangle can be animated.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

/// The old name for a view modifier that is also animatable.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

// MARK: - Animation

/// How a change plays out over time: a timing curve or a spring, with delay, speed and repeats.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Animation: Equatable, Sendable {
    /// The system's default animation.
    public static let `default` = Animation()

    /// A constant-speed animation of the default length.
    public static let linear = Animation()
    /// A constant-speed animation of the given length.
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    /// An animation that starts slowly, of the default length.
    public static let easeIn = Animation()
    /// An animation that starts slowly, of the given length.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    /// An animation that ends slowly, of the default length.
    public static let easeOut = Animation()
    /// An animation that ends slowly, of the given length.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    /// An animation that starts and ends slowly, of the default length.
    public static let easeInOut = Animation()
    /// An animation that starts and ends slowly, of the given length.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    /// An animation following a cubic Bézier timing curve given by two control points.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation { Animation() }

    /// A spring described by its response time and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { Animation() }
    /// A quick, well-damped spring suited to following a finger.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation { Animation() }
    /// A spring described by stiffness and damping that keeps velocity across changes.
    public static func interpolatingSpring(
        stiffness: Double, damping: Double, mass: Double = 1.0, initialVelocity: Double = 0.0
    ) -> Animation { Animation() }

    /// The same animation started after a delay in seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The same animation played faster (above 1) or slower (below 1).
    public func speed(_ speed: Double) -> Animation { self }
    /// The same animation played a number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation repeated for as long as the view is shown.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation {
    /// A smooth spring with no bounce.
    public static var spring: Animation { Animation() }
    /// A spring described by its perceived duration and bounce.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    { Animation() }
    /// An animation driven by a spring value.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { Animation() }
    /// The default interactive spring.
    public static var interactiveSpring: Animation { Animation() }
    /// An interactive spring described by duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation { Animation() }
    /// The default interpolating spring.
    public static var interpolatingSpring: Animation { Animation() }
    /// An interpolating spring described by mass, stiffness and damping.
    @_disfavoredOverload
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation { Animation() }
    /// An interpolating spring described by duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0)
        -> Animation
    { Animation() }
    /// A spring with no bounce that settles gently.
    public static var smooth: Animation { Animation() }
    /// A smooth spring of the given duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    /// A spring with a little bounce that settles quickly.
    public static var snappy: Animation { Animation() }
    /// A snappy spring of the given duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    /// A spring with a visible bounce.
    public static var bouncy: Animation { Animation() }
    /// A bouncy spring of the given duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    /// An animation following a Bézier timing curve given by two unit points.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        Animation()
    }
    /// An animation following a unit curve.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation { Animation() }
    /// The same animation, reported as complete after the given time.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}

/// A spring described physically; convertible between duration/bounce and stiffness/damping.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
    /// A spring with a perceived duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
    /// A spring with a response time and damping ratio.
    public init(response: Double, dampingRatio: Double) {}
    /// A spring from physical mass, stiffness and damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    /// The perceived duration.
    public var duration: TimeInterval { 0.5 }
    /// How much the spring overshoots.
    public var bounce: Double { 0 }
    /// A smooth spring with no bounce.
    public static var smooth: Spring { Spring() }
    /// A smooth spring of the given duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
    /// A snappy spring.
    public static var snappy: Spring { Spring() }
    /// A snappy spring of the given duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
    /// A bouncy spring.
    public static var bouncy: Spring { Spring() }
    /// A bouncy spring of the given duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
}

/// A timing curve from 0 to 1, used by keyframes and `timingCurve`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct UnitCurve: Hashable, Sendable {
    /// A cubic Bézier curve with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
    /// A straight line: constant speed.
    public static let linear = UnitCurve()
    /// Starts slowly.
    public static let easeIn = UnitCurve()
    /// Ends slowly.
    public static let easeOut = UnitCurve()
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve()
    /// A circular curve that starts slowly.
    public static let circularEaseIn = UnitCurve()
    /// A circular curve that ends slowly.
    public static let circularEaseOut = UnitCurve()
    /// A circular curve that starts and ends slowly.
    public static let circularEaseInOut = UnitCurve()
}

// MARK: - withAnimation with a completion

/// When an animation counts as finished for its completion handler.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    /// Finished once the value has logically reached its target.
    public static let logicallyComplete = AnimationCompletionCriteria()
    /// Finished once the animation has been removed entirely.
    public static let removed = AnimationCompletionCriteria()
}

/// Runs state changes with an animation and calls `completion` when the animation ends.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result { try body() }

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Animates only the modifiers applied inside `body` with the given animation.
    public func animation<V>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> some View where V: View
    { self }
}

// MARK: - Transition

/// A stand-in for the view a transition, phase animator or keyframe animator modifies.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PlaceholderContentView<Value> {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PlaceholderContentView: View {
    /// A placeholder is a leaf view.
    public typealias Body = Never
    /// A placeholder has no body of its own.
    public var body: Never { _unsupported("PlaceholderContentView.body") }
}

/// Where a view is in its transition: about to appear, shown, or disappearing.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum TransitionPhase: Equatable, Sendable {
    /// The view is being inserted.
    case willAppear
    /// The view is fully shown.
    case identity
    /// The view is being removed.
    case didDisappear
    /// Whether the view is fully shown.
    public var isIdentity: Bool { self == .identity }
    /// -1 while appearing, 0 when shown, 1 while disappearing.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// Facts about a transition that the system uses, such as whether it moves things.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TransitionProperties: Sendable {
    /// Whether the transition moves content (turned off under Reduce Motion).
    public var hasMotion: Bool
    /// Makes the properties.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A custom way for a view to enter and leave, described per transition phase.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public protocol Transition {
    /// The view type the transition produces.
    associatedtype Body: View
    /// The view in the given phase of the transition.
    @ViewBuilder
    func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    /// Facts about this transition.
    static var properties: TransitionProperties { get }
    /// The placeholder for the view being transitioned.
    typealias Content = PlaceholderContentView<Self>
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition {
    /// Transitions are assumed to move content.
    public static var properties: TransitionProperties { TransitionProperties() }
    /// This transition and another applied together.
    public func combined<T>(with other: T) -> some Transition where T: Transition { self }
    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// The transition that changes nothing.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct IdentityTransition: Transition {
    /// Makes the identity transition.
    public init() {}
    /// The view unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A fade in and out.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct OpacityTransition: Transition {
    /// Makes the fade.
    public init() {}
    /// The view faded for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A grow and shrink around an anchor.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleTransition: Transition {
    /// The scale when not shown.
    public var scale: Double
    /// The fixed point of the scaling.
    public var anchor: UnitPoint
    /// Makes the scale transition.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The view scaled for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A slide in from the leading edge and out to the trailing edge.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SlideTransition: Transition {
    /// Makes the slide.
    public init() {}
    /// The view moved for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A move in from and out to one edge.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MoveTransition: Transition {
    /// The edge the view moves to and from.
    public var edge: Edge
    /// Makes the move.
    public init(edge: Edge) { self.edge = edge }
    /// The view moved for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A move in from one edge and out through the opposite one, with a fade.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge
    /// Makes the push.
    public init(edge: Edge) { self.edge = edge }
    /// The view moved for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A move by a fixed offset.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct OffsetTransition: Transition {
    /// How far the view is moved when not shown.
    public var offset: CGSize
    /// Makes the offset transition.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The view moved for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A blur and scale cross-fade, suited to replacing one view by another.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BlurReplaceTransition: Transition {
    /// Which way the blurred view scales.
    public struct Configuration: Equatable, Sendable {
        /// Scales down on removal and up on insertion.
        public static let downUp = Configuration()
        /// Scales up on both removal and insertion.
        public static let upUp = Configuration()
    }
    /// The chosen configuration.
    public var configuration: Configuration
    /// Makes the blur-replace transition.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// The view blurred for the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition for insertion and another for removal.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AsymmetricTransition<Insertion, Removal>: Transition where Insertion: Transition, Removal: Transition {
    /// The transition used when the view appears.
    public var insertion: Insertion
    /// The transition used when the view disappears.
    public var removal: Removal
    /// Makes the asymmetric transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The view as the phase's transition shows it.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == IdentityTransition {
    /// The transition that changes nothing.
    public static var identity: IdentityTransition { IdentityTransition() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == ScaleTransition {
    /// A scale from nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// A scale from the given factor around an anchor.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        ScaleTransition(scale, anchor: anchor)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == SlideTransition {
    /// A slide across from leading to trailing.
    public static var slide: SlideTransition { SlideTransition() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == MoveTransition {
    /// A move to and from an edge.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == PushTransition {
    /// A push in from an edge.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == OffsetTransition {
    /// A move by a size.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// A move by horizontal and vertical distances.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == BlurReplaceTransition {
    /// A blurred cross-fade with the default configuration.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// A blurred cross-fade with the given configuration.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Uses a `Transition` value when this view is inserted or removed.
    public func transition<T>(_ transition: T) -> some View where T: Transition { self }
}

/// A type-erased transition, with the classic set of built-in transitions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyTransition: Sendable {
    /// Wraps a `Transition` value.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<T>(_ transition: T) where T: Transition {}
    init() {}
    /// The transition that changes nothing.
    public static let identity = AnyTransition()
    /// A fade.
    public static let opacity = AnyTransition()
    /// A scale from nothing.
    public static var scale: AnyTransition { AnyTransition() }
    /// A scale from the given factor around an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// A slide in from leading and out to trailing.
    public static var slide: AnyTransition { AnyTransition() }
    /// A move to and from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// A push in from an edge.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// A move by a size.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// A move by horizontal and vertical distances.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// A transition between a modifier's active state (hidden) and its identity state (shown).
    public static func modifier<E>(active: E, identity: E) -> AnyTransition where E: ViewModifier { AnyTransition() }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }
    /// This transition and another applied together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// MARK: - Content transitions

/// How a view's content (such as changing text or a symbol) animates when it changes in place.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition: Equatable, Sendable {
    /// No animation of the content.
    public static let identity = ContentTransition()
    /// A cross-fade of old and new content.
    public static let opacity = ContentTransition()
    /// A blend of old and new content where the system can interpolate it.
    public static let interpolate = ContentTransition()
    /// Digits roll up or down as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Digits roll in the direction the given value moved.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    /// The default symbol replacement effect.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var symbolEffect: ContentTransition { ContentTransition() }
    /// A symbol replacement using the given effect.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition
    where T: ContentTransitionSymbolEffect, T: SymbolEffect { ContentTransition() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Chooses how this view's content animates when it changes.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

// MARK: - Phase animator

/// A view that steps through a list of phases, animating its content between them.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PhaseAnimator<Phase, Content> where Phase: Equatable, Content: View {
    /// The content at the first phase (the terminal shows it without animating).
    internal var _content: Content?
    /// Runs through the phases once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) { _content = Array(phases).first.map(content) }
    /// Cycles through the phases for as long as the view is shown.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) { _content = Array(phases).first.map(content) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PhaseAnimator: View {
    /// A phase animator is a leaf view here.
    public typealias Body = Never
    /// A phase animator has no body of its own.
    public var body: Never { _unsupported("PhaseAnimator.body") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Steps this view through the phases once each time `trigger` changes.
    public func phaseAnimator<Phase>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phase: Equatable { self }
    /// Cycles this view through the phases for as long as it is shown.
    public func phaseAnimator<Phase>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phase: Equatable { self }
}

// MARK: - Keyframes

/// A timeline of keyframe tracks that animate a value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The composition of keyframes.
    @KeyframesBuilder<Self.Value>
    var body: Self.Body { get }
}

/// A sequence of keyframes for one animatable value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move between.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The composition of keyframes.
    @KeyframeTrackContentBuilder<Self.Value>
    var body: Self.Body { get }
}

/// Keyframes for one property of the animated value, reached through a key path.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct KeyframeTrack<Root, Value, Content>: Keyframes
where Value == Content.Value, Content: KeyframeTrackContent {
    /// Animates the property at the key path.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
    /// Animates the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
    /// A track is its own body.
    public var body: Self { return self }
}

/// Keyframes built by `KeyframesBuilder` from several tracks.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct _KeyframesGroup<Value>: Keyframes {
    /// A group is its own body.
    public var body: Self { return self }
}

/// Keyframe content built by `KeyframeTrackContentBuilder` from several keyframes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct _KeyframeTrackGroup<Value>: KeyframeTrackContent where Value: Animatable {
    /// A group is its own body.
    public var body: Self { return self }
}

/// Collects keyframe tracks into one timeline.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Takes a track for a property of the animated value.
    public static func buildExpression<V, C>(_ expression: KeyframeTrack<Value, V, C>) -> KeyframeTrack<Value, V, C> {
        expression
    }
    /// Turns bare keyframes into a track for the whole value.
    public static func buildExpression<Content>(_ expression: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent { _placeholder("KeyframesBuilder.buildExpression") }
    /// Starts the timeline with its first track.
    public static func buildPartialBlock<K>(first: K) -> _KeyframesGroup<Value> where K: Keyframes {
        _KeyframesGroup()
    }
    /// Adds another track to the timeline.
    public static func buildPartialBlock<K>(accumulated: _KeyframesGroup<Value>, next: K) -> _KeyframesGroup<Value>
    where K: Keyframes { accumulated }
    /// An empty timeline.
    public static func buildBlock() -> _KeyframesGroup<Value> { _KeyframesGroup() }
}

/// Collects keyframes, played one after another, into one track.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    /// Takes one keyframe for the track's value.
    public static func buildExpression<K>(_ expression: K) -> K where K: KeyframeTrackContent, K.Value == Value {
        expression
    }
    /// Starts the track with its first keyframe.
    public static func buildPartialBlock<K>(first: K) -> _KeyframeTrackGroup<Value>
    where K: KeyframeTrackContent, K.Value == Value { _KeyframeTrackGroup() }
    /// Appends another keyframe to the track.
    public static func buildPartialBlock<K>(accumulated: _KeyframeTrackGroup<Value>, next: K)
        -> _KeyframeTrackGroup<Value> where K: KeyframeTrackContent, K.Value == Value
    { accumulated }
    /// Repeats keyframes produced by a loop.
    public static func buildArray<K>(_ components: [K]) -> _KeyframeTrackGroup<Value>
    where K: KeyframeTrackContent, K.Value == Value { _KeyframeTrackGroup() }
}

/// A keyframe reached at constant speed (or along a unit curve).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// Moves to `to` over `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
    /// A keyframe is its own body.
    public var body: Self { return self }
}

/// A keyframe reached by a spring.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SpringKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// Springs to `to`, optionally within a duration.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
    /// A keyframe is its own body.
    public var body: Self { return self }
}

/// A keyframe reached along a smooth cubic curve.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct CubicKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// Curves to `to` over `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
    /// A keyframe is its own body.
    public var body: Self { return self }
}

/// A keyframe that jumps to a value immediately.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MoveKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// Jumps to `to`.
    public init(_ to: Value) {}
    /// A keyframe is its own body.
    public var body: Self { return self }
}

/// A view whose content is redrawn with values from a keyframe timeline.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct KeyframeAnimator<Value, KeyframePath, Content>: View
where Value == KeyframePath.Value, KeyframePath: Keyframes, Content: View {
    /// The content at the initial value (the terminal shows it without animating).
    internal var _content: Content
    /// Plays the keyframes each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) { _content = content(initialValue) }
    /// Plays the keyframes in a loop while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) { _content = content(initialValue) }
    /// A keyframe animator is a leaf view here.
    public typealias Body = Never
    /// A keyframe animator has no body of its own.
    public var body: Never { _unsupported(".body") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Plays keyframes each time `trigger` changes, redrawing this view with each value.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View { self }
    /// Plays keyframes in a loop while `repeating` is true, redrawing this view with each value.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View { self }
}

// MARK: - Matched geometry

/// A property wrapper giving a view an identity space for matched geometry effects.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// Makes a new namespace.
    public init() {}
    /// The namespace's identifier, passed to `matchedGeometryEffect(id:in:)`.
    public var wrappedValue: Namespace.ID { ID() }

    /// The identifier of a namespace.
    public struct ID: Hashable, Sendable {}
}

/// Which parts of a matched view's geometry are shared.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Makes options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both position and size.
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Makes views with the same id in a namespace share geometry, so one morphs into the other.
    public func matchedGeometryEffect<ID>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View where ID: Hashable { self }
}

// MARK: - Geometry effects

/// A 3×3 projective transform applied by a geometry effect.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ProjectionTransform: Equatable, Sendable {
    /// The identity transform.
    public init() {}
    /// A projection that applies an affine transform.
    public init(_ m: CGAffineTransform) {}
    /// Whether the transform changes nothing.
    public var isIdentity: Bool { true }
    /// Whether the transform is purely affine.
    public var isAffine: Bool { true }
    /// This transform followed by another.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform { self }
}

/// An animatable modifier that moves, scales or rotates its content through a projection transform.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    /// The transform to apply for a view of the given size.
    func effectValue(size: CGSize) -> ProjectionTransform
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GeometryEffect {
    /// A geometry effect draws its content transformed instead of building a body.
    public func body(content: Content) -> Never { _unsupported("GeometryEffect.body") }
}

// MARK: - Animators in the terminal

/// A phase animator shows its content at the first phase.
extension PhaseAnimator: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        if let content = _content { expansion.add(content, key: .index(0)) }
    }
}

/// A keyframe animator shows its content at the initial value.
extension KeyframeAnimator: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(_content, key: .index(0)) }
}
