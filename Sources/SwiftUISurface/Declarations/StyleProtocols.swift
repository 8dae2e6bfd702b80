// Style protocols for controls and indicators, their configurations, the built-in
// styles, and the modifiers that install a style for a view hierarchy.

// MARK: - ButtonStyle

/// Draws every button below it in a custom way while keeping the system's press handling.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view this style builds for one button.
    associatedtype Body: View
    /// Builds the view for one button from its label, role and pressed state.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a button style is given to draw a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` receives: the button's label, its role and whether it is held down.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
    /// The button's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The role the button was created with, if any.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var role: ButtonRole? { _placeholder("ButtonStyleConfiguration.role") }
    /// The label to draw inside the styled button.
    public let label: ButtonStyleConfiguration.Label
    /// True while the person is pressing the button.
    public let isPressed: Bool
}

// MARK: - PrimitiveButtonStyle

/// Draws every button below it and decides itself when the button's action runs.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view this style builds for one button.
    associatedtype Body: View
    /// Builds the view for one button; call `configuration.trigger()` to run its action.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a primitive button style is given to draw a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` receives: the label, the role and a way to fire the action.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The role the button was created with, if any.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var role: ButtonRole? { _placeholder("PrimitiveButtonStyleConfiguration.role") }
    /// The label to draw inside the styled button.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Runs the button's action.
    public func trigger() {}
}

/// The platform's usual button look for the context it appears in.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Makes the automatic button style.
    public init() {}
    /// Builds the automatic look for one button.
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { _unsupported("DefaultButtonStyle.makeBody") }
}

/// A button drawn with a tinted, rounded background.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Makes the bordered button style.
    public init() {}
    /// Builds the bordered look for one button.
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { _unsupported("BorderedButtonStyle.makeBody") }
}

/// A button drawn with a strong accent-coloured background, for the main action.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Makes the prominent bordered button style.
    public init() {}
    /// Builds the prominent look for one button.
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { _unsupported("BorderedProminentButtonStyle.makeBody") }
}

/// A button drawn as tinted content with no border.
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Makes the borderless button style.
    public init() {}
    /// Builds the borderless look for one button.
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { _unsupported("BorderlessButtonStyle.makeBody") }
}

/// A button that shows its label as is, only dimming it while pressed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Makes the plain button style.
    public init() {}
    /// Builds the plain look for one button.
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { _unsupported("PlainButtonStyle.makeBody") }
}

/// A button drawn on Liquid Glass.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// Makes the glass button style.
    public init() {}
    /// Builds the glass look for one button.
    public func makeBody(configuration: GlassButtonStyle.Configuration) -> some View { _unsupported("GlassButtonStyle.makeBody") }
}

