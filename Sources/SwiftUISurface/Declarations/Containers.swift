// Containers: stacks, List, ForEach, Form, Section, ScrollView, grids,
// navigation, tabs, GeometryReader.

// MARK: - Stacks

/// Places its children one above the other.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a column with the given child alignment and spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VStack: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("VStack.body") }
}

/// Places its children side by side.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HStack<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a row with the given child alignment and spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HStack: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("HStack.body") }
}

/// Layers its children on top of each other.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ZStack<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a stack of layers with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ZStack: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("ZStack.body") }
}

/// Which section parts of a lazy stack or grid stay pinned while scrolling.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt32
    /// Makes a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Pin section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pin section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that only builds the children that scroll into view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVStack<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a lazy column with alignment, spacing and pinned section parts.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) { _children = [content()] }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyVStack: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("LazyVStack.body") }
}

/// A row that only builds the children that scroll into view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHStack<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a lazy row with alignment, spacing and pinned section parts.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) { _children = [content()] }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyHStack: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("LazyHStack.body") }
}

/// Describes one column (or row) of a lazy grid: its sizing, spacing and alignment.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
    /// How a lazy grid column or row is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// One track sharing the free space, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit, each within bounds.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// Makes a grid track description.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// A grid with fixed columns that grows downwards, building cells lazily.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVGrid<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a vertical lazy grid from column descriptions.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { _children = [content()] }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyVGrid: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("LazyVGrid.body") }
}

/// A grid with fixed rows that grows sideways, building cells lazily.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHGrid<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a horizontal lazy grid from row descriptions.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { _children = [content()] }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyHGrid: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("LazyHGrid.body") }
}

/// Empty space that pushes its neighbours apart inside a stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Spacer: View {
    /// Makes a spacer that is never shorter than the given length.
    public init(minLength: CGFloat? = nil) {}
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("Spacer.body") }
}

/// A thin line between pieces of content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Divider: View {
    /// Makes a divider.
    public init() {}
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("Divider.body") }
}

/// A view whose content can be scrolled along one or both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a scroll view along the given axes, optionally hiding its indicators.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("ScrollView.body") }
}

/// A view that fills the space offered and hands its size and geometry to its content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryReader<Content> where Content: View {
    /// Makes a reader whose content is built from a geometry proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { _content = content }
    /// Builds the content from the space it is given.
    internal var _content: ((GeometryProxy) -> Content)?
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GeometryReader: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("GeometryReader.body") }
}

/// The size, safe area and frames of the view a GeometryReader measures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    /// The size of the measured container.
    public var size: CGSize { _placeholder("GeometryProxy.size") }
    /// The safe area insets of the measured container.
    public var safeAreaInsets: EdgeInsets { _placeholder("GeometryProxy.safeAreaInsets") }
}

// MARK: - ForEach

