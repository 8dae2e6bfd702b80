// Images: Image, symbol rendering and variants, AsyncImage.

// MARK: - Image

/// A picture from the asset catalog or an SF Symbol, shown as a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable {
    /// Where an image comes from.
    @usableFromInline
    internal enum _Source: Equatable, Sendable {
        /// An SF Symbol, by name.
        case system(String)
        /// An asset-catalog image, by name.
        case asset(String)
        /// An asset-catalog image that accessibility features skip.
        case decorative(String)
    }
    /// Where this image comes from.
    internal var _source: _Source
    /// What VoiceOver reads for this image, or nil when it reads nothing or only the symbol's name.
    internal var _label: String?

    /// Loads an asset-catalog image; its name is also read out by VoiceOver.
    public init(_ name: String, bundle: Bundle? = nil) {
        _source = .asset(name)
        _label = name
    }
    /// Loads an asset-catalog image with the text VoiceOver reads for it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        _source = .asset(name)
        _label = label._plainText
    }
    /// Loads an asset-catalog image that accessibility features skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        _source = .decorative(name)
        _label = nil
    }
    /// Loads an SF Symbol by name.
    @available(macOS 11.0, *)
    public init(systemName: String) {
        _source = .system(systemName)
        _label = nil
    }
    /// Loads an SF Symbol whose variable parts reflect a value from 0 to 1.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(systemName: String, variableValue: Double?) {
        _source = .system(systemName)
        _label = nil
    }
    /// Loads an asset-catalog symbol whose variable parts reflect a value from 0 to 1.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        _source = .asset(name)
        _label = name
    }

    /// The SF Symbol name, or nil for an asset-catalog image.
    internal var _systemName: String? {
        if case .system(let name) = _source { return name }
        return nil
    }

    /// What the image looks like in one terminal column: a symbol's glyph, a box for a picture,
    /// nothing for a decorative image.
    internal var _glyph: String {
        switch _source {
        case .system(let name): return _SymbolGlyphs.glyph(for: name)
        case .asset: return _SymbolGlyphs.assetGlyph
        case .decorative: return ""
        }
    }

    /// How a resizable image fills space larger than itself.
    public enum ResizingMode: Sendable {
        /// Repeat the image.
        case tile
        /// Stretch the image.
        case stretch
    }

    /// How smoothly a scaled image is resampled.
    public enum Interpolation: Sendable {
        /// No smoothing; pixels stay sharp.
        case none
        /// Fast, light smoothing.
        case low
        /// Balanced smoothing.
        case medium
        /// The smoothest, slowest resampling.
        case high
    }

    /// How large symbol images are drawn relative to the text around them.
    public enum Scale: Sendable {
        /// Smaller than the text.
        case small
        /// About the size of the text.
        case medium
        /// Larger than the text.
        case large
    }

    /// Whether an image keeps its own colours or takes the foreground colour.
    public enum TemplateRenderingMode: Sendable {
        /// Draw the image's shape in the foreground colour.
        case template
        /// Draw the image's own colours.
        case original
    }

    /// Lets the image stretch or tile to the frame it is given instead of keeping its natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }
    /// Chooses whether the image keeps its colours or is tinted.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    /// Chooses how smoothly the image is resampled when scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    /// Turns edge smoothing on or off.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// Chooses how the layers of a symbol image are coloured.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Image.body") }
}

// MARK: - Symbols

/// How the layers of an SF Symbol are coloured.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolRenderingMode: Sendable {
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode()
    /// The symbol's own fixed colours.
    public static let multicolor = SymbolRenderingMode()
    /// One colour at falling opacities for each layer.
    public static let hierarchical = SymbolRenderingMode()
    /// A separate foreground style for each layer.
    public static let palette = SymbolRenderingMode()
}

/// A variant of an SF Symbol, such as filled, circled or slashed.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolVariants: Hashable, Sendable {
    /// One bit per part of the variant: circle, square, rectangle, fill, slash.
    internal var _bits: UInt8

    /// The plain outline symbol.
    public static let none = SymbolVariants(_bits: 0)
    /// The symbol inside a circle.
    public static let circle = SymbolVariants(_bits: 1 << 0)
    /// The symbol inside a square.
    public static let square = SymbolVariants(_bits: 1 << 1)
    /// The symbol inside a rectangle.
    public static let rectangle = SymbolVariants(_bits: 1 << 2)
    /// The filled symbol.
    public static let fill = SymbolVariants(_bits: 1 << 3)
    /// The symbol with a slash across it.
    public static let slash = SymbolVariants(_bits: 1 << 4)
    /// This variant inside a circle.
    public var circle: SymbolVariants { _shaped(.circle) }
    /// This variant inside a square.
    public var square: SymbolVariants { _shaped(.square) }
    /// This variant inside a rectangle.
    public var rectangle: SymbolVariants { _shaped(.rectangle) }
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(_bits: _bits | SymbolVariants.fill._bits) }
    /// This variant with a slash.
    public var slash: SymbolVariants { SymbolVariants(_bits: _bits | SymbolVariants.slash._bits) }
    /// Whether this variant includes another one.
    public func contains(_ other: SymbolVariants) -> Bool { _bits & other._bits == other._bits }

    /// This variant with its enclosing shape replaced by `shape` (a symbol has at most one).
    internal func _shaped(_ shape: SymbolVariants) -> SymbolVariants {
        SymbolVariants(_bits: (_bits & ~0b111) | shape._bits)
    }
    /// The name suffixes this variant adds to a symbol name, such as ".circle.fill".
    internal var _suffix: String {
        var suffix = ""
        if contains(.slash) { suffix += ".slash" }
        if contains(.circle) { suffix += ".circle" }
        if contains(.square) { suffix += ".square" }
        if contains(.rectangle) { suffix += ".rectangle" }
        if contains(.fill) { suffix += ".fill" }
        return suffix
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Draws the SF Symbols in this view in the given variant, such as `.fill`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

// MARK: - AsyncImage

/// A view that downloads an image from a URL and shows it when it arrives.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncImage<Content>: View where Content: View {
    /// The address of the image to load.
    internal var _url: URL?
    /// The view to show for a loading phase (the terminal cannot download, so it stays `.empty`).
    internal var _phaseView: (AsyncImagePhase) -> any View

    /// Downloads and shows the image at its natural size, with a grey placeholder meanwhile.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        _url = url
        _phaseView = { phase in phase.image ?? Image(url?.lastPathComponent ?? "") }
    }
    /// Downloads the image and lets you modify it, showing your placeholder until it loads.
    public init<I, P>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P>, I: View, P: View {
        _url = url
        _phaseView = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }
    /// Downloads the image and asks you for a view for each loading phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        _url = url
        _phaseView = { phase in content(phase) }
    }
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("AsyncImage.body") }
}

/// Where an `AsyncImage` download stands: not loaded yet, loaded, or failed.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AsyncImagePhase: Sendable {
    /// Nothing has loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed with this error.
    case failure(any Error)
    /// The loaded image, or nil before success or after failure.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// The loading error, or nil if there was none.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The terminal cannot download images, so an AsyncImage stays in its first phase and shows
/// what the app gives for it (its placeholder).
extension AsyncImage: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.add(_phaseView(.empty), key: .index(0))
    }
}
