// Events and lifecycle: appearing, tasks, value changes, URLs, hovering, keys, focus, animation and feedback.

// MARK: - Appearing and tasks

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Runs `action` each time the view is about to appear.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(appear: action, disappear: nil))
    }
    /// Runs `action` each time the view has disappeared.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(appear: nil, disappear: action))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Starts an async task when the view appears and cancels it when the view goes away.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        let work = _UncheckedSendable(action)
        return MainActor.assumeIsolated {
            _UncheckedSendable(modifier(_TaskModifier(id: nil, priority: priority, action: { await work.value() })))
        }.value
    }
    /// Starts an async task when the view appears, and restarts it whenever `value` changes.
    nonisolated public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable {
        let work = _UncheckedSendable(action)
        let id = _UncheckedSendable(value)
        return MainActor.assumeIsolated {
            _UncheckedSendable(
                modifier(_TaskModifier(id: _AnyEquatable(id.value), priority: priority, action: { await work.value() })))
        }.value
    }
}

// MARK: - Value changes

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Runs `action` with the old and new value whenever `value` changes (and at first, if `initial`).
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable { modifier(_ChangeModifier(value: value, initial: initial, action: action)) }
    /// Runs `action` whenever `value` changes (and at first, if `initial`).
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { modifier(_ChangeModifier(value: value, initial: initial, action: { _, _ in action() })) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// The iOS 14 form of `onChange`, whose closure receives only the new value.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
    where V: Equatable { modifier(_ChangeModifier(value: value, initial: false, action: { _, new in action(new) })) }

    /// Runs `action` with each URL the app is asked to open while this view is showing.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Shows `text` as a tooltip, or as the accessibility hint where there are no tooltips.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// Shows a `Text` as a tooltip.
    public func help(_ text: Text) -> some View { self }
    /// Shows a string value, used as is, as a tooltip.
    @_disfavoredOverload
    public func help<S>(_ text: S) -> some View where S: StringProtocol { self }

    /// Draws the view as a placeholder, for example while its data loads.
    public func redacted(reason: RedactionReasons) -> some View { self }
    /// Keeps the view readable inside a redacted parent.
    public func unredacted() -> some View { self }
}

/// Why a view is drawn redacted.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content stands in for data that is not there yet.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private and hidden, for example on a locked screen.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

// MARK: - Hover, keys and focus

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}

/// Modifier keys held down during an event.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift is held.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control is held.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option is held.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command is held.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad is involved.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all = EventModifiers(rawValue: (1 << 6) - 1)
}

/// A key, written as the character it types, for shortcuts and key presses.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for.
    public var character: Character
    /// A key from its character.
    public init(_ character: Character) { self.character = character }
    /// A key from a character literal, as in `"s"`.
    public init(extendedGraphemeClusterLiteral: Character) { self.character = extendedGraphemeClusterLiteral }
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}

/// A key event handed to an `onKeyPress` action.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
    /// Whether the key went down, repeated or went up.
    public let phase: KeyPress.Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key produced.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// The stages of a key press.
    public struct Phases: OptionSet, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int
        /// A set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeating.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every stage.
        public static let all = Phases(rawValue: (1 << 3) - 1)
    }

    /// Whether an action consumed the key press.
    public enum Result: Sendable {
        /// The action dealt with the key; it goes no further.
        case handled
        /// The action ignored the key; it goes on to other handlers.
        case ignored
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
    /// Runs `action` when the focused view receives `key`.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    /// Runs `action` when the focused view receives `key` in one of the given phases.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
    /// Runs `action` when the focused view receives any of `keys`.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
    /// Runs `action` when the focused view receives a key typing one of `characters`.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
    /// Runs `action` for every key the focused view receives in the given phases.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
}

@available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Lets the view take keyboard or remote focus when `isFocusable` is true.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Turns off the ring or highlight drawn around the focused view.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}

// MARK: - Animation and transactions

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Animates every change of the view with `animation`, whatever caused it.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }
    /// Animates the view's changes with `animation` when `value` changes.
    public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
    /// Changes the transaction of every update that passes through the view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Changes the transaction of updates that happen when `value` changes.
    public func transaction<V>(value: V, _ transform: @escaping (_ transaction: inout Transaction) -> Void)
        -> some View where V: Equatable
    { self }
}


// MARK: - Dynamic Type, status bar

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Fixes the Dynamic Type size of the view and its children.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    /// Keeps the Dynamic Type size of the view within `range`.
    public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        self
    }
}

@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Hides the status bar while the view is showing.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// The iOS 13 name of `statusBarHidden(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Shows or hides system overlays such as the Home indicator.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

// MARK: - Sensory feedback

/// A haptic or sound the system plays as feedback.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    /// A task finished successfully.
    public static let success = SensoryFeedback()
    /// A task produced a warning.
    public static let warning = SensoryFeedback()
    /// A task failed.
    public static let error = SensoryFeedback()
    /// The selected value of a control changed.
    public static let selection = SensoryFeedback()
    /// A value went up past a meaningful point.
    public static let increase = SensoryFeedback()
    /// A value went down past a meaningful point.
    public static let decrease = SensoryFeedback()
    /// An activity started.
    public static let start = SensoryFeedback()
    /// An activity stopped.
    public static let stop = SensoryFeedback()
    /// A dragged item lined up with something.
    public static let alignment = SensoryFeedback()
    /// Pressure moved to a different level.
    public static let levelChange = SensoryFeedback()
    /// A drawn path was completed.
    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, *)
    public static let pathComplete = SensoryFeedback()
    /// Two things collided.
    public static let impact = SensoryFeedback()
    /// A collision of objects of the given weight, at the given intensity.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback()
    }
    /// A collision of objects of the given flexibility, at the given intensity.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback()
    }

    /// How heavy the colliding objects feel.
    public struct Weight: Equatable, Sendable {
        /// Light objects.
        public static let light = Weight()
        /// Medium objects.
        public static let medium = Weight()
        /// Heavy objects.
        public static let heavy = Weight()
    }

    /// How stiff the colliding objects feel.
    public struct Flexibility: Equatable, Sendable {
        /// Stiff objects.
        public static let rigid = Flexibility()
        /// Somewhat stiff objects.
        public static let solid = Flexibility()
        /// Soft objects.
        public static let soft = Flexibility()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Plays `feedback` whenever `trigger` changes.
    public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { self }
    /// Plays `feedback` when `trigger` changes and `condition` approves the old and new values.
    public func sensoryFeedback<T>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View where T: Equatable { self }
    /// Plays the feedback the closure returns for the old and new values, or none for nil.
    public func sensoryFeedback<T>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View where T: Equatable { self }
    /// Plays the feedback the closure returns when `trigger` changes, or none for nil.
    public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View
    where T: Equatable { self }
}
