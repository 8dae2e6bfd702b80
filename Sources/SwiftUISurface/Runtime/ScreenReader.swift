// What is on the screen: the visible part of the tree (the top of each navigation stack, the
// selected tab, the topmost presentation) as lines of text, and the controls a script can use.

import Foundation

/// A control on the screen that a script step or a key press can act on.
internal struct _ScreenControl {
    /// What kind of control it is, as script steps name them.
    enum Kind: String {
        case button = "Button", link = "NavigationLink", toggle = "Toggle", textField = "TextField",
            stepper = "Stepper", picker = "Picker", slider = "Slider", tab = "tab"
    }
    var kind: Kind
    /// The visible label (a text field's title; a tab's title).
    var label: String
    /// Other texts that name it (a text field's prompt, a label without its glyph).
    var aliases: [String] = []
    /// The node of the control.
    var node: _ViewNode
    /// Index of a tab, for `.tab`.
    var tabIndex = 0
    /// The line it shows on the screen.
    var line: String
    /// The focus state it is tied to (`focused(_:)`, `focused(_:equals:)`), if any.
    var focus: _FocusLink?

    /// False inside `.disabled(true)`: it cannot be activated.
    @MainActor
    var isEnabled: Bool { node.environment._builtin("isEnabled") }
}

/// A row of a List or ForEach on the screen that can be selected (`List(selection:)`) or swiped
/// away (`onDelete`), as the `select` and `delete` steps find it.
internal struct _ScreenRow {
    /// The row's first line as the screen shows it (with " (selected)" when it is).
    var line: String
    /// The row's first line as `select` and `delete` name it.
    var label: String
    var selectable: Bool
    var deletable: Bool
}

/// Reads the visible screen from the tree.
@MainActor
internal struct _ScreenReader {
    private(set) var lines: [String] = []
    private(set) var controls: [_ScreenControl] = []
    private(set) var rows: [_ScreenRow] = []
    private var presented: [_ViewNode] = []
    /// The views on top (each navigation stack's top screen, the topmost presentation): a new
    /// one is a new screen, where the interactive focus starts again from the top.
    private(set) var tops: [Int] = []
    /// The focus links of `focused` modifiers being read, each waiting for its first control.
    private var focusLinks: [(link: _FocusLink, claimed: Bool)] = []

    /// Reads the screen of the tree under `root`.
    init(root: _ViewNode) {
        var top = root
        for _ in 0..<32 {
            var probe = _ScreenReader(empty: ())
            probe.visit(top)
            guard let next = probe.presented.last else {
                self = probe
                self.tops.insert(top.serial, at: 0)
                return
            }
            top = next
        }
        visit(top)
        tops.insert(top.serial, at: 0)
    }

    /// Adds a control, tied to the innermost `focused` modifier around it that has none yet.
    private mutating func add(_ control: _ScreenControl) {
        var control = control
        if let index = focusLinks.lastIndex(where: { !$0.claimed }) {
            focusLinks[index].claimed = true
            control.focus = focusLinks[index].link
        }
        controls.append(control)
    }

    private init(empty: Void) {}

    /// The screen between its marker lines, as the `screen` step prints it.
    var text: String {
        (["--- screen ---"] + lines + ["--- end ---"]).joined(separator: "\n")
    }

    private mutating func emit(_ line: String) {
        // The learner's module is compiled as `LearnerApp`; its name never shows on screen.
        if !line.isEmpty { lines.append(line.replacingOccurrences(of: "LearnerApp.", with: "")) }
    }

    /// The selections of the Lists being read, innermost last.
    private var listSelections: [_ListSelection] = []

    private mutating func visit(_ node: _ViewNode) {
        if let link = node.parts["focus"] as? _FocusLink {
            focusLinks.append((link, false))
            defer { focusLinks.removeLast() }
            return visitTagged(node)
        }
        visitTagged(node)
    }

