// Accessibility: labels, values, hints, traits, actions, element grouping and the related environment values.

// MARK: - Types

/// The modifier every attribute-style accessibility modifier wraps its view in.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// Attribute modifiers have no body of their own.
    public typealias Body = Never
    /// Never called: the system reads the attributes directly.
    public func body(content: Content) -> Never { _unsupported("AccessibilityAttachmentModifier.body") }
}

/// How an accessibility container treats the elements of its children.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    /// Drops the children's elements; the container is one element of its own.
    public static let ignore = AccessibilityChildBehavior()
    /// Keeps the children's elements, nested inside the new container.
    public static let contain = AccessibilityChildBehavior()
    /// Merges the children's labels and values into the one new element.
    public static let combine = AccessibilityChildBehavior()
}

/// The direction of an increment or decrement gesture on an adjustable element.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// The user asked for a larger value (swipe up in VoiceOver).
    case increment
    /// The user asked for a smaller value (swipe down in VoiceOver).
    case decrement
}

/// The kind of a custom accessibility action, including its name for named actions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    /// The element's primary action, as a double tap in VoiceOver.
    public static let `default` = AccessibilityActionKind()
    /// The two-finger scrub that backs out of the current context.
    public static let escape = AccessibilityActionKind()
    /// The two-finger double tap that toggles the most important action of the app.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    public static let magicTap = AccessibilityActionKind()
    /// The macOS action that deletes the element's content.
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let delete = AccessibilityActionKind()
    /// The macOS action that shows a menu for the element.
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let showMenu = AccessibilityActionKind()
    /// A custom action with the given name.
    public init(named name: Text) {}
    init() {}
}

/// Characteristics that tell assistive technologies what kind of element a view is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// The element acts as a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a heading that starts a section.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is in its selected state.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The element behaves like a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The element is text the user cannot change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The element summarises the app's state when it launches.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Activating the element starts media playback or recording.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// VoiceOver passes touches straight through to the element.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Reading the element to its end turns the page.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The element's siblings are hidden from assistive technologies.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The element switches between on and off.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// A tab in a tab bar.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    private var bits: UInt64
    private init(bits: UInt64) { self.bits = bits }

    /// An empty set of traits.
    public init() { bits = 0 }
    /// Whether every trait of `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }
    /// The traits in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    /// Adds traits, reporting whether they were new.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let wasIn = contains(newMember)
        bits |= newMember.bits
        return (!wasIn, newMember)
    }
    /// Removes traits, returning them if they were present.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let wasIn = contains(member)
        bits &= ~member.bits
        return wasIn ? member : nil
    }
    /// Adds traits unconditionally.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let wasIn = contains(newMember)
        bits |= newMember.bits
        return wasIn ? newMember : nil
    }
    /// Adds the other set's traits.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps only the traits both sets have.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits exactly one set has.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// The level of a heading, for navigating a screen by headings.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading without a level.
    case unspecified
    /// A top-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
}

/// The weight the user chose for text, regular or bold.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    /// The normal font weight.
    case regular
    /// The heavier weight of the Bold Text setting.
    case bold
}

/// Whether the user asked for more contrast between colours.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// The usual contrast.
    case standard
    /// The higher contrast of the Increase Contrast setting.
    case increased
}

// MARK: - Labels, values, hints, identifiers

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Gives the view the text VoiceOver reads as its name.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Gives the view a localized name for VoiceOver.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Gives the view a name for VoiceOver from a string value, used as is.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Describes the view's current value, such as a rating or a percentage.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Describes the view's current value with a localized string.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Describes the view's current value with a string value, used as is.
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Tells the user what happens when they activate the view.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Tells the user, with a localized string, what activating the view does.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Tells the user, with a string value, what activating the view does.
    @_disfavoredOverload
    public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Names the view for UI tests; users never hear it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Hides the view from VoiceOver and the other assistive technologies when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds traits such as `.isButton` or `.isHeader` to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Takes traits away from the view, such as `.isImage` from a decorative picture.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Orders the view among its siblings: higher priorities are read first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Alternative names Voice Control accepts for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Alternative localized names Voice Control accepts for the view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Alternative names, as string values, that Voice Control accepts for the view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Keeps the view's colours as they are when the user inverts colours.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

// MARK: - Element grouping and structure

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Turns the view into one accessibility element, treating its children as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Marks the view as a heading of the given level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Lets assistive technologies see a different view (often a standard control) in place of this one.
    public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> some View where V: View { self }
    /// Replaces the view's accessibility children with the given views, leaving its look unchanged.
    public func accessibilityChildren<V>(@ViewBuilder children: () -> V) -> some View where V: View { self }
    /// Shows the view itself, enlarged, when the user long-presses it at large text sizes.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Shows the given view, enlarged, when the user long-presses this one at large text sizes.
    public func accessibilityShowsLargeContentViewer<V>(@ViewBuilder _ largeContentView: () -> V) -> some View
    where V: View { self }
    /// Says whether the element responds to the user, even if it has no action.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

// MARK: - Actions

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Runs `handler` when the user triggers the action of the given kind, the default one unless said.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Adds a named custom action that the user picks from the actions rotor.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Lets the user raise or lower the view's value with swipes, as for a slider.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Runs `handler` when the user scrolls the element in a direction with assistive technology.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Adds a custom action named by a localized string.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// Adds a custom action named by a string value.
    @_disfavoredOverload
    public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Adds a custom action whose name comes from a view, usually a `Text` or `Label`.
    public func accessibilityAction<Label>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View where Label: View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Adds one custom action for each button in the given content.
    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View
    where Content: View { self }
}

