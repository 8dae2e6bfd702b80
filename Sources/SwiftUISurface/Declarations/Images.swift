// Images: Image, symbol rendering and variants, AsyncImage.

// MARK: - Image

/// A picture from the asset catalog or an SF Symbol, shown as a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable {
    /// Loads an asset-catalog image; its name is also read out by VoiceOver.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Loads an asset-catalog image with the text VoiceOver reads for it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    /// Loads an asset-catalog image that accessibility features skip.
    public init(decorative name: String, bundle: Bundle? = nil) {}
    /// Loads an SF Symbol by name.
    @available(macOS 11.0, *)
    public init(systemName: String) {}
    /// Loads an SF Symbol whose variable parts reflect a value from 0 to 1.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(systemName: String, variableValue: Double?) {}
    /// Loads an asset-catalog symbol whose variable parts reflect a value from 0 to 1.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {}

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
        _placeholder("Image.resizable")
    }
    /// Chooses whether the image keeps its colours or is tinted.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { _placeholder("Image.renderingMode") }
    /// Chooses how smoothly the image is resampled when scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { _placeholder("Image.interpolation") }
    /// Turns edge smoothing on or off.
    public func antialiased(_ isAntialiased: Bool) -> Image { _placeholder("Image.antialiased") }
    /// Chooses how the layers of a symbol image are coloured.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { _placeholder("Image.symbolRenderingMode") }
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
    /// The plain outline symbol.
    public static let none = SymbolVariants()
    /// The symbol inside a circle.
    public static let circle = SymbolVariants()
    /// The symbol inside a square.
    public static let square = SymbolVariants()
    /// The symbol inside a rectangle.
    public static let rectangle = SymbolVariants()
    /// The filled symbol.
    public static let fill = SymbolVariants()
    /// The symbol with a slash across it.
    public static let slash = SymbolVariants()
    /// This variant inside a circle.
    public var circle: SymbolVariants { _placeholder("SymbolVariants.circle") }
    /// This variant inside a square.
    public var square: SymbolVariants { _placeholder("SymbolVariants.square") }
    /// This variant inside a rectangle.
    public var rectangle: SymbolVariants { _placeholder("SymbolVariants.rectangle") }
    /// This variant filled.
    public var fill: SymbolVariants { _placeholder("SymbolVariants.fill") }
    /// This variant with a slash.
    public var slash: SymbolVariants { _placeholder("SymbolVariants.slash") }
    /// Whether this variant includes another one.
    public func contains(_ other: SymbolVariants) -> Bool { _placeholder("SymbolVariants.contains") }
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
    /// Downloads and shows the image at its natural size, with a grey placeholder meanwhile.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    /// Downloads the image and lets you modify it, showing your placeholder until it loads.
    public init<I, P>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P>, I: View, P: View {}
    /// Downloads the image and asks you for a view for each loading phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {}
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
    public var image: Image? { _placeholder("AsyncImagePhase.image") }
    /// The loading error, or nil if there was none.
    public var error: (any Error)? { _unsupported("AsyncImagePhase.error") }
}