    private mutating func visitTagged(_ node: _ViewNode) {
        if let selection = node.parts["listSelection"] as? _ListSelection {
            listSelections.append(selection)
            visitContent(node)
            listSelections.removeLast()
            return
        }
        // A row of a selectable List (its first line says when it is selected) or of a ForEach
        // whose rows can be deleted.
        let tag = Self.rowTag(node)
        let selection = tag == nil ? nil : listSelections.last
        let deletable = Self.isDeletableRow(node)
        guard selection != nil || deletable else { return visitContent(node) }
        let first = lines.count
        visitContent(node)
        guard lines.indices.contains(first) else { return }
        let label = lines[first]
        if let selection, selection.isSelected(tag) { lines[first] += " (selected)" }
        rows.append(
            _ScreenRow(line: lines[first], label: label, selectable: selection != nil, deletable: deletable))
    }

    /// True for a row of the ForEach that an `onDelete` swipes rows of: the first ForEach under
    /// it, which its content (child 0) leads to. Only the first-child chain is walked, so reading
    /// the screen stays linear in its rows.
    static func isDeletableRow(_ node: _ViewNode) -> Bool {
        guard case .id = node.key, let forEach = node.parent, forEach.parts["forEach"] != nil else { return false }
        var ancestor = forEach.parent
        var below = forEach
        for _ in 0..<16 {
            guard let current = ancestor, current.children.first === below else { return false }
            if current.parts["onDelete"] is (IndexSet) -> Void { return true }
            // An outer ForEach on the way comes first under the onDelete: its rows are the ones.
            if current.parts["forEach"] != nil { return false }
            below = current
            ancestor = current.parent
        }
        return false
    }

    /// The tag that selects `node` as a List row: `.tag(_:)`, or its ForEach id.
    static func rowTag(_ node: _ViewNode) -> AnyHashable? {
        if let tag = node.parts["tag"] as? AnyHashable { return tag }
        if case .id(let value) = node.key, node.parent?.parts["forEach"] != nil { return value }
        return nil
    }

    private mutating func visitContent(_ node: _ViewNode) {
        switch node.content {
        case .none, .section:
            for child in node.children { visit(child) }
        case .text(let string):
            emit(string)
        case .image(let glyph):
            emit(glyph)
        case .label:
            emit(_ScreenReader.labelText(node, inControl: false))
        case .hidden:
            break
        case .navigationTitle:
            for child in node.children { visit(child) }
        case .button:
            let label = _ScreenReader.labelText(node.children, inControl: true)
            let line = "[\(label)]"
            emit(line)
            add(_ScreenControl(kind: .button, label: label, node: node, line: line))
        case .link:
            let label = _ScreenReader.labelText(Array(node.children.prefix(1)), inControl: true)
            let line = "[\(label)] >"
            emit(line)
            add(_ScreenControl(kind: .link, label: label, node: node, line: line))
        case .toggle(let isOn):
            let label = _ScreenReader.labelText(node.children, inControl: true)
            let line = (isOn.wrappedValue ? "[x] " : "[ ] ") + label
            emit(line)
            add(_ScreenControl(kind: .toggle, label: label, node: node, line: line))
        case .textField(let title, let prompt, let text, let secure):
            let value = secure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
            let line = "\(title): \(value)"
            emit(line)
            add(
                _ScreenControl(
                    kind: .textField, label: title, aliases: prompt.map { [$0] } ?? [], node: node, line: line))
        case .stepper:
            let label = _ScreenReader.labelText(node.children, inControl: true)
            let line = label.isEmpty ? "[-] [+]" : "\(label) [-] [+]"
            emit(line)
            add(_ScreenControl(kind: .stepper, label: label, node: node, line: line))
        case .slider(let value, _, _):
            let label = _ScreenReader.labelText(node.children, inControl: true)
            let number = _ScreenReader.format(value.wrappedValue)
            let line = label.isEmpty ? number : "\(label): \(number)"
            emit(line)
            add(_ScreenControl(kind: .slider, label: label, node: node, line: line))
        case .picker(let selection):
            let label = node.children.first.map { _ScreenReader.labelText([$0], inControl: true) } ?? ""
            let options = _ScreenReader.options(of: node)
            let selected = options.first { selection.isSelected($0.tag) }?.text ?? ""
            let line = label.isEmpty ? selected : "\(label): \(selected)"
            emit(line)
            add(_ScreenControl(kind: .picker, label: label, node: node, line: line))
        case .navigationStack:
            guard let top = node.children.last else { return }
            tops.append(top.serial)
            if let title = _ScreenReader.navigationTitle(in: top) { emit(title) }
            visit(top)
        case .tabView(let selected, let titles, _):
            if node.children.indices.contains(selected) { visit(node.children[selected]) }
            // The tab bar is not printed (only the selected tab's content is); its items can be tapped.
            for (index, title) in titles.enumerated() {
                let line = "tab \"\(title)\"" + (index == selected ? " (selected)" : "")
                controls.append(_ScreenControl(kind: .tab, label: title, node: node, tabIndex: index, line: line))
            }
        case .presentation:
            if let base = node.children.first { visit(base) }
            if node.children.count > 1 { presented.append(node.children[1]) }
        }
    }

