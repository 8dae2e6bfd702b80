// Indicators: Gauge and ProgressView. Their styles live in StyleProtocols.swift.

// MARK: - Gauge

/// A read-only meter that shows where a value sits inside a range.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>
where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    /// Where the value sits in its range, from 0 to 1.
    internal var _fraction: Double = 0
    /// What the gauge measures.
    internal var _label: (any View)?
    /// The label of the current value.
    internal var _currentValueLabel: (any View)?
    /// Makes a gauge with labels for the value, both ends, and marked values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {
        _fraction = _progressFraction(value, in: bounds)
        _label = label()
        _currentValueLabel = currentValueLabel()
    }
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
    where V: BinaryFloatingPoint {
        _fraction = _progressFraction(value, in: bounds)
        _label = label()
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Makes a gauge with a label and a label for the current value.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {
        _fraction = _progressFraction(value, in: bounds)
        _label = label()
        _currentValueLabel = currentValueLabel()
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where MarkedValueLabels == EmptyView {
    /// Makes a gauge with a label, a current-value label and labels for both ends.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where V: BinaryFloatingPoint {
        _fraction = _progressFraction(value, in: bounds)
        _label = label()
        _currentValueLabel = currentValueLabel()
    }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where BoundsLabel == EmptyView {
    /// Makes a gauge with a label, a current-value label and labels for marked values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {
        _fraction = _progressFraction(value, in: bounds)
        _label = label()
        _currentValueLabel = currentValueLabel()
    }
}

// MARK: - ProgressView

/// A bar or spinner that shows how far a task has come, or that it is still running.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {
    /// How far the task has come, from 0 to 1, or nil for work of unknown length.
    internal var _fraction: Double?
    /// The label, if it has one.
    internal var _label: (any View)?
    /// The label of the current value, if it has one.
    internal var _currentValueLabel: (any View)?
}

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
    ) where V: BinaryFloatingPoint {
        _fraction = value.map { _progressFraction($0, in: 0...total) }
        _label = label()
        _currentValueLabel = currentValueLabel()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Rebuilds a progress view from the configuration a progress view style receives.
    public init(_ configuration: ProgressViewStyleConfiguration) { _fraction = configuration.fractionCompleted }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// Makes an unlabeled spinner for work of unknown length.
    public init() where Label == EmptyView {}
    /// Makes a spinner for work of unknown length, with a label you build.
    public init(@ViewBuilder label: () -> Label) { _label = label() }
    /// Makes a spinner titled with a localized string.
    public init(_ titleKey: LocalizedStringKey) where Label == Text { _label = Text(titleKey) }
    /// Makes a spinner titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol { _label = Text(title) }
    /// Makes an unlabeled progress bar for a fraction of `total`; nil shows a spinner.
    public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {
        _fraction = value.map { _progressFraction($0, in: 0...total) }
    }
    /// Makes a progress bar for a fraction of `total`, with a label you build.
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint {
        _fraction = value.map { _progressFraction($0, in: 0...total) }
        _label = label()
    }
    /// Makes a progress bar titled with a localized string.
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, V: BinaryFloatingPoint {
        _fraction = value.map { _progressFraction($0, in: 0...total) }
        _label = Text(titleKey)
    }
    /// Makes a progress bar titled with a string shown as is.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, S: StringProtocol, V: BinaryFloatingPoint {
        _fraction = value.map { _progressFraction($0, in: 0...total) }
        _label = Text(title)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Makes a progress view that follows a Foundation `Progress` object.
    public init(_ progress: Progress) {
        _fraction = progress.isIndeterminate ? nil : progress.fractionCompleted
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProgressView {
    /// Makes a bar that fills or empties as the clock moves through a date range.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
    where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
        _fraction = _timerFraction(timerInterval, countsDown: countsDown)
    }
    /// Makes a timed bar with a label you build.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == DefaultDateProgressLabel {
        _fraction = _timerFraction(timerInterval, countsDown: countsDown)
        _label = label()
    }
    /// Makes a timed bar with a label and a value label you build.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        _fraction = _timerFraction(timerInterval, countsDown: countsDown)
        _label = label()
        _currentValueLabel = currentValueLabel()
    }
}

/// The time-remaining text a timed progress view shows when you give it no value label.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultDateProgressLabel: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("DefaultDateProgressLabel.body") }
}

// MARK: - How indicators show in the terminal

/// Where `value` sits in `bounds`, from 0 to 1 (clamped).
internal func _progressFraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let width = Double(bounds.upperBound - bounds.lowerBound)
    guard width > 0 else { return 0 }
    return min(max(Double(value - bounds.lowerBound) / width, 0), 1)
}

/// How much of a timer interval has gone by (or, counting down, is left), from 0 to 1.
internal func _timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard total > 0 else { return 0 }
    let elapsed = min(max(Date().timeIntervalSince(interval.lowerBound) / total, 0), 1)
    return countsDown ? 1 - elapsed : elapsed
}

/// A fraction as a ten-cell bar with its percentage: `[####------] 40%`.
internal func _progressBar(_ fraction: Double) -> String {
    let filled = Int((fraction * 10).rounded())
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
    return "[\(bar)] \(Int((fraction * 100).rounded()))%"
}

/// A progress view shows its label on a line, then its bar; work of unknown length shows the label, or `…`.
extension ProgressView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        if let label = _label { expansion.add(label, key: .index(0)) }
        if let fraction = _fraction {
            expansion.add(Text(verbatim: _progressBar(fraction)), key: .index(1))
        } else if _label == nil {
            expansion.add(Text(verbatim: "…"), key: .index(1))
        }
        if let current = _currentValueLabel { expansion.add(current, key: .index(2)) }
    }
}

/// A gauge shows its label, its bar, then its current-value label.
extension Gauge: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        if let label = _label { expansion.add(label, key: .index(0)) }
        expansion.add(Text(verbatim: _progressBar(_fraction)), key: .index(1))
        if let current = _currentValueLabel { expansion.add(current, key: .index(2)) }
    }
}

/// The time-remaining text prints nothing (the bar already shows how far the timer is).
extension DefaultDateProgressLabel: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}