// MARK: - Deprecated spellings

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// The iOS 13 spelling of `accessibilityLabel(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilityValue(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilityHint(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilityHidden(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilityIdentifier(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilityAddTraits(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilityRemoveTraits(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// The iOS 13 spelling of `accessibilitySortPriority(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

// MARK: - Environment values

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// True when the user asked for shapes or symbols, not colour alone, to tell states apart.
    public var accessibilityDifferentiateWithoutColor: Bool { _builtin("accessibilityDifferentiateWithoutColor") }
    /// True when the user asked for fewer moving animations.
    public var accessibilityReduceMotion: Bool { _builtin("accessibilityReduceMotion") }
    /// True when the user asked for opaque backgrounds in place of translucent ones.
    public var accessibilityReduceTransparency: Bool { _builtin("accessibilityReduceTransparency") }
    /// True when the user turned on one of the invert-colours settings.
    public var accessibilityInvertColors: Bool { _builtin("accessibilityInvertColors") }
    /// True when an assistive technology such as VoiceOver is running.
    public var accessibilityEnabled: Bool {
        get { _builtin("accessibilityEnabled") }
        set { _setBuiltin("accessibilityEnabled", newValue) }
    }
    /// The text weight the user chose with the Bold Text setting, if known.
    public var legibilityWeight: LegibilityWeight? {
        get { _builtin("legibilityWeight") }
        set { _setBuiltin("legibilityWeight", newValue) }
    }
    /// The contrast the user asked for.
    public var colorSchemeContrast: ColorSchemeContrast { _builtin("colorSchemeContrast") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    /// True while VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool { _builtin("accessibilityVoiceOverEnabled") }
    /// True while Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool { _builtin("accessibilitySwitchControlEnabled") }
    /// True when the user asked for buttons to be drawn with visible shapes.
    public var accessibilityShowButtonShapes: Bool { _builtin("accessibilityShowButtonShapes") }
}

// MARK: - Text forms

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    /// Gives the text a different name for VoiceOver, keeping it a `Text`.
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// Gives the text a different localized name for VoiceOver, keeping it a `Text`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    /// Gives the text a different name, from a string value, keeping it a `Text`.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { self }
    /// Marks the text as a heading of the given level, keeping it a `Text`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
}

// MARK: - Accessibility focus

/// The assistive technologies whose focus an `AccessibilityFocusState` can follow.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)

    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }

    /// No technologies.
    public init() { bits = 0 }
    /// Whether every technology of `member` is in the set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    /// The technologies in either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits | other.bits)
    }
    /// The technologies in both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits & other.bits)
    }
    /// The technologies in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits ^ other.bits)
    }
    /// Adds technologies, reporting whether they were new.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTechnologies
    ) {
        let wasIn = contains(newMember)
        bits |= newMember.bits
        return (!wasIn, newMember)
    }
    /// Removes technologies, returning them if they were present.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let wasIn = contains(member)
        bits &= ~member.bits
        return wasIn ? member : nil
    }
    /// Adds technologies unconditionally.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let wasIn = contains(newMember)
        bits |= newMember.bits
        return wasIn ? newMember : nil
    }
    /// Adds the other set's technologies.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// Keeps only the technologies both sets have.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// Keeps the technologies exactly one set has.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
}

/// A property wrapper that tracks, and moves, the focus of VoiceOver or Switch Control.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    /// The value a view binds with `accessibilityFocused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        /// The focused value; setting it moves assistive focus.
        public var wrappedValue: Value {
            get { _box.value }
            nonmutating set { _box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
        /// Where the focused value is kept.
        internal let _box: _AccessibilityFocusBox<Value>
    }
    /// The focused value; setting it moves assistive focus.
    public var wrappedValue: Value {
        get { _box.value }
        nonmutating set { _box.value = newValue }
    }
    /// The binding to pass to `accessibilityFocused`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(_box: _box) }
    /// Where the focused value is kept (no assistive technology runs in the terminal, so only
    /// the app itself changes it).
    internal let _box: _AccessibilityFocusBox<Value>
    /// Optional focus state that starts with nothing focused.
    public init<T>() where Value == T?, T: Hashable { _box = _AccessibilityFocusBox(value: nil) }
    /// Optional focus state following only the given technologies.
    public init<T>(for technologies: AccessibilityTechnologies) where Value == T?, T: Hashable {
        _box = _AccessibilityFocusBox(value: nil)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityFocusState where Value == Bool {
    /// Boolean focus state that starts unfocused.
    public init() { _box = _AccessibilityFocusBox(value: false) }
    /// Boolean focus state following only the given technologies.
    public init(for technologies: AccessibilityTechnologies) { _box = _AccessibilityFocusBox(value: false) }
}

/// The value an `AccessibilityFocusState` holds.
internal final class _AccessibilityFocusBox<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Moves assistive focus to the view when the bound value equals `value`, and reports when it lands here.
    public func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value)
        -> some View where Value: Hashable
    { self }
    /// Moves assistive focus to the view while the bound Boolean is true, and reports when it lands here.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
}
