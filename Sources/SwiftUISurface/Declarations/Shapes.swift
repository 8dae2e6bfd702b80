// Shape, Path and the built-in shapes, with stroke and fill, and the shape modifiers.

// MARK: - Isolation marker

/// A global actor no code ever runs on; it only exists to cancel inherited main-actor isolation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@globalActor
public actor _ImpossibleActor {
    /// The single instance of the marker actor.
    public static let shared = _ImpossibleActor()
}

/// A marker that keeps a protocol refining `View` from becoming main-actor isolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}

// MARK: - Shape

/// A 2D outline, described by the path it traces in a given rectangle; it is drawn as a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of this shape inside the given rectangle.
    nonisolated func path(in rect: CGRect) -> Path

    /// Whether the shape's style should treat it as a fill, a stroke or a separator.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated static var role: ShapeRole { get }

    /// The size the shape wants, given the size its container offers.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    /// Shapes are filled with the foreground style unless told otherwise.
    public static var role: ShapeRole { .fill }
    /// Takes the offered size, replacing unspecified dimensions by a small default.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    /// A shape's view is the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// How a shape style should treat the shape it paints.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum ShapeRole: Sendable {
    /// The shape is filled.
    case fill
    /// The shape's outline is stroked.
    case stroke
    /// The shape separates content.
    case separator
}

/// The view that draws a shape filled with a style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    /// The shape being drawn.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// How the fill is rasterised.
    public var fillStyle: FillStyle
    /// Makes the view from a shape, a style and a fill style.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    /// A drawn shape is a leaf view.
    public typealias Body = Never
    /// A drawn shape has no body of its own.
    public var body: Never { _unsupported("_ShapeView.body") }
}

// MARK: - Fill and stroke

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    /// Fills the shape with a color, gradient or other style.
    public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }
    /// Draws the outline of the shape with a style and full stroke settings.
    public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle {
        _ShapeView(shape: stroke(style: style), style: content)
    }
    /// Draws the outline of the shape with a style and a line width.
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _ShapeView(shape: stroke(lineWidth: lineWidth), style: content)
    }
    /// The shape's outline, turned into a new shape with the given stroke settings.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
    /// The shape's outline, turned into a new shape with the given line width.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

// MARK: - Shape views (fill, then stroke)

