// Text input: TextField, SecureField, TextEditor, and the submit and
// autocorrection modifiers. TextFieldStyle lives in StyleProtocols.swift.

// MARK: - TextField

/// A one-line (or growing) box in which the person types text or a formatted value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label> where Label: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a text field bound to a string, with a placeholder prompt and a label you build.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { _control.label = label(); _control.text = text; _control.prompt = prompt?._plainText }
    /// Makes a text field that grows along `axis` when the text does not fit, with a label you build.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) { _control.label = label(); _control.text = text; _control.prompt = prompt?._plainText }
    /// Makes a text field that parses and formats a bound value, with a label you build.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<F>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F: ParseableFormatStyle, F.FormatOutput == String { _control.text = ._formatting(value, with: format); _control.label = label(); _control.prompt = prompt?._plainText }
    /// Makes a text field that parses and formats a bound optional value, with a label you build.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<F>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F: ParseableFormatStyle, F.FormatOutput == String { _control.text = ._formatting(value, with: format); _control.label = label(); _control.prompt = prompt?._plainText }
    /// Makes a text field that converts a bound value with a Foundation formatter, with a label you build.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) { _control.text = ._formatting(value, with: formatter); _control.label = label(); _control.prompt = prompt?._plainText }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("TextField.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    /// Makes a text field whose localized title doubles as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text }
    /// Makes a text field with a localized title and a separate placeholder prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text; _control.prompt = prompt?._plainText }
    /// Makes a titled text field that grows along `axis` when the text does not fit.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text }
    /// Makes a titled, growing text field with a placeholder prompt.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text; _control.prompt = prompt?._plainText }
    /// Makes a text field whose plain-string title doubles as its placeholder.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.text = text }
    /// Makes a text field with a plain-string title and a placeholder prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.text = text; _control.prompt = prompt?._plainText }
    /// Makes a growing text field with a plain-string title.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.text = text }
    /// Makes a growing text field with a plain-string title and a placeholder prompt.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.text = text; _control.prompt = prompt?._plainText }

    /// Older spelling that reports editing and return presses through closures.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void
    ) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text }
    /// Older spelling that reports the start and end of editing through a closure.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text }

    /// Makes a titled text field that parses and formats a bound value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String { _control.text = ._formatting(value, with: format); _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.prompt = prompt?._plainText }
    /// Makes a text field with a plain-string title that parses and formats a bound value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String { _control.text = ._formatting(value, with: format); _control.title = String(title); _control.label = Text(title); _control.prompt = prompt?._plainText }
    /// Makes a titled text field that parses and formats a bound optional value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String { _control.text = ._formatting(value, with: format); _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.prompt = prompt?._plainText }
    /// Makes a text field with a plain-string title that parses and formats a bound optional value.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String { _control.text = ._formatting(value, with: format); _control.title = String(title); _control.label = Text(title); _control.prompt = prompt?._plainText }
    /// Makes a titled text field that converts a bound value with a Foundation formatter.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) { _control.text = ._formatting(value, with: formatter); _control.title = titleKey._resolved; _control.label = Text(titleKey) }
    /// Makes a titled text field with a prompt that converts a bound value with a formatter.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) { _control.text = ._formatting(value, with: formatter); _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.prompt = prompt?._plainText }
    /// Makes a text field with a plain-string title that converts a bound value with a formatter.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol { _control.text = ._formatting(value, with: formatter); _control.title = String(title); _control.label = Text(title) }
    /// Makes a text field with a plain-string title and a prompt that converts a value with a formatter.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S: StringProtocol { _control.text = ._formatting(value, with: formatter); _control.title = String(title); _control.label = Text(title); _control.prompt = prompt?._plainText }
}

// MARK: - SecureField

/// A text box that hides what the person types, for passwords and other secrets.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SecureField<Label> where Label: View {
    /// What the control shows and does.
    internal var _control = _ControlParts()
    /// Makes a secure field with a placeholder prompt and a label you build.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { _control.label = label(); _control.text = text; _control.prompt = prompt?._plainText }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField: View {
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("SecureField.body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField where Label == Text {
    /// Makes a secure field whose localized title doubles as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text }
    /// Makes a secure field with a localized title and a placeholder prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text; _control.prompt = prompt?._plainText }
    /// Makes a secure field whose plain-string title doubles as its placeholder.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.text = text }
    /// Makes a secure field with a plain-string title and a placeholder prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { _control.title = String(title); _control.label = Text(title); _control.text = text; _control.prompt = prompt?._plainText }
    /// Older spelling that reports the return press through a closure.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) { _control.title = titleKey._resolved; _control.label = Text(titleKey); _control.text = text }
}

