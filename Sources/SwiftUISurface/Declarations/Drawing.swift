// Compositing (blend modes, drawing groups, masks), Canvas and GraphicsContext, TimelineView, symbol effects.

// MARK: - Compositing

/// How a view's colors combine with what is drawn beneath it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum BlendMode: Sendable {
    /// Draws on top, the usual way.
    case normal
    /// Multiplies colors, darkening.
    case multiply
    /// Inverts, multiplies and inverts again, lightening.
    case screen
    /// Multiplies or screens depending on the color beneath.
    case overlay
    /// Keeps the darker color.
    case darken
    /// Keeps the lighter color.
    case lighten
    /// Brightens the color beneath.
    case colorDodge
    /// Darkens the color beneath.
    case colorBurn
    /// A gentle overlay.
    case softLight
    /// A strong overlay.
    case hardLight
    /// Subtracts the darker color from the lighter.
    case difference
    /// A softer difference.
    case exclusion
    /// Takes the hue from the top color.
    case hue
    /// Takes the saturation from the top color.
    case saturation
    /// Takes hue and saturation from the top color.
    case color
    /// Takes the brightness from the top color.
    case luminosity
    /// Draws only where there is something beneath.
    case sourceAtop
    /// Draws beneath what is already there.
    case destinationOver
    /// Erases what is beneath wherever this view draws.
    case destinationOut
    /// Adds colors, then darkens.
    case plusDarker
    /// Adds colors, lightening.
    case plusLighter
}

/// The color precision used when a drawing group renders off-screen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB allowing values outside 0 to 1.
    case extendedLinear
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Makes this view's colors more (above 1) or less (below 1) saturated.
    public func saturation(_ amount: Double) -> some View { self }
    /// Brightens (positive) or darkens (negative) this view.
    public func brightness(_ amount: Double) -> some View { self }
    /// Raises or lowers this view's contrast.
    public func contrast(_ amount: Double) -> some View { self }
    /// Removes color from this view, fully at 1.
    public func grayscale(_ amount: Double) -> some View { self }
    /// Shifts every hue in this view by an angle.
    public func hueRotation(_ angle: Angle) -> some View { self }
    /// Inverts this view's colors.
    public func colorInvert() -> some View { self }
    /// Tints this view by multiplying its colors with a color.
    public func colorMultiply(_ color: Color) -> some View { self }
    /// Turns brightness into transparency, for building masks.
    public func luminanceToAlpha() -> some View { self }
    /// Combines this view with what is beneath it using a blend mode.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// Renders this view and its children into one off-screen image first, which speeds up complex drawing.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Flattens this view's children into one layer before effects such as opacity apply.
    public func compositingGroup() -> some View { self }
    /// Shows this view only where the given view is opaque.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask>(_ mask: Mask) -> some View where Mask: View { self }
    /// Shows this view only where the views built by the closure are opaque.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    where Mask: View { self }
}

// MARK: - Canvas and GraphicsContext