/// A button drawn on tinted, prominent Liquid Glass.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Makes the prominent glass button style.
    public init() {}
    /// Builds the prominent glass look for one button.
    public func makeBody(configuration: GlassProminentButtonStyle.Configuration) -> some View { _unsupported("GlassProminentButtonStyle.makeBody") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's usual button look.
    public static var automatic: DefaultButtonStyle { _placeholder("PrimitiveButtonStyle.automatic") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Buttons with a tinted, rounded background.
    public static var bordered: BorderedButtonStyle { _placeholder("PrimitiveButtonStyle.bordered") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Buttons with a strong accent-coloured background.
    public static var borderedProminent: BorderedProminentButtonStyle { _placeholder("PrimitiveButtonStyle.borderedProminent") }
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// Buttons without a border.
    public static var borderless: BorderlessButtonStyle { _placeholder("PrimitiveButtonStyle.borderless") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Buttons that show their label undecorated.
    public static var plain: PlainButtonStyle { _placeholder("PrimitiveButtonStyle.plain") }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Buttons on Liquid Glass.
    public static var glass: GlassButtonStyle { _placeholder("PrimitiveButtonStyle.glass") }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Buttons on prominent, tinted Liquid Glass.
    public static var glassProminent: GlassProminentButtonStyle { _placeholder("PrimitiveButtonStyle.glassProminent") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Installs a button style that only changes how buttons look.
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
    /// Installs a button style that also decides when buttons fire.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
}

// MARK: - LabelStyle

/// Lays out the title and icon of every label below it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view this style builds for one label.
    associatedtype Body: View
    /// Builds the view for one label from its title and icon.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a label style is given to draw a label.
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` receives: the label's title and icon views.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {
    /// The label's title, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Title: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Title.body") }
    }
    /// The label's icon, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Icon: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Icon.body") }
    }
    /// The title to place in the styled label.
    public var title: LabelStyleConfiguration.Title { _placeholder("LabelStyleConfiguration.title") }
    /// The icon to place in the styled label.
    public var icon: LabelStyleConfiguration.Icon { _placeholder("LabelStyleConfiguration.icon") }
}

/// The label layout the platform picks for the context.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultLabelStyle: LabelStyle {
    /// Makes the automatic label style.
    public init() {}
    /// Builds the automatic layout for one label.
    public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View { _unsupported("DefaultLabelStyle.makeBody") }
}

/// Shows only the icon of a label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
    /// Makes the icon-only label style.
    public init() {}
    /// Builds the icon-only layout for one label.
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { _unsupported("IconOnlyLabelStyle.makeBody") }
}

/// Shows only the title of a label.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Makes the title-only label style.
    public init() {}
    /// Builds the title-only layout for one label.
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { _unsupported("TitleOnlyLabelStyle.makeBody") }
}

/// Shows both the icon and the title of a label in the standard arrangement.
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Makes the title-and-icon label style.
    public init() {}
    /// Builds the title-and-icon layout for one label.
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View { _unsupported("TitleAndIconLabelStyle.makeBody") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's usual label layout.
    public static var automatic: DefaultLabelStyle { _placeholder("LabelStyle.automatic") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Labels that show just their icon.
    public static var iconOnly: IconOnlyLabelStyle { _placeholder("LabelStyle.iconOnly") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Labels that show just their title.
    public static var titleOnly: TitleOnlyLabelStyle { _placeholder("LabelStyle.titleOnly") }
}

@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Labels that show icon and title together.
    public static var titleAndIcon: TitleAndIconLabelStyle { _placeholder("LabelStyle.titleAndIcon") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Installs a label style for every label in this view.
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { self }
}

// MARK: - ToggleStyle

/// Draws every toggle below it and flips its value when the person interacts.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view this style builds for one toggle.
    associatedtype Body: View
    /// Builds the view for one toggle from its label and its on/off binding.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a toggle style is given to draw a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` receives: the label and a binding to the toggle's state.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ToggleStyleConfiguration {
    /// The toggle's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The label to draw next to the control.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding to change it.
    @Binding public var isOn: Bool
    /// True when the toggle stands for several values that are not all the same.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var isMixed: Bool { _placeholder("ToggleStyleConfiguration.isMixed") }
}

/// The toggle look the platform picks for the context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultToggleStyle: ToggleStyle {
    /// Makes the automatic toggle style.
    public init() {}
    /// Builds the automatic look for one toggle.
    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View { _unsupported("DefaultToggleStyle.makeBody") }
}

/// A toggle drawn as a label followed by a switch.
@available(iOS 13.0, macOS 10.15, tvOS 18.0, watchOS 6.0, *)
public struct SwitchToggleStyle: ToggleStyle {
    /// Makes the switch toggle style.
    public init() {}
    /// Makes the switch toggle style with a tint colour for the on state.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}
    /// Builds the switch look for one toggle.
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View { _unsupported("SwitchToggleStyle.makeBody") }
}

/// A toggle drawn as a button that stays highlighted while on.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
public struct ButtonToggleStyle: ToggleStyle {
    /// Makes the button toggle style.
    public init() {}
    /// Builds the button look for one toggle.
    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View { _unsupported("ButtonToggleStyle.makeBody") }
}

/// A toggle drawn as a checkbox followed by its label (macOS only).
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CheckboxToggleStyle: ToggleStyle {
    /// Makes the checkbox toggle style.
    public init() {}
    /// Builds the checkbox look for one toggle.
    public func makeBody(configuration: CheckboxToggleStyle.Configuration) -> some View { _unsupported("CheckboxToggleStyle.makeBody") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's usual toggle look.
    public static var automatic: DefaultToggleStyle { _placeholder("ToggleStyle.automatic") }
}

@available(iOS 13.0, macOS 10.15, tvOS 18.0, watchOS 6.0, *)
extension ToggleStyle where Self == SwitchToggleStyle {
    /// Toggles drawn as switches.
    public static var `switch`: SwitchToggleStyle { _placeholder("ToggleStyle.var") }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
extension ToggleStyle where Self == ButtonToggleStyle {
    /// Toggles drawn as buttons.
    public static var button: ButtonToggleStyle { _placeholder("ToggleStyle.button") }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// Toggles drawn as checkboxes (macOS only).
    public static var checkbox: CheckboxToggleStyle { _placeholder("ToggleStyle.checkbox") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Installs a toggle style for every toggle in this view.
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { self }
}

// MARK: - GaugeStyle

/// Draws every gauge below it.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view this style builds for one gauge.
    associatedtype Body: View
    /// Builds the view for one gauge from its value and labels.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a gauge style is given to draw a gauge.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` receives: the value as a fraction and the gauge's labels.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct GaugeStyleConfiguration {
    /// The gauge's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The label showing the current value, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct CurrentValueLabel: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("CurrentValueLabel.body") }
    }
    /// The label for the low end of the range, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct MinimumValueLabel: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("MinimumValueLabel.body") }
    }
    /// The label for the high end of the range, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct MaximumValueLabel: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("MaximumValueLabel.body") }
    }
    /// A label for one marked value, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct MarkedValueLabel: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("MarkedValueLabel.body") }
    }
    /// The current value, scaled to 0...1 within the gauge's range.
    public var value: Double
    /// What the gauge measures.
    public var label: GaugeStyleConfiguration.Label
    /// The current-value label, if the gauge has one.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The low-end label, if the gauge has one.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The high-end label, if the gauge has one.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The gauge look the platform picks for the context.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct DefaultGaugeStyle: GaugeStyle {
    /// Makes the automatic gauge style.
    public init() {}
    /// Builds the automatic look for one gauge.
    public func makeBody(configuration: DefaultGaugeStyle.Configuration) -> some View { _unsupported("DefaultGaugeStyle.makeBody") }
}

