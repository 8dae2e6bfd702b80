// Controls: Button, Toggle, Stepper, Slider, Picker, DatePicker, MultiDatePicker,
// ColorPicker, Link, Menu, ControlGroup, GroupBox, DisclosureGroup, LabeledContent,
// EditButton. Their style protocols live in StyleProtocols.swift.

// MARK: - Button

/// What a button is for, such as deleting or cancelling, so the system can style it.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// The button deletes or removes something.
    public static let destructive = ButtonRole()
    /// The button dismisses without making a change.
    public static let cancel = ButtonRole()
    /// The button accepts the current choice.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    public static let confirm = ButtonRole()
    /// The button closes the current view.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    public static let close = ButtonRole()
}

/// A tappable control that runs an action.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label> where Label: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a button whose label is any view you build.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { _control.label = label(); _control.action = action }
    /// Makes a button with a role whose label is any view you build.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { _control.label = label(); _control.action = action; _control.role = role }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Button.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Rebuilds a button from the configuration a primitive button style receives.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// Makes a button titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.action = action }
    /// Makes a button titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.action = action }
    /// Makes a button with a role, titled with a localized string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.action = action; _control.role = role }
    /// Makes a button with a role, titled with a string shown as is.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.action = action; _control.role = role }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Makes a button showing an SF Symbol and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) { _control.title = titleKey._resolved; _control.label = SwiftUI.Label(titleKey, systemImage: systemImage); _control.action = action }
    /// Makes a button showing an SF Symbol and a title shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, action: @escaping () -> Void) where S: StringProtocol { _control.title = String(title); _control.label = SwiftUI.Label(title, systemImage: systemImage); _control.action = action }
    /// Makes a button with a role, an SF Symbol and a localized title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) { _control.title = titleKey._resolved; _control.label = SwiftUI.Label(titleKey, systemImage: systemImage); _control.action = action; _control.role = role }
    /// Makes a button with a role, an SF Symbol and a title shown as is.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)
    where S: StringProtocol { _control.title = String(title); _control.label = SwiftUI.Label(title, systemImage: systemImage); _control.action = action; _control.role = role }
}

/// The outline a bordered button is drawn with.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
    /// The shape the system picks for the context.
    public static let automatic = ButtonBorderShape()
    /// A pill shape.
    public static let capsule = ButtonBorderShape()
    /// A rounded rectangle with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape()
    /// A circle.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let circle = ButtonBorderShape()
    /// A rounded rectangle with the corner radius you give.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { _placeholder("ButtonBorderShape.roundedRectangle") }
}

