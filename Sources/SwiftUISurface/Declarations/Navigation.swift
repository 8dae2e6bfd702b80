// Navigation: codable navigation paths, the older NavigationLink forms,
// split view columns and styles, NavigationView styles, deprecated navigation
// bar modifiers, more Tab initialisers, page-style tab views.

// MARK: - NavigationPath

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath {
    /// The saved form of a path, produced by `codable` and accepted by `init(_:)`.
    public struct CodableRepresentation: Codable, Equatable {
        /// Reads a saved path.
        public init(from decoder: any Decoder) throws { self = _placeholder("CodableRepresentation.init(from decoder: any Decoder)") }
        /// Writes the path for saving.
        public func encode(to encoder: any Encoder) throws {}
        /// Compares two values for equality.
        public static func == (lhs: NavigationPath.CodableRepresentation, rhs: NavigationPath.CodableRepresentation)
            -> Bool
        { _placeholder("CodableRepresentation.func") }
    }
    /// The path in a form you can encode, or nil if some element is not Codable.
    public var codable: NavigationPath.CodableRepresentation? { _placeholder("NavigationPath.codable") }
    /// Makes a path from codable elements, so that the path itself can be saved.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {
        self.init()
    }
    /// Makes a path from a saved representation.
    public init(_ codable: NavigationPath.CodableRepresentation) { self.init() }
    /// Pushes a codable value, keeping the path saveable.
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {}
}

// MARK: - NavigationLink: older forms

extension NavigationLink {
    /// Makes a link that shows the destination while the binding is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Makes a link with a built destination that shows while the binding is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Makes a link that shows the destination while the selection equals the tag.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)
    where V: Hashable { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Makes a link with a built destination that shows while the selection equals the tag.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) where V: Hashable { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Says whether the destination shows in the detail column of a split layout.
    @available(iOS 13.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Label == Text {
    /// Makes a text link that shows the destination while the binding is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Makes a text link from a string that shows the destination while the binding is true.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S>(_ title: S, destination: Destination, isActive: Binding<Bool>) where S: StringProtocol { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Makes a text link with a built destination that shows while the binding is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) { _unsupported("NavigationLink with isActive, tag or selection") }

    /// Makes a text link that shows the destination while the selection equals the tag.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>)
    where V: Hashable { _unsupported("NavigationLink with isActive, tag or selection") }
}

// MARK: - NavigationSplitView columns and styles

/// One of the columns of a navigation split view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { _placeholder("NavigationSplitViewColumn.sidebar") }
    /// The middle column of a three-column view.
    public static var content: NavigationSplitViewColumn { _placeholder("NavigationSplitViewColumn.content") }
    /// The trailing, main column.
    public static var detail: NavigationSplitViewColumn { _placeholder("NavigationSplitViewColumn.detail") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitView {
    /// Makes a three-column split view that also binds which column shows when space is tight.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    /// Makes a three-column split view that binds which column shows when space is tight.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// Makes a two-column split view that also binds which column shows when space is tight.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
    /// Makes a two-column split view that binds which column shows when space is tight.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

/// How a navigation split view arranges its columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol NavigationSplitViewStyle {}

/// The platform's default split view arrangement.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Makes the default style.
    public init() {}
}

/// A split view arrangement that shrinks the detail column to fit the leading columns beside it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Makes the balanced style.
    public init() {}
}

/// A split view arrangement that keeps the detail column full size, overlaying the leading columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Makes the prominent-detail style.
    public init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default arrangement.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column keeps its full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets the arrangement of navigation split views inside this view.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle { self }
}

// MARK: - NavigationView styles

/// How a NavigationView presents its views.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// The platform's default NavigationView presentation.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Makes the default style.
    public init() {}
}

/// A NavigationView presentation that shows one view at a time, even on wide screens.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Makes the stack style.
    public init() {}
}

/// A NavigationView presentation that shows a primary and a detail column side by side.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, unavailable)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Makes the two-column style.
    public init() {}
}