/// A view built from a collection, which lists can delete from and reorder.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicViewContent: View {
    /// The collection the views come from.
    associatedtype Data: Collection
    /// The collection the views come from.
    var data: Self.Data { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicViewContent {
    /// Enables swipe-to-delete and calls the action with the offsets to remove.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _OnDelete(base: self, action: action)
    }
    /// Enables dragging to reorder and calls the action with the source offsets and destination.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// Builds one view per element of a collection, keeping identity by id.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection the views are built from.
    public var data: Data
    /// The closure that builds a view for one element.
    public var content: (Data.Element) -> Content
    /// The identifier of each element.
    internal var _id: (Data.Element) -> AnyHashable = { _ in AnyHashable(0) }
    /// True when made from a range without ids, which SwiftUI expects never to change.
    internal var _isConstantRange = false
    /// The rows: each element's identifier with its view.
    internal func _rows() -> [(AnyHashable, any View)] {
        var rows: [(AnyHashable, any View)] = []
        rows.reserveCapacity(data.count)
        for element in data { rows.append((_id(element), content(element) as Any as! any View)) }
        return rows
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("ForEach.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: DynamicViewContent where Content: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Builds a view for each element of a collection of identifiable values.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        _id = { AnyHashable($0.id) }
    }
}

extension ForEach where Content: View {
    /// Builds a view for each element, identifying elements through a key path.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        _id = { AnyHashable($0[keyPath: id]) }
    }

    /// Builds a view for each element of a bound collection, passing a binding to the element.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        let collection = data
        self.data = data.wrappedValue.indices.lazy.map { ($0, data.wrappedValue[$0][keyPath: id]) }
        self.content = { pair in content(collection[pair.0]) }
        _id = { AnyHashable($0.1) }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ForEach where Content: View {
    /// Builds a view for each identifiable element of a bound collection, passing a binding to it.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        let collection = data
        self.data = data.wrappedValue.indices.lazy.map { ($0, data.wrappedValue[$0].id) }
        self.content = { pair in content(collection[pair.0]) }
        _id = { AnyHashable($0.1) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Builds a view for each number of a range that never changes.
    @_semantics("swiftui.requires_constant_range")
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        _id = { AnyHashable($0) }
        _isConstantRange = true
    }
}

// MARK: - List

/// A scrolling column of rows, optionally selectable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// The selection binding, when rows can be selected.
    internal var _selection: _ListSelection? = nil
    /// Makes a list whose rows can be selected several at a time.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { _children = [content()]; _selection = selection.map { _ListSelection(many: $0) } }
    /// Makes a list whose rows can be selected one at a time.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { _children = [content()]; _selection = selection.map { _ListSelection(one: $0) } }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("List.body") }
}

extension List {
    /// Makes a multi-select list with a row per identifiable element.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    { _children = [ForEach(data, content: rowContent)]; _selection = selection.map { _ListSelection(many: $0) } }
    /// Makes a multi-select list with a row per element, identified through a key path.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { _children = [ForEach(data, id: id, content: rowContent)]; _selection = selection.map { _ListSelection(many: $0) } }
    /// Makes a single-select list with a row per identifiable element.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    { _children = [ForEach(data, content: rowContent)]; _selection = selection.map { _ListSelection(one: $0) } }
    /// Makes a single-select list with a row per element, identified through a key path.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { _children = [ForEach(data, id: id, content: rowContent)]; _selection = selection.map { _ListSelection(one: $0) } }
    /// Makes a multi-select list over a bound collection, passing each row a binding to its element.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
    @available(watchOS, unavailable)
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    { _children = [ForEach(data, content: rowContent)]; _selection = selection.map { _ListSelection(many: $0) } }
    /// Makes a single-select list over a bound collection, passing each row a binding to its element.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    { _children = [ForEach(data, content: rowContent)]; _selection = selection.map { _ListSelection(one: $0) } }
}

extension List where SelectionValue == Never {
    /// Makes a list of fixed rows without selection.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
    /// Makes a list with a row per identifiable element.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    { _children = [ForEach(data, content: rowContent)] }
    /// Makes a list with a row per element, identified through a key path.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { _children = [ForEach(data, id: id, content: rowContent)] }
    /// Makes a list with a row per number of a constant range.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View { _children = [ForEach(data, content: rowContent)] }
    /// Makes a list over a bound collection of identifiable values, passing each row a binding.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    { _children = [ForEach(data, content: rowContent)] }
    /// Makes a list over a bound collection identified through a key path, passing each row a binding.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    { _children = [ForEach(data, id: id, content: rowContent)] }
}

