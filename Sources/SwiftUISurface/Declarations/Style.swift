// Color, Font, ShapeStyle and gradients, and the geometry value types (alignment, edges, points, angles).

// MARK: - ShapeStyle

/// Anything that can paint a shape or text: a color, a gradient, a material, a semantic style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle {
    /// This style painted at a fraction of its opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
    /// This style drawn with the given blend mode.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle {
    /// This style with a drop or inner shadow added.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle {
    /// The first level of this style.
    public var primary: some ShapeStyle { self }
    /// The second, softer level of this style.
    public var secondary: some ShapeStyle { self }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { self }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { self }
    /// The fifth, faintest level of this style.
    public var quinary: some ShapeStyle { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style with a shadow added.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle() }
}

/// A shadow description used with the `shadow(_:)` shape style modifier.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShadowStyle: Equatable, Sendable {
    /// A shadow cast outside the shape, below it.
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { _placeholder("ShadowStyle.drop") }
    /// A shadow drawn inside the shape's edges.
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { _placeholder("ShadowStyle.inner") }
}

/// A type-erased shape style, for when two branches pick different styles.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnyShapeStyle: ShapeStyle {
    /// Wraps any concrete shape style.
    public init<S>(_ style: S) where S: ShapeStyle {}
}

/// One of the numbered levels (primary to quinary) of the current foreground.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
    /// The first level.
    public static let primary = HierarchicalShapeStyle()
    /// The second level.
    public static let secondary = HierarchicalShapeStyle()
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle()
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle()
    /// The fifth level.
    @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
    public static let quinary = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground.
    public static var primary: HierarchicalShapeStyle { _placeholder("ShapeStyle.primary") }
    /// The second level of the current foreground.
    public static var secondary: HierarchicalShapeStyle { _placeholder("ShapeStyle.secondary") }
    /// The third level of the current foreground.
    public static var tertiary: HierarchicalShapeStyle { _placeholder("ShapeStyle.tertiary") }
    /// The fourth level of the current foreground.
    public static var quaternary: HierarchicalShapeStyle { _placeholder("ShapeStyle.quaternary") }
    /// The fifth level of the current foreground.
    @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
    public static var quinary: HierarchicalShapeStyle { _placeholder("ShapeStyle.quinary") }
}

/// The style of the current tint color.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle {
    /// Makes the tint style.
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    /// Paints with the current tint color.
    public static var tint: TintShapeStyle { _placeholder("ShapeStyle.tint") }
}

/// The style that foreground content uses in the current context.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ForegroundStyle: ShapeStyle {
    /// Makes the foreground style.
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// Paints with the current foreground style.
    public static var foreground: ForegroundStyle { _placeholder("ShapeStyle.foreground") }
}

/// The style that backgrounds use in the current context.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BackgroundStyle: ShapeStyle {
    /// Makes the background style.
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    /// Paints with the current background style.
    public static var background: BackgroundStyle { _placeholder("ShapeStyle.background") }
}

/// The style used for separators between content.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SeparatorShapeStyle: ShapeStyle {
    /// Makes the separator style.
    public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == SeparatorShapeStyle {
    /// Paints with the system separator color.
    public static var separator: SeparatorShapeStyle { _placeholder("ShapeStyle.separator") }
}

/// The translucent overlay fill the system uses for controls and fields.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeStyle: ShapeStyle {
    /// Makes the overlay fill style.
    public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == FillShapeStyle {
    /// Paints with the system overlay fill.
    public static var fill: FillShapeStyle { _placeholder("ShapeStyle.fill") }
}

/// The style of selected content, such as a highlighted row.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SelectionShapeStyle: ShapeStyle {
    /// Makes the selection style.
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == SelectionShapeStyle {
    /// Paints with the selection color.
    public static var selection: SelectionShapeStyle { _placeholder("ShapeStyle.selection") }
}