/// How large controls are drawn.
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
public enum ControlSize: CaseIterable, Comparable, Hashable, Sendable {
    /// The smallest size.
    case mini
    /// A compact size.
    case small
    /// The usual size.
    case regular
    /// A larger size.
    @available(macOS 11.0, *)
    case large
    /// The largest size.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    case extraLarge
    /// Every size, smallest first.
    public static var allCases: [ControlSize] { _placeholder("ControlSize.allCases") }
    /// Whether the left size is smaller than the right one.
    public static func < (lhs: ControlSize, rhs: ControlSize) -> Bool { _placeholder("ControlSize.func") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Sets the outline of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
extension View {
    /// Sets how large controls in this view are drawn.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

/// A button that switches the surrounding list in and out of editing.
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EditButton: View {
    /// Makes an edit button.
    public init() {}
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("EditButton.body") }
}

// MARK: - Toggle

/// A control that switches a Boolean value on and off.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label> where Label: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a toggle bound to a Boolean, with a label you build.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { _control.label = label(); _control.isOn = isOn }
    /// Makes one toggle that controls a Boolean in every element of a collection.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label)
    where C: RandomAccessCollection { _control.label = label() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Toggle.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Rebuilds a toggle from the configuration a toggle style receives.
    public init(_ configuration: ToggleStyleConfiguration) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
    /// Makes a toggle titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.isOn = isOn }
    /// Makes a toggle titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.isOn = isOn }
    /// Makes a titled toggle that controls a Boolean in every element of a collection.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection { _control.title = titleKey._resolved; _control.label = Text(titleKey) }
    /// Makes a toggle titled with a plain string that controls a Boolean in every element.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public init<S, C>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where S: StringProtocol, C: RandomAccessCollection { _control.title = String(title); _control.label = Text(title) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// Makes a toggle showing an SF Symbol and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) { _control.title = titleKey._resolved; _control.label = SwiftUI.Label(titleKey, systemImage: systemImage); _control.isOn = isOn }
    /// Makes a toggle showing an SF Symbol and a title shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol { _control.title = String(title); _control.label = SwiftUI.Label(title, systemImage: systemImage); _control.isOn = isOn }
}

// MARK: - Stepper

/// A pair of minus and plus buttons that step a value down or up.
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct Stepper<Label> where Label: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a stepper that calls your closures on each press, with a label you build.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) { _control.label = label(); _control.increment = onIncrement; _control.decrement = onDecrement }
    /// Makes a stepper that changes a bound value by `step`, with a label you build.
    public init<V>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable { _control.label = label(); _control.increment = _stepperAction(value, step: step, bounds: nil, up: true); _control.decrement = _stepperAction(value, step: step, bounds: nil, up: false) }
    /// Makes a stepper that changes a bound value by `step` inside a range, with a label you build.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable { _control.label = label(); _control.increment = _stepperAction(value, step: step, bounds: bounds, up: true); _control.decrement = _stepperAction(value, step: step, bounds: bounds, up: false) }
    /// Makes a stepper that changes and formats a bound number, with a label you build.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init<F>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { _control.label = label(); _control.increment = _stepperAction(value, step: step, bounds: nil, up: true); _control.decrement = _stepperAction(value, step: step, bounds: nil, up: false) }
    /// Makes a stepper that changes and formats a bound number inside a range, with a label you build.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init<F>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { _control.label = label(); _control.increment = _stepperAction(value, step: step, bounds: bounds, up: true); _control.decrement = _stepperAction(value, step: step, bounds: bounds, up: false) }

    /// Older spelling with the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) { _control.label = label(); _control.increment = onIncrement; _control.decrement = onDecrement }
    /// Older spelling with the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V: Strideable { _control.label = label(); _control.increment = _stepperAction(value, step: step, bounds: nil, up: true); _control.decrement = _stepperAction(value, step: step, bounds: nil, up: false) }
    /// Older spelling with the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V: Strideable { _control.label = label(); _control.increment = _stepperAction(value, step: step, bounds: bounds, up: true); _control.decrement = _stepperAction(value, step: step, bounds: bounds, up: false) }
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Stepper.body") }
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper where Label == Text {
    /// Makes a titled stepper that calls your closures on each press.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.increment = onIncrement; _control.decrement = onDecrement }
    /// Makes a stepper titled with a plain string that calls your closures on each press.
    @_disfavoredOverload
    public init<S>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.increment = onIncrement; _control.decrement = onDecrement }
    /// Makes a titled stepper that changes a bound value by `step`.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.increment = _stepperAction(value, step: step, bounds: nil, up: true); _control.decrement = _stepperAction(value, step: step, bounds: nil, up: false) }
    /// Makes a stepper titled with a plain string that changes a bound value by `step`.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable { _control.title = String(title); _control.label = Text(title); _control.increment = _stepperAction(value, step: step, bounds: nil, up: true); _control.decrement = _stepperAction(value, step: step, bounds: nil, up: false) }
    /// Makes a titled stepper that changes a bound value by `step` inside a range.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.increment = _stepperAction(value, step: step, bounds: bounds, up: true); _control.decrement = _stepperAction(value, step: step, bounds: bounds, up: false) }
    /// Makes a stepper titled with a plain string that changes a bound value inside a range.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable { _control.title = String(title); _control.label = Text(title); _control.increment = _stepperAction(value, step: step, bounds: bounds, up: true); _control.decrement = _stepperAction(value, step: step, bounds: bounds, up: false) }
    /// Makes a titled stepper that changes a bound number and shows it formatted.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.increment = _stepperAction(value, step: step, bounds: nil, up: true); _control.decrement = _stepperAction(value, step: step, bounds: nil, up: false) }
    /// Makes a titled stepper that changes a bound number inside a range and shows it formatted.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.increment = _stepperAction(value, step: step, bounds: bounds, up: true); _control.decrement = _stepperAction(value, step: step, bounds: bounds, up: false) }
}

// MARK: - Slider

