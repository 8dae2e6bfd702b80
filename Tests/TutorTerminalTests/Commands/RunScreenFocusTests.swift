import Foundation
import Testing

@testable import TutorTerminal

/// Where the interactive `statetutor run` puts the focus, the scroll and the text cursor as the
/// program's frames arrive and keys are pressed.
@Suite struct RunScreenFocusTests {
    typealias Frame = InteractiveViewRunner.Frame
    typealias Line = InteractiveViewRunner.Frame.Line

    static func text(_ text: String) -> Line { Line(text: text) }

    static func button(_ label: String) -> Line {
        Line(text: "[\(label)]", kind: "Button", label: label, occurrence: 1)
    }

    static func field(_ label: String, _ value: String, focused: Bool = false) -> Line {
        Line(
            text: "\(label): \(value)", kind: "TextField", label: label, occurrence: 1, value: value,
            focused: focused ? true : nil, focusable: true)
    }

    static func frame(_ lines: [Line], screen: String = "1") -> Frame {
        Frame(lines: lines, counts: [:], events: [], screen: screen)
    }

    @Test func aNewScreenPutsTheFocusOnItsFirstControl() {
        var place = RunScreenFocus()
        place.show(Self.frame([Self.text("Home"), Self.button("A"), Self.button("B"), Self.button("C")]))
        place.move(by: 2)
        #expect(place.focusedLine?.label == "C")
        let detail = [Self.text("Detail"), Self.button("X"), Self.button("Y"), Self.button("Z")]
        place.show(Self.frame(detail, screen: "1/2"))
        #expect(place.focusedLine?.label == "X")
    }

    @Test func theSameScreenKeepsTheFocusWhereItWas() {
        var place = RunScreenFocus()
        place.show(Self.frame([Self.button("A"), Self.button("B")]))
        place.move(by: 1)
        place.show(Self.frame([Self.button("A"), Self.button("B")]))
        #expect(place.focusedLine?.label == "B")
    }

    @Test func aControlTheProgramFocusedTakesTheFocus() {
        var place = RunScreenFocus()
        place.show(Self.frame([Self.field("Name", ""), Self.field("Email", "")]))
        #expect(place.focusedLine?.label == "Name")
        place.show(Self.frame([Self.field("Name", ""), Self.field("Email", "", focused: true)]))
        #expect(place.focusedLine?.label == "Email")
    }

    @Test func theFocusScrollsIntoViewWhenItMovesPastTheWindow() {
        var place = RunScreenFocus()
        place.show(Self.frame((0..<50).map { Self.button("Row \($0)") }))
        #expect(place.window(rows: 10) == 0..<10)
        place.move(by: 25)
        #expect(place.window(rows: 10) == 16..<26)
        place.move(by: -1)
        #expect(place.window(rows: 10) == 16..<26)
        // Back past the first control: round to the last one, at the bottom of the list.
        place.move(by: -25)
        #expect(place.focusedLine?.label == "Row 49")
        #expect(place.window(rows: 10) == 40..<50)
    }

    @Test func typingGoesInAtTheCursorWhichTheArrowsMove() {
        var place = RunScreenFocus()
        place.show(Self.frame([Self.field("Name", "ac")]))
        #expect(place.cursor == 2)
        place.moveCursor(by: -1)
        #expect(place.typing("b") == "abc")
        place.show(Self.frame([Self.field("Name", "abc")]))
        #expect(place.cursor == 2)
        place.moveCursor(toEnd: false)
        #expect(place.deletingBackward() == nil)
        #expect(place.deletingForward() == "bc")
        place.moveCursor(by: 10)
        #expect(place.cursor == 3)
    }

    @Test func movingTheFocusToAFieldWithAFocusStateAsksTheProgramToFocusIt() {
        var place = RunScreenFocus()
        place.show(Self.frame([Self.field("Name", "", focused: true), Self.button("Save"), Self.field("Name", "")]))
        place.move(by: 1)
        #expect(place.focusStep() == "unfocus")
        place.move(by: 1)
        #expect(place.focusStep() == "focus \"Name\" #2")
    }
}