/// A blurred, translucent background such as the one behind bars and sheets.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle {
    /// The standard blur.
    public static let regular = Material()
    /// A more opaque blur.
    public static let thick = Material()
    /// A more translucent blur.
    public static let thin = Material()
    /// The most translucent blur.
    public static let ultraThin = Material()
    /// The most opaque blur.
    public static let ultraThick = Material()
    /// The blur used behind toolbars and tab bars.
    public static let bar = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    /// Paints with the standard material.
    public static var regularMaterial: Material { _placeholder("ShapeStyle.regularMaterial") }
    /// Paints with the thick material.
    public static var thickMaterial: Material { _placeholder("ShapeStyle.thickMaterial") }
    /// Paints with the thin material.
    public static var thinMaterial: Material { _placeholder("ShapeStyle.thinMaterial") }
    /// Paints with the ultra-thin material.
    public static var ultraThinMaterial: Material { _placeholder("ShapeStyle.ultraThinMaterial") }
    /// Paints with the ultra-thick material.
    public static var ultraThickMaterial: Material { _placeholder("ShapeStyle.ultraThickMaterial") }
    /// Paints with the bar material.
    public static var bar: Material { _placeholder("ShapeStyle.bar") }
}

// MARK: - Gradients

/// An ordered list of colors (with optional positions) that gradients blend between.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Gradient: Hashable, Sendable {
    /// One color of a gradient and where along the gradient it sits, from 0 to 1.
    public struct Stop: Hashable, Sendable {
        /// The color at this stop.
        public var color: Color
        /// Where the stop sits, from 0 (start) to 1 (end).
        public var location: CGFloat
        /// Makes a stop with a color and a location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops of this gradient.
    public var stops: [Gradient.Stop]
    /// Makes a gradient from explicit stops.
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    /// Makes a gradient from colors spread evenly.
    public init(colors: [Color]) { self.stops = [] }

    /// The color space a gradient interpolates in.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public struct ColorSpace: Hashable, Sendable {
        /// Interpolates in the device's color space.
        public static let device = ColorSpace()
        /// Interpolates so that steps look evenly spaced to the eye.
        public static let perceptual = ColorSpace()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ShapeStyle {}

/// A gradient value obtained from a color's `gradient` property.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyGradient: Hashable, ShapeStyle {
    /// Makes a type-erased gradient from a gradient.
    public init(_ gradient: Gradient) {}
    /// Two type-erased gradients compare as equal.
    public static func == (lhs: AnyGradient, rhs: AnyGradient) -> Bool { true }
    /// Hashes nothing; all type-erased gradients hash alike here.
    public func hash(into hasher: inout Hasher) {}
}

/// A gradient along a line between two unit points.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LinearGradient: ShapeStyle, View {
    /// Makes a linear gradient from a gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// Makes a linear gradient from evenly spaced colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// Makes a linear gradient from explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// A gradient is a leaf view.
    public typealias Body = Never
    /// A gradient has no body of its own.
    public var body: Never { _unsupported("LinearGradient.body") }
}

/// A gradient that spreads out in circles from a center point.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RadialGradient: ShapeStyle, View {
    /// Makes a radial gradient from a gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// Makes a radial gradient from evenly spaced colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// Makes a radial gradient from explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// A gradient is a leaf view.
    public typealias Body = Never
    /// A gradient has no body of its own.
    public var body: Never { _unsupported("RadialGradient.body") }
}

/// A gradient that sweeps around a center point, like a color wheel.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AngularGradient: ShapeStyle, View {
    /// Makes an angular gradient between two angles.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// Makes an angular gradient from colors between two angles.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    /// Makes an angular gradient from stops between two angles.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    /// Makes a full-turn angular gradient starting at an angle.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    /// Makes a full-turn angular gradient from colors.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
    /// Makes a full-turn angular gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
    /// A gradient is a leaf view.
    public typealias Body = Never
    /// A gradient has no body of its own.
    public var body: Never { _unsupported("AngularGradient.body") }
}