/// A NavigationView presentation that shows its views as a series of columns.
@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
@available(macOS, introduced: 12.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default presentation.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
@available(macOS, introduced: 12.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Views shown as a series of columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets how NavigationViews inside this view present their content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle { self }
}

// MARK: - Navigation bar: deprecated modifiers

extension View {
    /// Sets the navigation bar title from a text view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// Sets the navigation bar title from a localized key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    /// Sets the navigation bar title from a string.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol { navigationTitle(title) }
    /// Sets the navigation bar title and its display mode from a text view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
    /// Sets the navigation bar title and its display mode from a localized key.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationTitle(titleKey) }
    /// Sets the navigation bar title and its display mode from a string.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    where S: StringProtocol { navigationTitle(title) }
    /// Puts views at the leading and trailing ends of the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View { self }
    /// Puts a view at the leading end of the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationBarItems<L>(leading: L) -> some View where L: View { self }
    /// Puts a view at the trailing end of the navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public func navigationBarItems<T>(trailing: T) -> some View where T: View { self }
}

// MARK: - Tabs

/// A special purpose a tab can have, such as search.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabRole: Hashable, Sendable {
    /// The tab that hosts search.
    public static var search: TabRole { _placeholder("TabRole.search") }
}

/// The label a tab shows when it is created with a role and no title.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct DefaultTabLabel: View {
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework draws this view itself.
    public var body: Never { _unsupported("DefaultTabLabel.body") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab {
    /// Makes a selectable tab with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never {
    /// Makes a tab with a custom label, for a tab view without selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Label == SwiftUI.Label<Text, Image> {
    /// Makes a selectable tab titled from a key, with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {}
    /// Makes a selectable tab with a role, titled from a key, with a system symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never, Label == SwiftUI.Label<Text, Image> {
    /// Makes a tab titled from a key, with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {}
    /// Makes a tab with a role, titled from a key, with a system symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Label == DefaultTabLabel {
    /// Makes a selectable tab whose label comes from its role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Makes a tab whose label comes from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabContent {
    /// Shows a number badge on this tab.
    public func badge(_ count: Int) -> some TabContent<Self.TabValue> { _BadgedTab<Self>() }
    /// Shows a text badge on this tab, or none for nil.
    public func badge(_ label: Text?) -> some TabContent<Self.TabValue> { _BadgedTab<Self>() }
}

/// A tab with a badge; the result type of `TabContent.badge`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct _BadgedTab<Base>: TabContent where Base: TabContent {
    /// The selection type of the badged tab.
    public typealias TabValue = Base.TabValue
    /// Primitive view: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework handles this content itself.
    public var body: Never { return _unsupported("_BadgedTab.body") }
}

/// A titled group of tabs, shown as a sidebar section in a sidebar-adaptable tab view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue>: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable, SelectionValue == Content.TabValue {
    /// The selection type of the tabs in the section.
    public typealias TabValue = SelectionValue
    /// Primitive tab content: it has no body of its own.
    public typealias Body = Never
    /// Never evaluated; the framework handles this section itself.
    public var body: Never { return _unsupported(".body") }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabSection where Header == Text, Footer == EmptyView {
    /// Makes a tab section titled from a localized key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {}
    /// Makes a tab section titled from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where S: StringProtocol {}
}

// MARK: - Page-style tab views

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension PageTabViewStyle {
    /// When the row of page dots shows.
    public struct IndexDisplayMode: Sendable {
        /// Shown when there is more than one page.
        public static let automatic = PageTabViewStyle.IndexDisplayMode()
        /// Always shown.
        public static let always = PageTabViewStyle.IndexDisplayMode()
        /// Never shown.
        public static let never = PageTabViewStyle.IndexDisplayMode()
    }
    /// Makes a paging style with the given page dot display.
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    /// Paging tabs with the given page dot display.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the page index of a paging view is drawn.
@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
public protocol IndexViewStyle {}

/// A page index drawn as a row of dots.
@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public struct BackgroundDisplayMode: Sendable {
        /// The platform's choice.
        public static let automatic = PageIndexViewStyle.BackgroundDisplayMode()
        /// Only while the user interacts.
        public static let interactive = PageIndexViewStyle.BackgroundDisplayMode()
        /// Always.
        public static let always = PageIndexViewStyle.BackgroundDisplayMode()
        /// Never.
        public static let never = PageIndexViewStyle.BackgroundDisplayMode()
    }
    /// Makes a dot index style with the given background display.
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots with the default background.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots with the given background display.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension View {
    /// Sets how page indexes inside this view are drawn.
    public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle { self }
}

// MARK: - Navigation transitions


/// How a pushed or presented view animates in and out.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public protocol NavigationTransition {}

/// The platform's default navigation transition.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A transition that zooms the new view out of a matched source view.
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The default transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked with `matchedTransitionSource` using the same id and namespace.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension View {
    /// Sets how this destination view animates when pushed or presented.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
    /// Marks this view as the source a zoom transition with the same id and namespace grows from.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}