/// An immediate-mode drawing surface passed to a `Canvas` renderer.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
    /// The opacity applied to everything drawn next.
    public var opacity: Double
    /// The blend mode applied to everything drawn next.
    public var blendMode: GraphicsContext.BlendMode
    /// The environment of the canvas.
    public var environment: EnvironmentValues { _placeholder("GraphicsContext.environment") }
    /// The current transform from user space to the canvas.
    public var transform: CGAffineTransform

    /// Moves the origin of everything drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales everything drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates everything drawn next around the origin.
    public mutating func rotate(by angle: Angle) {}
    /// Applies a further transform to everything drawn next.
    public mutating func concatenate(_ matrix: CGAffineTransform) {}
    /// Restricts drawing to the inside of a path.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) {}
    /// Adds a filter, such as a blur, to everything drawn next.
    public mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()) {}

    /// Fills a path with a color or gradient.
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}
    /// Strokes a path with full stroke settings.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}
    /// Strokes a path with a line width.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {}
    /// Draws a copy of the context into which more is drawn as one layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}

    /// Prepares text for drawing, so it can be measured first.
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { _placeholder("GraphicsContext.resolve") }
    /// Draws text anchored at a point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws text wrapped inside a rectangle.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws prepared text anchored at a point.
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Prepares an image for drawing, so it can be measured first.
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { _placeholder("GraphicsContext.resolve") }
    /// Draws an image scaled into a rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws an image anchored at a point.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a prepared image scaled into a rectangle.
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws a prepared image anchored at a point.
    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Looks up one of the canvas's symbol views by its tag.
    public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable { nil }
    /// Draws a symbol view anchored at a point.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a symbol view scaled into a rectangle.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {}

    /// What a path is painted with: a color, a gradient, or another style.
    public struct Shading: Sendable {
        /// The canvas's foreground style.
        public static var foreground: GraphicsContext.Shading { _placeholder("Shading.foreground") }
        /// A solid color.
        public static func color(_ color: Color) -> GraphicsContext.Shading { _placeholder("Shading.color") }
        /// A solid color from RGB components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> GraphicsContext.Shading { _placeholder("Shading.color") }
        /// A solid gray.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> GraphicsContext.Shading
        { _placeholder("Shading.color") }
        /// Any shape style.
        public static func style<S>(_ style: S) -> GraphicsContext.Shading where S: ShapeStyle { _placeholder("Shading.style") }
        /// A linear gradient between two points in canvas coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading { _placeholder("Shading.linearGradient") }
        /// A radial gradient around a point in canvas coordinates.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading { _placeholder("Shading.radialGradient") }
        /// An angular gradient around a point in canvas coordinates.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> GraphicsContext.Shading { _placeholder("Shading.conicGradient") }
    }

    /// Options for how gradients repeat or blend.
    public struct GradientOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Makes options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient outside its end points.
        public static var `repeat`: GraphicsContext.GradientOptions { GradientOptions(rawValue: 1) }
        /// Repeats the gradient, mirroring every other copy.
        public static var mirror: GraphicsContext.GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolates in linear color space.
        public static var linearColor: GraphicsContext.GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// Options for clipping.
    public struct ClipOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Makes options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead.
        public static var inverse: GraphicsContext.ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Options for filters.
    public struct FilterOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Makes options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the filter inside the drawing's bounds.
        public static var linearColor: GraphicsContext.FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// An effect applied to what the context draws.
    public struct Filter: Sendable {
        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()) -> GraphicsContext.Filter {
            _placeholder("Filter.blur")
        }
        /// A drop shadow.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()
        ) -> GraphicsContext.Filter { _placeholder("Filter.shadow") }
        /// Keeps only pixels whose alpha is in a range, painting them one color.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> GraphicsContext.Filter {
            _placeholder("Filter.alphaThreshold")
        }
        /// Scales the opacity of what is drawn.
        public static func opacity(_ amount: Double) -> GraphicsContext.Filter { _placeholder("Filter.opacity") }
        /// Rotates hues by an angle.
        public static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter { _placeholder("Filter.hueRotation") }
        /// Changes saturation.
        public static func saturation(_ amount: Double) -> GraphicsContext.Filter { _placeholder("Filter.saturation") }
        /// Changes brightness.
        public static func brightness(_ amount: Double) -> GraphicsContext.Filter { _placeholder("Filter.brightness") }
        /// Changes contrast.
        public static func contrast(_ amount: Double) -> GraphicsContext.Filter { _placeholder("Filter.contrast") }
        /// Makes everything gray.
        public static func grayscale(_ amount: Double) -> GraphicsContext.Filter { _placeholder("Filter.grayscale") }
        /// Inverts colors.
        public static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter { _placeholder("Filter.colorInvert") }
    }

    /// Options for blur filters.
    public struct BlurOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Makes options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Treats the drawing as opaque.
        public static var opaque: GraphicsContext.BlurOptions { BlurOptions(rawValue: 1) }
        /// Blurs with a dithered result.
        public static var dithersResult: GraphicsContext.BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options for shadow filters.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Makes options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws only the shadow, not the content.
        public static var shadowOnly: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Casts the shadow inside the shape.
        public static var invertsAlpha: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Disables the shadow's offset following the transform.
        public static var disablesGroup: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 4) }
    }

    /// How drawing in the context combines with what is there.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The raw blend mode number.
        public let rawValue: Int32
        /// Makes a blend mode from its number.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Draws on top.
        public static var normal: GraphicsContext.BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies colors.
        public static var multiply: GraphicsContext.BlendMode { BlendMode(rawValue: 1) }
        /// Screens colors.
        public static var screen: GraphicsContext.BlendMode { BlendMode(rawValue: 2) }
        /// Overlays colors.
        public static var overlay: GraphicsContext.BlendMode { BlendMode(rawValue: 3) }
        /// Adds colors, lightening.
        public static var plusLighter: GraphicsContext.BlendMode { BlendMode(rawValue: 27) }
        /// Erases what is beneath.
        public static var destinationOut: GraphicsContext.BlendMode { BlendMode(rawValue: 22) }
    }

    /// Text prepared for drawing, with its measured size.
    public struct ResolvedText {
        /// The size the text needs within a proposed size.
        public func measure(in size: CGSize) -> CGSize { .zero }
        /// The paint used for the text.
        public var shading: GraphicsContext.Shading
    }

    /// An image prepared for drawing, with its size.
    public struct ResolvedImage {
        /// The natural size of the image.
        public var size: CGSize { .zero }
        /// The paint used for template images.
        public var shading: GraphicsContext.Shading?
    }

    /// A symbol view of the canvas, prepared for drawing.
    public struct ResolvedSymbol {
        /// The natural size of the symbol.
        public var size: CGSize { .zero }
    }
}