/// A radial gradient stretched to fill the shape's ellipse.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EllipticalGradient: ShapeStyle, View {
    /// Makes an elliptical gradient from a gradient.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {}
    /// Makes an elliptical gradient from evenly spaced colors.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {}
    /// Makes an elliptical gradient from explicit stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {}
    /// A gradient is a leaf view.
    public typealias Body = Never
    /// A gradient has no body of its own.
    public var body: Never { _unsupported("EllipticalGradient.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient style from a gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    { _placeholder("ShapeStyle.linearGradient") }
    /// A linear gradient style from colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        _placeholder("ShapeStyle.linearGradient")
    }
    /// A linear gradient style from stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    { _placeholder("ShapeStyle.linearGradient") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient style from a gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient { _placeholder("ShapeStyle.radialGradient") }
    /// A radial gradient style from colors.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient { _placeholder("ShapeStyle.radialGradient") }
    /// A radial gradient style from stops.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient { _placeholder("ShapeStyle.radialGradient") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient style between two angles.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient { _placeholder("ShapeStyle.angularGradient") }
    /// An angular gradient style from colors between two angles.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient { _placeholder("ShapeStyle.angularGradient") }
    /// An angular gradient style from stops between two angles.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient { _placeholder("ShapeStyle.angularGradient") }
    /// A full-turn angular gradient style.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        _placeholder("ShapeStyle.conicGradient")
    }
    /// A full-turn angular gradient style from colors.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        _placeholder("ShapeStyle.conicGradient")
    }
    /// A full-turn angular gradient style from stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    { _placeholder("ShapeStyle.conicGradient") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient style from a gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient { _placeholder("ShapeStyle.ellipticalGradient") }
    /// An elliptical gradient style from colors.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient { _placeholder("ShapeStyle.ellipticalGradient") }
    /// An elliptical gradient style from stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient { _placeholder("ShapeStyle.ellipticalGradient") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == AnyGradient {
    /// A linear gradient style built from a color's gradient.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> some ShapeStyle
    { gradient }
    /// A radial gradient style built from a color's gradient.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle { gradient }
}

// MARK: - Color

