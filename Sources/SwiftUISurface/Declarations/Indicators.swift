// Indicators: Gauge and ProgressView. Their styles live in StyleProtocols.swift.

// MARK: - Gauge

/// A read-only meter that shows where a value sits inside a range.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>
where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    /// Makes a gauge with labels for the value, both ends, and marked values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {}
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Gauge.body") }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Makes a gauge with only a label saying what it measures.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint {}
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Makes a gauge with a label and a label for the current value.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {}
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where MarkedValueLabels == EmptyView {
    /// Makes a gauge with a label, a current-value label and labels for both ends.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where V: BinaryFloatingPoint {}
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where BoundsLabel == EmptyView {
    /// Makes a gauge with a label, a current-value label and labels for marked values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {}
}

// MARK: - ProgressView

/// A bar or spinner that shows how far a task has come, or that it is still running.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("ProgressView.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
    /// Makes a progress bar for a fraction of `total`, with a label and a value label you build.
    public init<V>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Rebuilds a progress view from the configuration a progress view style receives.
    public init(_ configuration: ProgressViewStyleConfiguration) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// Makes an unlabeled spinner for work of unknown length.
    public init() where Label == EmptyView {}
    /// Makes a spinner for work of unknown length, with a label you build.
    public init(@ViewBuilder label: () -> Label) {}
    /// Makes a spinner titled with a localized string.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    /// Makes a spinner titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
    /// Makes an unlabeled progress bar for a fraction of `total`; nil shows a spinner.
    public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {}
    /// Makes a progress bar for a fraction of `total`, with a label you build.
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint {}
    /// Makes a progress bar titled with a localized string.
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, V: BinaryFloatingPoint {}
    /// Makes a progress bar titled with a string shown as is.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, S: StringProtocol, V: BinaryFloatingPoint {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Makes a progress view that follows a Foundation `Progress` object.
    public init(_ progress: Progress) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProgressView {
    /// Makes a bar that fills or empties as the clock moves through a date range.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
    where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {}
    /// Makes a timed bar with a label you build.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == DefaultDateProgressLabel {}
    /// Makes a timed bar with a label and a value label you build.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {}
}

/// The time-remaining text a timed progress view shows when you give it no value label.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultDateProgressLabel: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("DefaultDateProgressLabel.body") }
}