/// The look of a list: plain, grouped, inset, sidebar and so on.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ListStyle {}
/// The platform's default list look.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultListStyle: ListStyle {
    /// Makes the default list style.
    public init() {}
}
/// Rows edge to edge with no grouping background.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainListStyle: ListStyle {
    /// Makes the plain list style.
    public init() {}
}
/// Sections as separate groups on a grey background.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle {
    /// Makes the grouped list style.
    public init() {}
}
/// Rows inset from the edges.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetListStyle: ListStyle {
    /// Makes the inset list style.
    public init() {}
}
/// Sections as rounded, inset groups.
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
    /// Makes the inset grouped list style.
    public init() {}
}
/// The look of a navigation sidebar, with collapsible sections.
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarListStyle: ListStyle {
    /// Makes the sidebar list style.
    public init() {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list look.
    public static var automatic: DefaultListStyle { _placeholder("ListStyle.automatic") }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { _placeholder("ListStyle.plain") }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
    /// Sections as separate groups.
    public static var grouped: GroupedListStyle { _placeholder("ListStyle.grouped") }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { _placeholder("ListStyle.inset") }
}
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded, inset groups.
    public static var insetGrouped: InsetGroupedListStyle { _placeholder("ListStyle.insetGrouped") }
}
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == SidebarListStyle {
    /// The navigation sidebar look.
    public static var sidebar: SidebarListStyle { _placeholder("ListStyle.sidebar") }
}

/// The leading or trailing side of something horizontal, such as a list row.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    /// The leading side.
    case leading
    /// The trailing side.
    case trailing
}

extension View {
    /// Sets the look of lists inside this view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
    /// Sets the padding around the content of this list row, or the default for nil.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// Puts a view behind this list row.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func listRowBackground<V>(_ view: V?) -> some View where V: View { self }
    /// Shows or hides the separators of this list row.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Adds buttons revealed by swiping this list row from one edge.
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    public func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View { modifier(_AttachedViewModifier(extra: content(), placement: .hidden)) }
    /// Enables pull-to-refresh, running the async action while the indicator shows.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Shows a number badge on this row or tab item; zero shows none.
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func badge(_ count: Int) -> some View { _badge(count == 0 ? nil : String(count)) }
    /// Shows a localized text badge on this row or tab item, or none for nil.
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func badge(_ label: LocalizedStringKey?) -> some View { _badge(label?._resolved) }
}

/// The top or bottom side of something vertical, such as a list row.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// The top side.
    case top
    /// The bottom side.
    case bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Makes a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Only the top edge.
        public static let top = Set(rawValue: 1)
        /// Only the bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

// MARK: - Form and Section

/// A container for settings and data-entry controls, styled per platform.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Form<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a form from its rows and sections.
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Form: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("Form.body") }
}

/// The look of a form.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol FormStyle {}
/// The platform's default form look.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AutomaticFormStyle: FormStyle {
    /// Makes the default form style.
    public init() {}
}
/// Labels and controls in aligned columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ColumnsFormStyle: FormStyle {
    /// Makes the columns form style.
    public init() {}
}
/// Rows in grouped sections.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GroupedFormStyle: FormStyle {
    /// Makes the grouped form style.
    public init() {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form look.
    public static var automatic: AutomaticFormStyle { _placeholder("FormStyle.automatic") }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns.
    public static var columns: ColumnsFormStyle { _placeholder("FormStyle.columns") }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { _placeholder("FormStyle.grouped") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets the look of forms inside this view.
    public func formStyle<S>(_ style: S) -> some View where S: FormStyle { self }
}

/// A group of rows in a list or form, with an optional header and footer.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
    /// The views it contains, in order.
    internal var _children: [any View] = []
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("Section.body") }

    /// Makes a section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) { _children = [header(), content(), footer()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Makes a section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { _children = [header(), content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Makes a section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { _children = [content(), footer()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Makes a section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Makes a section with a text header from a localized key.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _children = [Text(titleKey), content()] }
    /// Makes a section with a text header from a string.
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { _children = [Text(title), content()] }
    /// Makes a collapsible section with a text header from a localized key.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) { _children = [Text(titleKey), content()] }
}

// MARK: - ContentUnavailableView

