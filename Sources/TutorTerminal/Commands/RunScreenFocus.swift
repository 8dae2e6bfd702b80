import Foundation

/// Where the interactive `statetutor run` stands on the program's screen: which control has the
/// focus, which lines are in view, and where the cursor is in the focused text field. Frames from
/// the program and keys from the learner move it; a new screen (a pushed view, a sheet, a
/// relaunch) starts again at its first control, and a control the program focused through a
/// `@FocusState` takes the focus.
struct RunScreenFocus {
    typealias Frame = InteractiveViewRunner.Frame
    typealias Line = InteractiveViewRunner.Frame.Line

    /// The lines of the screen shown now.
    private(set) var lines: [Line] = []
    /// The indices of the lines that are controls, in screen order.
    private(set) var controls: [Int] = []
    /// Which of `controls` has the focus.
    private(set) var focus = 0
    /// The first line in view.
    private(set) var scrollTop = 0
    /// How many characters of the focused text field are before the cursor.
    private(set) var cursor = 0
    /// Which screen the lines are from.
    private var screen: String?

    /// The index of the focused line, if the screen has a control.
    var focusedIndex: Int? { controls.isEmpty ? nil : controls[focus] }

    /// The focused control's line.
    var focusedLine: Line? { focusedIndex.map { lines[$0] } }

    /// Whether the focus is in a text field (keys type into it, ← and → move the cursor).
    var isInTextField: Bool { focusedLine?.kind == "TextField" }

    /// Takes the program's new frame.
    mutating func show(_ frame: Frame) {
        let before = focusedLine
        lines = frame.lines
        controls = lines.indices.filter { lines[$0].kind != nil }
        if frame.screen != screen {
            screen = frame.screen
            focus = 0
            scrollTop = 0
        }
        if let focused = controls.firstIndex(where: { lines[$0].focused == true }) { focus = focused }
        focus = controls.isEmpty ? 0 : min(max(focus, 0), controls.count - 1)
        guard let line = focusedLine, line.kind == "TextField" else { return }
        let length = line.value?.count ?? 0
        let sameField = before.map {
            $0.kind == line.kind && $0.label == line.label && $0.occurrence == line.occurrence
        }
        cursor = sameField == true ? min(cursor, length) : length
    }

    /// Moves the focus `offset` controls on (back when negative), around the ends.
    mutating func move(by offset: Int) {
        guard !controls.isEmpty else { return }
        focus = ((focus + offset) % controls.count + controls.count) % controls.count
        cursor = focusedLine?.value?.count ?? 0
    }

    /// The lines in view in a window `rows` lines tall, scrolled so that the focus is in it.
    mutating func window(rows: Int) -> Range<Int> {
        let rows = max(rows, 1)
        guard lines.count > rows else {
            scrollTop = 0
            return lines.indices
        }
        if let index = focusedIndex {
            if index < scrollTop { scrollTop = index }
            if index >= scrollTop + rows { scrollTop = index - rows + 1 }
        }
        scrollTop = min(max(scrollTop, 0), lines.count - rows)
        return scrollTop..<(scrollTop + rows)
    }

    /// Moves the cursor in the focused text field by `offset` characters, within its text.
    mutating func moveCursor(by offset: Int) {
        cursor = min(max(cursor + offset, 0), focusedLine?.value?.count ?? 0)
    }

    /// Puts the cursor at the start (or the end) of the focused text field.
    mutating func moveCursor(toEnd: Bool) {
        cursor = toEnd ? focusedLine?.value?.count ?? 0 : 0
    }

    /// The focused field's text with `character` typed at the cursor, which moves past it.
    mutating func typing(_ character: Character) -> String {
        var text = Array(focusedLine?.value ?? "")
        cursor = min(cursor, text.count)
        text.insert(character, at: cursor)
        cursor += 1
        return String(text)
    }

    /// The focused field's text without the character before the cursor (Backspace), or nil
    /// when there is none.
    mutating func deletingBackward() -> String? {
        var text = Array(focusedLine?.value ?? "")
        guard cursor > 0, cursor <= text.count else { return nil }
        text.remove(at: cursor - 1)
        cursor -= 1
        return String(text)
    }

    /// The focused field's text without the character after the cursor (Delete), or nil.
    func deletingForward() -> String? {
        var text = Array(focusedLine?.value ?? "")
        guard cursor < text.count else { return nil }
        text.remove(at: cursor)
        return String(text)
    }

    /// The step that tells the program where the focus went: `focus "LABEL" #N` for a control
    /// a focus state is tied to, `unfocus` when a focus state still points elsewhere, else nil.
    func focusStep() -> String? {
        guard let index = focusedIndex else { return nil }
        let line = lines[index]
        if line.focusable == true, let label = line.label {
            let kinds: Set<String> = ["Button", "NavigationLink", "Toggle", "TextField", "Stepper", "Picker", "Slider"]
            let occurrence =
                lines[..<index].filter { $0.label == label && kinds.contains($0.kind ?? "") }.count + 1
            return "focus \(InteractiveViewRunner.quote(label))" + (occurrence > 1 ? " #\(occurrence)" : "")
        }
        return lines.contains { $0.focused == true } ? "unfocus" : nil
    }
}
