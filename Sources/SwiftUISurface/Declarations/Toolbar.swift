// Toolbar: toolbar content and its builder, items and placements, and the bar modifiers.

// MARK: - ToolbarContent

/// A piece of a toolbar: an item, a group, or a combination of them.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The toolbar content this one is made of.
    associatedtype Body: ToolbarContent
    /// The toolbar content this one is made of.
    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// The result builder that turns the statements of a `toolbar` closure into toolbar content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    /// Passes one item through.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    /// Passes a single piece of content through.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    /// Combines several pieces of content.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > where repeat each Content: ToolbarContent { TupleToolbarContent(_value: (repeat each content)) }
    /// Content shown only when an `if` holds.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
    /// The `if` branch of an `if`–`else`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _ConditionalContent(_storage: .trueContent(first)) }
    /// The `else` branch of an `if`–`else`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _ConditionalContent(_storage: .falseContent(second)) }
    /// Content inside an `if #available` check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some ToolbarContent
    where Content: ToolbarContent { content }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Optional content has no body of its own.
    public var body: Never { _unsupported("Optional.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// Conditional content has no body of its own.
    public var body: Never { _unsupported("_ConditionalContent.body") }
}

/// Several pieces of toolbar content kept together.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TupleToolbarContent<T>: ToolbarContent {
    /// The pieces of content, as a tuple.
    internal var _value: T
    /// Keeps the pieces of content.
    internal init(_value: T) { self._value = _value }
    /// Tuple content has no body of its own.
    public typealias Body = Never
    /// Tuple content has no body of its own.
    public var body: Never { _unsupported("TupleToolbarContent.body") }
}

// MARK: - Items

/// One item of a toolbar, holding a view at a placement.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    /// The view the item shows.
    internal var _content: Content
    /// An item has no body of its own.
    public typealias Body = Never
    /// An item has no body of its own.
    public var body: Never { _unsupported("ToolbarItem.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == String {
    /// An item with an identifier, for toolbars the user can customise.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}

/// Several views placed in the toolbar together.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    /// The views the group shows.
    internal var _content: Content
    /// A group showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        _content = content()
    }
    /// A group has no body of its own.
    public typealias Body = Never
    /// A group has no body of its own.
    public var body: Never { _unsupported("ToolbarItemGroup.body") }
}

/// Where in a toolbar or bar an item goes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    /// Wherever the platform puts items by default.
    public static let automatic = ToolbarItemPlacement()
    /// The centre of the bar, in place of the title.
    @available(watchOS, unavailable)
    public static let principal = ToolbarItemPlacement()
    /// The navigation area, such as the leading edge of the bar.
    @available(watchOS, unavailable)
    public static let navigation = ToolbarItemPlacement()
    /// The place for the most important action.
    public static let primaryAction = ToolbarItemPlacement()
    /// The place for less important actions, often an overflow menu.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let secondaryAction = ToolbarItemPlacement()
    /// The area for status information.
    @available(watchOS, unavailable)
    public static let status = ToolbarItemPlacement()
    /// The place for a confirming action such as Done or Save in a modal view.
    public static let confirmationAction = ToolbarItemPlacement()
    /// The place for Cancel in a modal view.
    public static let cancellationAction = ToolbarItemPlacement()
    /// The place for a destructive action in a modal view.
    public static let destructiveAction = ToolbarItemPlacement()
    /// The bar above the software keyboard.
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let keyboard = ToolbarItemPlacement()
    /// The leading edge of the top bar.
    @available(iOS 17.0, watchOS 10.0, tvOS 17.0, *)
    @available(macOS, unavailable)
    public static let topBarLeading = ToolbarItemPlacement()
    /// The trailing edge of the top bar.
    @available(iOS 17.0, watchOS 10.0, tvOS 17.0, *)
    @available(macOS, unavailable)
    public static let topBarTrailing = ToolbarItemPlacement()
    /// The bar at the bottom of the screen.
    @available(iOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()
    /// The iOS 14 name of `topBarLeading`.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarLeading = ToolbarItemPlacement()
    /// The iOS 14 name of `topBarTrailing`.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

/// A bar that SwiftUI manages, such as the navigation bar or the tab bar.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Sendable {
    /// The bar the platform chooses.
    public static let automatic = ToolbarPlacement()
    /// The bottom bar.
    @available(iOS 16.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let bottomBar = ToolbarPlacement()
    /// The navigation bar.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS, unavailable)
    public static let navigationBar = ToolbarPlacement()
    /// The tab bar.
    @available(iOS 16.0, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let tabBar = ToolbarPlacement()
    /// The window's toolbar on macOS.
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let windowToolbar = ToolbarPlacement()
}

/// The purpose of a toolbar, which changes how its items are arranged.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarRole: Sendable {
    /// The platform's default arrangement.
    public static let automatic = ToolbarRole()
    /// The arrangement for a view in a navigation stack.
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS, unavailable)
    public static let navigationStack = ToolbarRole()
    /// The arrangement for browsing content, with a leading title.
    @available(iOS 16.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let browser = ToolbarRole()
    /// The arrangement for editing a document.
    public static let editor = ToolbarRole()
}

// MARK: - Modifiers

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Puts the given views in the toolbar, at the default placement.
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        modifier(_ToolbarModifier(items: content()))
    }
    /// Puts the given items in the toolbar.
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent { modifier(_ToolbarModifier(items: _ToolbarContentView(content: content()))) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Shows or hides the given bars.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Paints the background of the given bars with a style.
    public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { self }
    /// Shows or hides the background of the given bars.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Draws the given bars' contents in a light or dark appearance.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Says what the toolbar is for, which changes how its items are laid out.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension View {
    /// Shows or hides the given bars.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Shows or hides the background of the given bars.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}