/// A view that draws with a closure into a `GraphicsContext`, for charts, particles and custom art.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols> where Symbols: View {
    /// Views that the renderer can draw by tag.
    public var symbols: Symbols
    /// The closure that draws into the context, given the canvas size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The color precision of the canvas.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas draws off the main thread.
    public var rendersAsynchronously: Bool
    /// Makes a canvas with symbol views.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
    /// Makes a canvas that only draws with its renderer.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.symbols = EmptyView()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas: View {
    /// A canvas is a leaf view.
    public typealias Body = Never
    /// A canvas has no body of its own.
    public var body: Never { _unsupported("Canvas.body") }
}

// MARK: - TimelineView

/// The mode a timeline schedule is asked for entries in.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
    /// Updates as often as the schedule wants.
    case normal
    /// Updates less often, for example while the screen is dimmed.
    case lowFrequency
}

/// A source of dates at which a `TimelineView` redraws.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
    /// The mode entries are asked for in.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates the schedule yields.
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// The dates from a start date on.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A schedule that redraws every frame, optionally at a minimum interval.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Makes the schedule.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    /// The dates, one per frame.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// A schedule that redraws at a fixed interval.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// Makes a schedule starting at a date and repeating every interval.
    public init(from startDate: Date, by interval: TimeInterval) {}
    /// The dates, one per interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// A schedule that redraws at the start of every minute.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Makes the schedule.
    public init() {}
    /// The dates, one per minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// A schedule that redraws at the dates you list.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    /// Makes the schedule from dates.
    public init(_ dates: Entries) { self.dates = dates }
    private let dates: Entries
    /// The listed dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Redraws every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Redraws every frame, no more often than the interval, unless paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Redraws at a fixed interval from a start date.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Redraws at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule {
    /// Redraws at the dates you list.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a `TimelineView` passes to its content: the date being drawn and the update rate.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineViewDefaultContext {
    /// The date this redraw is for.
    public let date: Date
    /// How often redraws are currently happening.
    public let cadence: TimelineViewDefaultContext.Cadence

    /// How often a timeline is currently redrawing.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

/// A view that redraws its content at the dates a schedule gives.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Builds the content for a date.
    internal var _content: ((TimelineViewDefaultContext) -> any View)?
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
    /// The context the content closure receives.
    public typealias Context = TimelineViewDefaultContext
    /// Makes a timeline view that calls `content` for each scheduled date.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        _content = { content($0) }
    }
    /// A timeline view is a leaf view here.
    public typealias Body = Never
    /// A timeline view has no body of its own.
    public var body: Never { _unsupported("TimelineView.body") }
}

// MARK: - Symbol effects

/// An animation effect for SF Symbols images.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol SymbolEffect {}

