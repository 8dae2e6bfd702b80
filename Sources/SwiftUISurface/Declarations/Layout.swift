// Layout: the Layout protocol family, Grid, ViewThatFits, alignment guides,
// coordinate spaces, geometry, layout and transform modifiers, visual effects.

// MARK: - Layout protocol

/// Proposed width and height that a parent offers a child during layout; nil means "use your ideal".
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProposedViewSize: Equatable, Sendable {
    /// Proposed width, or nil for the child's ideal width.
    public var width: CGFloat?
    /// Proposed height, or nil for the child's ideal height.
    public var height: CGFloat?
    /// A proposal of zero in both dimensions, asking for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal with no dimensions set, asking for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions, asking for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Makes a proposal from optional width and height values.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// Makes a proposal from a concrete size.
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }
    /// Turns the proposal into a size, filling nil dimensions from the given size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        _placeholder("ProposedViewSize.replacingUnspecifiedDimensions")
    }
}

/// Preferred spacing around a view, per edge, that layouts use to space neighbours.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
    /// Spacing that asks for no space on any edge.
    public static let zero = ViewSpacing()
    /// Makes a default spacing value.
    public init() {}
    /// Merges another spacing into this one on the given edges, keeping the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    /// Returns this spacing merged with another on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { _placeholder("ViewSpacing.union") }
    /// The preferred distance from this view to the next one along an axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { _placeholder("ViewSpacing.distance") }
}

/// Properties a layout reports about itself, such as its stacking axis.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
    /// Makes default layout properties.
    public init() {}
    /// The axis along which the layout stacks its subviews, if any.
    public var stackOrientation: Axis?
}

/// A type that defines the geometry of a collection of views.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency
public protocol Layout: Sendable {
    /// Properties that describe this layout to its container.
    static var layoutProperties: LayoutProperties { get }
    /// Storage for values the layout computes once and reuses between calls.
    associatedtype Cache = Void
    /// The collection of subview proxies the layout arranges.
    typealias Subviews = LayoutSubviews
    /// Builds the cache for a set of subviews.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The spacing this whole layout prefers around itself.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// Reports the size the layout needs for the given proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places every subview inside the given bounds.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Gives a custom position for a horizontal alignment guide, or nil for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
    /// Gives a custom position for a vertical alignment guide, or nil for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    /// Default properties: no stacking axis.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Default cache refresh: rebuilds the cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
    /// Default horizontal guide: none.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }
    /// Default vertical guide: none.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }
    /// Default spacing: the union of the subviews' spacing.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
    /// Default cache for layouts that keep none.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    /// Uses the layout as a container: `MyLayout { ... }`.
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        _LayoutContainer<Self, V>(_content: content())
    }
}

/// The view a layout produces when it is called with content.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _LayoutContainer<L, Content>: View where L: Layout, Content: View {
    /// The views the layout arranges.
    internal var _content: Content
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("_LayoutContainer.body") }
}

/// The subviews a layout arranges, as a random-access collection of proxies.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// A slice of subviews is itself a subview collection.
    public typealias SubSequence = LayoutSubviews
    /// Each element is one subview proxy.
    public typealias Element = LayoutSubview
    /// Subviews are indexed by position.
    public typealias Index = Int
    /// The positions of the subviews.
    public typealias Indices = Range<Int>
    /// The reading direction the subviews are laid out in.
    public var layoutDirection: LayoutDirection
    /// Index of the first subview.
    public var startIndex: Int { _placeholder("LayoutSubviews.startIndex") }
    /// Index one past the last subview.
    public var endIndex: Int { _placeholder("LayoutSubviews.endIndex") }
    /// The subview proxy at a position.
    public subscript(index: Int) -> LayoutSubview { _placeholder("LayoutSubviews.subscript") }
    /// The subviews in a range of positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { _placeholder("LayoutSubviews.subscript") }
    /// The subviews at the given positions.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int { _placeholder("LayoutSubviews.subscript") }
}