/// A placeholder that explains why there is nothing to show, with optional actions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView<Label, Description, Actions> where Label: View, Description: View, Actions: View {
    /// The label, the description and the actions.
    internal var _parts: [any View] = []
    /// Makes a placeholder from a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) { _parts = [label(), description(), actions()] }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("ContentUnavailableView.body") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Makes a placeholder titled from a localized key, with a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        _parts = [SwiftUI.Label(title, systemImage: name), description]
    }
    /// Makes a placeholder titled from a string, with a symbol and an optional description.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
        _parts = [SwiftUI.Label(title, systemImage: name), description]
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The standard "no search results" placeholder.
    public static var search: ContentUnavailableView<Label, Description, Actions> { _placeholder("search") }
    /// The standard "no results for this text" placeholder.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { _placeholder("search") }
}

/// The parts of the standard "no search results" placeholder.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
    /// The placeholder's title and symbol.
    public struct Label: View {
        /// Primitive view: it has no body of its own.
        public typealias Body = Never
        /// Never evaluated; the framework draws this view itself.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The placeholder's explanation.
    public struct Description: View {
        /// Primitive view: it has no body of its own.
        public typealias Body = Never
        /// Never evaluated; the framework draws this view itself.
        public var body: Never { _unsupported("Description.body") }
    }
    /// The placeholder's actions.
    public struct Actions: View {
        /// Primitive view: it has no body of its own.
        public typealias Body = Never
        /// Never evaluated; the framework draws this view itself.
        public var body: Never { _unsupported("Actions.body") }
    }
}

// MARK: - Navigation

/// A list of pushed values of any Hashable types, driving a NavigationStack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
    /// The pushed values, first to last.
    internal var _elements: [AnyHashable] = []
    /// Makes an empty path.
    public init() {}
    /// Makes a path from a sequence of values.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { _elements = elements.map { AnyHashable($0) } }
    /// How many values are on the path.
    public var count: Int { _elements.count }
    /// True when nothing is pushed.
    public var isEmpty: Bool { _elements.isEmpty }
    /// Pushes a value.
    public mutating func append<V>(_ value: V) where V: Hashable { _elements.append(AnyHashable(value)) }
    /// Pops the last k values.
    public mutating func removeLast(_ k: Int = 1) { _elements.removeLast(k) }
}

/// A stack of views: a root view plus the views pushed onto it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root> where Root: View {
    /// The root view.
    internal var _root: Root
    /// The bound path, when the stack has one.
    internal var _path: _NavigationPathAccess?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("NavigationStack.body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    /// Makes a stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) { _root = root() }
    /// Makes a stack whose pushed values of any types are bound to a NavigationPath.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        _root = root()
        _path = _NavigationPathAccess(
            values: { path.wrappedValue._elements },
            append: { value in
                path.wrappedValue._elements.append(value)
                return true
            }, removeLast: { path.wrappedValue._elements.removeLast() })
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Makes a stack whose pushed values, all of one type, are bound to a collection.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        _root = root()
        _path = _NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            }, removeLast: { path.wrappedValue.removeLast() })
    }
}

/// A button that pushes a destination, or a value, onto the enclosing navigation stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    /// The label view.
    internal var _label: Label
    /// What the link pushes: a view, or a value for a navigationDestination.
    internal var _target: _NavigationTarget
    /// Makes a link to a destination built by a closure.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        _label = label()
        _target = .view(destination())
    }

    /// Makes a link to a destination view value.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        _label = label()
        _target = .view(destination)
    }

    /// Makes a link that pushes a value, shown by a matching navigationDestination; nil disables it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never, P: Hashable {
        _label = label()
        _target = value.map { .value(AnyHashable($0)) } ?? .none
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("NavigationLink.body") }
}

extension NavigationLink where Label == Text {
    /// Makes a text link from a localized key to a destination built by a closure.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        _label = Text(titleKey)
        _target = .view(destination())
    }
    /// Makes a text link from a string to a destination built by a closure.
    @_disfavoredOverload
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        _label = Text(title)
        _target = .view(destination())
    }
    /// Makes a text link from a localized key to a destination view value.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        _label = Text(titleKey)
        _target = .view(destination)
    }
    /// Makes a text link from a string to a destination view value.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol {
        _label = Text(title)
        _target = .view(destination)
    }
    /// Makes a text link from a localized key that pushes a value.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never, P: Hashable {
        _label = Text(titleKey)
        _target = value.map { .value(AnyHashable($0)) } ?? .none
    }
    /// Makes a text link from a string that pushes a value.
    @_disfavoredOverload
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<S, P>(_ title: S, value: P?) where Destination == Never, S: StringProtocol, P: Hashable {
        _label = Text(title)
        _target = value.map { .value(AnyHashable($0)) } ?? .none
    }
}