/// A gauge drawn as an open ring, sized for widgets and complications.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Makes the accessory circular gauge style.
    public init() {}
    /// Builds the accessory circular look for one gauge.
    public func makeBody(configuration: AccessoryCircularGaugeStyle.Configuration) -> some View { _unsupported("AccessoryCircularGaugeStyle.makeBody") }
}

/// A gauge drawn as a closed ring that fills up, sized for widgets and complications.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Makes the accessory circular capacity gauge style.
    public init() {}
    /// Builds the accessory circular capacity look for one gauge.
    public func makeBody(configuration: AccessoryCircularCapacityGaugeStyle.Configuration) -> some View {
        _unsupported("AccessoryCircularCapacityGaugeStyle.makeBody")
    }
}

/// A gauge drawn as a bar with a marker, sized for widgets and complications.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Makes the accessory linear gauge style.
    public init() {}
    /// Builds the accessory linear look for one gauge.
    public func makeBody(configuration: AccessoryLinearGaugeStyle.Configuration) -> some View { _unsupported("AccessoryLinearGaugeStyle.makeBody") }
}

/// A gauge drawn as a bar that fills up, sized for widgets and complications.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Makes the accessory linear capacity gauge style.
    public init() {}
    /// Builds the accessory linear capacity look for one gauge.
    public func makeBody(configuration: AccessoryLinearCapacityGaugeStyle.Configuration) -> some View {
        _unsupported("AccessoryLinearCapacityGaugeStyle.makeBody")
    }
}

/// A gauge drawn as a bar that fills from the leading edge.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Makes the linear capacity gauge style.
    public init() {}
    /// Builds the linear capacity look for one gauge.
    public func makeBody(configuration: LinearCapacityGaugeStyle.Configuration) -> some View { _unsupported("LinearCapacityGaugeStyle.makeBody") }
}

/// A gauge drawn as an open ring with a marker (watchOS only).
@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct CircularGaugeStyle: GaugeStyle {
    /// Makes the circular gauge style with the default tint.
    public init() {}
    /// Makes the circular gauge style tinted with a style such as a gradient.
    public init<S>(tint: S) where S: ShapeStyle {}
    /// Builds the circular look for one gauge.
    public func makeBody(configuration: CircularGaugeStyle.Configuration) -> some View { _unsupported("CircularGaugeStyle.makeBody") }
}

