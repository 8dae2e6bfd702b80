// Scrolling: ScrollViewReader, scroll targets and positions, scroll transitions,
// indicators, bouncing, content margins, scroll geometry.

// MARK: - ScrollViewReader

/// Gives its content a proxy for scrolling enclosed scroll views to a child's id.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewReader<Content>: View where Content: View {
    /// The content, built with a proxy.
    internal var _content: Content
    /// Makes a reader whose content receives a scroll proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { _content = content(ScrollViewProxy()) }
    /// It has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("ScrollViewReader.body") }
}

/// Scrolls the scroll views inside a ScrollViewReader to a child with a given id.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
    /// Scrolls until the view with this id is visible, lined up at the anchor if one is given.
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

// MARK: - Scroll targets

/// The rectangle a scroll gesture is heading to, which a behavior may change.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTarget {
    /// Where the scroll view will come to rest.
    public var rect: CGRect
    /// The point of `rect` that lines up with the scroll view, if any.
    public var anchor: UnitPoint?
}

/// What a scroll target behavior knows about the scroll in progress.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target the scroll had before any behavior changed it.
    public var originalTarget: ScrollTarget { _placeholder("ScrollTargetBehaviorContext.originalTarget") }
    /// How fast the scroll was going when the gesture ended.
    public var velocity: CGVector { _placeholder("ScrollTargetBehaviorContext.velocity") }
    /// The size of the scrolled content.
    public var contentSize: CGSize { _placeholder("ScrollTargetBehaviorContext.contentSize") }
    /// The size of the visible scroll area.
    public var containerSize: CGSize { _placeholder("ScrollTargetBehaviorContext.containerSize") }
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set { _placeholder("ScrollTargetBehaviorContext.axes") }
    /// Reads environment values at the scroll view.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { _placeholder("ScrollTargetBehaviorContext.subscript") }
}

/// Decides where a scroll view settles when the user lifts their finger.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {
    /// What the behavior is given to decide on a target.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Adjusts the resting place of a scroll.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

/// A behavior that settles on whole pages the size of the scroll view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Makes a paging behavior.
    public init() {}
    /// Adjusts where the scroll comes to rest.
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on page boundaries.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// A behavior that settles on the edges of views marked with `scrollTargetLayout()`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may move past.
    public struct LimitBehavior: Sendable {
        /// The platform's choice.
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { _placeholder("LimitBehavior.automatic") }
        /// At most one view per swipe, always.
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { _placeholder("LimitBehavior.always") }
        /// No limit.
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { _placeholder("LimitBehavior.never") }
        /// A few views per swipe.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
        public static var alwaysByFew: ViewAlignedScrollTargetBehavior.LimitBehavior { _placeholder("LimitBehavior.alwaysByFew") }
        /// Exactly one view per swipe.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
        public static var alwaysByOne: ViewAlignedScrollTargetBehavior.LimitBehavior { _placeholder("LimitBehavior.alwaysByOne") }
    }
    /// Makes a view-aligned behavior with a limit on views per swipe.
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {}
    /// Adjusts where the scroll comes to rest.
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the edge of a target view.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles on the edge of a target view, limiting how many views one swipe passes.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Sets where scroll views inside this view come to rest.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    /// Makes the children of this lazy stack or layout the targets of view-aligned scrolling.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Makes this view a target of view-aligned scrolling.
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }
    /// Binds the id of the leading scroll target, updated as the user scrolls and scrolled to when set.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }
    /// Turns off clipping of a scroll view's content to its bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Sets where a scroll view starts out, for example at the bottom of a chat.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

// MARK: - ScrollPosition