/// A draggable thumb that picks a number from a continuous range.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct Slider<Label, ValueLabel> where Label: View, ValueLabel: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a slider with a label and labels for both ends of the range.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: nil) }
    /// Makes a slider that moves in steps, with a label and labels for both ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: step) }

    /// Older spelling that takes the end labels as values and the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: nil) }
    /// Older stepped spelling that takes the end labels as values and the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: step) }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Slider.body") }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
    /// Makes a slider with a label you build.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: nil) }
    /// Makes a slider that moves in steps, with a label you build.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: step) }

    /// Older spelling with the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: nil) }
    /// Older stepped spelling with the label closure last.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.label = label(); _control.slider = _sliderBinding(value, bounds: bounds, step: step) }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Makes an unlabeled slider.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.slider = _sliderBinding(value, bounds: bounds, step: nil) }
    /// Makes an unlabeled slider that moves in steps.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _control.slider = _sliderBinding(value, bounds: bounds, step: step) }
}

// MARK: - Picker

/// A control that chooses one value from a set of tagged options.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a picker with options you build and a label you build.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) { _control.label = label(); _control.selection = _pickerSelection(selection); _control.content = content() }
    /// Makes one picker that sets the same value in every element of a collection.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<C>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) where C: RandomAccessCollection { _control.label = label(); _control.content = content() }
    /// Older spelling that takes the label as a value before the options.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) { _control.label = label; _control.selection = _pickerSelection(selection); _control.content = content() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Picker.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
    /// Makes a picker titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.selection = _pickerSelection(selection); _control.content = content() }
    /// Makes a picker titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.selection = _pickerSelection(selection); _control.content = content() }
    /// Makes a titled picker that sets the same value in every element of a collection.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<C>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.content = content() }
    /// Makes a picker titled with a plain string that sets a value in every element of a collection.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public init<C, S>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.content = content() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Picker where Label == SwiftUI.Label<Text, Image> {
    /// Makes a picker showing an SF Symbol and a localized title.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) { _control.title = titleKey._resolved; _control.label = SwiftUI.Label(titleKey, systemImage: systemImage); _control.selection = _pickerSelection(selection); _control.content = content() }
    /// Makes a picker showing an SF Symbol and a title shown as is.
    @_disfavoredOverload
    public init<S>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) where S: StringProtocol { _control.title = String(title); _control.label = SwiftUI.Label(title, systemImage: systemImage); _control.selection = _pickerSelection(selection); _control.content = content() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Gives this view a value that a picker or tab view matches against its selection.
    public func tag<V>(_ tag: V) -> some View where V: Hashable { modifier(_TagModifier(tag: AnyHashable(tag))) }
    /// Hides the labels of the controls in this view, leaving them for accessibility.
    public func labelsHidden() -> some View { self }
}

// MARK: - DatePicker / MultiDatePicker / ColorPicker

/// A control for choosing a date, a time, or both.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePicker<Label> where Label: View {
    /// The parts of a date a picker can edit.
    public typealias Components = DatePickerComponents
    /// Makes a date picker with a label you build.
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
    /// Makes a date picker limited to a closed range, with a label you build.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
    /// Makes a date picker with no upper limit, with a label you build.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
    /// Makes a date picker with no lower limit, with a label you build.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("DatePicker.body") }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
    /// Makes a date picker titled with a localized string.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    /// Makes a titled date picker limited to a closed range.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    /// Makes a titled date picker with no upper limit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    /// Makes a titled date picker with no lower limit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    /// Makes a date picker titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {}
    /// Makes a date picker titled with a plain string, limited to a closed range.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {}
    /// Makes a date picker titled with a plain string, with no upper limit.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {}
    /// Makes a date picker titled with a plain string, with no lower limit.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {}
}

/// Which parts of a date a `DatePicker` lets the person edit.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt
    /// Makes a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 3)
}

/// A calendar on which the person picks several days.
@available(iOS 16.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MultiDatePicker<Label> where Label: View {
    /// Makes a multi-date picker with a label you build.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {}
    /// Makes a multi-date picker limited to a range of dates, with a label you build.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {}
    /// Makes a multi-date picker with no upper limit, with a label you build.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {}
    /// Makes a multi-date picker that ends before a date, with a label you build.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {}
}

@available(iOS 16.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MultiDatePicker: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("MultiDatePicker.body") }
}