/// One subview of a layout: ask it for sizes and values, then place it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable, Sendable {
    /// Reads a custom value the subview set with `layoutValue(key:value:)`.
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { _placeholder("LayoutSubview.subscript") }
    /// The subview's layout priority.
    public var priority: Double { _placeholder("LayoutSubview.priority") }
    /// The size the subview picks for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { _placeholder("LayoutSubview.sizeThatFits") }
    /// The subview's dimensions and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { _placeholder("LayoutSubview.dimensions") }
    /// The spacing the subview prefers around itself.
    public var spacing: ViewSpacing { _placeholder("LayoutSubview.spacing") }
    /// Puts the subview at a point, using the anchor and the proposal given.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    /// Compares two values for equality.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { _placeholder("LayoutSubview.func") }
}

/// A key for a custom value that a view hands to its enclosing layout.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
    /// The type of value the key stores.
    associatedtype Value
    /// The value a subview reports when it sets none.
    static var defaultValue: Self.Value { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Attaches a value for the given key that the parent layout can read.
    public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey { self }
}

/// A layout whose concrete type is hidden, for switching layouts with animation.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyLayout: Layout {
    /// Wraps a concrete layout.
    public init<L>(_ layout: L) where L: Layout {}
    /// The cache of the wrapped layout.
    public struct Cache {}
    /// Builds the cache for the wrapped layout.
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache { _placeholder("AnyLayout.makeCache") }
    /// Reports the size this layout needs.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache)
        -> CGSize
    { _placeholder("AnyLayout.sizeThatFits") }
    /// Places the subviews within the bounds.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache
    ) {}
}

/// A row layout usable with AnyLayout; the layout behind HStack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct HStackLayout: Layout {
    /// Vertical alignment of the row's subviews.
    public var alignment: VerticalAlignment
    /// Distance between subviews, or nil for the default.
    public var spacing: CGFloat?
    /// Makes a row layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Reports the size this layout needs.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout ()) -> CGSize {
        _placeholder("HStackLayout.sizeThatFits")
    }
    /// Places the subviews within the bounds.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout ()
    ) {}
}

/// A column layout usable with AnyLayout; the layout behind VStack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct VStackLayout: Layout {
    /// Horizontal alignment of the column's subviews.
    public var alignment: HorizontalAlignment
    /// Distance between subviews, or nil for the default.
    public var spacing: CGFloat?
    /// Makes a column layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Reports the size this layout needs.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout ()) -> CGSize {
        _placeholder("VStackLayout.sizeThatFits")
    }
    /// Places the subviews within the bounds.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout ()
    ) {}
}

/// An overlaying layout usable with AnyLayout; the layout behind ZStack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ZStackLayout: Layout {
    /// Alignment of the stacked subviews.
    public var alignment: Alignment
    /// Makes an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The size the stacked subviews need.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()) -> CGSize {
        _placeholder("ZStackLayout.sizeThatFits")
    }
    /// Places the subviews within the bounds.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()
    ) {}
}

/// A grid layout usable with AnyLayout; the layout behind Grid.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GridLayout: Layout {
    /// Alignment of content inside each cell.
    public var alignment: Alignment
    /// Distance between columns, or nil for the default.
    public var horizontalSpacing: CGFloat?
    /// Distance between rows, or nil for the default.
    public var verticalSpacing: CGFloat?
    /// Makes a grid layout.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
    /// Reports the size this layout needs.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout ()) -> CGSize {
        _placeholder("GridLayout.sizeThatFits")
    }
    /// Places the subviews within the bounds.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout ()
    ) {}
}

// MARK: - Grid

/// A container that lines its rows up into columns, sizing every cell at once.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Grid<Content>: View where Content: View {
    /// The rows of the grid.
    internal var _content: Content
    /// Makes a grid from rows of content.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) { _content = content() }
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("Grid.body") }
}

/// One row of a Grid; each child takes one column.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GridRow<Content>: View where Content: View {
    /// The cells of the row.
    internal var _content: Content
    /// Makes a grid row, optionally overriding the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { _content = content() }
    /// A grid row has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("GridRow.body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Makes this cell span the given number of grid columns.
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// Positions this view inside its grid cell at the given anchor.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// Stops this cell from claiming space in the given axes of the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
    /// Sets the horizontal alignment for every cell in this view's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
}

// MARK: - ViewThatFits

/// Shows the first of its children that fits in the available space.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content>: View where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a view that tries its children in order along the given axes.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { _children = [content()] }
    /// It has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("ViewThatFits.body") }
}

// MARK: - Alignment guides

