// View modifiers: layout, styling, presentation, lifecycle, toolbar.

// MARK: - ViewModifier

/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body
}

/// The content view type passed to a view modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// An empty, or identity, modifier, used during development to switch
/// modifiers at compile time.
@frozen
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

// MARK: - Layout

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View { fatalError() }
    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View { fatalError() }

    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError()
    }
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { fatalError() }

    /// Offset this view by the horizontal and vertical amount specified.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View { fatalError() }
    /// Positions the center of this view at the specified coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    /// Controls the display order of overlapping views.
    public func zIndex(_ value: Double) -> some View { fatalError() }
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View { fatalError() }
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { fatalError() }
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { fatalError() }
    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { fatalError() }
    /// Constrains this view's dimensions to the specified aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError() }
    /// Expands the safe area of a view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
    /// Layers the views that you specify in front of this view.
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        fatalError()
    }
    /// Layers the specified style in front of this view.
    public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        fatalError()
    }
    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        fatalError()
    }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: - Styling

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { fatalError() }
    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View { fatalError() }
    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View { fatalError() }
    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View { fatalError() }
    /// Applies a strikethrough to the text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { fatalError() }
    /// Applies an underline to the text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { fatalError() }
    /// Modifies the fonts of all child views to use fixed-width digits.
    public func monospacedDigit() -> some View { fatalError() }
    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View { fatalError() }
    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    /// Sets a transform for the case of the text contained in this view.
    public func textCase(_ textCase: Text.Case?) -> some View { fatalError() }
    /// Sets the truncation mode for lines of text that are too long to fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { fatalError() }
    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View { fatalError() }
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { fatalError() }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }
    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle { fatalError() }

    /// Sets the color of the foreground elements displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { fatalError() }

    /// Sets the view's background to a style.
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { fatalError() }
    /// Sets the view's background to the default background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    /// Sets the view's background to an insettable shape filled with a style.
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { fatalError() }
    /// Layers the views that you specify behind this view.
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { fatalError() }
    /// Layers the given view behind this view.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View { fatalError() }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { fatalError() }
    /// Sets the tint within this view.
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { fatalError() }
    /// Sets the accent color for this view and the views it contains.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View { fatalError() }

    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { fatalError() }
    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    /// Sets a clipping shape for this view.
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { fatalError() }
    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { fatalError() }
    /// Adds a border to this view with the specified style and width.
    public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { fatalError() }
    /// Adds a shadow to this view.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { fatalError() }
    /// Scales this view's rendered output by the given amount.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    /// Rotates this view's rendered output around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    /// Applies a Gaussian blur to this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError() }
    /// Sets the preferred color scheme for this presentation.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { fatalError() }
    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View { fatalError() }
    /// Hides this view unconditionally.
    public func hidden() -> some View { fatalError() }
    /// Binds a view's identity to the given proxy value.
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { fatalError() }

    /// Associates a transition with the view.
    public func transition(_ t: AnyTransition) -> some View { fatalError() }

}

/// A style for rasterizing vector shapes.
@frozen
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

extension Text {
    /// Description of the style used to draw the line for `StrikethroughStyleAttribute`
    /// and `UnderlineStyleAttribute`.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Sendable {
            public static let solid = Pattern()
            public static let dot = Pattern()
            public static let dash = Pattern()
            public static let dashDot = Pattern()
            public static let dashDotDot = Pattern()
        }
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
        public static func == (lhs: LineStyle, rhs: LineStyle) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}
    }
}

// MARK: - Lifecycle and events

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    { fatalError() }
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { fatalError() }
    @_disfavoredOverload
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View where S: StringProtocol
    { fatalError() }

    /// Adds a context menu to a view.
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View {
        fatalError()
    }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
}

// MARK: - Safe area, keyboard, text input

extension View {
    /// Shows the specified content beside the modified view.
    public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View { fatalError() }
    /// Shows the specified content beside the modified view.
    public func safeAreaInset<V>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View { fatalError() }
    /// Sets the keyboard type for this view.
    public func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }
    /// Sets how often the shift key in the keyboard is automatically enabled.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        fatalError()
    }
    /// Sets the text content type for this view.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { fatalError() }
}

/// Specifies the type of keyboard to display for a text-based view (UIKit's
/// `UIKeyboardType`, re-exported by SwiftUI on iOS).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode()
    public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode()
    public static let never = ScrollDismissesKeyboardMode()
}
