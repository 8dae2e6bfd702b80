// Containers: stacks, List, ForEach, Form, Section, ScrollView, grids,
// navigation, tabs, GeometryReader.

// MARK: - Stacks

/// A view that arranges its subviews in a vertical line.
@frozen
public struct VStack<Content> where Content: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
}

extension VStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
@frozen
public struct HStack<Content> where Content: View {
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension HStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
@frozen
public struct ZStack<Content> where Content: View {
    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

extension ZStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A view that arranges its children in a line that grows vertically,
/// creating items only as needed.
public struct LazyVStack<Content> where Content: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
}

extension LazyVStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows horizontally,
/// creating items only as needed.
public struct LazyHStack<Content> where Content: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
}

extension LazyHStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// A container view that arranges its child views in a grid that grows
/// vertically, creating items only as needed.
public struct LazyVGrid<Content> where Content: View {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

extension LazyVGrid: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that arranges its child views in a grid that grows
/// horizontally, creating items only as needed.
public struct LazyHGrid<Content> where Content: View {
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

extension LazyHGrid: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A flexible space that expands along the major axis of its containing stack
/// layout, or on both axes if not contained in a stack.
@frozen
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A visual element that can be used to separate other content.
public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A scrollable view.
public struct ScrollView<Content> where Content: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

extension ScrollView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that defines its content as a function of its own size
/// and coordinate space.
@frozen
public struct GeometryReader<Content> where Content: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

extension GeometryReader: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

// MARK: - ForEach

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Self.Data { get }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Sets the move action for the dynamic view.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// A structure that computes views on demand from an underlying collection of
/// identified data.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create
    /// views dynamically.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    { fatalError() }

    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the provided key path to the underlying data's identifier.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    { fatalError() }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the identity of the underlying data.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    @_semantics("swiftui.requires_constant_range")
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

// MARK: - List

/// A container that presents rows of data arranged in a single column,
/// optionally providing the ability to select one or more members.
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

extension List: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension List {
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {}
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {}
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {}
    /// Creates a list that computes its rows on demand from an underlying
    /// collection of identifiable data.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}
    /// Creates a list that identifies its rows based on a key path to the
    /// identifier of the underlying data.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {}
    /// Creates a list that computes its rows on demand from an underlying
    /// collection of identifiable data, providing bindings to its elements.
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {}
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {}
}

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { fatalError() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { fatalError() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { fatalError() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { fatalError() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { fatalError() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { fatalError() } }

/// An edge of a horizontal list row.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S>(_ style: S) -> some View where S: ListStyle { fatalError() }
    /// Applies an inset to the rows in a list.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { fatalError() }
    /// Places a custom background view behind a list row item.
    public func listRowBackground<V>(_ view: V?) -> some View where V: View { fatalError() }
    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    /// Adds custom swipe actions to a row in a list.
    public func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View { fatalError() }
    /// Marks this view as refreshable.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
    /// Generates a badge for the view from an integer value.
    public func badge(_ count: Int) -> some View { fatalError() }
    /// Generates a badge for the view from a localized string key.
    public func badge(_ label: LocalizedStringKey?) -> some View { fatalError() }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

// MARK: - Form and Section

/// A container for grouping controls used for data entry, such as in settings
/// or inspectors.
public struct Form<Content> where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Form: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The appearance and behavior of a form.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { fatalError() }
}
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { fatalError() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { fatalError() } }

extension View {
    /// Sets the style for forms in a view hierarchy.
    public func formStyle<S>(_ style: S) -> some View where S: FormStyle { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    /// Creates a section with a header, footer, and the provided section content.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Creates a section with the provided section content.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    /// Creates a section with the provided section content that can collapse.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

// MARK: - ContentUnavailableView

/// An interface, consisting of a label and additional content, that you
/// display when the content of your app is unavailable to users.
public struct ContentUnavailableView<Label, Description, Actions> where Label: View, Description: View, Actions: View {
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
}

extension ContentUnavailableView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface, consisting of a title generated from a localized
    /// string, an image and additional content, that you display when the
    /// content of your app is unavailable to users.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    public static var search: ContentUnavailableView<Label, Description, Actions> { fatalError() }
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { fatalError() }
}

/// A structure that represents the body of a static placeholder search view.
public struct SearchUnavailableContent {
    public struct Label: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct Description: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct Actions: View { public typealias Body = Never; public var body: Never { fatalError() } }
}

// MARK: - Navigation

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    public init() {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {}
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}
}

/// A view that displays a root view and enables you to present additional
/// views over the root view.
public struct NavigationStack<Data, Root> where Root: View {}

extension NavigationStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {}
    /// Creates a navigation stack with heterogeneous navigation state that you
    /// can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you
    /// can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the destination view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}

    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never, P: Hashable {}
}

extension NavigationLink: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text
    /// label that the link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}
    /// Creates a navigation link that presents a destination view, with a text
    /// label that the link generates from a localized string key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    /// Creates a navigation link that presents the view corresponding to a value,
    /// with a text label that the link generates from a localized string key.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never, P: Hashable {}
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Destination == Never, S: StringProtocol, P: Hashable {}
}

/// A view that presents views in two or three columns.
public struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar: View, Content: View, Detail: View {
    /// Creates a three-column navigation split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    /// Creates a three-column navigation split view that enables programmatic
    /// control of leading columns' visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
}

extension NavigationSplitView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
    /// Creates a two-column navigation split view that enables programmatic
    /// control of the sidebar's visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static let detailOnly = NavigationSplitViewVisibility()
    public static let doubleColumn = NavigationSplitViewVisibility()
    public static let all = NavigationSplitViewVisibility()
    public static let automatic = NavigationSplitViewVisibility()
}

/// A view for presenting a stack of views that represents a visible path in a
/// navigation hierarchy.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content> where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type that defines the display mode of a navigation bar title.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// The display mode of a navigation title.
public struct ToolbarTitleDisplayMode: Sendable {
    public static let automatic = ToolbarTitleDisplayMode()
    public static let large = ToolbarTitleDisplayMode()
    public static let inlineLarge = ToolbarTitleDisplayMode()
    public static let inline = ToolbarTitleDisplayMode()
}

extension View {
    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { fatalError() }
    /// Configures the view's title for purposes of navigation.
    public func navigationTitle(_ title: Text) -> some View { fatalError() }
    /// Configures the view's title for purposes of navigation, using a binding
    /// to a string that the user can edit.
    public func navigationTitle(_ title: Binding<String>) -> some View { fatalError() }
    /// Configures the view's subtitle for purposes of navigation.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { fatalError() }
    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        fatalError()
    }
    /// Configures the toolbar title display mode for this view.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { fatalError() }
    /// Hides the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View { fatalError() }
    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { fatalError() }

