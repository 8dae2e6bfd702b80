// Foundation on Linux lacks APIs that Apple's Foundation has and that SwiftUI apps use. They are
// part of the Combine module (Combine*.swift) because the checker makes every `import Foundation`
// import Combine too, as Apple's Foundation does, so they are there wherever Foundation is:
// URLSession lives in a separate FoundationNetworking module (re-exported here, so
// `import Foundation` and `import SwiftUI` bring it in as on Apple platforms); the URL directory shortcuts such as
// `URL.documentsDirectory`, `String(localized:)`, `String.LocalizationValue` and
// `LocalizedStringResource` are missing, as are the async byte and line sequences
// (`URLSession.bytes(from:)`, `URL.lines`). Combine's Foundation extensions are in
// CombineFoundation.swift. Only what Linux Foundation lacks is declared here.

import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif


#if canImport(FoundationNetworking)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension URLSession {
    /// Starts loading the URL and returns its bytes as an async sequence, with the response.
    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
        URLSession.AsyncBytes, URLResponse
    ) { try await bytes(for: URLRequest(url: url), delegate: delegate) }

    /// Starts the request and returns the body bytes as an async sequence, with the response.
    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
        URLSession.AsyncBytes, URLResponse
    ) {
        let started = _LockedValue<URLSessionDataTask?>(nil)
        let (data, response) = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
            let task = dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }
            started.set(task)
            task.resume()
        }
        guard let task = started.take() else { throw URLError(.unknown) }
        return (AsyncBytes(_data: data, _task: task), response)
    }

    /// The bytes of a response body, delivered as they arrive.
    public struct AsyncBytes: AsyncSequence {
        /// Each element is one byte.
        public typealias Element = UInt8
        /// The iterator that waits for the next byte.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Waits for the next byte, or nil at the end of the body.
            /// The body, loaded whole before the first byte is delivered.
            internal let _data: Data
            /// The position of the next byte.
            internal var _index = 0
            /// Waits for the next byte, or nil at the end of the body.
            public mutating func next() async throws -> UInt8? {
                guard _index < _data.count else { return nil }
                defer { _index += 1 }
                return _data[_data.startIndex + _index]
            }
        }
        /// The loaded body.
        internal let _data: Data
        /// The data task that loaded the body.
        internal let _task: URLSessionDataTask
        /// The data task that loads the bytes.
        public var task: URLSessionDataTask { _task }
        /// Makes the iterator used by `for try await`.
        public func makeAsyncIterator() -> URLSession.AsyncBytes.AsyncIterator { AsyncIterator(_data: _data) }
    }
}
#endif

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension URL {
    /// The bytes of a file or web resource, delivered as they are read.
    public struct AsyncBytes: AsyncSequence {
        /// Each element is one byte.
        public typealias Element = UInt8
        /// The iterator that waits for the next byte.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// The resource read.
            internal let _url: URL
            /// The resource's bytes, once read.
            internal var _data: Data?
            /// The position of the next byte.
            internal var _index = 0
            /// Waits for the next byte, or nil at the end of the resource.
            public mutating func next() async throws -> UInt8? {
                if _data == nil { _data = try _readResource(_url) }
                guard let data = _data, _index < data.count else { return nil }
                defer { _index += 1 }
                return data[data.startIndex + _index]
            }
        }
        /// The resource read.
        internal let _url: URL
        /// Makes the iterator used by `for try await`.
        public func makeAsyncIterator() -> URL.AsyncBytes.AsyncIterator { AsyncIterator(_url: _url) }
    }

    /// The resource's bytes as an async sequence.
    public var resourceBytes: URL.AsyncBytes { AsyncBytes(_url: self) }

    /// The resource's text lines as an async sequence.
    public var lines: AsyncLineSequence<URL.AsyncBytes> { AsyncLineSequence(_base: resourceBytes) }
}

/// An async sequence of text lines decoded from an async sequence of bytes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncLineSequence<Base>: AsyncSequence where Base: AsyncSequence, Base.Element == UInt8 {
    /// Each element is one line, without its line break.
    public typealias Element = String
    /// The iterator that waits for the next line.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// The byte iterator read from.
        internal var _base: Base.AsyncIterator
        /// Whether the bytes have run out.
        internal var _ended = false
        /// Waits for the next line, or nil at the end.
        public mutating func next() async throws -> String? {
            guard !_ended else { return nil }
            var line: [UInt8] = []
            while let byte = try await _base.next() {
                if byte == UInt8(ascii: "\n") { return _decodeLine(line) }
                line.append(byte)
            }
            _ended = true
            return line.isEmpty ? nil : _decodeLine(line)
        }
    }
    /// The bytes split into lines.
    internal let _base: Base
    /// Makes the iterator used by `for try await`.
    public func makeAsyncIterator() -> AsyncLineSequence<Base>.AsyncIterator {
        AsyncIterator(_base: _base.makeAsyncIterator())
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AsyncSequence where Self.Element == UInt8 {
    /// The bytes decoded as UTF-8 text lines.
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(_base: self) }
}

