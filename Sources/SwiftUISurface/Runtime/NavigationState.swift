// Navigation stacks and tab views: what is pushed, which destination shows a pushed value,
// which tab is selected, and the screen title (docs/RUNTIME.md, "Navigation").

import Foundation

/// Reads and changes a stack's bound path (`[T]` or NavigationPath) without knowing its type.
internal struct _NavigationPathAccess {
    var values: () -> [AnyHashable]
    var append: (AnyHashable) -> Bool
    var removeLast: () -> Void
}

/// What a NavigationLink pushes.
internal enum _NavigationTarget {
    /// A destination view.
    case view(any View)
    /// A value shown by the matching `navigationDestination(for:)`.
    case value(AnyHashable)
    /// Nothing (a link whose value is nil is disabled).
    case none
}

/// The pushed screens of one NavigationStack and the destinations registered inside it.
@MainActor
internal final class _NavigationState {
    /// A pushed screen.
    enum Entry {
        case view(any View)
        case value(AnyHashable)
    }

    weak var node: _ViewNode?
    var path: _NavigationPathAccess?
    /// Pushed screens when the stack has no bound path, and view destinations in any case.
    var entries: [Entry] = []
    /// Destinations for pushed values, by the value's type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
    /// Destinations shown while their binding is true (`navigationDestination(isPresented:)`).
    var presented: [(id: ObjectIdentifier, isPresented: Binding<Bool>, view: any View)] = []

    /// Every screen above the root, in order.
    var screens: [Entry] {
        let values = path?.values().map { Entry.value($0) } ?? []
        let views = path == nil ? entries : entries.filter { if case .view = $0 { true } else { false } }
        return values + views + presented.filter { $0.isPresented.wrappedValue }.map { .view($0.view) }
    }

    func push(_ target: _NavigationTarget) {
        switch target {
        case .view(let view): entries.append(.view(view))
        case .value(let value):
            if let path {
                if !path.append(value) { entries.append(.value(value)) }
            } else {
                entries.append(.value(value))
            }
        case .none: return
        }
        node?.invalidate()
    }

    /// Pops the top screen.
    func pop() {
        if let shown = presented.last(where: { $0.isPresented.wrappedValue }) {
            shown.isPresented.wrappedValue = false
        } else if case .view = entries.last {
            entries.removeLast()
        } else if let path, !path.values().isEmpty {
            path.removeLast()
        } else if !entries.isEmpty {
            entries.removeLast()
        }
        node?.invalidate()
    }

    /// The view for a pushed screen; a value with no destination shows nothing, as in SwiftUI.
    func view(for entry: Entry) -> any View {
        switch entry {
        case .view(let view): return view
        case .value(let value):
            let type = ObjectIdentifier(Swift.type(of: value.base))
            return destinations[type].flatMap { $0(value) } ?? EmptyView()
        }
    }
}

extension NavigationStack: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let state = node.parts["navigation"] as? _NavigationState ?? _NavigationState()
        node.parts["navigation"] = state
        state.node = node
        state.path = _path
        expansion.content = .navigationStack(pop: { state.pop() })
        expansion.transformEnvironment { $0._storage.builtins["_navigation"] = state }
        expansion.add(_root, key: .index(0))
        for (index, entry) in state.screens.enumerated() {
            let screen = _PresentedContent(content: state.view(for: entry), dismiss: { state.pop() })
            expansion.add(screen, key: .part("pushed", index))
        }
    }
}

extension NavigationView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        // The old container behaves as a stack around its content.
        expansion.add(
            NavigationStack<NavigationPath, AnyView>(_root: AnyView(_any: _children.first ?? EmptyView())),
            key: .index(0))
    }
}

extension NavigationSplitView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        for (index, column) in _children.enumerated() { expansion.add(column, key: .index(index)) }
    }
}

extension NavigationStack {
    /// A stack around `root` with its own path.
    init(_root: Root) {
        self._root = _root
        _path = nil
    }
}

extension NavigationLink: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let state = node.environment._storage.builtins["_navigation"] as? _NavigationState
        let target = _target
        expansion.content = .link(push: { state?.push(target) })
        expansion.add(_label, key: .index(0))
    }
}