    /// Associates a destination view with a presented data type for use within
    /// a navigation stack.
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { fatalError() }
    /// Associates a destination view with a binding that can be used to push
    /// the view onto a `NavigationStack`.
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
    where V: View { fatalError() }
    /// Associates a destination view with a bound value for use within a
    /// navigation stack or navigation split view.
    public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C)
        -> some View where D: Hashable, C: View
    { fatalError() }
    /// Sets a fixed, preferred width for the column containing this view.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { fatalError() }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        fatalError()
    }
}

// MARK: - TabView

/// A view that switches between multiple child views using interactive user
/// interface elements.
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    /// Creates a tab view that uses a builder to create and specify selection
    /// values for its tabs.
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension TabView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    /// Creates an instance that selects from content associated with `Selection` values.
    public init(@ViewBuilder content: () -> Content) {}
}

extension TabView {
    /// Creates a tab view that uses a builder to create its tabs.
    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {}
}

/// A type that provides content for programmatically selectable tabs in a tab view.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used for tab selection.
    associatedtype TabValue: Hashable
    /// The type of content representing the body of this tab content.
    associatedtype Body: TabContent
    /// The content and behavior of the tab content.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// A result builder that constructs tabs for a tab view that supports
/// programmatic selection.
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: TabContent, Content.TabValue == TabValue { content }
    public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { content }
    @_disfavoredOverload
    public static func buildBlock<each C>(_ content: repeat each C) -> TupleTabContent<TabValue, (repeat each C)>
    where repeat each C: TabContent { fatalError() }
    public static func buildIf<C>(_ content: C?) -> C? where C: TabContent, C.TabValue == TabValue { content }
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue { fatalError() }
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue { fatalError() }

    /// The view content a tab content builder produces for a tab view.
    public struct Content<C>: View where C: TabContent, C.TabValue == TabValue {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var body: Never { return fatalError() }
}

extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public var body: Never { return fatalError() }
}

/// Tab content built from a tuple of tabs.
public struct TupleTabContent<TabValue, T>: TabContent where TabValue: Hashable {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

/// The content for a tab and the tab's associated tab item in a tab view.
public struct Tab<Value, Content, Label>: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

extension Tab where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where S: StringProtocol {}
}

extension Tab where Value == Never, Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {}
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { fatalError() }
}
extension TabViewStyle where Self == PageTabViewStyle { public static var page: PageTabViewStyle { fatalError() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { fatalError() }
}

extension View {
    /// Sets the tab bar item associated with this view.
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { fatalError() }
    /// Sets the style for the tab view within the current environment.
    public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { fatalError() }
}