// MARK: - URL shortcuts

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL {
    /// The app's folder for files the user creates.
    public static var documentsDirectory: URL { _userDirectory(.documentDirectory) }
    /// The app's folder for data that can be recreated.
    public static var cachesDirectory: URL { _userDirectory(.cachesDirectory) }
    /// The app's folder for support files it creates.
    public static var applicationSupportDirectory: URL { _userDirectory(.applicationSupportDirectory) }
    /// The app's library folder.
    public static var libraryDirectory: URL { _userDirectory(.libraryDirectory) }
    /// The user's downloads folder.
    public static var downloadsDirectory: URL { _userDirectory(.downloadsDirectory) }
}

// MARK: - Localized strings

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension String {
    /// Looks up a localized string whose key is also its default text.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) { self = keyAndValue._text }

    /// Looks up a localized string by key, with the text to use when no translation exists.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) { self = defaultValue._text }

    /// A localizable text whose interpolated values are kept as arguments for translation.
    public struct LocalizationValue: Equatable, Codable, ExpressibleByStringInterpolation, Sendable {
        /// The text, with its interpolated values written in (no translation is looked up).
        internal var _text: String
        /// Makes a value from a plain string.
        public init(_ value: String) { _text = value }
        /// Makes a value from a string literal.
        public init(stringLiteral value: String) { _text = value }
        /// Makes a value from an interpolated string literal.
        public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { _text = stringInterpolation._text }

        /// Collects the pieces of an interpolated localizable string.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            /// The text collected so far.
            internal var _text = ""
            /// Reserves room for the literal and its interpolations.
            public init(literalCapacity: Int, interpolationCount: Int) { _text.reserveCapacity(literalCapacity) }
            /// Adds literal text.
            public mutating func appendLiteral(_ literal: String) { _text += literal }
            /// Adds a string argument.
            public mutating func appendInterpolation(_ string: String) { _text += string }
            /// Adds a number argument.
            public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { _text += "\(value)" }
            /// Adds a number argument formatted with a printf-style specifier.
            public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
                _text += String(format: specifier, value._arg)
            }
            /// Adds a Foundation value, optionally through a formatter.
            public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
            where Subject: ReferenceConvertible {
                _text += formatter?.string(for: subject) ?? "\(subject)"
            }
            /// Adds an object argument, optionally through a formatter.
            public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
            where Subject: NSObject {
                _text += formatter?.string(for: subject) ?? subject.description
            }
            /// Adds a value formatted with a format style.
            public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
            where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
                _text += format.format(input)
            }
            /// Adds an attributed string.
            public mutating func appendInterpolation(_ attributedString: AttributedString) {
                _text += String(attributedString.characters)
            }
            /// Adds another localized resource.
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            public mutating func appendInterpolation(_ localizedStringResource: LocalizedStringResource) {
                _text += localizedStringResource._defaultText
            }
        }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String {
    /// Resolves a localized string resource into text.
    public init(localized resource: LocalizedStringResource) { self = resource._defaultText }
}

