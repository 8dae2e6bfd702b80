// The rows of a List: selecting them (List(selection:)) and deleting them (onDelete), as a
// learner's tap or swipe would.

import Foundation

/// A List's selection binding: one optional value, or a set of them.
internal struct _ListSelection {
    /// True when the row tagged `tag` is selected.
    let isSelected: (AnyHashable?) -> Bool
    /// Selects the row tagged `tag` (a set selection adds or removes it); false when the tag is
    /// not of the selection's type.
    let select: (AnyHashable) -> Bool

    init<Value: Hashable>(one selection: Binding<Value?>) {
        isSelected = { tag in
            guard let tag, let current = selection.wrappedValue else { return false }
            return AnyHashable(current) == tag
        }
        select = { tag in
            guard let value = tag.base as? Value else { return false }
            selection.wrappedValue = value
            return true
        }
    }

    init<Value: Hashable>(many selection: Binding<Set<Value>>) {
        isSelected = { tag in
            guard let value = tag?.base as? Value else { return false }
            return selection.wrappedValue.contains(value)
        }
        select = { tag in
            guard let value = tag.base as? Value else { return false }
            if selection.wrappedValue.contains(value) {
                selection.wrappedValue.remove(value)
            } else {
                selection.wrappedValue.insert(value)
            }
            return true
        }
    }
}

extension List: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        node.parts["listSelection"] = _selection
        for (index, child) in _children.enumerated() { expansion.add(child, key: .index(index)) }
    }
}

/// A ForEach (or another DynamicViewContent) whose rows can be deleted with a swipe.
internal struct _OnDelete<Base: DynamicViewContent>: DynamicViewContent, _PrimitiveView {
    let base: Base
    let action: ((IndexSet) -> Void)?
    var data: Base.Data { base.data }
    var body: Never { _unsupported("_OnDelete.body") }

    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        node.parts["onDelete"] = action
        expansion.add(base, key: .index(0))
    }
}

/// Finding rows by what they show.
@MainActor
internal enum _ListRows {
    /// A row: its tag (`.tag(_:)`, else its ForEach id), its node and the lines it shows.
    struct Row {
        var tag: AnyHashable?
        var node: _ViewNode
        var lines: [String]

        /// True when the row shows `label` as one of its lines, or as all of them joined by spaces.
        func shows(_ label: String) -> Bool {
            lines.contains(label) || lines.joined(separator: " ") == label
        }
    }

    /// The rows under `node`: ForEach rows and tagged views, outermost first.
    static func rows(under node: _ViewNode) -> [Row] {
        var result: [Row] = []
        func collect(_ node: _ViewNode) {
            if let tag = node.parts["tag"] as? AnyHashable {
                result.append(Row(tag: tag, node: node, lines: _ScreenReader(root: node).lines))
                return
            }
            if case .id(let value) = node.key, node.parent?.parts["forEach"] != nil {
                result.append(Row(tag: value, node: node, lines: _ScreenReader(root: node).lines))
                return
            }
            for child in node.children { collect(child) }
        }
        collect(node)
        return result
    }

    /// Every node under `root` (itself included) for which `matches` holds, in tree order.
    static func nodes(under root: _ViewNode?, where matches: (_ViewNode) -> Bool) -> [_ViewNode] {
        guard let root else { return [] }
        var result: [_ViewNode] = []
        func visit(_ node: _ViewNode) {
            if matches(node) { result.append(node) }
            for child in node.children { visit(child) }
        }
        visit(root)
        return result
    }

    /// The row showing `label`.
    static func row(_ label: String, in rows: [Row]) -> Row? {
        rows.first { $0.shows(label) }
    }

    /// "rows: "Milk", "Eggs"" for a failure message.
    static func describe(_ rows: [Row]) -> String {
        rows.isEmpty
            ? "it has no rows"
            : "its rows: "
                + rows.map { "\"\($0.lines.joined(separator: " "))\"" }
                .joined(separator: ", ")
    }
}
