// Lists: hierarchical lists, OutlineGroup (DisclosureGroup is in Controls.swift), more Section
// forms, row and section separators, spacing, badges, edit restrictions.

// MARK: - OutlineGroup

/// The children of one expanded node inside an OutlineGroup.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineSubgroupChildren: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("OutlineSubgroupChildren.body") }
}

/// Shows a tree of data, each node with children as an expandable row.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("OutlineGroup.body") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// Makes an outline from one root node, reading children through a key path.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {}
    /// Makes an outline from several root nodes, reading children through a key path.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Makes an outline from one root node identified by a key path.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {}
    /// Makes an outline from several root nodes identified by a key path.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {}
}

// MARK: - Hierarchical List

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List {
    /// Makes a hierarchical list with multiple selection, reading children through a key path.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {}
    /// Makes a hierarchical list with single selection, reading children through a key path.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List where SelectionValue == Never {
    /// Makes a hierarchical list, reading children through a key path.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {}
    /// Makes a hierarchical list identified by a key path, reading children through another.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {}
}

// MARK: - Section: more forms

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Makes a collapsible section titled from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where S: StringProtocol { _children = [Text(title), content()] }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Makes a collapsible section with a header view.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { _children = [header(), content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
    /// Makes a section from header and footer values (the older argument order).
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Makes a section from a header value (the older argument order).
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Makes a section from a footer value (the older argument order).
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) { _children = [content()] }
}

// MARK: - Rows and sections

/// The gap between sections of a list.
@available(iOS 17.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct ListSectionSpacing: Sendable {
    /// The platform's usual gap.
    public static let `default` = ListSectionSpacing()
    /// A tighter gap.
    public static let compact = ListSectionSpacing()
    /// A gap of a given length.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}

/// How prominent a badge looks.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct BadgeProminence: Hashable, Sendable {
    /// Toned down.
    public static let decreased = BadgeProminence()
    /// The usual look.
    public static let standard = BadgeProminence()
    /// Stands out, for urgent counts.
    public static let increased = BadgeProminence()
}

extension View {
    /// Colours the separators of this list row.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Shows or hides the separators of this list section.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
    /// Colours the separators of this list section.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
    /// Sets the gap between rows of lists inside this view.
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// Sets the gap between sections of lists inside this view.
    @available(iOS 17.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    /// Sets the gap between sections of lists inside this view to a length.
    @available(iOS 17.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    /// Sets how prominent the headers of sections inside this view look.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    /// Shows a text badge on this row or tab item, or none for nil.
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func badge(_ label: Text?) -> some View { _badge(label?._plainText) }
    /// Shows a string badge on this row or tab item, or none for nil.
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func badge<S>(_ label: S?) -> some View where S: StringProtocol { _badge(label.map { String($0) }) }
    /// Sets how prominent badges inside this view look.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    /// Stops the user from deleting this row.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Stops the user from moving this row.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Stops the user from selecting this row.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}

extension View {
    /// Shows `text` as a badge line `(TEXT)` after the view; nil or an empty text shows none.
    internal func _badge(_ text: String?) -> some View {
        modifier(_AttachedViewModifier(extra: Text(text.map { $0.isEmpty ? "" : "(\($0))" } ?? ""), placement: .after))
    }
}

// MARK: - Edit actions

/// Which built-in edits (delete, move) a bound ForEach or List offers for its collection.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int
    /// Makes a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditActions where Data: RangeReplaceableCollection {
    /// Swipe or edit-mode deletion of rows.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditActions where Data: MutableCollection {
    /// Dragging rows to reorder them.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Both deletion and reordering.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// The rows of a ForEach that edits its bound collection directly.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct EditableCollectionContent<Content, Data> {
    /// The row built for one element.
    internal var _content: Content
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EditableCollectionContent: View where Content: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("EditableCollectionContent.body") }
}

/// A collection's indices paired with its elements' ids, as an editable ForEach walks them.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IndexedIdentifierCollection<Base, ID>: Collection where Base: Collection, ID: Hashable {
    /// Positions are the base collection's indices.
    public typealias Index = Base.Index
    /// Each element is an index and the id of the element there.
    public typealias Element = (index: Base.Index, id: ID)
    /// The collection walked.
    internal var _base: Base
    /// The id of an element.
    internal var _id: (Base.Element) -> ID
    /// The first position.
    public var startIndex: Base.Index { _base.startIndex }
    /// One past the last position.
    public var endIndex: Base.Index { _base.endIndex }
    /// The index and id at a position.
    public subscript(position: Base.Index) -> (index: Base.Index, id: ID) { (position, _id(_base[position])) }
    /// The position after another.
    public func index(after i: Base.Index) -> Base.Index { _base.index(after: i) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before another.
    public func index(before i: Base.Index) -> Base.Index { _base.index(before: i) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {
    /// The position a distance away from another.
    public func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index { _base.index(i, offsetBy: distance) }
    /// The number of steps between two positions.
    public func distance(from start: Base.Index, to end: Base.Index) -> Int { _base.distance(from: start, to: end) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach {
    /// Builds a row per identifiable element of a bound collection, with built-in delete and move.
    public init<C, R>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Content == EditableCollectionContent<R, C>, Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
        C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable
    { self.init(_editable: data, id: { $0.id }, content: content) }
    /// Builds a row per element of a bound collection identified by a key path, with built-in edits.
    public init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Content == EditableCollectionContent<R, C>, Data == IndexedIdentifierCollection<C, ID>, C: MutableCollection,
        C: RandomAccessCollection, R: View, C.Index: Hashable
    { self.init(_editable: data, id: { $0[keyPath: id] }, content: content) }

    /// Rows over the current elements of a bound collection, each given a binding to its element.
    internal init<C, R>(
        _editable data: Binding<C>, id: @escaping (C.Element) -> ID, content: @escaping (Binding<C.Element>) -> R
    )
    where
        Content == EditableCollectionContent<R, C>, Data == IndexedIdentifierCollection<C, ID>, C: MutableCollection,
        C: RandomAccessCollection, R: View, C.Index: Hashable
    {
        self.data = IndexedIdentifierCollection(_base: data.wrappedValue, _id: id)
        self.content = { element in
            EditableCollectionContent(_content: content(data[dynamicMember: \C.[element.index]]))
        }
        self._id = { AnyHashable($0.id) }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension List where SelectionValue == Never {
    /// Makes a list over a bound collection with built-in delete and move.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    { _children = [ForEach(data, editActions: editActions, content: rowContent)] }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
extension List {
    /// Makes a multi-select list over a bound collection with built-in delete and move.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    { _children = [ForEach(data, editActions: editActions, content: rowContent)] }
}

extension EditableCollectionContent: _PrimitiveView where Content: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(_content, key: .index(0)) }
}