/// Where a scroll view is scrolled to: a view id, an edge or an offset.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollPosition: Equatable, Sendable {
    /// Makes a position that tracks views whose ids have the given type.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    /// Makes a position at an edge, tracking ids of the given type.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
    /// Makes a position at an offset, tracking ids of the given type.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}
    /// Makes a position at the view with a given id.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
    /// Makes a position at an edge.
    public init(edge: Edge) {}
    /// Makes a position at an offset.
    public init(point: CGPoint) {}
    /// The edge scrolled to, if the position is an edge.
    public var edge: Edge? { nil }
    /// The offset scrolled to, if the position is an offset.
    public var point: CGPoint? { nil }
    /// The id of the view scrolled to, if any.
    public var viewID: (any Hashable & Sendable)? { nil }
    /// The id of the view scrolled to, if it has the given type.
    public func viewID<T>(type: T.Type) -> T? where T: Hashable { nil }
    /// True when the user, not the code, moved the scroll view last.
    public var isPositionedByUser: Bool { _placeholder("ScrollPosition.isPositionedByUser") }
    /// Scrolls to the view with a given id.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
    /// Scrolls to an edge.
    public mutating func scrollTo(edge: Edge) {}
    /// Scrolls to an offset.
    public mutating func scrollTo(point: CGPoint) {}
    /// Scrolls horizontally to an offset.
    public mutating func scrollTo(x: CGFloat) {}
    /// Scrolls vertically to an offset.
    public mutating func scrollTo(y: CGFloat) {}
    /// Scrolls to an offset given per axis.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
    /// Compares two values for equality.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { _placeholder("ScrollPosition.func") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension View {
    /// Binds the position of scroll views inside this view.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}

// MARK: - Indicators, bouncing, disabling

/// Whether scroll indicators show.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    /// The platform's choice.
    public static var automatic: ScrollIndicatorVisibility { _placeholder("ScrollIndicatorVisibility.automatic") }
    /// Shown while scrolling, where the platform allows it.
    public static var visible: ScrollIndicatorVisibility { _placeholder("ScrollIndicatorVisibility.visible") }
    /// Hidden unless the platform insists on showing them.
    public static var hidden: ScrollIndicatorVisibility { _placeholder("ScrollIndicatorVisibility.hidden") }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { _placeholder("ScrollIndicatorVisibility.never") }
}

/// Whether a scroll view bounces when its content is smaller than it.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct ScrollBounceBehavior: Sendable {
    /// The platform's choice.
    public static var automatic: ScrollBounceBehavior { _placeholder("ScrollBounceBehavior.automatic") }
    /// Always bounces.
    public static var always: ScrollBounceBehavior { _placeholder("ScrollBounceBehavior.always") }
    /// Bounces only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { _placeholder("ScrollBounceBehavior.basedOnSize") }
}