/// A view that draws a shape and can be filled or stroked again, as in `.fill(.red).stroke(.blue)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ShapeView<Content>: View {
    /// The shape this view draws.
    associatedtype Content: Shape
    /// The shape this view draws.
    var shape: Self.Content { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _ShapeView: ShapeView {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeView {
    /// Fills the shape again, on top of what this view draws.
    public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Self.Content, S, Self>
    where S: ShapeStyle { FillShapeView(shape: shape, style: content, fillStyle: style, background: self) }
    /// Strokes the shape's outline on top of what this view draws, with stroke settings.
    public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self>
    where S: ShapeStyle {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Strokes the shape's outline on top of what this view draws, with a line width.
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self.Content, S, Self> where S: ShapeStyle
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeView where Self.Content: InsettableShape {
    /// Strokes the outline inside the shape's bounds, on top of what this view draws, with stroke settings.
    public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self.Content, S, Self> where S: ShapeStyle
    {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Strokes the outline inside the shape's bounds, on top of what this view draws, with a line width.
    public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self.Content, S, Self> where S: ShapeStyle
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape view that fills its shape over a background view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeView<Content, Style, Background>: ShapeView
where Content: Shape, Style: ShapeStyle, Background: View {
    /// The shape drawn.
    public var shape: Content
    /// The fill style.
    public var style: Style
    /// How the fill is rasterised.
    public var fillStyle: FillStyle
    /// What is drawn beneath.
    public var background: Background
    /// Makes the view.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    /// A shape view is a leaf view.
    public typealias Body = Never
    /// A shape view has no body of its own.
    public var body: Never { _unsupported(".body") }
}

/// A shape view that strokes its shape's outline over a background view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct StrokeShapeView<Content, Style, Background>: ShapeView
where Content: Shape, Style: ShapeStyle, Background: View {
    /// The shape drawn.
    public var shape: Content
    /// The stroke's paint.
    public var style: Style
    /// The stroke settings.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn beneath.
    public var background: Background
    /// Makes the view.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    /// A shape view is a leaf view.
    public typealias Body = Never
    /// A shape view has no body of its own.
    public var body: Never { _unsupported(".body") }
}

/// A shape view that strokes inside its shape's bounds over a background view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct StrokeBorderShapeView<Content, Style, Background>: ShapeView
where Content: InsettableShape, Style: ShapeStyle, Background: View {
    /// The shape drawn.
    public var shape: Content
    /// The stroke's paint.
    public var style: Style
    /// The stroke settings.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn beneath.
    public var background: Background
    /// Makes the view.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    /// A shape view is a leaf view.
    public typealias Body = Never
    /// A shape view has no body of its own.
    public var body: Never { _unsupported(".body") }
}

/// A shape made of another shape's stroked outline.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _StrokedShape<S>: Shape where S: Shape {
    /// The shape whose outline is taken.
    public var shape: S
    /// The stroke settings.
    public var style: StrokeStyle
    /// Makes the stroked shape.
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    /// The stroked outline of the source shape.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("_StrokedShape.path") }
}

/// Line width, caps, joins and dashes for drawing an outline.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: CGLineCap
    /// The shape of corners where segments meet.
    public var lineJoin: CGLineJoin
    /// How far a mitered corner may stick out before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of alternating painted and unpainted segments.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat
    /// Makes stroke settings; every part has a default.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension StrokeStyle: Animatable {
    /// Line width, miter limit and dash phase, so a stroke can be animated.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// The shape drawn at the ends of an open line (CoreGraphics).
public enum CGLineCap: Int32, Sendable {
    /// Ends exactly at the end point.
    case butt
    /// Ends in a half circle.
    case round
    /// Ends in a half square past the end point.
    case square
}

/// The shape drawn where two line segments meet (CoreGraphics).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}

/// A 2D transformation matrix (CoreGraphics): translation, rotation, scale.
public struct CGAffineTransform: Equatable, Sendable {
    /// Matrix entry a.
    public var a: CGFloat
    /// Matrix entry b.
    public var b: CGFloat
    /// Matrix entry c.
    public var c: CGFloat
    /// Matrix entry d.
    public var d: CGFloat
    /// Horizontal translation.
    public var tx: CGFloat
    /// Vertical translation.
    public var ty: CGFloat
    /// Makes a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A transform that moves by the given distances.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A transform that scales by the given factors.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A transform that rotates by the given radians.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()
    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
    /// This transform followed by another.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { _placeholder("CGAffineTransform.concatenating") }
    /// This transform with a translation added.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { _placeholder("CGAffineTransform.translatedBy") }
    /// This transform with a scale added.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { _placeholder("CGAffineTransform.scaledBy") }
    /// This transform with a rotation added.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { _placeholder("CGAffineTransform.rotated") }
    /// The transform that undoes this one.
    public func inverted() -> CGAffineTransform { _placeholder("CGAffineTransform.inverted") }
}

// MARK: - InsettableShape

/// A shape that can be shrunk inwards, which is what `strokeBorder` needs.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
    /// The kind of shape `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape
    /// The same shape moved inwards by the given amount on every side.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
    /// Strokes the outline inside the shape's bounds, with a style and stroke settings.
    public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _ShapeView(shape: inset(by: style.lineWidth / 2).stroke(style: style), style: content)
    }
    /// Strokes the outline inside the shape's bounds with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth / 2).stroke(style: style), style: ForegroundStyle())
    }
    /// Strokes the outline inside the shape's bounds, with a style and a line width.
    public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// Strokes the outline inside the shape's bounds with the foreground style and a line width.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

// MARK: - Shape modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    /// Only the part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    /// The shape moved by a size.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by a point's coordinates.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// The shape moved by horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// The shape scaled by separate horizontal and vertical factors.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled by one factor.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The shape rotated by an angle around an anchor point.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape transformed by an affine transform.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
    /// The shape drawn in a frame of a fixed size.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func size(_ size: CGSize) -> some Shape { self }
    /// The shape drawn in a frame of a fixed width and height.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func size(width: CGFloat, height: CGFloat) -> some Shape { self }
}

/// A shape moved by an offset.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct OffsetShape<Content>: Shape where Content: Shape {
    /// The source shape.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize
    /// Makes the moved shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    /// The moved outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("OffsetShape.path") }
}

/// A shape scaled around an anchor point.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScaledShape<Content>: Shape where Content: Shape {
    /// The source shape.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The fixed point of the scaling.
    public var anchor: UnitPoint
    /// Makes the scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    /// The scaled outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("ScaledShape.path") }
}

/// A shape rotated around an anchor point.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RotatedShape<Content>: Shape where Content: Shape {
    /// The source shape.
    public var shape: Content
    /// The rotation.
    public var angle: Angle
    /// The fixed point of the rotation.
    public var anchor: UnitPoint
    /// Makes the rotated shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    /// The rotated outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("RotatedShape.path") }
}

/// A shape with an affine transform applied.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TransformedShape<Content>: Shape where Content: Shape {
    /// The source shape.
    public var shape: Content
    /// The transform applied.
    public var transform: CGAffineTransform
    /// Makes the transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    /// The transformed outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("TransformedShape.path") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The source shape inset, then moved.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { _placeholder("OffsetShape.inset") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The source shape inset, then rotated.
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> { _placeholder("RotatedShape.inset") }
}

// MARK: - Path

