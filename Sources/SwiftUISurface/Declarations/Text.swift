// Text output: LocalizedStringKey, Text and its modifiers, Label, and the view
// modifiers that shape how text is laid out. Image lives in Images.swift.

// MARK: - LocalizedStringKey

/// A string literal looked up in the app's localization tables, interpolations included.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key's literal text, Markdown included, with a marker where each interpolation goes.
    internal var _format: String
    /// What each interpolation shows, in marker order.
    internal var _arguments: [[_TextRun]]

    /// Makes a key from a string that is not a literal.
    public init(_ value: String) {
        _format = _TextResolution.escapingMarkers(value)
        _arguments = []
    }
    /// Makes a key from a plain string literal.
    public init(stringLiteral value: String) {
        _format = _TextResolution.escapingMarkers(value)
        _arguments = []
    }
    /// Makes a key from a string literal with interpolations.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        _format = stringInterpolation._format
        _arguments = stringInterpolation._arguments
    }

    /// Collects the pieces of an interpolated literal while a key is built.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal text so far, with a marker for each interpolation.
        internal var _format = ""
        /// What each interpolation so far shows.
        internal var _arguments: [[_TextRun]] = []

        /// Starts an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            _format.reserveCapacity(literalCapacity + interpolationCount)
            _arguments.reserveCapacity(interpolationCount)
        }
        /// Adds the literal text between interpolations.
        public mutating func appendLiteral(_ literal: String) { _format += _TextResolution.escapingMarkers(literal) }
        /// Adds a string value.
        public mutating func appendInterpolation(_ string: String) { _append([.string(string)]) }
        /// Adds a Foundation value, optionally run through a formatter.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {
            _append([.string(_TextResolution.describe(subject, formatter: formatter))])
        }
        /// Adds an Objective-C object, optionally run through a formatter.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: NSObject {
            _append([.string(_TextResolution.describe(subject, formatter: formatter))])
        }
        /// Adds a value written with a format style.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
            _append([.string(_TextResolution.format(input, with: format))])
        }
        /// Adds a number with its default printf-style specifier.
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            // An Int's default "%lld" is its decimal digits: no need for the C formatter.
            if let integer = value as? Int {
                _append([.string(String(integer))])
            } else {
                _append([.string(String(format: value._specifier, value._arg))])
            }
        }
        /// Adds a number written with a printf-style specifier such as "%.2f".
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            _append([.string(String(format: specifier, value._arg))])
        }
        /// Adds a styled text view inline.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ text: Text) { _append(text._runs) }
        /// Adds attributed text inline.
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            _append([.string(String(attributedString.characters))])
        }
        /// Adds an image, such as an SF Symbol, inline.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ image: Image) { _append([.image(image)]) }
        /// Adds a date written in one of the text date styles.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { _append([.date(date, style)]) }
        /// Adds a range of dates.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            _append([.string(_TextResolution.interval(dates.lowerBound, dates.upperBound))])
        }
        /// Adds a date interval.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ interval: DateInterval) {
            _append([.string(_TextResolution.interval(interval.start, interval.end))])
        }
        /// The literal type the interpolation is built from.
        public typealias StringLiteralType = String

        /// Puts a marker for one interpolation into the format and keeps what it shows.
        internal mutating func _append(_ runs: [_TextRun]) {
            _format.unicodeScalars.append(_TextResolution.marker(_arguments.count))
            _arguments.append(runs)
        }
    }

    /// The literal type for single characters.
    public typealias ExtendedGraphemeClusterLiteralType = String
    /// The literal type for strings.
    public typealias StringLiteralType = String
    /// The literal type for single scalars.
    public typealias UnicodeScalarLiteralType = String
}

extension LocalizedStringKey {
    /// What the key shows: Markdown reduced to its text, then each interpolation put in its place.
    internal var _runs: [_TextRun] {
        _TextResolution.substitute(_arguments, into: _TextResolution.strippingMarkdown(_format))
    }
    /// The key as it reads on screen, interpolations formatted and Markdown reduced to its text.
    internal var _resolved: String { _TextResolution.render(_runs) }
}

/// One piece of what a `Text` shows: a string, an inline image, or a date that keeps updating.
@usableFromInline
internal enum _TextRun: Equatable, Sendable {
    /// Characters shown as they are.
    case string(String)
    /// An inline image, shown as its glyph.
    case image(Image)
    /// A date written in a text date style, worked out when it is shown.
    case date(Date, Text.DateStyle)
    /// A running clock over a date range, worked out when it is shown.
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
}