/// The size and alignment guide positions of a laid-out view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { _placeholder("ViewDimensions.width") }
    /// The view's height.
    public var height: CGFloat { _placeholder("ViewDimensions.height") }
    /// Where a horizontal guide falls, default or explicit.
    public subscript(guide: HorizontalAlignment) -> CGFloat { _placeholder("ViewDimensions.subscript") }
    /// Where a vertical guide falls, default or explicit.
    public subscript(guide: VerticalAlignment) -> CGFloat { _placeholder("ViewDimensions.subscript") }
    /// Where a horizontal guide falls if it was set explicitly, else nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { _placeholder("ViewDimensions.subscript") }
    /// Where a vertical guide falls if it was set explicitly, else nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { _placeholder("ViewDimensions.subscript") }
    /// Compares two values for equality.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { _placeholder("ViewDimensions.func") }
}

/// Identifies a custom alignment and gives its default position in a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AlignmentID {
    /// The guide's position in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
    /// Makes a custom horizontal alignment from its identifier type.
    public init(_ id: any AlignmentID.Type) { self = .center }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment {
    /// Makes a custom vertical alignment from its identifier type.
    public init(_ id: any AlignmentID.Type) { self = .center }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Moves a horizontal alignment guide of this view to a computed position.
    @preconcurrency
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat)
        -> some View
    { self }
    /// Moves a vertical alignment guide of this view to a computed position.
    @preconcurrency
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat)
        -> some View
    { self }
}

// MARK: - Coordinate spaces

/// A frame of reference for geometry: the view itself, the screen, or a named ancestor.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
    /// The whole window or screen.
    case global
    /// The view's own bounds.
    case local
    /// An ancestor marked with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace {
    /// True for the global space.
    public var isGlobal: Bool { _placeholder("CoordinateSpace.isGlobal") }
    /// True for the local space.
    public var isLocal: Bool { _placeholder("CoordinateSpace.isLocal") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace: Equatable, Hashable {}

/// A value that names a coordinate space for geometry conversions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space referred to by a name given with `coordinateSpace(_:)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The coordinate space this value names.
    public var coordinateSpace: CoordinateSpace { _placeholder("NamedCoordinateSpace.coordinateSpace") }
}

/// The coordinate space of the view itself.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Makes the local coordinate space.
    public init() {}
    /// The coordinate space this value names.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinate space of the window or screen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Makes the global coordinate space.
    public init() {}
    /// The coordinate space this value names.
    public var coordinateSpace: CoordinateSpace { .global }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A coordinate space found by the name an ancestor gave it.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { _placeholder("CoordinateSpaceProtocol.named") }
    /// The coordinate space of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { _placeholder("CoordinateSpaceProtocol.scrollView") }
    /// The coordinate space of the nearest enclosing scroll view that scrolls along an axis.
    public static func scrollView(axis: Axis) -> Self { _placeholder("CoordinateSpaceProtocol.scrollView") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's or screen's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
    /// Gives this view's coordinate space a name that descendants can measure against.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
    /// Gives this view's coordinate space a hashable name that descendants can measure against.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    public func coordinateSpace<T>(name: T) -> some View where T: Hashable { self }
}

// MARK: - Geometry

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GeometryProxy {
    /// The container's bounds expressed in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { _placeholder("GeometryProxy.frame") }
    /// The container's bounds expressed in a coordinate space.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { _placeholder("GeometryProxy.frame") }
    /// The bounds of a named coordinate space converted into this view's space, if it exists.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { _placeholder("GeometryProxy.bounds") }
    /// Resolves an anchor into a value in this container's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { _placeholder("GeometryProxy.subscript") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Runs an action whenever a value computed from this view's geometry changes.
    @preconcurrency
    public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable { self }
    /// Runs an action with the old and new value whenever a value computed from this view's geometry changes.
    @preconcurrency
    public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable, T: Sendable { self }
}

// MARK: - Layout adjustments