/// A presented or pushed screen: its `dismiss` environment value closes it.
internal struct _PresentedContent: View, _PrimitiveView {
    let content: any View
    let dismiss: () -> Void
    var body: Never { _unsupported("_PresentedContent.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let dismiss = self.dismiss
        expansion.transformEnvironment {
            $0._storage.builtins["dismiss"] = DismissAction(_action: dismiss)
            $0._storage.builtins["isPresented"] = true
        }
        expansion.add(content, key: .index(0))
    }
}

/// `navigationDestination(for:)`: registers how the enclosing stack shows values of a type.
internal struct _DestinationModifier: ViewModifier, _PrimitiveModifier {
    let type: ObjectIdentifier
    let make: (AnyHashable) -> (any View)?
    func body(content: Content) -> Never { _unsupported("_DestinationModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if let state = node.environment._storage.builtins["_navigation"] as? _NavigationState {
            state.destinations[type] = make
        }
        expansion.add(content, key: .index(0))
    }
}

/// `navigationDestination(isPresented:)`: pushes the destination while the binding is true.
internal struct _PresentedDestinationModifier: ViewModifier, _PrimitiveModifier {
    let isPresented: Binding<Bool>
    let destination: any View
    func body(content: Content) -> Never { _unsupported("_PresentedDestinationModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        if let state = node.environment._storage.builtins["_navigation"] as? _NavigationState {
            let id = ObjectIdentifier(node)
            let wasShown = state.presented.first { $0.id == id }?.isPresented.wrappedValue ?? false
            state.presented.removeAll { $0.id == id }
            state.presented.append((id, isPresented, destination))
            if wasShown != isPresented.wrappedValue { state.node?.invalidate() }
        }
        expansion.add(content, key: .index(0))
    }
}

/// `navigationTitle`: the title shown above the screen this view is on.
internal struct _NavigationTitleModifier: ViewModifier, _PrimitiveModifier {
    let title: String
    func body(content: Content) -> Never { _unsupported("_NavigationTitleModifier.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        expansion.content = .navigationTitle(title)
        expansion.add(content, key: .index(0))
    }
}

/// `tabItem`: the label of the tab this view is.
internal struct _TabItemModifier: ViewModifier, _PrimitiveModifier {
    let label: any View
    func body(content: Content) -> Never { _unsupported("_TabItemModifier.body") }
}

extension TabView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let tabs = _children.flatMap { _staticChildren(of: $0) }
        let titles = tabs.map { _tabTitle(of: $0) }
        let tags = tabs.map { _staticTag(of: $0) }
        let own = node.parts["tab"] as? _StateStorage<Int> ?? _StateStorage(0)
        node.parts["tab"] = own
        var selected = min(own.get(), max(tabs.count - 1, 0))
        if let selection = _selection, let index = tags.firstIndex(where: { selection.isSelected($0) }) {
            selected = index
        }
        let selection = _selection
        expansion.content = .tabView(
            selected: selected, titles: titles,
            select: { index in
                own.set(index)
                if let selection, let tag = tags[index] { _ = selection.select(tag.base) }
                node.invalidate()
            })
        for (index, tab) in tabs.enumerated() { expansion.add(tab, key: .index(index)) }
    }
}

/// The views of a builder block (a TupleView's elements), or the view itself.
@MainActor
internal func _staticChildren(of view: any View) -> [any View] {
    if let tuple = view as? any _TupleViewProtocol { return tuple._elements.flatMap { _staticChildren(of: $0) } }
    return [view]
}

/// The title of a tab: the text of its `tabItem` label.
@MainActor
internal func _tabTitle(of view: any View) -> String {
    var current: Any = view
    while let modified = current as? any _ModifiedContentProtocol {
        if let item = modified._modifierValue as? _TabItemModifier { return _staticText(of: item.label) }
        current = modified._contentValue
    }
    return ""
}

/// The `tag` of a tab, if it has one.
@MainActor
internal func _staticTag(of view: any View) -> AnyHashable? {
    var current: Any = view
    while let modified = current as? any _ModifiedContentProtocol {
        if let tag = modified._modifierValue as? _TagModifier { return tag.tag }
        current = modified._contentValue
    }
    return nil
}

/// The text a simple label view shows (Text, Label's title, an Image's glyph), read without
/// running it.
@MainActor
internal func _staticText(of view: Any) -> String {
    if let text = view as? Text { return text._plainText }
    if let label = view as? any _LabelProtocol { return _staticText(of: label._titleValue) }
    if let image = view as? Image { return image._glyph }
    if let tuple = view as? any _TupleViewProtocol {
        return tuple._elements.map { _staticText(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
    if let modified = view as? any _ModifiedContentProtocol { return _staticText(of: modified._contentValue) }
    return ""
}

/// A TupleView seen without its type parameter.
internal protocol _TupleViewProtocol {
    var _elements: [any View] { get }
}

extension TupleView: _TupleViewProtocol {
    var _elements: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

/// A ModifiedContent seen without its type parameters.
internal protocol _ModifiedContentProtocol {
    var _contentValue: Any { get }
    var _modifierValue: Any { get }
}

extension ModifiedContent: _ModifiedContentProtocol {
    var _contentValue: Any { content }
    var _modifierValue: Any { modifier }
}

/// A Label seen without its type parameters.
internal protocol _LabelProtocol {
    var _titleValue: any View { get }
}

extension Label: _LabelProtocol {
    var _titleValue: any View { _title }
}
