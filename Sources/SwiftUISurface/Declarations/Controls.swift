// Controls: Button, Toggle, TextField, SecureField, Stepper, Slider, Picker,
// DatePicker, ColorPicker, Link, Menu, ProgressView, EditButton.

// MARK: - Button

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    public static let confirm = ButtonRole()
    public static let close = ButtonRole()
}

/// A control that initiates an action.
public struct Button<Label> where Label: View {
    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {}
    /// Creates a button with a specified role that generates its label from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where S: StringProtocol {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a
    /// localized string key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, action: @escaping () -> Void) where S: StringProtocol {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)
    where S: StringProtocol {}
}

/// A type that applies standard interaction behavior and a custom appearance to
/// all buttons within a view hierarchy.
public protocol PrimitiveButtonStyle {}

/// A type that applies standard interaction behavior and a custom appearance to
/// all buttons within a view hierarchy.
public protocol ButtonStyle {}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { fatalError() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { fatalError() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { fatalError() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { fatalError() }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { fatalError() }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { fatalError() }
}

/// The shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { fatalError() }
}

/// The size classes that apply to controls.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Sets the style for buttons within this view to a button style with a
    /// custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { fatalError() }
    /// Sets the style for buttons within this view to a button style with a
    /// custom appearance and standard interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { fatalError() }
    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { fatalError() }
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View { fatalError() }
}

/// A button that toggles the edit mode environment value.
public struct EditButton: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Toggle

/// A control that toggles between on and off states.
public struct Toggle<Label> where Label: View {
    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// Creates a toggle with a system image and a title generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {}
}

/// The appearance and behavior of a toggle.
public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { fatalError() }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { fatalError() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { fatalError() } }

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { fatalError() }
}

// MARK: - TextField / SecureField

/// A control that displays an editable text interface.
public struct TextField<Label> where Label: View {
    /// Creates a text field with a text label generated from a localized title string.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    /// Creates a text field with a preferred axis and a text label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
}

extension TextField: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    /// Creates a text field with a preferred axis and a text label generated from
    /// a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {}

    /// Creates a text field that applies a format style to a bound value.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {}
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {}
    /// Creates a text field that applies a format style to a bound optional value.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {}
    /// Create an instance which binds over an arbitrary type, `V`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {}
}

/// A control into which people securely enter private text.
public struct SecureField<Label> where Label: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension SecureField: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
}

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { fatalError() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { fatalError() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { fatalError() }
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { fatalError() }
    /// Adds an action to perform when the user submits a value to this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        fatalError()
    }
    /// Sets the submit label for this view.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }
    /// Sets whether to disable autocorrection for this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }
}

// MARK: - Stepper

/// A control that performs increment and decrement actions.
public struct Stepper<Label> where Label: View {
    /// Creates a stepper instance that performs the closures you provide when
    /// the user increments or decrements the stepper.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    /// Creates a stepper configured to increment or decrement a binding to a
    /// value using a step value you provide.
    public init<V>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {}
    /// Creates a stepper configured to increment or decrement a binding to a
    /// value using a step value and within a range of values you provide.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {}
}

extension Stepper: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    @_disfavoredOverload
    public init<S>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol {}
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {}
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {}
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {}
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {}
}

// MARK: - Slider

/// A control for selecting a value from a bounded linear range of values.
public struct Slider<Label, ValueLabel> where Label: View, ValueLabel: View {
    /// Creates a slider to select a value from a given range, which displays
    /// the provided labels.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the
    /// provided label.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
    /// Creates a slider to select a value from a given range, subject to a step
    /// increment.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// MARK: - Picker

/// A control for selecting from a set of mutually exclusive values.
public struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View {
    /// Creates a picker that displays a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
}

extension Picker: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where S: StringProtocol {}
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {}
}

/// A type that specifies the appearance and interaction of all pickers within
/// a view hierarchy.
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { fatalError() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { fatalError() }
}
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { fatalError() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { fatalError() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { fatalError() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { fatalError() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { fatalError() }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { fatalError() }
    /// Sets the unique tag value of this view.
    public func tag<V>(_ tag: V) -> some View where V: Hashable { fatalError() }
    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View { fatalError() }
}

// MARK: - DatePicker / ColorPicker

/// A control for selecting an absolute date.
public struct DatePicker<Label> where Label: View {
    public typealias Components = DatePickerComponents
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
}

extension DatePicker: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {}
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control used to select a color from the system color picker UI.
public struct ColorPicker<Label> where Label: View {
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
}

extension ColorPicker: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) where S: StringProtocol {}
}

// MARK: - Link / Menu / ProgressView

/// A control for navigating to a URL.
public struct Link<Label> where Label: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

extension Link: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    @_disfavoredOverload
    public init<S>(_ title: S, destination: URL) where S: StringProtocol {}
}

/// A control for presenting a menu of actions.
public struct Menu<Label, Content> where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Menu: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

extension ProgressView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {}
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {}
    /// Creates a progress view for showing indeterminate progress that
    /// generates its label from a localized string.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
    /// Creates a progress view for showing determinate progress.
    public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {}
    /// Creates a progress view for showing determinate progress that generates
    /// its label from a localized string.
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, V: BinaryFloatingPoint {}
}

// MARK: - LabeledContent

/// A container for attaching a label to a value-bearing view.
public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// Creates a standard labeled element, with a view that conveys the value
    /// of the element and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view.
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
    /// Creates a labeled informational view from a formatted value.
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
}