/// A gauge drawn as a bar with a marker (watchOS only).
@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct LinearGaugeStyle: GaugeStyle {
    /// Makes the linear gauge style with the default tint.
    public init() {}
    /// Makes the linear gauge style tinted with a style such as a gradient.
    public init<S>(tint: S) where S: ShapeStyle {}
    /// Builds the linear look for one gauge.
    public func makeBody(configuration: LinearGaugeStyle.Configuration) -> some View { _unsupported("LinearGaugeStyle.makeBody") }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's usual gauge look.
    public static var automatic: DefaultGaugeStyle { _placeholder("GaugeStyle.automatic") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// Gauges drawn as a small open ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { _placeholder("GaugeStyle.accessoryCircular") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// Gauges drawn as a small ring that fills up.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { _placeholder("GaugeStyle.accessoryCircularCapacity") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// Gauges drawn as a small bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { _placeholder("GaugeStyle.accessoryLinear") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// Gauges drawn as a small bar that fills up.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { _placeholder("GaugeStyle.accessoryLinearCapacity") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// Gauges drawn as a bar that fills up.
    public static var linearCapacity: LinearCapacityGaugeStyle { _placeholder("GaugeStyle.linearCapacity") }
}

@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension GaugeStyle where Self == CircularGaugeStyle {
    /// Gauges drawn as an open ring (watchOS only).
    public static var circular: CircularGaugeStyle { _placeholder("GaugeStyle.circular") }
}

@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension GaugeStyle where Self == LinearGaugeStyle {
    /// Gauges drawn as a bar with a marker (watchOS only).
    public static var linear: LinearGaugeStyle { _placeholder("GaugeStyle.linear") }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension View {
    /// Installs a gauge style for every gauge in this view.
    public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle { self }
}

// MARK: - ProgressViewStyle

/// Draws every progress view below it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view this style builds for one progress view.
    associatedtype Body: View
    /// Builds the view for one progress view from its fraction and labels.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a progress view style is given to draw a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` receives: how far along the task is and the labels.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The label showing the current progress, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct CurrentValueLabel: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("CurrentValueLabel.body") }
    }
    /// The finished share from 0 to 1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-progress label, if it has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The progress look the platform picks for the context.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Makes the automatic progress view style.
    public init() {}
    /// Builds the automatic look for one progress view.
    public func makeBody(configuration: DefaultProgressViewStyle.Configuration) -> some View { _unsupported("DefaultProgressViewStyle.makeBody") }
}

/// Progress drawn as a horizontal bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Makes the linear progress view style.
    public init() {}
    /// Makes the linear progress view style with a tint colour.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}
    /// Builds the linear look for one progress view.
    public func makeBody(configuration: LinearProgressViewStyle.Configuration) -> some View { _unsupported("LinearProgressViewStyle.makeBody") }
}

