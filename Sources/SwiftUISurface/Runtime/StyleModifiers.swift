// Modifiers that attach a second view to the content: overlays, backgrounds, badges, safe-area
// insets, and menus that are in the tree but not on the screen (context menus).

import Foundation

/// Adds `extra` next to the content. Screen order follows what is drawn first: a background
/// comes before the content it is behind, an overlay or badge after the content it covers, and
/// a hidden extra (a context menu's buttons) is kept in the tree but prints nothing.
internal struct _AttachedViewModifier: ViewModifier, _PrimitiveModifier {
    /// Where the extra view goes relative to the content.
    enum Placement {
        /// Before the content (backgrounds, top insets).
        case before
        /// After the content (overlays, badges, bottom insets).
        case after
        /// In the tree but not on the screen (context menu items).
        case hidden
    }
    let extra: any View
    let placement: Placement
    func body(content: Content) -> Never { _unsupported("_AttachedViewModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        switch placement {
        case .before:
            // Keys stay tied to the role (content 0, extra 1), not to the position on screen.
            expansion.add(extra, key: .index(1))
            expansion.add(content, key: .index(0))
        case .after:
            expansion.add(content, key: .index(0))
            expansion.add(extra, key: .index(1))
        case .hidden:
            expansion.add(content, key: .index(0))
            expansion.add(_OffScreenView(content: extra), key: .index(1))
        }
    }
}

/// A view kept in the tree (its state lives on) whose content prints nothing and cannot be used.
internal struct _OffScreenView: View, _PrimitiveView {
    let content: any View
    var body: Never { _unsupported("_OffScreenView.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .hidden
        expansion.add(content, key: .index(0))
    }
}