@available(iOS 16.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MultiDatePicker where Label == Text {
    /// Makes a multi-date picker titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {}
    /// Makes a titled multi-date picker limited to a range of dates.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {}
    /// Makes a titled multi-date picker with no upper limit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {}
    /// Makes a titled multi-date picker that ends before a date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {}
    /// Makes a multi-date picker titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>) where S: StringProtocol {}
}

/// A control that opens the system colour picker.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ColorPicker<Label> where Label: View {
    /// Makes a colour picker with a label you build.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("ColorPicker.body") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker where Label == Text {
    /// Makes a colour picker titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
    /// Makes a colour picker titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) where S: StringProtocol {}
}

// MARK: - Link

/// A control that opens a URL in the browser or the app that handles it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Link<Label> where Label: View {
    /// The label view.
    internal var _label: any View = EmptyView()
    /// Makes a link with a label you build.
    public init(destination: URL, @ViewBuilder label: () -> Label) { _label = label() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Link.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
    /// Makes a link titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { _label = Text(titleKey) }
    /// Makes a link titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, destination: URL) where S: StringProtocol { _label = Text(title) }
}

// MARK: - Menu

/// A button that pops up a list of actions.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct Menu<Label, Content> where Label: View, Content: View {
    /// The label, then the menu's items.
    internal var _parts: (label: any View, content: any View) = (EmptyView(), EmptyView())
    /// Makes a menu with items and a label you build.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        _parts = (label(), content())
    }
    /// Makes a menu whose tap runs a main action and whose long press shows the items.
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) { _parts = (label(), content()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("Menu.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Rebuilds a menu from the configuration a menu style receives.
    public init(_ configuration: MenuStyleConfiguration) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
    /// Makes a menu titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _parts = (Text(titleKey), content()) }
    /// Makes a menu titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { _parts = (Text(title), content()) }
    /// Makes a titled menu whose tap runs a main action.
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) { _parts = (Text(titleKey), content()) }
    /// Makes a menu titled with a plain string whose tap runs a main action.
    @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where S: StringProtocol { _parts = (Text(title), content()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// Makes a menu showing an SF Symbol and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        _parts = (SwiftUI.Label(titleKey, systemImage: systemImage), content())
    }
    /// Makes a menu showing an SF Symbol and a title shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {
        _parts = (SwiftUI.Label(title, systemImage: systemImage), content())
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
    /// Shows or hides the small arrow that marks a menu.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

// MARK: - ControlGroup

/// Shows related controls, such as a pair of buttons, as one visual unit.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct ControlGroup<Content> where Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a control group from the controls you build.
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroup: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("ControlGroup.body") }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Rebuilds a control group from the configuration a control group style receives.
    public init(_ configuration: ControlGroupStyleConfiguration) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroup {
    /// Makes a labeled control group from controls and a label you build.
    public init<C, L>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L>, C: View, L: View { _ = (content(), label()) }
    /// Makes a control group titled with a localized string.
    public init<C>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>, C: View { _children = [content()] }
    /// Makes a control group titled with a string shown as is.
    @_disfavoredOverload
    public init<C, S>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>, C: View, S: StringProtocol { _children = [content()] }
}

/// The content of a control group that was given a label.
@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct LabeledControlGroupContent<Content, Label>: View where Content: View, Label: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("LabeledControlGroupContent.body") }
}

// MARK: - GroupBox