// MARK: - TextEditor

/// A scrolling, multi-line box for editing long text.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TextEditor: View {
    /// The text being edited.
    internal var _text: Binding<String>
    /// Makes a text editor bound to a string.
    public init(text: Binding<String>) { _text = text }
    /// This view has no body of its own.
    public typealias Body = Never
    /// Not used: the system renders this view.
    public var body: Never { _unsupported("TextEditor.body") }
}

// MARK: - Submitting

/// Which kinds of submission an `onSubmit` action reacts to.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int
    /// Makes a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return pressed in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return pressed in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The word shown on the keyboard's return key.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
    /// Shows "Done".
    public static let done = SubmitLabel()
    /// Shows "Go".
    public static let go = SubmitLabel()
    /// Shows "Send".
    public static let send = SubmitLabel()
    /// Shows "Join".
    public static let join = SubmitLabel()
    /// Shows "Route".
    public static let route = SubmitLabel()
    /// Shows "Search".
    public static let search = SubmitLabel()
    /// Shows "Return".
    public static let `return` = SubmitLabel()
    /// Shows "Next".
    public static let next = SubmitLabel()
    /// Shows "Continue".
    public static let `continue` = SubmitLabel()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Runs an action when the person submits a text field in this view, usually with Return.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_SubmitModifier(triggers: triggers, action: action))
    }
    /// Stops submissions in this view from reaching `onSubmit` actions further out.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_SubmitModifier(triggers: [], action: nil, blocks: isBlocking))
    }
    /// Sets the word on the keyboard's return key for text fields in this view.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Turns autocorrection off (or back on) for text input in this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Older spelling of `autocorrectionDisabled(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(watchOS, introduced: 8.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}

// MARK: - Text content type

/// The kind of information a text field expects, used for AutoFill (UIKit's type, which SwiftUI uses on iOS).
@available(iOS 10.0, tvOS 10.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    /// The identifier of the content type.
    public let rawValue: String
    /// Makes a content type from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "url")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A city name.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// An organisation name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An account or login name.
    @available(iOS 11.0, tvOS 11.0, *)
    public static let username = UITextContentType(rawValue: "username")
    /// An existing password.
    @available(iOS 11.0, tvOS 11.0, *)
    public static let password = UITextContentType(rawValue: "password")
    /// A password being created.
    @available(iOS 12.0, tvOS 12.0, *)
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code sent by SMS or email.
    @available(iOS 12.0, tvOS 12.0, *)
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Tells AutoFill and the keyboard what kind of text the fields in this view expect.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

// MARK: - Text input in the terminal

/// A text editor is a text field titled "TextEditor" (it has no title of its own), so a script
/// can `type "TextEditor" "..."` into it.
extension TextEditor: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .textField(title: "TextEditor", prompt: nil, text: _text, secure: false)
    }
}

/// `onSubmit` and `submitScope`: adds an action to the submit actions the text fields inside see
/// in their environment (or, for a blocking scope, starts them afresh).
internal struct _SubmitModifier: ViewModifier, _PrimitiveModifier {
    let triggers: SubmitTriggers
    let action: (() -> Void)?
    var blocks = false
    func body(content: Content) -> Never { _unsupported("_SubmitModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        let triggers = self.triggers
        let action = self.action
        let blocks = self.blocks
        expansion.transformEnvironment { environment in
            var actions = blocks ? [] : environment._submitActions
            if let action { actions.append((triggers, action)) }
            environment._setBuiltin("_submitActions", actions)
        }
        expansion.add(content, key: .index(0))
    }
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first, with the triggers each answers.
    internal var _submitActions: [(triggers: SubmitTriggers, action: () -> Void)] {
        _storage.builtins["_submitActions"] as? [(triggers: SubmitTriggers, action: () -> Void)] ?? []
    }

    /// Submits a text field (`.text`) or search field (`.search`) in this environment: runs the
    /// matching `onSubmit` actions, innermost first, as pressing Return does.
    internal func _submit(_ trigger: SubmitTriggers) {
        for entry in _submitActions.reversed() where entry.triggers.contains(trigger) { entry.action() }
    }
}