// MARK: - Text

/// Read-only text, localized when built from a literal, that can be styled and joined with `+`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
    /// What this text shows, piece by piece; two texts are equal when these are.
    internal var _runs: [_TextRun]

    /// Makes a text from its pieces, joining neighbouring strings so equal texts compare equal.
    internal init(_runs: [_TextRun]) {
        var joined: [_TextRun] = []
        for run in _runs {
            if case .string(let next) = run, case .string(let last)? = joined.last {
                joined[joined.count - 1] = .string(last + next)
            } else {
                joined.append(run)
            }
        }
        self._runs = joined
    }

    /// Shows a string exactly as written, skipping localization.
    public init(verbatim content: String) { _runs = [.string(content)] }
    /// Shows a string value (not a literal) exactly as it is.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { _runs = [.string(String(content))] }
    /// Shows a literal looked up in the localization tables; Markdown in it is rendered.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { self.init(_runs: key._runs) }
    // Linux's AttributedString also takes string literals; disfavoured so that `Text("…")` reads a
    // LocalizedStringKey (Markdown and all), as on Apple platforms where it is the only literal choice.
    /// Shows attributed text with its styling.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { _runs = [.string(String(attributedContent.characters))] }
    /// Shows a value written with a format style, such as `.currency(code:)`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        _runs = [.string(_TextResolution.format(input, with: format))]
    }
    /// Wraps an image so it can be joined with other text.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ image: Image) { _runs = [.image(image)] }
    /// Shows a date in one of the text date styles; relative and timer styles keep updating.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ date: Date, style: Text.DateStyle) { _runs = [.date(date, style)] }
    /// Shows a range of dates.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ dates: ClosedRange<Date>) {
        _runs = [.string(_TextResolution.interval(dates.lowerBound, dates.upperBound))]
    }
    /// Shows a date interval.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ interval: DateInterval) { _runs = [.string(_TextResolution.interval(interval.start, interval.end))] }
    /// Shows a Foundation value run through a formatter.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        _runs = [.string(_TextResolution.describe(subject, formatter: formatter))]
    }
    /// Shows an Objective-C object run through a formatter.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        _runs = [.string(_TextResolution.describe(subject, formatter: formatter))]
    }
    /// Shows a live countdown or count-up clock over a date range.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        _runs = [.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)]
    }

    /// The text as it reads on screen now: images as their glyphs, dates worked out against the clock.
    internal var _plainText: String { _TextResolution.render(_runs) }

    /// The ways `Text(_:style:)` can write a date.
    public struct DateStyle: Equatable, Sendable {
        /// Which of the five styles this is.
        internal enum _Kind: Equatable, Sendable {
            /// A clock time.
            case time
            /// A calendar date.
            case date
            /// An unsigned distance from now.
            case relative
            /// A signed distance from now.
            case offset
            /// A running clock.
            case timer
        }
        /// Which style this is.
        internal var _kind: _Kind

        /// Only the time, such as "11:23 PM".
        public static let time = DateStyle(_kind: .time)
        /// Only the date, such as "June 3, 2019".
        public static let date = DateStyle(_kind: .date)
        /// The distance from now, such as "2 hours, 23 minutes", kept up to date.
        public static let relative = DateStyle(_kind: .relative)
        /// The signed distance from now, such as "+2 hours", kept up to date.
        public static let offset = DateStyle(_kind: .offset)
        /// A running clock, such as "2:32", kept up to date.
        public static let timer = DateStyle(_kind: .timer)
    }

    /// Where an over-long line is cut and the ellipsis goes.
    public enum TruncationMode: Sendable {
        /// Cut the start.
        case head
        /// Cut the end.
        case tail
        /// Cut the middle.
        case middle
    }

    /// Case transformations applied by `textCase(_:)`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public enum Case: Sendable {
        /// ALL CAPITALS.
        case uppercase
        /// all lower case.
        case lowercase
    }

    /// Joins two texts into one, keeping each part's styling.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(_runs: lhs._runs + rhs._runs) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Text.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    /// Sets the font of this text, keeping it a `Text` so it can still be joined.
    public func font(_ font: Font?) -> Text { self }
    /// Sets the weight of this text's font.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// Sets the design (rounded, serif, monospaced) of this text's font.
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// Makes this text bold.
    public func bold() -> Text { self }
    /// Makes this text bold when `isActive` is true.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool) -> Text { self }
    /// Makes this text italic.
    public func italic() -> Text { self }
    /// Makes this text italic when `isActive` is true.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func italic(_ isActive: Bool) -> Text { self }
    /// Draws this text in the monospaced variant of its font.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// Gives every digit of this text the same width, so changing numbers do not jiggle.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospacedDigit() -> Text { self }
    /// Draws a line through this text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Draws a line in the given pattern through this text.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        self
    }
    /// Underlines this text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Underlines this text in the given pattern.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        self
    }
    /// Changes the spacing between pairs of characters, honouring ligatures.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Adds even spacing between all characters.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Raises or lowers this text from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Colours this text; the newer spelling is `foregroundStyle(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { self }

    /// Colours this text with a colour, gradient or other shape style.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