/// A color value that can also act as a view (a filled rectangle) or a shape style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// Looks up a named color in the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Makes a color from red, green and blue amounts between 0 and 1.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
    /// Makes a gray from a white amount between 0 (black) and 1 (white).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    /// Makes a color from hue, saturation and brightness between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}

    /// Which RGB color space the component values are given in.
    public enum RGBColorSpace: Sendable {
        /// The standard sRGB space.
        case sRGB
        /// sRGB with a linear transfer curve.
        case sRGBLinear
        /// The wide-gamut Display P3 space.
        case displayP3
    }

    /// The system red.
    public static let red = Color(white: 0)
    /// The system orange.
    public static let orange = Color(white: 0)
    /// The system yellow.
    public static let yellow = Color(white: 0)
    /// The system green.
    public static let green = Color(white: 0)
    /// The system mint.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let mint = Color(white: 0)
    /// The system teal.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let teal = Color(white: 0)
    /// The system cyan.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cyan = Color(white: 0)
    /// The system blue.
    public static let blue = Color(white: 0)
    /// The system indigo.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let indigo = Color(white: 0)
    /// The system purple.
    public static let purple = Color(white: 0)
    /// The system pink.
    public static let pink = Color(white: 0)
    /// The system brown.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let brown = Color(white: 0)
    /// Pure white.
    public static let white = Color(white: 1)
    /// The system gray.
    public static let gray = Color(white: 0.5)
    /// Pure black.
    public static let black = Color(white: 0)
    /// A fully transparent color.
    public static let clear = Color(white: 0, opacity: 0)
    /// The color of primary content, adapting to light and dark mode.
    public static let primary = Color(white: 0)
    /// The color of secondary content.
    public static let secondary = Color(white: 0)
    /// The app's accent color.
    public static var accentColor: Color { _placeholder("Color.accentColor") }

    /// The same color with its opacity multiplied by the given amount.
    public func opacity(_ opacity: Double) -> Color { _placeholder("Color.opacity") }

    /// A blend of this color and another, `fraction` of the way towards the other.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        _placeholder("Color.mix")
    }

    /// A subtle system gradient based on this color.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var gradient: AnyGradient { _placeholder("Color.gradient") }

    /// A textual description of the color.
    public var description: String { "Color" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View, ShapeStyle {
    /// A color is a leaf view.
    public typealias Body = Never
    /// A color has no body of its own.
    public var body: Never { _unsupported("Color.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
    /// The system red as a style.
    public static var red: Color { _placeholder("ShapeStyle.red") }
    /// The system orange as a style.
    public static var orange: Color { _placeholder("ShapeStyle.orange") }
    /// The system yellow as a style.
    public static var yellow: Color { _placeholder("ShapeStyle.yellow") }
    /// The system green as a style.
    public static var green: Color { _placeholder("ShapeStyle.green") }
    /// The system mint as a style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var mint: Color { _placeholder("ShapeStyle.mint") }
    /// The system teal as a style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var teal: Color { _placeholder("ShapeStyle.teal") }
    /// The system cyan as a style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var cyan: Color { _placeholder("ShapeStyle.cyan") }
    /// The system blue as a style.
    public static var blue: Color { _placeholder("ShapeStyle.blue") }
    /// The system indigo as a style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var indigo: Color { _placeholder("ShapeStyle.indigo") }
    /// The system purple as a style.
    public static var purple: Color { _placeholder("ShapeStyle.purple") }
    /// The system pink as a style.
    public static var pink: Color { _placeholder("ShapeStyle.pink") }
    /// The system brown as a style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var brown: Color { _placeholder("ShapeStyle.brown") }
    /// White as a style.
    public static var white: Color { _placeholder("ShapeStyle.white") }
    /// The system gray as a style.
    public static var gray: Color { _placeholder("ShapeStyle.gray") }
    /// Black as a style.
    public static var black: Color { _placeholder("ShapeStyle.black") }
    /// A transparent style.
    public static var clear: Color { _placeholder("ShapeStyle.clear") }
}

// MARK: - Font

/// A font description that resolves against the environment (size class, Dynamic Type).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    /// The largest title style.
    public static let largeTitle = Font()
    /// The first-level title style.
    public static let title = Font()
    /// The second-level title style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2 = Font()
    /// The third-level title style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3 = Font()
    /// The style for headings.
    public static let headline = Font()
    /// The style for subheadings.
    public static let subheadline = Font()
    /// The style for body text.
    public static let body = Font()
    /// The style for callouts.
    public static let callout = Font()
    /// The style for footnotes.
    public static let footnote = Font()
    /// The style for captions.
    public static let caption = Font()
    /// The style for secondary captions.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2 = Font()

    /// A system font for a text style, with an optional design and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        _placeholder("Font.system")
    }
    /// A system font of a fixed point size, with an optional weight and design.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        _placeholder("Font.system")
    }
    /// A bundled font by name that scales with Dynamic Type relative to body text.
    public static func custom(_ name: String, size: CGFloat) -> Font { _placeholder("Font.custom") }
    /// A bundled font by name at a size that ignores Dynamic Type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { _placeholder("Font.custom") }

    /// This font in italics.
    public func italic() -> Font { _placeholder("Font.italic") }
    /// This font in bold.
    public func bold() -> Font { _placeholder("Font.bold") }
    /// This font at another weight.
    public func weight(_ weight: Font.Weight) -> Font { _placeholder("Font.weight") }
    /// This font with fixed-width glyphs.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospaced() -> Font { _placeholder("Font.monospaced") }
    /// This font with fixed-width digits only.
    public func monospacedDigit() -> Font { _placeholder("Font.monospacedDigit") }
    /// This font with small capitals.
    public func smallCaps() -> Font { _placeholder("Font.smallCaps") }

    /// The Dynamic Type styles a font can follow.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// One case per system text style.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The families of the system font.
    public enum Design: Hashable, Sendable {
        /// Standard, serif, rounded and monospaced designs.
        case `default`, serif, rounded, monospaced
    }

    /// How heavy the strokes of a font are.
    public struct Weight: Hashable, Sendable {
        /// The thinnest weight.
        public static let ultraLight = Weight()
        /// A thin weight.
        public static let thin = Weight()
        /// A light weight.
        public static let light = Weight()
        /// The normal weight.
        public static let regular = Weight()
        /// A medium weight.
        public static let medium = Weight()
        /// A semibold weight.
        public static let semibold = Weight()
        /// A bold weight.
        public static let bold = Weight()
        /// A heavy weight.
        public static let heavy = Weight()
        /// The heaviest weight.
        public static let black = Weight()
    }
}

