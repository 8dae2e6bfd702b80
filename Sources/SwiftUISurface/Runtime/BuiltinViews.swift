// How the built-in controls and containers show themselves and act: Button, Toggle, TextField,
// SecureField, Stepper, Slider, Picker, the stacks, List, Form, Section, ForEach, Label, Image.

import Foundation

/// The parts a control was made with (label, action, bindings), whichever its init took.
internal struct _ControlParts {
    var label: (any View)?
    var title: String?
    var prompt: String?
    var action: (() -> Void)?
    var role: ButtonRole?
    var isOn: Binding<Bool>?
    var text: Binding<String>?
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var slider: (value: Binding<Double>, range: ClosedRange<Double>, step: Double?)?
    var selection: _PickerSelection?
    var content: (any View)?
}

/// A Stepper press on a bound value: one step up or down, kept inside the bounds.
internal func _stepperAction<V: Strideable>(
    _ value: Binding<V>, step: V.Stride, bounds: ClosedRange<V>?, up: Bool
) -> () -> Void {
    {
        var next = value.wrappedValue.advanced(by: up ? step : -step)
        if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
        value.wrappedValue = next
    }
}

/// A Slider's value as a Double binding.
internal func _sliderBinding<V: BinaryFloatingPoint>(
    _ value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?
) -> (value: Binding<Double>, range: ClosedRange<Double>, step: Double?) where V.Stride: BinaryFloatingPoint {
    let binding = Binding<Double>(
        _location: _MappedLocation(base: value._location, read: { Double($0) }, write: { V($0) }))
    return (binding, Double(bounds.lowerBound)...Double(bounds.upperBound), step.map { Double($0) })
}

/// A Picker's selection, matched against option tags (also through an Optional selection).
internal func _pickerSelection<Value: Hashable>(_ selection: Binding<Value>) -> _PickerSelection {
    _PickerSelection(
        isSelected: { tag in
            guard let tag else { return false }
            if let value = tag.base as? Value { return value == selection.wrappedValue }
            return AnyHashable(selection.wrappedValue) == tag
        },
        select: { tag in
            if let value = tag as? Value {
                selection.wrappedValue = value
                return true
            }
            if let value = (Optional(tag) as Any) as? Value {
                selection.wrappedValue = value
                return true
            }
            return false
        })
}

/// A container that shows its children in order (stacks, List, Form, ScrollView, …).
@MainActor
internal protocol _ContainerView: _PrimitiveView {
    /// The views it contains, in order.
    var _children: [any View] { get }
}

extension _ContainerView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { _addChildren(_children, to: &expansion) }
}

/// The children of a container, keyed by position.
private func _addChildren(_ children: [any View], to expansion: inout _Expansion) {
    for (index, child) in children.enumerated() { expansion.add(child, key: .index(index)) }
}

extension Button: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let action = _control.action ?? {}
        let dismiss = node.environment._storage.builtins["_alertDismiss"] as? () -> Void
        expansion.content = .button(
            role: _control.role,
            action: {
                action()
                dismiss?()
            })
        if let label = _control.label { expansion.add(label, key: .index(0)) }
    }
}

extension Toggle: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let isOn = _control.isOn else { _unsupported("Toggle(sources:isOn:)") }
        expansion.content = .toggle(isOn: isOn)
        if let label = _control.label { expansion.add(label, key: .index(0)) }
    }
}

extension TextField: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let text = _control.text else { _unsupported("this TextField initializer") }
        expansion.content = .textField(
            title: _control.title ?? "", prompt: _control.prompt, text: text, secure: false)
    }
}

extension SecureField: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let text = _control.text else { _unsupported("this SecureField initializer") }
        expansion.content = .textField(
            title: _control.title ?? "", prompt: _control.prompt, text: text, secure: true)
    }
}

extension Stepper: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .stepper(increment: _control.increment ?? {}, decrement: _control.decrement ?? {})
        if let label = _control.label { expansion.add(label, key: .index(0)) }
    }
}

extension Slider: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let slider = _control.slider else { _unsupported("this Slider initializer") }
        expansion.content = .slider(value: slider.value, range: slider.range, step: slider.step)
        if let label = _control.label { expansion.add(label, key: .index(0)) }
    }
}

extension Picker: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        guard let selection = _control.selection else { _unsupported("Picker(sources:selection:)") }
        expansion.content = .picker(selection: selection)
        expansion.add(_control.label ?? EmptyView(), key: .index(0))
        expansion.add(_HiddenContent(content: _control.content ?? EmptyView()), key: .index(1))
    }
}