/// Progress drawn as a ring or a spinner.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Makes the circular progress view style.
    public init() {}
    /// Makes the circular progress view style with a tint colour.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}
    /// Builds the circular look for one progress view.
    public func makeBody(configuration: CircularProgressViewStyle.Configuration) -> some View { _unsupported("CircularProgressViewStyle.makeBody") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's usual progress look.
    public static var automatic: DefaultProgressViewStyle { _placeholder("ProgressViewStyle.automatic") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// Progress as a horizontal bar.
    public static var linear: LinearProgressViewStyle { _placeholder("ProgressViewStyle.linear") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// Progress as a ring or a spinner.
    public static var circular: CircularProgressViewStyle { _placeholder("ProgressViewStyle.circular") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Installs a progress view style for every progress view in this view.
    public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle { self }
}

// MARK: - LabeledContentStyle

/// Arranges the label and the value of every `LabeledContent` below it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view this style builds for one labeled content.
    associatedtype Body: View
    /// Builds the view for one labeled content from its label and content.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a labeled content style is given to draw one entry.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` receives: the label and the value views.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContentStyleConfiguration {
    /// The entry's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The entry's value, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Content: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Content.body") }
    }
    /// The label to place in the styled entry.
    public let label: LabeledContentStyleConfiguration.Label
    /// The value to place in the styled entry.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The label-and-value arrangement the platform picks for the context.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Makes the automatic labeled content style.
    public init() {}
    /// Builds the automatic arrangement for one entry.
    public func makeBody(configuration: AutomaticLabeledContentStyle.Configuration) -> some View { _unsupported("AutomaticLabeledContentStyle.makeBody") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's usual label-and-value arrangement.
    public static var automatic: AutomaticLabeledContentStyle { _placeholder("LabeledContentStyle.automatic") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Installs a labeled content style for every `LabeledContent` in this view.
    public func labeledContentStyle<S>(_ style: S) -> some View where S: LabeledContentStyle { self }
}

// MARK: - DisclosureGroupStyle

/// Draws every disclosure group below it, including how it opens and closes.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view this style builds for one disclosure group.
    associatedtype Body: View
    /// Builds the view for one disclosure group from its label, content and expansion binding.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a disclosure group style is given to draw a group.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` receives: the label, the hidden content and whether it shows.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The group's content, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Content: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Content.body") }
    }
    /// The label that stays visible.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content shown while the group is expanded.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is open; `$isExpanded` is the binding to change it.
    @Binding public var isExpanded: Bool
}

/// The disclosure group look the platform picks for the context.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Makes the automatic disclosure group style.
    public init() {}
    /// Builds the automatic look for one disclosure group.
    public func makeBody(configuration: AutomaticDisclosureGroupStyle.Configuration) -> some View { _unsupported("AutomaticDisclosureGroupStyle.makeBody") }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's usual disclosure group look.
    public static var automatic: AutomaticDisclosureGroupStyle { _placeholder("DisclosureGroupStyle.automatic") }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Installs a disclosure group style for every disclosure group in this view.
    public func disclosureGroupStyle<S>(_ style: S) -> some View where S: DisclosureGroupStyle { self }
}

// MARK: - GroupBoxStyle

/// Draws every group box below it.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view this style builds for one group box.
    associatedtype Body: View
    /// Builds the view for one group box from its label and content.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a group box style is given to draw a box.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` receives: the box's label and content.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GroupBoxStyleConfiguration {
    /// The box's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The box's content, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Content: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Content.body") }
    }
    /// The title of the box.
    public let label: GroupBoxStyleConfiguration.Label
    /// The views inside the box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The group box look the platform picks for the context.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Makes the automatic group box style.
    public init() {}
    /// Builds the automatic look for one group box.
    public func makeBody(configuration: DefaultGroupBoxStyle.Configuration) -> some View { _unsupported("DefaultGroupBoxStyle.makeBody") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's usual group box look.
    public static var automatic: DefaultGroupBoxStyle { _placeholder("GroupBoxStyle.automatic") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Installs a group box style for every group box in this view.
    public func groupBoxStyle<S>(_ style: S) -> some View where S: GroupBoxStyle { self }
}

// MARK: - MenuStyle

/// Draws every menu button below it.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view this style builds for one menu.
    associatedtype Body: View
    /// Builds the view for one menu; pass the configuration to `Menu(_:)` to keep its behaviour.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a menu style is given to draw a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` receives; hand it to `Menu(_:)` to rebuild the menu.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuStyleConfiguration {
    /// The menu's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The menu's items, with their concrete type hidden.
    @MainActor @preconcurrency
    public struct Content: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Content.body") }
    }
}

/// The menu look the platform picks for the context.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct DefaultMenuStyle: MenuStyle {
    /// Makes the automatic menu style.
    public init() {}
    /// Builds the automatic look for one menu.
    public func makeBody(configuration: DefaultMenuStyle.Configuration) -> some View { _unsupported("DefaultMenuStyle.makeBody") }
}

/// A menu drawn as a button, styled by the surrounding button style.
@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct ButtonMenuStyle: MenuStyle {
    /// Makes the button menu style.
    public init() {}
    /// Builds the button look for one menu.
    public func makeBody(configuration: ButtonMenuStyle.Configuration) -> some View { _unsupported("ButtonMenuStyle.makeBody") }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's usual menu look.
    public static var automatic: DefaultMenuStyle { _placeholder("MenuStyle.automatic") }
}

@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension MenuStyle where Self == ButtonMenuStyle {
    /// Menus drawn as buttons.
    public static var button: ButtonMenuStyle { _placeholder("MenuStyle.button") }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
    /// Installs a menu style for every menu in this view.
    public func menuStyle<S>(_ style: S) -> some View where S: MenuStyle { self }
}

// MARK: - ControlGroupStyle

