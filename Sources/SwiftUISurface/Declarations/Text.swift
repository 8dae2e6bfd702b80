// Text, LocalizedStringKey, Image, Label.

// MARK: - LocalizedStringKey

/// The key used to look up an entry in a strings file or strings dictionary file.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// Creates a localized string key from the given string value.
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    /// Represents the contents of a string literal with interpolations while
    /// it's being built, for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: NSObject {}
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {}
        public mutating func appendInterpolation(_ interval: DateInterval) {}
        public typealias StringLiteralType = String
    }

    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

/// A type that SwiftUI can format with a `printf`-style specifier inside a
/// localized string key interpolation.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: CGFloat { self }; public var _specifier: String { "%lf" } }

// MARK: - Text

/// A view that displays one or more lines of read-only text.
@frozen
public struct Text: Equatable, Sendable {
    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {}

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}

    /// Creates a text view that displays localized content identified by a key.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}

    /// Creates a text view that displays styled attributed content.
    public init(_ attributedContent: AttributedString) {}

    /// Creates a text view that displays the formatted representation of a
    /// nonstring type supported by a corresponding format style.
    public init<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}

    /// Creates an instance that wraps an `Image`, suitable for concatenating
    /// with other `Text`.
    public init(_ image: Image) {}

    /// Creates an instance that displays localized dates and times using a specific style.
    public init(_ date: Date, style: Text.DateStyle) {}

    /// Creates an instance that displays a localized range between two dates.
    public init(_ dates: ClosedRange<Date>) {}

    /// Creates a text view that displays the formatted representation of a
    /// reference-convertible value.
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {}

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Equatable, Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }

    /// The type of truncation to apply to a line of text when it's too long to
    /// fit in the available space.
    public enum TruncationMode: Sendable {
        case head, tail, middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Sendable {
        case uppercase, lowercase
    }

    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Text {
    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func fontDesign(_ design: Font.Design?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func bold(_ isActive: Bool) -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func italic(_ isActive: Bool) -> Text { fatalError() }
    public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
    public func monospacedDigit() -> Text { fatalError() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
    public func textCase(_ textCase: Text.Case?) -> Text { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }

    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
}

// MARK: - Image

/// A view that displays an image.
@frozen
public struct Image: Equatable, Sendable {
    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Creates an unlabeled, decorative image.
    public init(decorative name: String, bundle: Bundle? = nil) {}
    /// Creates a system symbol image.
    public init(systemName: String) {}
    /// Creates a system symbol image with a variable value.
    public init(systemName: String, variableValue: Double?) {}

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Sendable {
        case none, low, medium, high
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Sendable {
        case small, medium, large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        fatalError()
    }
    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
    /// Specifies the current level of quality for rendering an image.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { fatalError() }
    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    public func antialiased(_ isAntialiased: Bool) -> Image { fatalError() }
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { fatalError() }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Sendable {
        case template, original
    }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

// MARK: - Label

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title, Icon> where Title: View, Icon: View {
    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a
    /// localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol {}
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { fatalError() }
}

/// A type that applies a custom appearance to all labels within a view.
public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { fatalError() } }
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { fatalError() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { fatalError() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { fatalError() }
}
