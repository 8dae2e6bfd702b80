// View modifiers: ViewModifier itself, layout, text and colour styling, backgrounds and overlays, search, safe area and keyboard.

// MARK: - ViewModifier

/// A reusable change to a view, written once and applied with `.modifier(_:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to, as seen from `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body
}

/// Stands for the view a `ViewModifier` is applied to.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    /// The view the modifier was applied to.
    internal var _content: any View
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ViewModifier_Content: View {
    /// The content has no body of its own.
    public typealias Body = Never
    /// The content has no body of its own.
    public var body: Never { _unsupported("_ViewModifier_Content.body") }
}

/// A view, or a modifier, with a modifier applied to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    /// What the modifier is applied to.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier
    /// Pairs `content` with `modifier`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A modified view has no body of its own.
    public typealias Body = Never
    /// A modified view has no body of its own.
    public var body: Never { _unsupported("ModifiedContent.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Never called: two chained modifiers are applied one after the other.
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { _unsupported("ModifiedContent.body") }
}

/// Two chained modifiers expand as the first applied to the content, then the second.
extension ModifiedContent: _PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content view: any View) {
        func apply<V: View>(_ view: V) -> any View { view.modifier(content).modifier(modifier) }
        expansion.add(apply(view), key: .index(0))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier {
    /// Chains `modifier` after this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that changes nothing, handy as a placeholder.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyModifier: ViewModifier {
    /// The shared instance.
    public static let identity = EmptyModifier()
    /// An empty modifier.
    public init() {}
    /// Returns the content unchanged.
    public func body(content: Content) -> some View { content }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Applies a `ViewModifier` to the view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Layout

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Adds space around the given edges: the system's amount, or `length` points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View { self }
    /// Adds a different amount of space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View { self }

    /// Places the view in a frame of fixed width and/or height.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }
    /// Places the view in a frame that grows and shrinks within the given bounds.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }

    /// Draws the view shifted by `x` and `y` points, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Draws the view shifted by `offset`, without changing its layout.
    public func offset(_ offset: CGSize) -> some View { self }
    /// Centres the view at the given point of its parent.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Centres the view at `position` in its parent.
    public func position(_ position: CGPoint) -> some View { self }
    /// Decides which of overlapping views is drawn on top: higher values are in front.
    public func zIndex(_ value: Double) -> some View { self }
    /// Asks the parent stack to give this view space before views of lower priority.
    public func layoutPriority(_ value: Double) -> some View { self }
    /// Keeps the view at its ideal size in both directions.
    public func fixedSize() -> some View { self }
    /// Keeps the view at its ideal size in the chosen directions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    /// Scales the view to fit inside its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { self }
    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { self }
    /// Sizes the view to the given width-to-height ratio, or to its own when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// Sizes the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Lets the view extend under the safe areas of the given regions and edges.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}

/// Whether content is scaled to fit inside or to fill its container.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scale until the content fits.
    case fit
    /// Scale until the content fills the space.
    case fill
}

/// The kinds of safe area a view can ignore.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt
    /// A set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The insets of bars and the device's rounded corners and notch.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The space the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every safe area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: - Text styling

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the font that text in the view uses.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Limits text in the view to `number` lines, or none when nil.
    public func lineLimit(_ number: Int?) -> some View { self }
    /// Aligns the lines of multiline text in the view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// Chooses where text that does not fit is cut off with an ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// Sets the relative size of symbol images in the view.
    public func imageScale(_ scale: Image.Scale) -> some View { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Shows text in the view in upper or lower case, or as written when nil.
    public func textCase(_ textCase: Text.Case?) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Gives digits in the view equal widths, so changing numbers do not jiggle.
    public func monospacedDigit() -> some View { self }
    /// Chooses how the layers of SF Symbols in the view are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets the weight of the fonts in the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// Makes the text in the view bold, when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// Makes the text in the view italic, when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// Strikes through the text in the view, when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { self }
    /// Underlines the text in the view, when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { self }
}

@available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
extension View {
    /// Sets the design, such as rounded or monospaced, of the fonts in the view.
    public func fontDesign(_ design: Font.Design?) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Text {
    /// How a strikethrough or underline line is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public struct Pattern: Sendable {
            /// A continuous line.
            public static let solid = Pattern()
            /// A dotted line.
            public static let dot = Pattern()
            /// A dashed line.
            public static let dash = Pattern()
            /// Alternating dashes and dots.
            public static let dashDot = Pattern()
            /// A dash followed by two dots, repeated.
            public static let dashDotDot = Pattern()
        }
        /// A line with the given pattern and colour (the text's colour when nil).
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        /// A single solid line in the text's colour.
        public static let single = LineStyle()
        /// Line styles compare equal in this stand-in.
        public static func == (lhs: LineStyle, rhs: LineStyle) -> Bool { true }
        /// Line styles all hash alike in this stand-in.
        public func hash(into hasher: inout Hasher) {}
    }
}

