// `focused(_:)` and `focused(_:equals:)`: tie a control to a `@FocusState`, so that moving the
// focus (Tab, a `focus` step, Return in a field) writes the state, and writing the state moves
// the focus.

import Foundation

/// How a control reads and moves the `@FocusState` it is tied to.
internal struct _FocusLink {
    /// Whether the state says this control has the focus.
    let isFocused: () -> Bool
    /// Gives this control the focus (writes its value into the state).
    let focus: () -> Void
    /// Takes the focus away, when this control has it (nil or false).
    let unfocus: () -> Void

    /// The link of `focused(_:equals:)`: focused while the state equals `value`.
    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        isFocused = { binding.wrappedValue == value }
        focus = { binding.wrappedValue = value }
        unfocus = {
            guard binding.wrappedValue == value,
                let none = (Value.self as? any _FocusNone.Type)?._none as? Value
            else { return }
            binding.wrappedValue = none
        }
    }

    /// The link of `focused(_:)`: focused while the Boolean state is true.
    init(_ condition: FocusState<Bool>.Binding) {
        isFocused = { condition.wrappedValue }
        focus = { condition.wrappedValue = true }
        unfocus = { if condition.wrappedValue { condition.wrappedValue = false } }
    }
}

/// A focus value that can say "nothing has the focus": the optional of `FocusState<Field?>`.
internal protocol _FocusNone {
    static var _none: Self { get }
}

extension Optional: _FocusNone {
    static var _none: Self { nil }
}

/// Marks the content as the control a focus state points at.
internal struct _FocusModifier: ViewModifier, _PrimitiveModifier {
    let link: _FocusLink
    func body(content: Content) -> Never { _unsupported("_FocusModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        node.parts["focus"] = link
        expansion.add(content, key: .index(0))
    }
}