/// A two- or three-column layout: sidebar, optional content column, detail.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar: View, Content: View, Detail: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) { _children = [sidebar(), content(), detail()] }
    /// Makes a three-column split view whose column visibility is bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) { _children = [sidebar(), content(), detail()] }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("NavigationSplitView.body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// Makes a two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { _children = [sidebar(), detail()] }
    /// Makes a two-column split view whose column visibility is bound.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) { _children = [sidebar(), detail()] }
}

/// Which columns of a navigation split view are showing.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility()
    /// The detail column and the one before it.
    public static let doubleColumn = NavigationSplitViewVisibility()
    /// Every column.
    public static let all = NavigationSplitViewVisibility()
    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility()
}

/// The pre-iOS 16 navigation container, replaced by NavigationStack and NavigationSplitView.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a navigation view around its root content.
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("NavigationView.body") }
}

/// Namespace for navigation bar settings.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    /// How big the navigation bar title is drawn.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit from the previous view in the stack.
        case automatic
        /// Small, inside the bar.
        case inline
        /// Large, below the bar.
        @available(watchOS 8.0, *)
        @available(tvOS, unavailable)
        case large
    }
}

/// How big a toolbar's title is drawn.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode()
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode()
    /// Large but inside the bar.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let inlineLarge = ToolbarTitleDisplayMode()
    /// Small, inside the bar.
    public static let inline = ToolbarTitleDisplayMode()
}

