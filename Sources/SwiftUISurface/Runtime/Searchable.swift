// `.searchable(text:)`: a search field titled "Search", bound to the text, shown before the
// content it is attached to (where iOS puts it, under the navigation bar).

import Foundation

/// Adds a TextField titled "Search" (with the prompt, if any) before the content.
internal struct _SearchableModifier: ViewModifier, _PrimitiveModifier {
    let text: Binding<String>
    let prompt: String?
    func body(content: Content) -> Never { _unsupported("_SearchableModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        var field = TextField<Text>("Search", text: text)
        field._control.prompt = prompt
        // Return in this field is a search submission (`onSubmit(of: .search)`).
        node.parts["searchable"] = true
        expansion.add(field, key: .index(0))
        expansion.add(content, key: .index(1))
    }
}
