// `.toolbar { ... }`: the terminal has no bars, so the toolbar's items are shown after the
// content they are attached to, and their buttons can be tapped like any other.

import Foundation

/// Shows `items` (views, or toolbar content wrapped in `_ToolbarContentView`) after the content.
internal struct _ToolbarModifier: ViewModifier, _PrimitiveModifier {
    let items: any View
    func body(content: Content) -> Never { _unsupported("_ToolbarModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        expansion.add(content, key: .index(0))
        expansion.add(items, key: .index(1))
    }
}

/// Toolbar content that expands itself into views (items, groups, tuples, `if` and `if`–`else`).
@MainActor
internal protocol _PrimitiveToolbarContent {
    /// Adds the views of this content, each with its key among its siblings.
    func _addViews(to expansion: inout _Expansion)
}

/// Toolbar content shown as views: built-in content expands itself, content written in the app
/// is expanded through its body.
internal struct _ToolbarContentView: View, _PrimitiveView {
    let content: any ToolbarContent
    var body: Never { _unsupported("_ToolbarContentView.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        if let primitive = content as? any _PrimitiveToolbarContent {
            primitive._addViews(to: &expansion)
            return
        }
        func body<C: ToolbarContent>(of content: C) -> any ToolbarContent {
            if C.Body.self == Never.self { _unsupported(_typeName(content)) }
            return content.body
        }
        expansion.add(_ToolbarContentView(content: body(of: content)), key: .index(0))
    }
}

extension ToolbarItem: _PrimitiveToolbarContent {
    func _addViews(to expansion: inout _Expansion) { expansion.add(_content, key: .index(0)) }
}

extension ToolbarItemGroup: _PrimitiveToolbarContent {
    func _addViews(to expansion: inout _Expansion) { expansion.add(_content, key: .index(0)) }
}

extension TupleToolbarContent: _PrimitiveToolbarContent {
    func _addViews(to expansion: inout _Expansion) {
        for (index, child) in Mirror(reflecting: _value).children.enumerated() {
            guard let content = child.value as? any ToolbarContent else { continue }
            expansion.add(_ToolbarContentView(content: content), key: .index(index))
        }
    }
}

extension Optional: _PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func _addViews(to expansion: inout _Expansion) {
        if let content = self { expansion.add(_ToolbarContentView(content: content), key: .branch(true)) }
    }
}

extension _ConditionalContent: _PrimitiveToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    func _addViews(to expansion: inout _Expansion) {
        switch _storage {
        case .trueContent(let content): expansion.add(_ToolbarContentView(content: content), key: .branch(true))
        case .falseContent(let content): expansion.add(_ToolbarContentView(content: content), key: .branch(false))
        }
    }
}
