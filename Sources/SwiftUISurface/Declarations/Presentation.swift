// Presentation: sheets, full-screen covers, popovers, inspectors, alerts, confirmation dialogs and sheet configuration.

// MARK: - Sheets, covers, popovers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Shows `content` in a sheet while `isPresented` is true; `onDismiss` runs once it goes away.
    public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        modifier(_presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: { content() }))
    }
    /// Shows a sheet for `item` while it is non-nil, building the content from the item.
    public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        modifier(_presentation(.sheet, item: item, onDismiss: onDismiss, content: { content($0) }))
    }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
    /// Covers the whole screen with `content` while `isPresented` is true.
    public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        modifier(_presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: { content() }))
    }
    /// Covers the whole screen with content built from `item` while it is non-nil.
    public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        modifier(_presentation(.sheet, item: item, onDismiss: onDismiss, content: { content($0) }))
    }
}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Shows `content` in a popover pointing at this view while `isPresented` is true.
    public func popover<Content>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        modifier(_presentation(.sheet, isPresented: isPresented, content: { content() }))
    }
    /// Shows a popover for `item` while it is non-nil, building the content from the item.
    public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        modifier(_presentation(.sheet, item: item, content: { content($0) }))
    }
}

/// Where a popover's arrow attaches to the view that presents it.
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenting view, usually its bounds.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view, relative to its size.
    case point(UnitPoint)
}

/// A geometry value, such as a frame, captured from a view for use elsewhere.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Anchor<Value> {
    /// The geometry an anchor is made from.
    public struct Source {
        /// The view's own bounds.
        public static var bounds: Anchor<CGRect>.Source { _placeholder("Source.bounds") }
    }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Shows `content` in an inspector beside the view (a sheet in compact widths) while `isPresented` is true.
    public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View
    where V: View { _unsupported("View.inspector") }
    /// Gives an inspector a fixed width.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { _unsupported("View.inspectorColumnWidth") }
    /// Gives an inspector a width range the user can resize it within.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        _unsupported("View.inspectorColumnWidth")
    }
}

// MARK: - Sheet configuration

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Lets the sheet rest at the given heights.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _unsupported("View.presentationDetents") }
    /// Lets the sheet rest at the given heights, binding the one it is at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    { _unsupported("View.presentationDetents") }
    /// Shows or hides the grabber at the top of a resizable sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension View {
    /// Fills the sheet's background with a style, such as a material.
    public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle { self }
    /// Puts a view behind the sheet's content.
    public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { _unsupported("View.presentationBackground") }
    /// Rounds the sheet's corners by the given radius, or the system's when nil.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Says whether the views behind a partly covering sheet stay usable.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        _unsupported("View.presentationBackgroundInteraction")
    }
    /// Says whether swipes in the sheet scroll its content or resize the sheet first.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        _unsupported("View.presentationContentInteraction")
    }
    /// Chooses what a popover or sheet turns into in compact sizes.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Stops the user from swiping the sheet away while `isDisabled` is true.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _unsupported("View.interactiveDismissDisabled") }
}

/// A height a resizable sheet can rest at.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// About half the screen.
    public static let medium = PresentationDetent()
    /// The full height.
    public static let large = PresentationDetent()
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { _placeholder("PresentationDetent.fraction") }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { _placeholder("PresentationDetent.height") }
    /// A height computed by a custom detent type.
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        _placeholder("PresentationDetent.custom")
    }
    /// What a custom detent is told when it computes its height.
    @dynamicMemberLookup
    public struct Context {
        /// The tallest the sheet can be.
        public var maxDetentValue: CGFloat { _placeholder("Context.maxDetentValue") }
        /// Reads an environment value of the sheet.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { _placeholder("Context.subscript") }
    }
}

/// A type that computes a sheet height from the space available.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol CustomPresentationDetent {
    /// The height for the given context, or nil to leave the detent out.
    static func height(in context: Self.Context) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CustomPresentationDetent {
    /// What the detent is told when it computes its height.
    public typealias Context = PresentationDetent.Context
}

/// Whether the views behind a sheet respond while the sheet is up.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    /// The system's default behaviour.
    public static let automatic = PresentationBackgroundInteraction()
    /// The views behind stay usable.
    public static let enabled = PresentationBackgroundInteraction()
    /// The views behind stay usable until the sheet grows past `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        _placeholder("PresentationBackgroundInteraction.enabled")
    }
    /// The views behind are blocked.
    public static let disabled = PresentationBackgroundInteraction()
}

/// Whether swipes in a resizable sheet scroll its content or resize it.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
    /// The system's default behaviour.
    public static let automatic = PresentationContentInteraction()
    /// Resize the sheet first.
    public static let resizes = PresentationContentInteraction()
    /// Scroll the content first.
    public static let scrolls = PresentationContentInteraction()
}

/// What a presentation becomes in a compact size class.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
    /// The system's default.
    public static let automatic = PresentationAdaptation()
    /// Keep the presentation as it is.
    public static let none = PresentationAdaptation()
    /// Become a popover.
    public static let popover = PresentationAdaptation()
    /// Become a sheet.
    public static let sheet = PresentationAdaptation()
    /// Become a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation()
}