extension View {
    /// Sets the title shown in the navigation bar from a localized key.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: titleKey._resolved))
    }
    /// Sets the title shown in the navigation bar from a string.
    @_disfavoredOverload
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(_NavigationTitleModifier(title: String(title)))
    }
    /// Sets the title shown in the navigation bar from a text view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ title: Text) -> some View { modifier(_NavigationTitleModifier(title: title._plainText)) }
    /// Sets a title the user can rename in place, bound to a string.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationTitleModifier(title: title.wrappedValue))
    }
    /// Sets a smaller line shown with the navigation title, from a localized key.
    @available(iOS 26.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
    /// Sets a smaller line shown with the navigation title, from a string.
    @_disfavoredOverload
    @available(iOS 26.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationSubtitle<S>(_ subtitle: S) -> some View where S: StringProtocol { self }
    /// Sets a smaller line shown with the navigation title, from a text view.
    @available(iOS 26.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    /// Chooses a large or inline navigation bar title for this view.
    @available(iOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
    /// Chooses how big the toolbar title of this view is drawn.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
    /// Hides the navigation bar while this view shows.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Hides the back button while this view shows.
    @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Says which view to push for values of a type appended to the stack's path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        modifier(_DestinationModifier(type: ObjectIdentifier(D.self), make: { ($0.base as? D).map { destination($0) } }))
    }
    /// Pushes a destination while the binding is true.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
    where V: View {
        modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
    /// Pushes a destination built from the bound value while it is not nil.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C)
        -> some View where D: Hashable, C: View
    { _unsupported("View.navigationDestination") }
    /// Asks for a fixed width for the split view column holding this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Asks for a width range for the split view column holding this view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}

// MARK: - TabView

/// Switches between child views with a tab bar (or pages).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// The bound selection, when there is one.
    internal var _selection: _PickerSelection?
    /// Makes a tab view from Tab values, with the selected tab bound.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent { _unsupported("TabView with Tab values") }
    /// Makes a tab view from tagged child views, with the selected tag bound.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        _children = [content()]
        _selection = selection.map { _pickerSelection($0) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("TabView.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
    /// Makes a tab view from child views without bound selection.
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabView {
    /// Makes a tab view from Tab values without bound selection.
    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent { _unsupported("TabView with Tab values") }
}

/// Something a tab view builder accepts: a Tab or a group of tabs.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The selection value type of the tabs.
    associatedtype TabValue: Hashable
    /// The tab content this one is made of.
    associatedtype Body: TabContent
    /// The tabs this content produces.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// The result builder behind a tab view's `Tab` list.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// Accepts one tab expression.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: TabContent, Content.TabValue == TabValue { content }
    /// Passes a single tab through.
    public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { content }
    /// Combines several tabs.
    @_disfavoredOverload
    public static func buildBlock<each C>(_ content: repeat each C) -> TupleTabContent<TabValue, (repeat each C)>
    where repeat each C: TabContent { _placeholder("TabContentBuilder.buildBlock") }
    /// Supports `if` without `else`.
    public static func buildIf<C>(_ content: C?) -> C? where C: TabContent, C.TabValue == TabValue { content }
    /// Supports the first branch of `if`/`else`.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue { _placeholder("TabContentBuilder.buildEither") }
    /// Supports the second branch of `if`/`else`.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue { _placeholder("TabContentBuilder.buildEither") }

    /// The view a tab builder's result becomes inside a TabView.
    public struct Content<C>: View where C: TabContent, C.TabValue == TabValue {
        /// Primitive view: it has no body of its own.
        public typealias Body = Never
        /// Never evaluated; the framework draws this view itself.
        public var body: Never { _unsupported("Content.body") }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Never: TabContent {
    /// Never has no tabs to select.
    public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Optional: TabContent where Wrapped: TabContent {
    /// The selection type of the wrapped tabs.
    public typealias TabValue = Wrapped.TabValue
    /// Never evaluated; the framework handles optional tabs itself.
    public var body: Never { return _unsupported("Optional.body") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    /// The selection type shared by both branches.
    public typealias TabValue = TrueContent.TabValue
    /// Never evaluated; the framework handles conditional tabs itself.
    public var body: Never { return _unsupported(".body") }
}

/// Several tabs built together by the tab builder.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TupleTabContent<TabValue, T>: TabContent where TabValue: Hashable {
    /// Primitive tab content: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework handles these tabs itself.
    public var body: Never { return _unsupported("TupleTabContent.body") }
}

/// One tab of a tab view: its content, its label and its selection value.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct Tab<Value, Content, Label>: TabContent where Value: Hashable, Content: View, Label: View {
    /// The selection value type of this tab.
    public typealias TabValue = Value
    /// Primitive tab content: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework handles this tab itself.
    public var body: Never { return _unsupported("Tab.body") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Label == SwiftUI.Label<Text, Image> {
    /// Makes a selectable tab titled from a localized key, with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {}
    /// Makes a selectable tab titled from a string, with a system symbol.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where S: StringProtocol {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never, Label == SwiftUI.Label<Text, Image> {
    /// Makes a tab titled from a localized key, with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// Makes a tab titled from a string, with a system symbol.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

/// The look of a tab view: tab bar, pages, or sidebar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol TabViewStyle {}
/// The platform's default tab view look.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultTabViewStyle: TabViewStyle {
    /// Makes the default tab view style.
    public init() {}
}
/// Tabs as horizontally swiped pages with a dot index.
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {}
/// A tab bar that can turn into a sidebar on wide screens.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Makes the sidebar-adaptable style.
    public init() {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default tab view look.
    public static var automatic: DefaultTabViewStyle { _placeholder("TabViewStyle.automatic") }
}
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    /// Tabs as swiped pages.
    public static var page: PageTabViewStyle { _placeholder("TabViewStyle.page") }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can become a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { _placeholder("TabViewStyle.sidebarAdaptable") }
}

extension View {
    /// Sets the label this view shows in a tab bar.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        modifier(_TabItemModifier(label: label()))
    }
    /// Sets the look of tab views inside this view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { self }
}