// MARK: - Colour, background and overlay

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Colours the view's foreground, such as text and symbols, with a style.
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    /// Sets the primary and secondary foreground styles of the view.
    public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle { self }
    /// Sets the primary, secondary and tertiary foreground styles of the view.
    public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
    where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { self }

    /// Fills the space behind the view with a style, extending into the given safe-area edges.
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { self }
    /// Fills the space behind the view with the default background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// Puts `shape`, filled with `style`, behind the view.
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { self }
    /// Puts `shape`, filled with the default background style, behind the view.
    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape {
        self
    }
    /// Puts the given views behind this one.
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { modifier(_AttachedViewModifier(extra: content(), placement: .before)) }

    /// Puts the given views in front of this one.
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_AttachedViewModifier(extra: content(), placement: .after))
    }
    /// Covers the view with a style, extending into the given safe-area edges.
    public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        self
    }
    /// Puts `shape`, filled with `style`, in front of the view.
    public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { self }

    /// Sets the tint colour of controls in the view, or the default when nil.
    public func tint(_ tint: Color?) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets the tint of controls in the view to a style, or the default when nil.
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }
    /// Sets the style that `.background` resolves to inside the view.
    public func backgroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// The iOS 13 way to colour the foreground, accepting only a `Color`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { self }

    /// The iOS 13 way to put a view behind this one, passed as a value.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View { modifier(_AttachedViewModifier(extra: background, placement: .before)) }

    /// The iOS 13 way to put a view in front of this one, passed as a value.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        modifier(_AttachedViewModifier(extra: overlay, placement: .after))
    }

    /// The iOS 13 name of `tint(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "tint(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View { self }

    /// The iOS 13 way to round a view's corners.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
}

// MARK: - Drawing effects and state

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Makes the view partly transparent: 0 is invisible, 1 opaque.
    public func opacity(_ opacity: Double) -> some View { modifier(_VisibilityModifier(isVisible: opacity > 0)) }
    /// Cuts off whatever the view draws outside its frame.
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// Cuts the view to the outline of `shape`.
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    /// Draws a border of the given style and width along the view's frame.
    public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { self }
    /// Draws a shadow of the given colour, blur radius and offset under the view.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }
    /// Draws the view scaled by `s` around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// Draws the view scaled by the width and height of `scale`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    /// Draws the view scaled horizontally by `x` and vertically by `y`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        self
    }
    /// Draws the view rotated by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// Blurs the view by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// Asks the enclosing presentation to use light or dark appearance, or the user's choice when nil.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Stops the user from interacting with the view and its controls while `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View { modifier(_DisabledModifier(disabled: disabled)) }
    /// Hides the view while keeping the space it takes.
    public func hidden() -> some View { modifier(_VisibilityModifier(isVisible: false)) }
    /// Gives the view an explicit identity; a new `id` makes it a new view.
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { _IdentifiedView(content: self, id: AnyHashable(id)) }
    /// Says how the view animates in when inserted and out when removed.
    public func transition(_ t: AnyTransition) -> some View { self }
}

/// How a shape's interior is decided when it is filled.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule, not the non-zero rule, decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool
    /// A fill style with the given rule and smoothing.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