/// Content that is in the tree (its state kept) but not on the screen by itself.
internal struct _HiddenContent: View, _PrimitiveView {
    let content: any View
    var body: Never { _unsupported("_HiddenContent.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .none
        expansion.add(content, key: .index(0))
    }
}

extension VStack: _ContainerView {}
extension HStack: _ContainerView {}
extension ZStack: _ContainerView {}
extension LazyVStack: _ContainerView {}
extension LazyHStack: _ContainerView {}
extension LazyVGrid: _ContainerView {}
extension LazyHGrid: _ContainerView {}
extension ScrollView: _ContainerView {}
extension Form: _ContainerView {}

extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .section
        _addChildren(_children, to: &expansion)
    }
}
extension GroupBox: _ContainerView {}
extension Spacer: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}
extension Divider: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {}
}

extension Text: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.content = .text(_plainText) }
}

extension Image: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { expansion.content = .image(_glyph) }
}

extension Label: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .label
        expansion.add(_title, key: .index(0))
        expansion.add(_icon, key: .index(1))
    }
}

extension ForEach: _PrimitiveView where Content: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        node.parts["forEach"] = true
        let rows = _rows()
        if _isConstantRange {
            // SwiftUI keeps the first count of a `ForEach(0..<n)` and warns when it changes.
            let initial = node.parts["initialCount"] as? Int ?? rows.count
            node.parts["initialCount"] = initial
            if rows.count != initial {
                _RuntimeIssues.rangeCountChanged(in: _readableTypeName(self), count: rows.count, initial: initial)
            }
        }
        var seen = Set<AnyHashable>()
        for (id, _) in rows where !seen.insert(id).inserted {
            _RuntimeIssues.duplicateID(in: _readableTypeName(self), id: _withoutModulePrefixes("\(id.base)"))
        }
        for (id, view) in rows { expansion.add(view, key: .id(id)) }
    }
}

extension Menu: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        // The label is a button that opens the menu; an open menu shows its items after the
        // label, and choosing one closes it.
        let open = node.parts["open"] as? _StateStorage<Bool> ?? _StateStorage(false)
        node.parts["open"] = open
        let isOpen = open.get()
        expansion.add(
            _MenuLabel(label: _parts.label, toggle: { open.set(!open.value) }), key: .index(0))
        if isOpen {
            expansion.add(_AlertButtons(content: _parts.content, dismiss: { open.set(false) }), key: .index(1))
        }
    }
}

/// The label of a Menu or DisclosureGroup: a button that opens or closes what it holds.
internal struct _MenuLabel: View, _PrimitiveView {
    let label: any View
    let toggle: () -> Void
    var body: Never { _unsupported("_MenuLabel.body") }
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .button(role: nil, action: toggle)
        expansion.add(label, key: .index(0))
    }
}

extension DisclosureGroup: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        let own = node.parts["expanded"] as? _StateStorage<Bool> ?? _StateStorage(false)
        node.parts["expanded"] = own
        let bound = _parts.isExpanded
        let isExpanded = bound?.wrappedValue ?? own.get()
        expansion.add(
            _MenuLabel(
                label: _parts.label,
                toggle: { if let bound { bound.wrappedValue.toggle() } else { own.set(!own.value) } }),
            key: .index(0))
        if isExpanded { expansion.add(_parts.content, key: .index(1)) }
    }
}

extension LabeledContent: _PrimitiveView where Label: View, Content: View {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { _addChildren(_parts, to: &expansion) }
}

extension ContentUnavailableView: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) { _addChildren(_parts, to: &expansion) }
}

extension Link: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        // Opening a URL leaves the app; in the terminal it is recorded in the event log.
        expansion.content = .button(role: nil, action: { _ViewGraph.shared.events.append("open a link") })
        expansion.add(_label, key: .index(0))
    }
}

extension GeometryReader: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        // The terminal has no geometry: the content gets a proxy of zero size.
        if let content = _content { expansion.add(content(_placeholder("GeometryProxy")), key: .index(0)) }
    }
}

extension EditButton: _PrimitiveView {
    func _expand(into expansion: inout _Expansion, node: _ViewNode) {
        expansion.content = .button(role: nil, action: {})
        expansion.add(Text("Edit"), key: .index(0))
    }
}