/// Draws every control group below it.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view this style builds for one control group.
    associatedtype Body: View
    /// Builds the view for one control group from its controls and label.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a control group style is given to draw a group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a `ControlGroupStyle` receives: the grouped controls and the group's label.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct ControlGroupStyleConfiguration {
    /// The grouped controls, with their concrete type hidden.
    @MainActor @preconcurrency
    public struct Content: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Content.body") }
    }
    /// The group's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The controls in the group.
    public let content: ControlGroupStyleConfiguration.Content
    /// The label describing the group.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
    public var label: ControlGroupStyleConfiguration.Label { _placeholder("ControlGroupStyleConfiguration.label") }
}

/// The control group look the platform picks for the context.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Makes the automatic control group style.
    public init() {}
    /// Builds the automatic look for one control group.
    public func makeBody(configuration: AutomaticControlGroupStyle.Configuration) -> some View { _unsupported("AutomaticControlGroupStyle.makeBody") }
}

/// A control group laid out like back-and-forward navigation buttons.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Makes the navigation control group style.
    public init() {}
    /// Builds the navigation look for one control group.
    public func makeBody(configuration: NavigationControlGroupStyle.Configuration) -> some View { _unsupported("NavigationControlGroupStyle.makeBody") }
}

/// A control group shown as a menu that lists its controls.
@available(iOS 16.4, macOS 13.3, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Makes the menu control group style.
    public init() {}
    /// Builds the menu look for one control group.
    public func makeBody(configuration: MenuControlGroupStyle.Configuration) -> some View { _unsupported("MenuControlGroupStyle.makeBody") }
}

/// A control group shown as a compact row of icons inside a menu.
@available(iOS 16.4, macOS 13.3, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Makes the compact menu control group style.
    public init() {}
    /// Builds the compact menu look for one control group.
    public func makeBody(configuration: CompactMenuControlGroupStyle.Configuration) -> some View { _unsupported("CompactMenuControlGroupStyle.makeBody") }
}

/// A control group shown as a row of selectable icons.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Makes the palette control group style.
    public init() {}
    /// Builds the palette look for one control group.
    public func makeBody(configuration: PaletteControlGroupStyle.Configuration) -> some View { _unsupported("PaletteControlGroupStyle.makeBody") }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's usual control group look.
    public static var automatic: AutomaticControlGroupStyle { _placeholder("ControlGroupStyle.automatic") }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Control groups laid out like navigation buttons.
    public static var navigation: NavigationControlGroupStyle { _placeholder("ControlGroupStyle.navigation") }
}

@available(iOS 16.4, macOS 13.3, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// Control groups shown as a menu.
    public static var menu: MenuControlGroupStyle { _placeholder("ControlGroupStyle.menu") }
}

@available(iOS 16.4, macOS 13.3, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// Control groups shown as a compact row inside a menu.
    public static var compactMenu: CompactMenuControlGroupStyle { _placeholder("ControlGroupStyle.compactMenu") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// Control groups shown as a palette of icons.
    public static var palette: PaletteControlGroupStyle { _placeholder("ControlGroupStyle.palette") }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
    /// Installs a control group style for every control group in this view.
    public func controlGroupStyle<S>(_ style: S) -> some View where S: ControlGroupStyle { self }
}

// MARK: - DatePickerStyle

/// Draws every date picker below it.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view this style builds for one date picker.
    @available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
    associatedtype Body: View
    /// Builds the view for one date picker from its label, selection and limits.
    @available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a date picker style is given to draw a picker.
    @available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a `DatePickerStyle` receives: the label, the selected date and the allowed range.
@available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerStyleConfiguration {
    /// The picker's label, with its concrete type hidden.
    @MainActor @preconcurrency
    public struct Label: View {
        /// This view has no body of its own.
        public typealias Body = Never
        /// Not used: the system renders this view.
        public var body: Never { _unsupported("Label.body") }
    }
    /// The label describing what date is picked.
    public let label: DatePickerStyleConfiguration.Label
    /// The chosen date; `$selection` is the binding to change it.
    @Binding public var selection: Date
    /// The earliest date that can be picked, if limited.
    public var minimumDate: Date?
    /// The latest date that can be picked, if limited.
    public var maximumDate: Date?
    /// Which parts of the date the picker edits.
    public var displayedComponents: DatePickerComponents
}

/// The date picker look the platform picks for the context.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Makes the automatic date picker style.
    public init() {}
    /// Builds the automatic look for one date picker.
    @available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
    public func makeBody(configuration: DefaultDatePickerStyle.Configuration) -> some View { _unsupported("DefaultDatePickerStyle.makeBody") }
}