extension View {
    /// A frame with no size constraints, which changes nothing.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { self }
    /// Sizes this view as a fraction of its nearest container along the given axes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    /// Sizes this view to span some of the container's columns or rows.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View { self }
    /// Sizes this view with a closure given the container's length on each axis.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { self }
    /// Grows the safe area by the given insets.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
    /// Grows the safe area on some edges by a length, or by the system default.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// Grows the safe area on every edge by a length.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func safeAreaPadding(_ length: CGFloat) -> some View { self }
    /// Lets this view extend under the safe area on the given edges.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

// MARK: - Transforms

extension View {
    /// Turns this view around an axis in three dimensions.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View { self }
}

// MARK: - Visual effects

/// A rendering change, like an offset or a blur, that does not affect layout.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VisualEffect: Sendable {}

/// The starting point to which a `visualEffect` closure adds effects.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct EmptyVisualEffect: VisualEffect {
    /// Makes an effect that changes nothing.
    public init() {}
}

/// An effect built by chaining effect calls; the result type of the VisualEffect methods.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct _ChainedVisualEffect<Base>: VisualEffect where Base: VisualEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VisualEffect {
    /// Shifts the rendering by a size.
    public func offset(_ offset: CGSize) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Shifts the rendering horizontally and vertically.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Scales the rendering per axis.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        _ChainedVisualEffect<Self>()
    }
    /// Scales the rendering uniformly.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        _ChainedVisualEffect<Self>()
    }
    /// Scales the rendering by horizontal and vertical factors.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        _ChainedVisualEffect<Self>()
    }
    /// Rotates the rendering in the plane.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        _ChainedVisualEffect<Self>()
    }
    /// Rotates the rendering around an axis in three dimensions.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Blurs the rendering.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Makes the rendering partly transparent.
    public func opacity(_ opacity: Double) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Brightens or darkens the rendering.
    public func brightness(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Changes the contrast of the rendering.
    public func contrast(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Changes the colour saturation of the rendering.
    public func saturation(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Removes some or all colour from the rendering.
    public func grayscale(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Shifts every hue of the rendering by an angle.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { _ChainedVisualEffect<Self>() }
    /// Tints the rendering by multiplying it with a colour.
    public func colorMultiply(_ color: Color) -> some VisualEffect { _ChainedVisualEffect<Self>() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Applies rendering effects computed from this view's geometry.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
        -> some View
    { self }
}

// MARK: - Preferences

/// A key for a value that child views send up to their ancestors, combined along the way.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
    /// The type of value the key carries.
    associatedtype Value
    /// The value when no child sets one.
    static var defaultValue: Self.Value { get }
    /// Folds the next child's value into the accumulated one.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
    /// Optional preference values default to nil.
    public static var defaultValue: Self.Value { nil }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sends a value for a preference key up to this view's ancestors.
    public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { self }
    /// Changes the value this view sends for a preference key.
    public func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
        -> some View where K: PreferenceKey
    { self }
    /// Sends a value computed from an anchor of this view's geometry.
    public func anchorPreference<A, K>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View where K: PreferenceKey { self }
    /// Runs an action when the combined value of a preference key from this view's children changes.
    public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> some View where K: PreferenceKey, K.Value: Equatable
    { _unsupported("View.onPreferenceChange") }
    /// Puts a view built from a preference value in front of this view.
    public func overlayPreferenceValue<K, V>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V)
        -> some View where K: PreferenceKey, V: View
    { _unsupported("View.overlayPreferenceValue") }
    /// Puts a view built from a preference value behind this view.
    public func backgroundPreferenceValue<K, V>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V)
        -> some View where K: PreferenceKey, V: View
    { _unsupported("View.backgroundPreferenceValue") }
}

// MARK: - Layout containers in the terminal

/// A custom layout shows its subviews one after the other (the terminal does not place them).
extension _LayoutContainer: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(_content, key: .index(0)) }
}

/// A grid shows its rows one after the other.
extension Grid: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(_content, key: .index(0)) }
}

/// A grid row shows its cells one after the other.
extension GridRow: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(_content, key: .index(0)) }
}

/// Every candidate fits a terminal, so the first child is shown.
extension ViewThatFits: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let content = _children.first else { return }
        if let tuple = content as? any _TupleViewFirst {
            if let first = tuple._firstView { expansion.add(first, key: .index(0)) }
        } else {
            expansion.add(content, key: .index(0))
        }
    }
}

/// A tuple of views that can hand out its first one.
@MainActor
internal protocol _TupleViewFirst {
    /// The first view of the tuple.
    var _firstView: (any View)? { get }
}

extension TupleView: _TupleViewFirst {
    var _firstView: (any View)? { Mirror(reflecting: value).children.first?.value as? any View }
}