// MARK: - Text layout modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Lets text in this view shrink down to this fraction of its size before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Lets text in this view squeeze its letter spacing before it is truncated.
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Sets extra space between the lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Caps text at a number of lines, optionally keeping room for all of them when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    /// Lets text in this view use at least this many lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    /// Lets text in this view use at most this many lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
    /// Lets text in this view use between this many lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    /// Changes the spacing between character pairs for text in this view.
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// Adds even spacing between all characters for text in this view.
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// Raises or lowers text in this view from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
}

/// Whether people can select and copy text, as passed to `textSelection(_:)`.
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TextSelectability {
    /// True when this choice allows selecting text.
    static var allowsSelection: Bool { get }
}

/// Text in the view can be selected and copied.
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EnabledTextSelectability: TextSelectability {
    /// Always true.
    public static var allowsSelection: Bool { true }
}

/// Text in the view cannot be selected.
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisabledTextSelectability: TextSelectability {
    /// Always false.
    public static var allowsSelection: Bool { false }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == EnabledTextSelectability {
    /// Allow selecting text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == DisabledTextSelectability {
    /// Do not allow selecting text.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Chooses whether people can select and copy the text in this view.
    public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability { self }
}

// MARK: - Font additions

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    /// This font with lowercase letters drawn as small capitals.
    public func lowercaseSmallCaps() -> Font { self }
    /// This font with uppercase letters drawn as small capitals.
    public func uppercaseSmallCaps() -> Font { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Font {
    /// A custom font of the given size that scales with Dynamic Type like the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font.custom(name, size: size)
    }
    /// This font with tighter or looser line spacing.
    public func leading(_ leading: Font.Leading) -> Font { self }

    /// How much space a font leaves between lines.
    public enum Leading: Sendable {
        /// The font's usual line spacing.
        case standard
        /// Less space between lines.
        case tight
        /// More space between lines.
        case loose
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Font {
    /// This font drawn narrower or wider.
    public func width(_ width: Font.Width) -> Font { self }

    /// How narrow or wide the letters of a font are drawn.
    public struct Width: Hashable, Sendable {
        /// The width as a number, 0 being standard.
        public var value: CGFloat
        /// Makes a width from a number, 0 being standard.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The usual width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Text {
    /// Draws this text narrower or wider.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Draws the text in this view narrower or wider.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}

// MARK: - Label

/// An icon next to a title, laid out by the current label style.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title, Icon> where Title: View, Icon: View {
    /// The label's title view.
    internal var _title: any View
    /// The label's icon view.
    internal var _icon: any View

    /// Makes a label from a title view and an icon view you build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        _title = title()
        _icon = icon()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Label.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Rebuilds a label from the configuration a label style receives.
    public init(_ configuration: LabelStyleConfiguration) {
        _title = configuration.title
        _icon = configuration.icon
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    /// Makes a label with an SF Symbol and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        _title = Text(titleKey)
        _icon = Image(systemName: name)
    }
    /// Makes a label with an SF Symbol and a title shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        _title = Text(title)
        _icon = Image(systemName: name)
    }
    /// Makes a label with an asset-catalog image and a localized title.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        _title = Text(titleKey)
        _icon = Image(name)
    }
    /// Makes a label with an asset-catalog image and a title shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol {
        _title = Text(title)
        _icon = Image(name)
    }
}