// MARK: - Search and context menus

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Adds a search field bound to `text`, with an optional `Text` prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    { modifier(_SearchableModifier(text: text, prompt: prompt?._plainText)) }
    /// Adds a search field bound to `text`, with a localized prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { modifier(_SearchableModifier(text: text, prompt: prompt._resolved)) }
    /// Adds a search field bound to `text`, with a string-valued prompt.
    @_disfavoredOverload
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View where S: StringProtocol
    { modifier(_SearchableModifier(text: text, prompt: String(prompt))) }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
@available(watchOS, unavailable)
extension View {
    /// Shows the given buttons in a menu when the user long-presses or right-clicks the view.
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View {
        modifier(_AttachedViewModifier(extra: menuItems(), placement: .hidden))
    }
    /// The iOS 13 form: attaches a `ContextMenu` value, or none.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View where MenuItems: View {
        modifier(_AttachedViewModifier(extra: contextMenu?._menuItems ?? EmptyView(), placement: .hidden))
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
extension View {
    /// Shows the menu's buttons and, above them, a preview of your own making.
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View
    where M: View, P: View { modifier(_AttachedViewModifier(extra: menuItems(), placement: .hidden)) }
    /// A context menu for the selected rows of a list or table, with an optional primary action.
    public func contextMenu<I, M>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View where I: Hashable, M: View { modifier(_AttachedViewModifier(extra: menu([]), placement: .hidden)) }
}

/// The iOS 13 description of a context menu: the buttons it shows.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(watchOS, unavailable)
public struct ContextMenu<MenuItems> where MenuItems: View {
    /// The buttons of the menu.
    internal var _menuItems: MenuItems
    /// Makes a context menu from the buttons the closure builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) { _menuItems = menuItems() }
}

/// Where a search field goes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
    /// Where the platform puts it by default.
    public static let automatic = SearchFieldPlacement()
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement()
    /// In a drawer under the navigation bar.
    @available(iOS 15.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// In a drawer under the navigation bar, shown always or only when scrolled to.
    @available(iOS 15.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    { SearchFieldPlacement() }

    /// When a navigation bar drawer's search field is visible.
    @available(iOS 15.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public struct NavigationBarDrawerDisplayMode: Sendable {
        /// Shown when the user scrolls to the top.
        public static let automatic = NavigationBarDrawerDisplayMode()
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode()
    }
}

// MARK: - Safe area, keyboard, text input

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Places `content` along the top or bottom edge and shrinks the view's safe area to make room.
    public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(_AttachedViewModifier(extra: content(), placement: edge == .top ? .before : .after))
    }
    /// Places `content` along the leading or trailing edge and shrinks the view's safe area to make room.
    public func safeAreaInset<V>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(_AttachedViewModifier(extra: content(), placement: edge == .leading ? .before : .after))
    }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Chooses the software keyboard shown for text fields in the view.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}

@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension View {
    /// Chooses when the keyboard capitalises letters in text fields of the view.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Chooses whether scrolling the view hides the software keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// The kinds of software keyboard (UIKit's type, which SwiftUI code uses on iOS).
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default`
    /// Letters and symbols of ASCII only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// Tuned for typing web addresses.
    case URL
    /// Digits only.
    case numberPad
    /// Digits and the characters of phone numbers.
    case phonePad
    /// Letters and a phone pad, for names or numbers.
    case namePhonePad
    /// Tuned for typing email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Tuned for posts with @ and #.
    case twitter
    /// Tuned for search terms.
    case webSearch
    /// Digits of ASCII only.
    case asciiCapableNumberPad
}

/// When the software keyboard capitalises what the user types.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    /// Never.
    public static let never = TextInputAutocapitalization()
    /// The first letter of every word.
    public static let words = TextInputAutocapitalization()
    /// The first letter of every sentence.
    public static let sentences = TextInputAutocapitalization()
    /// Every letter.
    public static let characters = TextInputAutocapitalization()
}

/// How scrolling interacts with the software keyboard.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
    /// The platform's default for the context.
    public static let automatic = ScrollDismissesKeyboardMode()
    /// Any scroll hides the keyboard at once.
    public static let immediately = ScrollDismissesKeyboardMode()
    /// The keyboard follows the finger and can be dragged away.
    public static let interactively = ScrollDismissesKeyboardMode()
    /// Scrolling never hides the keyboard.
    public static let never = ScrollDismissesKeyboardMode()
}