extension View {
    /// Shows or hides the scroll indicators of scroll views inside this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }
    /// Stops the user from scrolling scroll views inside this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Sets when scroll views inside this view bounce on the given axes.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
    /// Shows or hides the system background behind scrollable views such as List and Form.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

// MARK: - Content margins

/// Which part of a scroll view content margins apply to.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement: Sendable {
    /// Both content and indicators, as the platform sees fit.
    public static var automatic: ContentMarginPlacement { _placeholder("ContentMarginPlacement.automatic") }
    /// Only the scrolled content.
    public static var scrollContent: ContentMarginPlacement { _placeholder("ContentMarginPlacement.scrollContent") }
    /// Only the scroll indicators.
    public static var scrollIndicators: ContentMarginPlacement { _placeholder("ContentMarginPlacement.scrollIndicators") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Adds margins with the given insets around the content of scroll views inside this view.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }
    /// Adds margins of a length on some edges of the content of scroll views inside this view.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }
    /// Adds margins of a length on every edge of the content of scroll views inside this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}

// MARK: - Scroll transitions

/// Where a view is relative to the visible region of its scroll view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above or to the leading side).
    case topLeading
    /// Inside the visible region.
    case identity
    /// After the visible region (below or to the trailing side).
    case bottomTrailing
    /// True while the view is fully visible.
    public var isIdentity: Bool { self == .identity }
    /// -1 before, 0 inside and 1 after the visible region.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition moves between its phases.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTransitionConfiguration: Sendable {
    /// Follows the scroll position continuously.
    public static let interactive = ScrollTransitionConfiguration()
    /// Animates when the view crosses a threshold.
    public static let animated = ScrollTransitionConfiguration()
    /// Applies no transition.
    public static let identity = ScrollTransitionConfiguration()
    /// Animates with the given animation when the view crosses a threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }
    /// The same configuration with another animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// The same configuration with another threshold for the identity phase.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        self
    }

    /// How much of a view must be visible for it to count as in the identity phase.
    public struct Threshold: Sendable {
        /// Any part visible.
        public static var visible: ScrollTransitionConfiguration.Threshold { _placeholder("Threshold.visible") }
        /// Entirely hidden counts as outside.
        public static var hidden: ScrollTransitionConfiguration.Threshold { _placeholder("Threshold.hidden") }
        /// Centred in the visible region.
        public static var centered: ScrollTransitionConfiguration.Threshold { _placeholder("Threshold.centered") }
        /// A fraction of the view visible.
        public static func visible(_ amount: Double) -> ScrollTransitionConfiguration.Threshold { _placeholder("Threshold.visible") }
        /// A fraction of the view hidden.
        public static func hidden(_ amount: Double) -> ScrollTransitionConfiguration.Threshold { _placeholder("Threshold.hidden") }
        /// A threshold part way towards another.
        public func interpolated(towards other: ScrollTransitionConfiguration.Threshold, amount: Double)
            -> ScrollTransitionConfiguration.Threshold
        { _placeholder("Threshold.interpolated") }
        /// The threshold moved inwards by a distance.
        public func inset(by distance: Double) -> ScrollTransitionConfiguration.Threshold { _placeholder("Threshold.inset") }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Applies effects to this view as it scrolls in and out of the visible region.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { self }
    /// Applies effects to this view as it scrolls, configured separately for each side.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { self }
}

// MARK: - Scroll geometry and phases

/// The offset, sizes and insets of a scroll view at one moment.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The insets around the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The part of the content currently visible.
    public var visibleRect: CGRect { _placeholder("ScrollGeometry.visibleRect") }
    /// The scroll view's bounds in content coordinates.
    public var bounds: CGRect { _placeholder("ScrollGeometry.bounds") }
}

/// What a scroll view is doing: resting, following a finger, decelerating or animating.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public enum ScrollPhase: Equatable, Sendable {
    /// Not scrolling.
    case idle
    /// A finger is down but has not moved it yet.
    case tracking
    /// Following the user's gesture.
    case interacting
    /// Slowing down after the gesture ended.
    case decelerating
    /// Moving because code asked it to.
    case animating
    /// True in every phase but idle.
    public var isScrolling: Bool { self != .idle }
}

/// Extra information given with a scroll phase change.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollPhaseChangeContext {
    /// The scroll geometry when the phase changed.
    public var geometry: ScrollGeometry { _placeholder("ScrollPhaseChangeContext.geometry") }
    /// The scroll velocity, when known.
    public var velocity: CGVector? { _placeholder("ScrollPhaseChangeContext.velocity") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension View {
    /// Runs an action when a value computed from the scroll geometry changes.
    public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable { self }
    /// Runs an action when the scroll phase changes.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    /// Runs an action with extra context when the scroll phase changes.
    public func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> some View { self }
    /// Runs an action when this view becomes more or less visible than a fraction of its size.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
}

// MARK: - CoreGraphics value missing from Foundation on Linux

/// A two-dimensional vector, such as a scroll velocity (CoreGraphics' type, absent from Linux Foundation).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// Makes a zero vector.
    public init() {
        self.dx = 0
        self.dy = 0
    }
    /// Makes a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// Makes a vector from double components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// Makes a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// The zero vector.
    public static var zero: CGVector { CGVector() }
}

// MARK: - Scrolling in the terminal

/// A scroll view reader shows its content; the whole screen is printed, so scrolling to a child
/// changes nothing on it.
extension ScrollViewReader: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(_content, key: .index(0)) }
}
