// Tap gestures: a view with `onTapGesture` (or a tap gesture attached with `.gesture`) can be
// tapped by a script like a Button, with the view's texts as its label. Other gestures (drags,
// long presses, pinches) cannot be performed in the terminal: their content is shown as it is.

import Foundation

/// Makes its content tappable: the screen shows it as `[TEXT]` and `tap "TEXT"` runs the action.
/// Without an action (a gesture that is not a tap) or inside a disabled view (`.disabled(true)`)
/// the content is shown as it is and cannot be tapped.
internal struct _TapModifier: ViewModifier, _PrimitiveModifier {
    let action: (() -> Void)?
    /// A modifier running `action` on each tap.
    init(action: @escaping () -> Void) { self.action = action }
    /// A modifier for an attached gesture: tappable when the gesture is a tap with an `onEnded` action.
    init<G: Gesture>(gesture: G) { action = (gesture as? any _TapActionGesture)?._tapAction }
    func body(content: Content) -> Never { _unsupported("_TapModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if let action, node.environment.isEnabled {
            expansion.content = .button(role: nil, action: action)
        }
        expansion.add(content, key: .index(0))
    }
}

/// A gesture that can say what one tap does.
@MainActor
internal protocol _TapActionGesture {
    /// The action to run for one tap, if this gesture is a tap.
    var _tapAction: (() -> Void)? { get }
}

extension _EndedGesture: _TapActionGesture {
    var _tapAction: (() -> Void)? {
        let action = _action
        if _content is TapGesture, let value = () as? Content.Value { return { action(value) } }
        if _content is SpatialTapGesture, let value = SpatialTapGesture.Value(location: .zero) as? Content.Value {
            return { action(value) }
        }
        return nil
    }
}