// MARK: - Geometry value types

/// A horizontal alignment guide, such as leading or center.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    /// The leading edge.
    public static let leading = HorizontalAlignment()
    /// The horizontal center.
    public static let center = HorizontalAlignment()
    /// The trailing edge.
    public static let trailing = HorizontalAlignment()
    /// Where a list row's separator starts.
    @available(iOS 16.0, macOS 13.0, *)
    public static let listRowSeparatorLeading = HorizontalAlignment()
}

/// A vertical alignment guide, such as top or a text baseline.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    /// The top edge.
    public static let top = VerticalAlignment()
    /// The vertical center.
    public static let center = VerticalAlignment()
    /// The bottom edge.
    public static let bottom = VerticalAlignment()
    /// The baseline of the first line of text.
    public static let firstTextBaseline = VerticalAlignment()
    /// The baseline of the last line of text.
    public static let lastTextBaseline = VerticalAlignment()
}

/// A pair of horizontal and vertical alignment guides.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// Combines a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of multiline text line up with each other.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Leading, centered or trailing lines.
    case leading, center, trailing
}

/// One side of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    /// The four sides.
    case top, leading, bottom, trailing

    /// A set of sides, such as `.horizontal` or `.all`.
    public struct Set: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// Makes a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Makes a set holding one edge.
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        /// The top side only.
        public static let top = Set(.top)
        /// The leading side only.
        public static let leading = Set(.leading)
        /// The bottom side only.
        public static let bottom = Set(.bottom)
        /// The trailing side only.
        public static let trailing = Set(.trailing)
        /// All four sides.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Distances to inset each side of a rectangle by.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable, Sendable {
    /// Inset of the top side.
    public var top: CGFloat
    /// Inset of the leading side.
    public var leading: CGFloat
    /// Inset of the bottom side.
    public var bottom: CGFloat
    /// Inset of the trailing side.
    public var trailing: CGFloat
    /// Makes insets from four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Makes zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal or the vertical direction.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Axis: Int8, CaseIterable, Sendable {
    /// Across or down.
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// Makes a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis only.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis only.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A point given as fractions of a view's width and height, such as `.center` or `.topLeading`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width, 0 at the leading edge.
    public var x: CGFloat
    /// Fraction of the height, 0 at the top.
    public var y: CGFloat
    /// The top-leading point.
    public init() { self.init(x: 0, y: 0) }
    /// Makes a point from two fractions.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-leading point (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Animatable {
    /// Both fractions, so a unit point can be animated.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

/// An angle, stored in radians and readable in degrees too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// A zero angle.
    public init() { radians = 0 }
    /// Makes an angle from radians.
    public init(radians: Double) { self.radians = radians }
    /// Makes an angle from degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of the given radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of the given degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The zero angle.
    public static let zero = Angle()
    /// Whether the first angle is smaller than the second.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle: Animatable {
    /// The radians, so an angle can be animated.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    // Apple gives Angle these operators through its vector-math conformance; they are declared
    // concretely here so they do not add a generic candidate to every arithmetic expression.

    /// The magnitude of the angle, in radians.
    public var magnitude: Double { Swift.abs(radians) }
    /// Flips the sign of the angle in place.
    public mutating func negate() { radians = -radians }
    /// The angle with its sign flipped.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// Adds an angle in place.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Subtracts an angle in place.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// Scales an angle in place.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// The angle divided by a factor.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Divides an angle in place.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}

/// Whether something is shown, hidden, or left to the system.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// Let the system decide, always show, or always hide.
    case automatic, visible, hidden
}

/// How strongly a background stands out from what is under it.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Prominence: Hashable, Sendable {
    /// The usual or a stronger prominence.
    case standard, increased
}

// MARK: - Colours and gradients in the terminal

/// A colour used as a view prints nothing.
extension Color: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

/// A gradient used as a view prints nothing.
extension LinearGradient: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

/// A gradient used as a view prints nothing.
extension RadialGradient: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

/// A gradient used as a view prints nothing.
extension AngularGradient: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

/// A gradient used as a view prints nothing.
extension EllipticalGradient: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}