/// An outline made of lines, curves and closed subpaths; also usable as a shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Equatable, LosslessStringConvertible, @unchecked Sendable {
    /// An empty path.
    public init() {}
    /// A path tracing a rectangle.
    public init(_ rect: CGRect) {}
    /// A path tracing a rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// A path tracing a rounded rectangle with circular corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// A path tracing a rectangle with a different radius at each corner.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {}
    /// A path tracing the ellipse that fits in a rectangle.
    public init(ellipseIn rect: CGRect) {}
    /// A path built by a closure that adds to it.
    public init(_ callback: (inout Path) -> Void) {}
    /// A path read back from its `description` text.
    public init?(_ string: String) { return nil }

    /// The path as text.
    public var description: String { "Path" }
    /// Whether the path has no elements.
    public var isEmpty: Bool { true }
    /// The smallest rectangle holding every point of the path.
    public var boundingRect: CGRect { .zero }
    /// The last point added, if any.
    public var currentPoint: CGPoint? { nil }
    /// Whether a point is inside the filled path.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { false }
    /// The outline of this path as drawn with the given stroke settings.
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
    /// The part of the path between two fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
    /// The path transformed by an affine transform.
    public func applying(_ transform: CGAffineTransform) -> Path { self }
    /// The path moved by the given distances.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }

    /// Starts a new subpath at a point.
    public mutating func move(to end: CGPoint) {}
    /// Adds a straight line from the current point.
    public mutating func addLine(to end: CGPoint) {}
    /// Adds a quadratic curve from the current point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    /// Adds a cubic curve from the current point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {}
    /// Adds a rectangle as its own subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// Adds a rounded rectangle as its own subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {}
    /// Adds an ellipse that fits in a rectangle as its own subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// Adds several rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {}
    /// Adds straight lines through a list of points.
    public mutating func addLines(_ lines: [CGPoint]) {}
    /// Adds an arc that starts at an angle and sweeps by a delta.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {}
    /// Adds an arc of a circle between two angles.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {}
    /// Adds an arc that rounds the corner between two tangent lines.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {}
    /// Adds another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}

    /// Two paths are equal when they hold the same elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { true }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path: Shape {
    /// A path is drawn as it is, whatever the rectangle.
    nonisolated public func path(in _: CGRect) -> Path { self }
}

// MARK: - Built-in shapes

/// Whether rounded corners are circular arcs or smoother continuous curves.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners that blend smoothly into the sides.
    case continuous
}

/// A rectangle that fills the frame it is given.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Rectangle: InsettableShape {
    /// Makes a rectangle.
    public init() {}
    /// The rectangle's outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    /// A smaller rectangle.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A rectangle with rounded corners.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RoundedRectangle: InsettableShape {
    /// The width and height of each corner.
    public var cornerSize: CGSize
    /// The kind of corner.
    public var style: RoundedCornerStyle
    /// Makes a rounded rectangle with circular corners of a radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Makes a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The rounded rectangle's outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("RoundedRectangle.path") }
    /// A smaller rounded rectangle.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
    /// The corner size, so corners can be animated.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// The four corner radii of a rectangle.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The top-leading radius.
    public var topLeading: CGFloat
    /// The bottom-leading radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing radius.
    public var topTrailing: CGFloat
    /// Makes the radii; each defaults to zero.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0)
    {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners may each have a different radius.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The kind of corner.
    public var style: RoundedCornerStyle
    /// Makes the shape from a set of radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// Makes the shape from one radius per corner.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.cornerRadii = RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
            topTrailing: topTrailingRadius)
        self.style = style
    }
    /// The shape's outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("UnevenRoundedRectangle.path") }
    /// A smaller version of the shape.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// The largest circle that fits, centered in the frame.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Circle: InsettableShape {
    /// Makes a circle.
    public init() {}
    /// The circle's outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("Circle.path") }
    /// A smaller circle.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// An ellipse that fills the frame.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Ellipse: InsettableShape {
    /// Makes an ellipse.
    public init() {}
    /// The ellipse's outline.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// A smaller ellipse.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A rounded rectangle whose corner radius is half its shorter side, like a pill.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Capsule: InsettableShape {
    /// The kind of corner.
    public var style: RoundedCornerStyle
    /// Makes a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule's outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("Capsule.path") }
    /// A smaller capsule.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// The shape of the container the view sits in, such as a widget's rounded rectangle.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ContainerRelativeShape: InsettableShape {
    /// Makes the container-relative shape.
    public init() {}
    /// The container's outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("ContainerRelativeShape.path") }
    /// A smaller version of the container's shape.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A type-erased shape, for when branches produce different kinds of shape.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyShape: Shape, @unchecked Sendable {
    /// Wraps any concrete shape.
    public init<S>(_ shape: S) where S: Shape {}
    /// The wrapped shape's outline.
    nonisolated public func path(in rect: CGRect) -> Path { _placeholder("AnyShape.path") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with circular corners of a radius.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with elliptical corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner, from a set of radii.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with a radius per corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Capsule {
    /// A capsule with continuous corners.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with the given kind of corner.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == ContainerRelativeShape {
    /// The shape of the enclosing container.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: - Layout size proposal (needed by Shape.sizeThatFits)

// MARK: - Shapes in the terminal

/// A drawn shape prints nothing: the terminal has no pixels.
extension _ShapeView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

/// A filled shape view prints nothing; the view it is drawn over is kept.
extension FillShapeView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(background, key: .index(0)) }
}

/// A stroked shape view prints nothing; the view it is drawn over is kept.
extension StrokeShapeView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(background, key: .index(0)) }
}

/// A border-stroked shape view prints nothing; the view it is drawn over is kept.
extension StrokeBorderShapeView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.add(background, key: .index(0)) }
}