    /// The text of a control's label: its texts joined by spaces; a Label inside a control
    /// counts with its title only.
    static func labelText(_ nodes: [_ViewNode], inControl: Bool) -> String {
        var parts: [String] = []
        func collect(_ node: _ViewNode) {
            switch node.content {
            case .text(let string): parts.append(string.replacingOccurrences(of: "LearnerApp.", with: ""))
            case .image(let glyph): parts.append(glyph)
            case .label: parts.append(labelText(node, inControl: inControl))
            case .hidden: break
            default: for child in node.children { collect(child) }
            }
        }
        for node in nodes { collect(node) }
        let texts = parts.filter { !$0.isEmpty }
        return texts.joined(separator: " ")
    }

    /// A Label: `GLYPH TITLE`, or the title alone inside a control.
    static func labelText(_ node: _ViewNode, inControl: Bool) -> String {
        let title = node.children.first.map { labelText([$0], inControl: inControl) } ?? ""
        guard !inControl, node.children.count > 1 else { return title }
        let icon = labelText([node.children[1]], inControl: inControl)
        return icon.isEmpty ? title : "\(icon) \(title)"
    }

    /// The navigation title set inside `node` (not inside a nested stack), if any.
    static func navigationTitle(in node: _ViewNode) -> String? {
        if case .navigationTitle(let title) = node.content { return title }
        if case .navigationStack = node.content { return nil }
        if case .presentation = node.content {
            return node.children.first.flatMap { navigationTitle(in: $0) }
        }
        for child in node.children {
            if let title = navigationTitle(in: child) { return title }
        }
        return nil
    }

    /// A Picker's options: each tagged view (or ForEach row) in its content, with its text.
    static func options(of picker: _ViewNode) -> [(tag: AnyHashable?, text: String, node: _ViewNode)] {
        guard picker.children.count > 1 else { return [] }
        var result: [(tag: AnyHashable?, text: String, node: _ViewNode)] = []
        func collect(_ node: _ViewNode, inheritedID: AnyHashable?) {
            if let tag = node.parts["tag"] as? AnyHashable {
                result.append((tag, labelText([node], inControl: true), node))
                return
            }
            var id = inheritedID
            if case .id(let value) = node.key, node.parent?.parts["forEach"] != nil { id = value }
            switch node.content {
            case .text, .image, .label:
                result.append((id, labelText([node], inControl: true), node))
            default:
                for child in node.children { collect(child, inheritedID: id) }
            }
        }
        collect(picker.children[1], inheritedID: nil)
        return result
    }

    /// A number as a slider shows it: no trailing zeros.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