/// A symbol effect that runs continuously while it is active.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that plays once each time a value changes.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DiscreteSymbolEffect {}

/// A symbol effect that animates a symbol appearing or disappearing.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TransitionSymbolEffect {}

/// A symbol effect that animates one symbol being replaced by another.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ContentTransitionSymbolEffect {}

/// Repeat and speed options for a symbol effect.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SymbolEffectOptions: Equatable, Sendable {
    /// The default options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats the effect.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats the effect a number of times (nil means forever).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays the effect at a speed factor.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// These options, repeating a number of times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
    /// These options, at a speed factor.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// A symbol effect that bounces the symbol.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    /// Bounces upwards.
    public var up: BounceSymbolEffect { self }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { self }
    /// Bounces layer by layer.
    public var byLayer: BounceSymbolEffect { self }
    /// Bounces the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// A symbol effect that fades the symbol's opacity in and out.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    /// Pulses layer by layer.
    public var byLayer: PulseSymbolEffect { self }
    /// Pulses the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// A symbol effect that lights up a variable symbol's layers in turn.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    /// Lights one layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Lights layers and keeps them lit.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Plays forwards then backwards.
    public var reversing: VariableColorSymbolEffect { self }
    /// Plays forwards only.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Dims the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// A symbol effect that scales the symbol up or down.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Sendable {
    /// Scales up.
    public var up: ScaleSymbolEffect { self }
    /// Scales down.
    public var down: ScaleSymbolEffect { self }
    /// Scales layer by layer.
    public var byLayer: ScaleSymbolEffect { self }
    /// Scales the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// A symbol effect that replaces one symbol with another.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Sendable {
    /// The old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { self }
    /// Both symbols scale up.
    public var upUp: ReplaceSymbolEffect { self }
    /// The old symbol vanishes, the new one scales up.
    public var offUp: ReplaceSymbolEffect { self }
    /// Replaces layer by layer.
    public var byLayer: ReplaceSymbolEffect { self }
    /// Replaces the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// A symbol effect that wiggles the symbol.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    /// Wiggles left and right.
    public var left: WiggleSymbolEffect { self }
    /// Wiggles right and left.
    public var right: WiggleSymbolEffect { self }
    /// Wiggles up and down.
    public var up: WiggleSymbolEffect { self }
    /// Wiggles down and up.
    public var down: WiggleSymbolEffect { self }
    /// Wiggles clockwise.
    public var clockwise: WiggleSymbolEffect { self }
    /// Wiggles counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { self }
    /// Wiggles layer by layer.
    public var byLayer: WiggleSymbolEffect { self }
    /// Wiggles the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { self }
}

/// A symbol effect that rotates the symbol.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    /// Rotates clockwise.
    public var clockwise: RotateSymbolEffect { self }
    /// Rotates counterclockwise.
    public var counterClockwise: RotateSymbolEffect { self }
    /// Rotates layer by layer.
    public var byLayer: RotateSymbolEffect { self }
    /// Rotates the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// A symbol effect that gently grows and shrinks the symbol, like breathing.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    /// Breathes by scaling only.
    public var plain: BreatheSymbolEffect { self }
    /// Breathes by scaling and fading.
    public var pulse: BreatheSymbolEffect { self }
    /// Breathes layer by layer.
    public var byLayer: BreatheSymbolEffect { self }
    /// Breathes the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale up or down.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement of one symbol by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breathing scale.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Runs a continuous symbol effect on the symbol images in this view while `isActive` is true.
    public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true)
        -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect
    { self }
    /// Plays a one-off symbol effect on the symbol images in this view each time `value` changes.
    public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View
    where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable { self }
    /// Turns symbol effects off (or back on) in this view.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

// MARK: - Drawing views in the terminal

/// A canvas prints nothing: the terminal has no pixels.
extension Canvas: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

/// A timeline view shows its content for the moment it is expanded (it does not redraw by itself).
extension TimelineView: _PrimitiveView where Content: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let content = _content else { return }
        expansion.add(content(TimelineViewDefaultContext(date: Date(), cadence: .seconds)), key: .index(0))
    }
}
