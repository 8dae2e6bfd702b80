// `.hidden()` and `.opacity(0)`: the content stays in the tree (its state lives on, its place in
// the layout is kept) but prints nothing on the screen and its controls cannot be used, as a
// person looking at the screen could not see or tap them.

import Foundation

/// Shows the content, or keeps it off the screen when it cannot be seen.
internal struct _VisibilityModifier: ViewModifier, _PrimitiveModifier {
    let isVisible: Bool
    func body(content: Content) -> Never { _unsupported("_VisibilityModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if !isVisible { expansion.content = .hidden }
        expansion.add(content, key: .index(0))
    }
}