// MARK: - Alerts

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Shows an alert with a localized title and the given buttons while `isPresented` is true.
    public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View where A: View
    {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(),
                message: nil))
    }
    /// Shows an alert whose title is a string value, used as is.
    @_disfavoredOverload
    public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
    where S: StringProtocol, A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, actions: actions(),
                message: nil))
    }
    /// Shows an alert whose title is a `Text`.
    public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
    where A: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, actions: actions(),
                message: nil))
    }

    /// Shows an alert with a localized title, buttons and a message.
    public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(),
                message: message()))
    }
    /// Shows an alert with a string-valued title, buttons and a message.
    @_disfavoredOverload
    public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, actions: actions(),
                message: message()))
    }
    /// Shows an alert with a `Text` title, buttons and a message.
    public func alert<A, M>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, actions: actions(),
                message: message()))
    }

    /// Shows an alert about `data` with a localized title; the buttons receive the data.
    public func alert<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: nil))
    }
    /// Shows an alert about `data` with a string-valued title; the buttons receive the data.
    @_disfavoredOverload
    public func alert<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: nil))
    }
    /// Shows an alert about `data` with a `Text` title; the buttons receive the data.
    public func alert<A, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: nil))
    }

    /// Shows an alert about `data` with a localized title; buttons and message receive the data.
    public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: data.map { message($0) }))
    }
    /// Shows an alert about `data` with a string-valued title; buttons and message receive the data.
    @_disfavoredOverload
    public func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: data.map { message($0) }))
    }
    /// Shows an alert about `data` with a `Text` title; buttons and message receive the data.
    public func alert<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: data.map { message($0) }))
    }

    /// Shows an alert titled with the error's description while `isPresented` is true.
    public func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View
    where E: LocalizedError, A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(error?.errorDescription ?? ""), isPresented: isPresented, actions: actions(),
                message: nil))
    }
    /// Shows an alert titled with the error's description; buttons and message receive the error.
    public func alert<E, A, M>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View where E: LocalizedError, A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(error?.errorDescription ?? ""), isPresented: isPresented, actions: error.map { actions($0) },
                message: error.map { message($0) }))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// The iOS 13 alert modifier, which takes an `Alert` value.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { _unsupported("View.alert") }
    /// The iOS 13 alert modifier driven by an optional item.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item: Identifiable {
        _unsupported("View.alert")
    }
}

/// The iOS 13 description of an alert: a title, an optional message and up to two buttons.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
    /// An alert with one button, OK by default.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
    /// A button of an iOS 13 alert or action sheet.
    public struct Button {
        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { _placeholder("Button.func") }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { _placeholder("Button.cancel") }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { _placeholder("Button.cancel") }
        /// A button drawn as destructive.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { _placeholder("Button.destructive") }
    }
}

/// The iOS 13 description of an action sheet: a title, a message and a list of buttons.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
public struct ActionSheet {
    /// An action sheet with the given buttons, Cancel alone by default.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
    /// A button of an action sheet.
    public typealias Button = Alert.Button
}

@available(macOS, unavailable)
extension View {
    /// The iOS 13 action-sheet modifier, which takes an `ActionSheet` value.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { _unsupported("View.actionSheet") }
}

// MARK: - Confirmation dialogs

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Shows a dialog of choices with a localized title while `isPresented` is true.
    public func confirmationDialog<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(),
                message: nil))
    }
    /// Shows a dialog of choices whose title is a string value, used as is.
    @_disfavoredOverload
    public func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, actions: actions(),
                message: nil))
    }
    /// Shows a dialog of choices whose title is a `Text`.
    public func confirmationDialog<A>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, actions: actions(),
                message: nil))
    }

    /// Shows a dialog of choices with a localized title and a message.
    public func confirmationDialog<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(),
                message: message()))
    }
    /// Shows a dialog of choices with a string-valued title and a message.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, actions: actions(),
                message: message()))
    }
    /// Shows a dialog of choices with a `Text` title and a message.
    public func confirmationDialog<A, M>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, actions: actions(),
                message: message()))
    }

    /// Shows a dialog of choices about `data` with a localized title; the buttons receive the data.
    public func confirmationDialog<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: nil))
    }
    /// Shows a dialog of choices about `data` with a string-valued title.
    @_disfavoredOverload
    public func confirmationDialog<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: nil))
    }
    /// Shows a dialog of choices about `data` with a `Text` title.
    public func confirmationDialog<A, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: nil))
    }

    /// Shows a dialog of choices about `data` with a localized title; buttons and message receive the data.
    public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(titleKey), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: data.map { message($0) }))
    }
    /// Shows a dialog of choices about `data` with a string-valued title and a message.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: Text(title), isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: data.map { message($0) }))
    }
    /// Shows a dialog of choices about `data` with a `Text` title and a message.
    public func confirmationDialog<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        modifier(
            _alertPresentation(
                .alert, title: title, isPresented: isPresented, when: { data != nil }, actions: data.map { actions($0) },
                message: data.map { message($0) }))
    }
}

// MARK: - Dismissal

/// An action, read from the environment, that closes the sheet or pops the view that holds it.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    /// What dismissing does here: closes the sheet, pops the screen, or nothing.
    internal var _action: (() -> Void)?
    /// Closes the presentation, or does nothing when there is none.
    public func callAsFunction() { _action?() }
}

/// The iOS 13 view of whether a view is presented, with a way to dismiss it.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    /// Whether the view is currently presented.
    public var isPresented: Bool { _placeholder("PresentationMode.isPresented") }
    /// Dismisses the view if it is presented.
    public mutating func dismiss() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    /// The action that closes the current presentation.
    public var dismiss: DismissAction { _builtin("dismiss") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// True while the view's presentation, such as a sheet or a pushed view, is showing.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var isPresented: Bool { _builtin("isPresented") }
    /// The iOS 13 binding to the view's presentation mode.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { _builtin("presentationMode") }
}