/// A reference to localizable text that is resolved later, in the right language.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedStringResource: Equatable, Codable, CustomStringConvertible, ExpressibleByStringInterpolation,
    Sendable
{
    /// Where to find the strings table of a resource.
    public enum BundleDescription: Sendable {
        /// The app's main bundle.
        case main
        /// The bundle that contains the given class.
        case forClass(AnyClass)
        /// The bundle at the given URL.
        case atURL(URL)
    }
    /// Interpolations work as in `String.LocalizationValue`.
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation
    /// The lookup key.
    internal var _key: String
    /// The text used when no translation exists (always, here).
    internal var _defaultText: String
    /// The strings table, or nil for the default one.
    internal var _table: String?
    /// The locale to resolve the text in.
    internal var _locale: Locale
    /// Makes a resource from a string literal.
    public init(stringLiteral value: String) { self.init(_key: value, defaultText: value, table: nil, locale: .current) }
    /// Makes a resource from an interpolated string literal.
    public init(stringInterpolation value: String.LocalizationValue.StringInterpolation) {
        self.init(_key: value._text, defaultText: value._text, table: nil, locale: .current)
    }
    /// Makes a resource whose key is also its default text.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) { self.init(_key: keyAndValue._text, defaultText: keyAndValue._text, table: table, locale: locale) }
    /// Makes a resource with a key and the text to use when no translation exists.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) { self.init(_key: "\(key)", defaultText: defaultValue._text, table: table, locale: locale) }
    /// Makes a resource from its parts.
    internal init(_key: String, defaultText: String, table: String?, locale: Locale) {
        self._key = _key
        _defaultText = defaultText
        _table = table
        _locale = locale
    }
    /// The lookup key.
    public var key: String { _key }
    /// The strings table to search, or nil for the default one.
    public var table: String? { _table }
    /// The locale to resolve the text in.
    public var locale: Locale {
        get { _locale }
        set { _locale = newValue }
    }
    /// The resource's key.
    public var description: String { key }
    /// Two resources are equal when they resolve to the same lookup.
    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs._key == rhs._key && lhs._defaultText == rhs._defaultText && lhs._table == rhs._table
            && lhs._locale == rhs._locale
    }
    /// The coding keys of a resource.
    private enum _CodingKeys: String, CodingKey {
        /// The lookup key.
        case key
        /// The default text.
        case defaultValue
        /// The strings table.
        case table
        /// The locale identifier.
        case locale
    }
    /// Decodes a resource.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: _CodingKeys.self)
        let key = try container.decode(String.self, forKey: .key)
        self.init(
            _key: key, defaultText: try container.decodeIfPresent(String.self, forKey: .defaultValue) ?? key,
            table: try container.decodeIfPresent(String.self, forKey: .table),
            locale: Locale(identifier: try container.decodeIfPresent(String.self, forKey: .locale) ?? Locale.current.identifier))
    }
    /// Encodes the resource.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: _CodingKeys.self)
        try container.encode(_key, forKey: .key)
        try container.encode(_defaultText, forKey: .defaultValue)
        try container.encodeIfPresent(_table, forKey: .table)
        try container.encode(_locale.identifier, forKey: .locale)
    }
}

// MARK: - Format specifiers

// Shared by `String.LocalizationValue` here and SwiftUI's `LocalizedStringKey`.
/// A number type that a localized interpolation can write with a printf-style specifier.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
    /// The C-compatible value passed to the formatter.
    associatedtype _Arg: CVarArg
    /// The value as passed to the formatter.
    var _arg: Self._Arg { get }
    /// The specifier used when none is given.
    var _specifier: String { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Int { self }
    /// The default specifier.
    public var _specifier: String { "%lld" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int8: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Int32 { Int32(self) }
    /// The default specifier.
    public var _specifier: String { "%d" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int16: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Int32 { Int32(self) }
    /// The default specifier.
    public var _specifier: String { "%d" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int32: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Int32 { self }
    /// The default specifier.
    public var _specifier: String { "%d" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int64: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Int64 { self }
    /// The default specifier.
    public var _specifier: String { "%lld" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: UInt { self }
    /// The default specifier.
    public var _specifier: String { "%llu" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt8: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: UInt32 { UInt32(self) }
    /// The default specifier.
    public var _specifier: String { "%u" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt16: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: UInt32 { UInt32(self) }
    /// The default specifier.
    public var _specifier: String { "%u" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt32: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: UInt32 { self }
    /// The default specifier.
    public var _specifier: String { "%u" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt64: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: UInt64 { self }
    /// The default specifier.
    public var _specifier: String { "%llu" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Float { self }
    /// The default specifier.
    public var _specifier: String { "%f" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: Double { self }
    /// The default specifier.
    public var _specifier: String { "%lf" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat: _FormatSpecifiable {
    /// The value as passed to the formatter.
    public var _arg: CGFloat { self }
    /// The default specifier.
    public var _specifier: String { "%lf" }
}

// MARK: - Helpers

/// Reads a file or web resource whole.
internal func _readResource(_ url: URL) throws -> Data { try Data(contentsOf: url) }

/// One line of bytes as text, without a trailing carriage return.
internal func _decodeLine(_ bytes: [UInt8]) -> String {
    let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
    return String(decoding: trimmed, as: UTF8.self)
}

/// The user's folder of the given kind, made if missing; the home folder when the system has none.
internal func _userDirectory(_ kind: FileManager.SearchPathDirectory) -> URL {
    let url = FileManager.default.urls(for: kind, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
