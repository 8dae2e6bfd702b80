// StateTutor's SwiftUI: Apple's public interface, with implementations for the terminal.
//
// The files in this directory (with ../Runtime) are NOT a SwiftPM target. StateTutor embeds them
// and compiles them at run time into the modules Combine (the files named Combine*) and SwiftUI:
// without function bodies for type-checking learners' code (see scripts/check-surface), and with
// them as the static library that programs run against (the terminal runtime, docs/RUNTIME.md).
// Declarations follow the shape of Apple's public SwiftUI interface (generic parameters,
// constraints, labels, defaults). A body the runtime does not implement says so when it runs:
// `_unsupported` ("not supported by the terminal runtime yet"), or `_placeholder` for a value
// that carries no data (a style).

@_exported import Foundation
@_exported import Observation

// MARK: - View

/// A piece of user interface, described by its `body`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    /// The view type that `body` returns.
    associatedtype Body: View

    /// What this view shows, built from other views.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    /// Never has no body of its own.
    public typealias Body = Never
    /// Never has no content.
    public var body: Never { _unsupported("Never.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    /// An optional view has no body of its own.
    public typealias Body = Never
    /// An optional view shows its wrapped view, or nothing.
    public var body: Never { _unsupported("Optional.body") }
}

// MARK: - ViewBuilder

/// The result builder that turns the statements of a `body` or a content closure into one view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Accepts one view statement.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// An empty closure produces an EmptyView.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view passes through unchanged.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Several views become one TupleView.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    /// An `if` without `else` produces an optional view.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// The `if` branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent(_storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent(_storage: .falseContent(second))
    }

    /// An `if #available` branch is erased to AnyView.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

/// The view an `if`/`else` produces: one of two possible views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was taken, with its view.
    @usableFromInline internal enum _Storage {
        /// The `if` branch.
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }
    /// The branch taken.
    @usableFromInline internal var _storage: _Storage
    /// Records the branch taken.
    @usableFromInline internal init(_storage: _Storage) { self._storage = _storage }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Conditional content has no body of its own.
    public typealias Body = Never
    /// Shows whichever branch was taken.
    public var body: Never { _unsupported("_ConditionalContent.body") }
}

// MARK: - Basic views

/// A view that shows nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: Sendable {
    /// Makes an empty view.
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: View {
    /// An empty view has no body of its own.
    public typealias Body = Never
    /// Shows nothing.
    public var body: Never { _unsupported("EmptyView.body") }
}

/// The view a builder makes from several child views, kept as a tuple.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T> {
    /// The child views.
    public var value: T
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TupleView: View {
    /// A tuple view has no body of its own.
    public typealias Body = Never
    /// Shows the child views in order.
    public var body: Never { _unsupported("TupleView.body") }
}

/// A view that hides the concrete type of the view it wraps.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView {
    /// The wrapped view.
    internal var _view: any View
    /// Wraps any view.
    public init<V>(_ view: V) where V: View { _view = view }
    /// Wraps any view (the labelled spelling).
    public init<V>(erasing view: V) where V: View { _view = view }
    /// Wraps a view whose type is not known statically.
    internal init(_any view: any View) { _view = view }
    /// Wraps a value if it is a view, else returns nil.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        _view = view
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyView: View {
    /// AnyView has no body of its own.
    public typealias Body = Never
    /// Shows the wrapped view.
    public var body: Never { _unsupported("AnyView.body") }
}

/// Groups views so one modifier applies to all of them, without adding layout.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Group<Content> {
    /// A group has no body of its own.
    public typealias Body = Never
    /// The grouped content.
    internal var _content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
    /// Groups the views the closure builds.
    public init(@ViewBuilder content: () -> Content) { _content = content() }
    /// Shows the grouped views.
    public var body: Never { _unsupported("Group.body") }
}

// MARK: - EquatableView

/// A view that SwiftUI compares with its own `==` to decide whether its body must run again.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    /// The wrapped view.
    public var content: Content
    /// Wraps a view that is compared with `==`.
    public init(content: Content) { self.content = content }
    /// It has no body of its own.
    public var body: Never { _unsupported("EquatableView.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Self: Equatable {
    /// Compares this view with `==` before re-running its body.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

// MARK: - DynamicProperty

/// A view property whose value SwiftUI refreshes before each `body` evaluation, like `@State`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Called by SwiftUI before `body` to refresh the property's value.
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    /// Does nothing; a custom property overrides it when it must refresh.
    public mutating func update() {}
}

// MARK: - Previews

// The checker rewrites `#Preview(...) {` into `@MainActor private let __preview_N = _PreviewStandIn {`,
// so the preview body is type-checked like the macro's `@ViewBuilder @MainActor () -> any View` closure.

/// What a `#Preview` block stands for once the checker has rewritten it.
public struct _PreviewStandIn {
    /// Builds the preview's view.
    internal let _body: @MainActor () -> any View
    /// Takes the preview's name and its view-building closure.
    @MainActor @preconcurrency
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) { _body = body }
    /// Runs the preview in the terminal runtime.
    @MainActor
    public func _run() -> Never { _TerminalRuntime._run(_PreviewHost(make: _body)) }
}

/// The pre-macro way to declare Xcode previews: a type with a static `previews` view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The view type `previews` returns.
    associatedtype Previews: View

    /// The views shown in the preview canvas.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Chooses the simulated device a preview runs on.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Names a preview in the canvas.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// Chooses how big the preview canvas makes the view: a device, a fixed size or just enough.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Shows the preview in the given device orientation.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// The size a preview gets in the canvas.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewLayout: Sendable {
    /// The size of the preview's device.
    case device
    /// The size the view itself asks for.
    case sizeThatFits
    /// A size you give.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up a device is held.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name.
    public var id: String { _placeholder("InterfaceOrientation.id") }
    /// Every orientation.
    public static var allCases: [InterfaceOrientation] { _placeholder("InterfaceOrientation.allCases") }
    /// Upright.
    public static let portrait = InterfaceOrientation()
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation()
    /// On its side, top to the left.
    public static let landscapeLeft = InterfaceOrientation()
    /// On its side, top to the right.
    public static let landscapeRight = InterfaceOrientation()
    init() {}
}

/// The name of a simulated device for previews, such as "iPhone 15".
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device name.
    public var rawValue: String
    /// Names a device.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Names a device with a string literal.
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Debugging aid: prints which property made SwiftUI recompute this view's body.
    public static func _printChanges() {
        MainActor.assumeIsolated { _ViewGraph.shared.printChanges(of: "\(Self.self)") }
    }
}

@available(iOS 17.1, macOS 14.1, tvOS 17.1, watchOS 10.1, *)
extension View {
    /// Debugging aid: logs which property made SwiftUI recompute this view's body.
    public static func _logChanges() {
        MainActor.assumeIsolated { _ViewGraph.shared.printChanges(of: "\(Self.self)") }
    }
}
