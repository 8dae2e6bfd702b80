// Color, Font, ShapeStyle, shapes, and geometry/animation value types.

// MARK: - ShapeStyle

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// A shape style that maps to one of the numbered content styles.
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
    public static let quinary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
    public static var quinary: HierarchicalShapeStyle { fatalError() }
}

/// A style that reflects the current tint color.
@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { fatalError() }
}

/// The foreground style in the current context.
@frozen
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

/// The background style in the current context.
@frozen
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { fatalError() }
}

/// A background material type.
public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thick = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let ultraThick = Material()
    public static let bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var ultraThickMaterial: Material { fatalError() }
    public static var bar: Material { fatalError() }
}

/// A color gradient represented as an array of color stops.
public struct Gradient: Hashable, Sendable {
    public init(colors: [Color]) {}
}

/// A linear gradient.
@frozen
public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        fatalError()
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    { fatalError() }
}

// MARK: - Color

/// A representation of a color that adapts to a given context.
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// Creates a color from a color set that you indicate by name.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Creates a constant color from red, green, and blue component values.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public static let red = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let green = Color(white: 0)
    public static let mint = Color(white: 0)
    public static let teal = Color(white: 0)
    public static let cyan = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let indigo = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let pink = Color(white: 0)
    public static let brown = Color(white: 0)
    public static let white = Color(white: 0)
    public static let gray = Color(white: 0)
    public static let black = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static var accentColor: Color { fatalError() }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    /// Returns a version of the color mixed with another color.
    public func mix(with rhs: Color, by fraction: Double) -> Color { fatalError() }

    /// A standard gradient for the color.
    public var gradient: AnyGradient { fatalError() }

    public var description: String { "Color" }
}

/// A color gradient.
@frozen
public struct AnyGradient: Hashable, ShapeStyle {
    public static func == (lhs: AnyGradient, rhs: AnyGradient) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension Color: View, ShapeStyle {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

// MARK: - Font

/// An environment-dependent font.
@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        fatalError()
    }
    /// Specifies a system font to use, along with the style, weight, and any
    /// design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    /// Create a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }

    public func italic() -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func monospaced() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func smallCaps() -> Font { fatalError() }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A weight to use for fonts.
    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }
}

// MARK: - Shapes

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, View {}

extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S>(_ content: S = .foreground) -> some View where S: ShapeStyle { fatalError() }
    /// Returns a new shape that is a stroked copy of `self`.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { fatalError() }
}

/// The style of rounded corners.
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

@frozen public struct Rectangle: Shape {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct Circle: Shape {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct Ellipse: Shape {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { fatalError() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        fatalError()
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { fatalError() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { fatalError() }
}

// MARK: - Geometry value types

/// An alignment position along the horizontal axis.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    public static let listRowSeparatorLeading = HorizontalAlignment()
}

/// An alignment position along the vertical axis.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

/// An alignment in both axes.
@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// An enumeration to indicate one edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// An efficient set of axes.
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A normalized 2D point in a view's coordinate space.
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A geometric angle whose value you access in either radians or degrees.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// The visibility of a UI element, chosen automatically based on the platform,
/// current context, and other factors.
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// The prominence of backgrounds underneath other views.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

// MARK: - Animation

/// The way a view changes over time to create a smooth visual transition from
/// one state to another.
@frozen
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { fatalError() }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    { fatalError() }
    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
}

/// A description of view changes to apply when a view is added to and removed
/// from the view hierarchy.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func push(from edge: Edge) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}
