// StateTutor's declaration-only stand-in for Apple's SwiftUI module.
//
// The files in this directory are NOT a SwiftPM target. StateTutor embeds them
// and compiles them at run time into a module named `SwiftUI`:
//
//   swiftc -emit-module -parse-as-library -module-name SwiftUI -swift-version 5 \
//          -emit-module-path $OUT/SwiftUI.swiftmodule Sources/SwiftUISurface/*.swift
//
// Learner code is then type-checked against it (see scripts/check-surface).
// Declarations follow the shape of Apple's public SwiftUI interface
// (generic parameters, constraints, labels, defaults); bodies are
// `fatalError()` because nothing here ever runs.

@_exported import Foundation
@_exported import Observation

// MARK: - View

/// A type that represents part of your app's user interface and provides
/// modifiers that you use to configure views.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - ViewBuilder

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Combines any number of views into a single tuple view.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
}

extension ViewBuilder {
    /// Produces an optional view for conditional statements in multi-statement
    /// closures that's only visible when the condition evaluates to true.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Produces content for a conditional statement in a multi-statement closure
    /// when the condition is true.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        fatalError()
    }

    /// Produces content for a conditional statement in a multi-statement closure
    /// when the condition is false.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        fatalError()
    }

    /// Processes view content for a conditional compiler-control statement that
    /// performs an availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

/// Content representing one of two possible children.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Basic views

/// A view that doesn't contain any content.
@frozen
public struct EmptyView: Sendable {
    @inlinable public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
@frozen
public struct TupleView<T> {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view.
@frozen
public struct AnyView {
    /// Create an instance that type-erases `view`.
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public init?(_fromValue value: Any) { return nil }
}

extension AnyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen
public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    /// Creates a group of views.
    @inlinable public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - DynamicProperty

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - Previews

/// Stand-in for the value that Xcode's `#Preview` macro registers
/// (`DeveloperToolsSupport.Preview`). The `#Preview` macro needs a compiler
/// plugin, so StateTutor rewrites a learner's
///     #Preview("Name", traits: ...) {
/// line into
///     @MainActor private let __preview_N = _PreviewStandIn {
/// which type-checks the preview body exactly like the macro's
/// `@ViewBuilder body: @escaping @MainActor () -> any View` closure.
public struct _PreviewStandIn {
    @MainActor @preconcurrency
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
}

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}

extension View {
    /// Overrides the device for a preview.
    public func previewDevice(_ value: PreviewDevice?) -> some View { fatalError() }
    /// Sets a user visible name to show in the canvas for a preview.
    public func previewDisplayName(_ value: String?) -> some View { fatalError() }
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}
