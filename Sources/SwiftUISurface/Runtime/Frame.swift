// The interactive screen's view of the program: what `frame` prints for `statetutor run` on a
// terminal, as one line of JSON.

import Foundation

/// One screenful for the interactive runner: the lines, which of them are controls, the body
/// counts and the events since the last frame.
internal struct _Frame: Encodable {
    /// A line of the screen, and the control it shows, if any.
    struct Line: Encodable {
        var text: String
        var kind: String?
        var label: String?
        /// Which match of `label` among controls of this kind (for `tap "LABEL" #N`).
        var occurrence: Int?
        /// The current text of a text field; the options of a picker.
        var value: String?
        var options: [String]?
        /// A row that `select "ROW"` or `delete "ROW"` can name, with what can be done to it.
        var row: String?
        var selectable: Bool?
        var deletable: Bool?
        /// True when a focus state says this control has the focus.
        var focused: Bool?
        /// True when a focus state is tied to this control (`focused(_:)`).
        var focusable: Bool?
    }

    var lines: [Line]
    var counts: [String: Int]
    var events: [String]
    /// Which screen this is (the views on top): a new value is a new screen.
    var screen: String

    @MainActor
    init(screen: _ScreenReader, counts: [String: Int], events: [String]) {
        var seen: [String: Int] = [:]
        var byLine: [String: [_ScreenControl]] = [:]
        for control in screen.controls { byLine[control.line, default: []].append(control) }
        var rowsByLine: [String: [_ScreenRow]] = [:]
        for row in screen.rows { rowsByLine[row.line, default: []].append(row) }
        var used: [String: Int] = [:]
        var usedRows: [String: Int] = [:]
        lines = screen.lines.map { text in
            var line = Line(text: text)
            let rowIndex = usedRows[text, default: 0]
            if let rows = rowsByLine[text], rows.indices.contains(rowIndex) {
                usedRows[text] = rowIndex + 1
                let row = rows[rowIndex]
                line.kind = "Row"
                line.row = row.label
                line.selectable = row.selectable
                line.deletable = row.deletable
            }
            let index = used[text, default: 0]
            guard let controls = byLine[text], controls.indices.contains(index) else { return line }
            used[text] = index + 1
            // A row whose first line is a control is used through it (and may still be deleted).
            let control = controls[index]
            let key = "\(control.kind.rawValue)/\(control.label)"
            seen[key, default: 0] += 1
            line.kind = control.kind.rawValue
            line.label = control.label
            line.occurrence = seen[key]
            line.selectable = nil
            if case .textField(_, _, let binding, _) = control.node.content { line.value = binding.wrappedValue }
            if control.kind == .picker { line.options = _ScreenReader.options(of: control.node).map(\.text) }
            if let focus = control.focus {
                line.focusable = true
                if focus.isFocused() { line.focused = true }
            }
            return line
        }
        for control in screen.controls where control.kind == .tab {
            lines.append(Line(text: control.line, kind: "tab", label: control.label, occurrence: 1))
        }
        self.counts = counts.filter { !$0.key.hasPrefix("_") }
        self.events = events
        self.screen = screen.tops.map(String.init).joined(separator: "/")
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
