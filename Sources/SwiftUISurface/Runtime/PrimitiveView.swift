// Built-in views: how the runtime expands a view whose Body is Never into what it shows and
// the children it has.

import Foundation

/// A built-in view the runtime expands itself.
@MainActor
internal protocol _PrimitiveView {
    /// Says what the view shows and lists its children with their keys.
    func _expand(into expansion: inout _Expansion, node: _ViewNode)
}

/// A built-in modifier: changes the content it is applied to, the environment, or both.
@MainActor
internal protocol _PrimitiveModifier {
    /// Expands `content` with this modifier applied; the default adds the content unchanged.
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View)
}

/// What a built-in view contributes: its content, its children and its environment changes.
internal struct _Expansion {
    /// What the view shows or does.
    var content: _ViewContent = .none
    /// The children, each with its key among its siblings.
    var children: [(key: _ChildKey, view: any View)] = []
    /// How the environment passed to the children differs from the node's own.
    var environmentTransform: ((inout EnvironmentValues) -> Void)?
    /// Work to do once the children are expanded: lifecycle actions are queued here, so that a
    /// child's `onAppear` comes before its parent's, as in SwiftUI.
    var afterChildren: [() -> Void] = []

    /// Adds a child.
    mutating func add(_ view: any View, key: _ChildKey) {
        children.append((key, view))
    }

    /// Adds a transform of the children's environment after any already added.
    mutating func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) {
        if let previous = environmentTransform {
            environmentTransform = {
                previous(&$0); transform(&$0)
            }
        } else {
            environmentTransform = transform
        }
    }
}

/// What a node shows on the screen and how a script or a key press acts on it.
internal enum _ViewContent {
    /// Nothing of its own; the children are shown.
    case none
    /// A line of text.
    case text(String)
    /// A symbol or picture, as a glyph.
    case image(String)
    /// A Button; the children are its label.
    case button(role: ButtonRole?, action: () -> Void)
    /// A NavigationLink; the first child is its label.
    case link(push: () -> Void)
    /// A Toggle; the children are its label.
    case toggle(isOn: Binding<Bool>)
    /// A TextField or SecureField.
    case textField(title: String, prompt: String?, text: Binding<String>, secure: Bool)
    /// A Stepper; the children are its label.
    case stepper(increment: () -> Void, decrement: () -> Void)
    /// A Slider; the children are its label.
    case slider(value: Binding<Double>, range: ClosedRange<Double>, step: Double?)
    /// A Picker: the first child is its label, the second its options.
    case picker(selection: _PickerSelection)
    /// A Label: the first child is the title, the second the icon.
    case label
    /// A navigation stack: the first child is the root, the others are pushed screens.
    case navigationStack(pop: () -> Void)
    /// A tab view: the children are the tabs; the selected one is shown.
    case tabView(selected: Int, titles: [String], select: (Int) -> Void)
    /// A presentation modifier (sheet, alert, dialog): the first child is the view it is
    /// attached to, the second (when presented) what it presents.
    case presentation(kind: _PresentationKind, dismiss: () -> Void)
    /// A navigation title for the screen this view is in.
    case navigationTitle(String)
    /// Children that are not shown (a destination or a tab item's label).
    case hidden
    /// A section with header, content and footer children.
    case section
}

/// The kinds of presentation, which decide how presented content is shown.
internal enum _PresentationKind {
    /// A sheet, full-screen cover or popover: its content replaces the screen.
    case sheet
    /// An alert or confirmation dialog: title, message and buttons.
    case alert
}

/// The selection of a Picker: reading which option is selected and selecting one by its tag.
internal struct _PickerSelection {
    /// Whether the option with this tag is the selected one.
    var isSelected: (AnyHashable?) -> Bool
    /// Selects the option with this tag (false when its type does not match).
    var select: (Any) -> Bool
}

// MARK: - Structural views

extension Never: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

extension EmptyView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

extension TupleView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            expansion.add(view, key: .index(index))
        }
    }
}

extension Optional: _PrimitiveView where Wrapped: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        if let view = self { expansion.add(view, key: .branch(true)) }
    }
}

extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        switch _storage {
        case .trueContent(let view): expansion.add(view, key: .branch(true))
        case .falseContent(let view): expansion.add(view, key: .branch(false))
        }
    }
}

/// A view whose content is compared with the content's own `==` (`EquatableView`).
internal protocol _EquatableWrapper {}

extension EquatableView: _EquatableWrapper {}

extension EquatableView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        // The content is an Equatable view: its inputs are compared with its own `==`.
        expansion.add(content, key: .index(0))
    }
}

extension AnyView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.add(_view, key: .index(0))
    }
}

extension Group: _PrimitiveView where Content: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.add(_content, key: .index(0))
    }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        if let primitive = modifier as? any _PrimitiveModifier {
            primitive._expand(into: &expansion, node: node, content: content)
        } else if Modifier.Body.self != Never.self {
            // A modifier written in the app: its body wraps the content, like a view's body.
            _linkDynamicProperties(of: modifier, to: node)
            let body = _ViewGraph.shared.evaluate(node, counting: _typeName(modifier)) {
                modifier.body(content: _ViewModifier_Content<Modifier>(_content: content)) as any View
            }
            expansion.add(body, key: .index(0))
        } else {
            // A modifier that only styles: the content is shown as it is.
            expansion.add(content, key: .index(0))
        }
    }
}

extension _ViewModifier_Content: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.add(_content, key: .index(0))
    }
}

extension _PrimitiveModifier {
    func _expand(into expansion: inout _Expansion, node: _ViewNode, content: any View) {
        expansion.add(content, key: .index(0))
    }
}
