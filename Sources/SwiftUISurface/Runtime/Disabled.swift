// `.disabled(_:)`: turns `isEnabled` off in the environment of the content, so the controls
// inside cannot be used (a disabled ancestor wins over `.disabled(false)` further in).

import Foundation

/// Sets `isEnabled` to false for the content when `disabled` is true; leaves it alone otherwise.
internal struct _DisabledModifier: ViewModifier, _PrimitiveModifier {
    let disabled: Bool
    func body(content: Content) -> Never { _unsupported("_DisabledModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if disabled {
            expansion.transformEnvironment { $0._setBuiltin("isEnabled", false) }
        }
        expansion.add(content, key: .index(0))
    }
}
