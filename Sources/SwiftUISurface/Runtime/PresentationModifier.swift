// Sheets, full-screen covers, popovers, alerts and confirmation dialogs: presented content
// replaces the screen until it is dismissed (docs/RUNTIME.md, "Presentation").

import Foundation

/// A presentation attached to a view: shown while `isPresented` says so.
internal struct _PresentationModifier: ViewModifier, _PrimitiveModifier {
    let kind: _PresentationKind
    /// Whether it is shown now.
    let isPresented: () -> Bool
    /// Hides it (sets the binding to false, or the item to nil).
    let hide: () -> Void
    /// What it shows, with an identity (an item's id) when there is one.
    let content: () -> (view: any View, id: AnyHashable?)
    let onDismiss: (() -> Void)?

    func body(content: Content) -> Never { _unsupported("_PresentationModifier.body") }

    func _expand(into expansion: inout _Expansion, node: _ViewNode, content base: any View) {
        let shown = isPresented()
        let wasShown = node.parts["presented"] as? Bool ?? false
        node.parts["presented"] = shown
        if wasShown && !shown, let onDismiss { _ViewGraph.shared.afterUpdate(onDismiss) }
        let hide = self.hide
        expansion.content = .presentation(kind: kind, dismiss: hide)
        expansion.add(base, key: .index(0))
        guard shown else { return }
        let presented = content()
        let wrapped =
            kind == .alert
            ? _PresentedContent(content: presented.view, dismiss: hide, alert: true)
            : _PresentedContent(content: presented.view, dismiss: hide)
        expansion.add(wrapped, key: presented.id.map { .id($0) } ?? .part("presented", 0))
    }
}

/// What an alert or confirmation dialog shows: its title, its message and its buttons (an OK
/// button when it has none). Every button also dismisses it.
internal struct _AlertContent: View, _PrimitiveView {
    let title: Text
    let message: any View
    let actions: any View
    var body: Never { _unsupported("_AlertContent.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.add(title, key: .index(0))
        expansion.add(message, key: .index(1))
        if actions is EmptyView {
            expansion.add(Button("OK") {}, key: .index(2))
        } else {
            expansion.add(actions, key: .index(2))
        }
    }
}

extension _PresentedContent {
    /// Presented content whose buttons also dismiss it (an alert's).
    init(content: any View, dismiss: @escaping () -> Void, alert: Bool) {
        self.init(content: _AlertButtons(content: content, dismiss: dismiss), dismiss: dismiss)
    }
}

/// Makes every Button inside dismiss the alert after its action.
internal struct _AlertButtons: View, _PrimitiveView {
    let content: any View
    let dismiss: () -> Void
    var body: Never { _unsupported("_AlertButtons.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let dismiss = self.dismiss
        expansion.transformEnvironment { $0._storage.builtins["_alertDismiss"] = dismiss }
        expansion.add(content, key: .index(0))
    }
}

/// A presentation bound to a Boolean.
@MainActor
internal func _presentation(
    _ kind: _PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    content: @escaping () -> any View
) -> _PresentationModifier {
    _PresentationModifier(
        kind: kind, isPresented: { isPresented.wrappedValue }, hide: { isPresented.wrappedValue = false },
        content: { (content(), nil) }, onDismiss: onDismiss)
}

/// A presentation bound to an optional item: shown while it is not nil, with its identity.
@MainActor
internal func _presentation<Item: Identifiable>(
    _ kind: _PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    content: @escaping (Item) -> any View
) -> _PresentationModifier {
    _PresentationModifier(
        kind: kind, isPresented: { item.wrappedValue != nil }, hide: { item.wrappedValue = nil },
        content: {
            guard let value = item.wrappedValue else { return (EmptyView(), nil) }
            return (content(value), AnyHashable(value.id))
        }, onDismiss: onDismiss)
}

/// An alert or confirmation dialog bound to a Boolean (and, with `when`, to more: the data it
/// presents being there), showing `title`, `message` and `actions`.
@MainActor
internal func _alertPresentation(
    _ kind: _PresentationKind, title: Text, isPresented: Binding<Bool>,
    when: @escaping () -> Bool = { true }, actions: (any View)?, message: (any View)?
) -> _PresentationModifier {
    _PresentationModifier(
        kind: kind, isPresented: { isPresented.wrappedValue && when() }, hide: { isPresented.wrappedValue = false },
        content: { (_alert(title: title, actions: actions, message: message), nil) }, onDismiss: nil)
}

/// An alert's content from its parts.
@MainActor
internal func _alert(title: Text, actions: (any View)?, message: (any View)?) -> any View {
    _AlertContent(title: title, message: message ?? EmptyView(), actions: actions ?? EmptyView())
}