/// A box with a rounded background that groups related content under an optional title.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GroupBox<Label, Content> where Label: View, Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// Makes a group box with content and a title you build.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { _ = (content(), label()) }
    /// Older spelling that takes the title as a value before the content.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("GroupBox.body") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Rebuilds a group box from the configuration a group box style receives.
    public init(_ configuration: GroupBoxStyleConfiguration) {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == EmptyView {
    /// Makes an untitled group box.
    public init(@ViewBuilder content: () -> Content) { _children = [content()] }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == Text {
    /// Makes a group box titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _children = [Text(titleKey), content()] }
    /// Makes a group box titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { _children = [Text(title), content()] }
}

// MARK: - DisclosureGroup

/// A label with a chevron that shows or hides the content below it.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisclosureGroup<Label, Content> where Label: View, Content: View {
    /// The views it contains, in order.
    internal var _children: [any View] = []
    /// The label, the content, and the bound expansion if there is one.
    internal var _parts: (label: any View, content: any View, isExpanded: Binding<Bool>?) = (EmptyView(), EmptyView(), nil)
    /// Makes a disclosure group that tracks its own open state, with a label you build.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        _parts = (label(), content(), nil)
    }
    /// Makes a disclosure group whose open state is bound to a Boolean, with a label you build.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) { _parts = (label(), content(), isExpanded) }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("DisclosureGroup.body") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup where Label == Text {
    /// Makes a disclosure group titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        _parts = (Text(titleKey), content(), nil)
    }
    /// Makes a titled disclosure group whose open state is bound to a Boolean.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) { _parts = (Text(titleKey), content(), isExpanded) }
    /// Makes a disclosure group titled with a string shown as is.
    @_disfavoredOverload
    public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        _parts = (Text(label), content(), nil)
    }
    /// Makes a disclosure group titled with a plain string whose open state is bound to a Boolean.
    @_disfavoredOverload
    public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    where S: StringProtocol { _parts = (Text(label), content(), isExpanded) }
}

// MARK: - LabeledContent

/// A row that pairs a label with a value or control, aligned the way forms expect.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {
    /// The label, then the value.
    internal var _parts: [any View] = []
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("LabeledContent.body") }
    /// Makes a row from a value view and a label view you build.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { _parts = [label(), content()] }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Rebuilds a row from the configuration a labeled content style receives.
    public init(_ configuration: LabeledContentStyleConfiguration) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
    /// Makes a row titled with a localized string around a value view you build.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _parts = [Text(titleKey), content()] }
    /// Makes a row titled with a plain string around a value view you build.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        _parts = [Text(title), content()]
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
    /// Makes a read-only row with a localized title and a string value.
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol { _parts = [Text(titleKey), Text(value)] }
    /// Makes a read-only row with a plain title and a string value.
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol { _parts = [Text(title), Text(value)] }
    /// Makes a read-only row with a localized title and a formatted value.
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        _parts = [Text(titleKey), Text(format.format(value))]
    }
    /// Makes a read-only row with a plain title and a formatted value.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: F.FormatInput, format: F)
    where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        _parts = [Text(title), Text(format.format(value))]
    }
}

// MARK: - ShareLink

/// A type that can be shared, dragged or copied (a small stand-in for CoreTransferable's protocol).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {
    /// How values of this type are turned into data.
    associatedtype Representation: TransferRepresentation
    /// The representations this type offers when it is shared.
    static var transferRepresentation: Self.Representation { get }
}

/// One way of turning a transferable value into data (a small stand-in for CoreTransferable's protocol).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol TransferRepresentation {
    /// The type the representation transfers.
    associatedtype Item: Transferable
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: Transferable, TransferRepresentation {
    /// Never has nothing to transfer.
    public typealias Item = Never
    /// Never has nothing to transfer.
    public static var transferRepresentation: Never { _placeholder("Never.transferRepresentation") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String: Transferable {
    /// Strings are shared as plain text.
    public static var transferRepresentation: Never { _placeholder("String.transferRepresentation") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL: Transferable {
    /// URLs are shared as links.
    public static var transferRepresentation: Never { _placeholder("URL.transferRepresentation") }
}

/// A button that opens the system share sheet for an item.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
    Data.Element: Transferable
{
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported(".body") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares a string, with a label you build.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {}
    /// Shares a URL, with a label you build.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {}
    /// Shares several strings, with a label you build.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {}
    /// Shares several URLs, with a label you build.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares a string behind the standard share button.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}
    /// Shares a URL behind the standard share button.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
    /// Shares a string behind a share button titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {}
    /// Shares a URL behind a share button titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {}
    /// Shares a string behind a share button titled with a plain string.
    @_disfavoredOverload
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String>, S: StringProtocol {}
    /// Shares a URL behind a share button titled with a plain string.
    @_disfavoredOverload
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL>, S: StringProtocol {}
    /// Shares a string behind a share button titled with a text view.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {}
    /// Shares a URL behind a share button titled with a text view.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {}
}

/// The standard share icon and title a `ShareLink` shows when you give it no label.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct DefaultShareLinkLabel: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("DefaultShareLinkLabel.body") }
}