/// A date picker shown as a short text button that opens an editor.
@available(iOS 14.0, macCatalyst 13.4, macOS 10.15.4, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Makes the compact date picker style.
    public init() {}
    /// Builds the compact look for one date picker.
    @available(iOS 16.0, macOS 13.0, *)
    public func makeBody(configuration: CompactDatePickerStyle.Configuration) -> some View { _unsupported("CompactDatePickerStyle.makeBody") }
}

/// A date picker shown as a calendar or a clock.
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Makes the graphical date picker style.
    public init() {}
    /// Builds the graphical look for one date picker.
    @available(iOS 16.0, macOS 13.0, *)
    public func makeBody(configuration: GraphicalDatePickerStyle.Configuration) -> some View { _unsupported("GraphicalDatePickerStyle.makeBody") }
}

/// A date picker shown as scrolling wheels, one per component.
@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Makes the wheel date picker style.
    public init() {}
    /// Builds the wheel look for one date picker.
    @available(iOS 16.0, watchOS 10.0, *)
    public func makeBody(configuration: WheelDatePickerStyle.Configuration) -> some View { _unsupported("WheelDatePickerStyle.makeBody") }
}

/// A date picker shown as an editable text field (macOS only).
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Makes the field date picker style.
    public init() {}
    /// Builds the field look for one date picker.
    @available(macOS 13.0, *)
    public func makeBody(configuration: FieldDatePickerStyle.Configuration) -> some View { _unsupported("FieldDatePickerStyle.makeBody") }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's usual date picker look.
    public static var automatic: DefaultDatePickerStyle { _placeholder("DatePickerStyle.automatic") }
}

@available(iOS 14.0, macCatalyst 13.4, macOS 10.15.4, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Date pickers shown as a short text button.
    public static var compact: CompactDatePickerStyle { _placeholder("DatePickerStyle.compact") }
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// Date pickers shown as a calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { _placeholder("DatePickerStyle.graphical") }
}

@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Date pickers shown as scrolling wheels.
    public static var wheel: WheelDatePickerStyle { _placeholder("DatePickerStyle.wheel") }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// Date pickers shown as a text field (macOS only).
    public static var field: FieldDatePickerStyle { _placeholder("DatePickerStyle.field") }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension View {
    /// Installs a date picker style for every date picker in this view.
    public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle { self }
}

// MARK: - TextFieldStyle

/// Draws every text field below it; custom styles implement the underscored `_body`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view this style builds around one text field.
    associatedtype _Body: View
    /// Builds the view around one text field.
    @ViewBuilder @MainActor @preconcurrency
    func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The label type of the text field a style receives.
    typealias _Label = _TextFieldStyleLabel
}

/// The hidden label of the text field handed to a text field style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct _TextFieldStyleLabel: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("_TextFieldStyleLabel.body") }
}

/// The text field look the platform picks for the context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Makes the automatic text field style.
    public init() {}
    /// Builds the automatic look around one text field.
    public func _body(configuration: TextField<DefaultTextFieldStyle._Label>) -> some View { _unsupported("DefaultTextFieldStyle._body") }
}

/// A text field with no border or background.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Makes the plain text field style.
    public init() {}
    /// Builds the plain look around one text field.
    public func _body(configuration: TextField<PlainTextFieldStyle._Label>) -> some View { _unsupported("PlainTextFieldStyle._body") }
}

/// A text field inside a thin rounded border.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Makes the rounded-border text field style.
    public init() {}
    /// Builds the rounded-border look around one text field.
    public func _body(configuration: TextField<RoundedBorderTextFieldStyle._Label>) -> some View { _unsupported("RoundedBorderTextFieldStyle._body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's usual text field look.
    public static var automatic: DefaultTextFieldStyle { _placeholder("TextFieldStyle.automatic") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Text fields without decoration.
    public static var plain: PlainTextFieldStyle { _placeholder("TextFieldStyle.plain") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// Text fields inside a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { _placeholder("TextFieldStyle.roundedBorder") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Installs a text field style for every text field in this view.
    public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { self }
}

// MARK: - PickerStyle

/// Chooses how every picker below it is presented; only the built-in styles conform.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PickerStyle {
    /// Builds a picker's views inside the framework; apps cannot implement it.
    static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<Self, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable
    /// Builds a picker's list of views inside the framework; apps cannot implement it.
    static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<Self, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable
}

/// A framework-internal handle to a value in the view graph.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _GraphValue<Value> {}

/// A framework-internal pairing of a picker style with a selection type.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _PickerValue<Style, SelectionValue> where Style: PickerStyle, SelectionValue: Hashable {}

/// Framework-internal inputs for building a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewInputs {}

/// Framework-internal outputs of building a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewOutputs {}

/// Framework-internal inputs for building a list of views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewListInputs {}

/// Framework-internal outputs of building a list of views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewListOutputs {}


/// The picker presentation the platform picks for the context.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultPickerStyle: PickerStyle {
    /// Makes the automatic picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<DefaultPickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("DefaultPickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<DefaultPickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("DefaultPickerStyle._makeViewList") }
}

/// A picker shown as a row of segments.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
public struct SegmentedPickerStyle: PickerStyle {
    /// Makes the segmented picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<SegmentedPickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("SegmentedPickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<SegmentedPickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("SegmentedPickerStyle._makeViewList") }
}

/// A picker shown as a button that opens a menu of the options.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuPickerStyle: PickerStyle {
    /// Makes the menu picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<MenuPickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("MenuPickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<MenuPickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("MenuPickerStyle._makeViewList") }
}

/// A picker shown as a scrolling wheel.
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
    /// Makes the wheel picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<WheelPickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("WheelPickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<WheelPickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("WheelPickerStyle._makeViewList") }
}

/// A picker that lists its options inline with the surrounding content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InlinePickerStyle: PickerStyle {
    /// Makes the inline picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<InlinePickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("InlinePickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<InlinePickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("InlinePickerStyle._makeViewList") }
}

/// A picker that pushes a list of its options in a navigation stack.
@available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@available(macOS, unavailable)
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Makes the navigation link picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<NavigationLinkPickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("NavigationLinkPickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<NavigationLinkPickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("NavigationLinkPickerStyle._makeViewList") }
}

/// A picker shown as a row of options, often symbols, inside a menu or toolbar.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PalettePickerStyle: PickerStyle {
    /// Makes the palette picker style.
    public init() {}
    /// Not used: the system builds picker views.
    public static func _makeView<SelectionValue>(
        value: _GraphValue<_PickerValue<PalettePickerStyle, SelectionValue>>, inputs: _ViewInputs
    ) -> _ViewOutputs where SelectionValue: Hashable { _placeholder("PalettePickerStyle._makeView") }
    /// Not used: the system builds picker views.
    public static func _makeViewList<SelectionValue>(
        value: _GraphValue<_PickerValue<PalettePickerStyle, SelectionValue>>, inputs: _ViewListInputs
    ) -> _ViewListOutputs where SelectionValue: Hashable { _placeholder("PalettePickerStyle._makeViewList") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's usual picker presentation.
    public static var automatic: DefaultPickerStyle { _placeholder("PickerStyle.automatic") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Pickers shown as segments.
    public static var segmented: SegmentedPickerStyle { _placeholder("PickerStyle.segmented") }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == MenuPickerStyle {
    /// Pickers shown as a menu.
    public static var menu: MenuPickerStyle { _placeholder("PickerStyle.menu") }
}

@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
    /// Pickers shown as a wheel.
    public static var wheel: WheelPickerStyle { _placeholder("PickerStyle.wheel") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension PickerStyle where Self == InlinePickerStyle {
    /// Pickers listed inline.
    public static var inline: InlinePickerStyle { _placeholder("PickerStyle.inline") }
}

@available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@available(macOS, unavailable)
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Pickers that push a list of options.
    public static var navigationLink: NavigationLinkPickerStyle { _placeholder("PickerStyle.navigationLink") }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PickerStyle where Self == PalettePickerStyle {
    /// Pickers shown as a palette.
    public static var palette: PalettePickerStyle { _placeholder("PickerStyle.palette") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Installs a picker style for every picker in this view.
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { self }
}
