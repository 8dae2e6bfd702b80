import Foundation
import Testing
import TutorTestSupport

@testable import BundledCourse
@testable import TutorCore
@testable import TutorTerminal

/// The bundled course as the tutor prints it, at the widths of real terminals: every page of every
/// lesson with its questions, choices and trees (as `show` prints them), and for every question its
/// hints, a miss with every choice's feedback, and the verdict with its Expected: line and
/// explanation. No line is wider than the terminal, and wrapping never splits a word: the words of
/// each text (runs of letters and digits) are exactly those of the same text printed unwrapped,
/// except words longer than a line.
@Suite struct NoWordBrokenTests {
    static let course: Course = {
        let files = BundledCourse.lessonFiles
        return CourseLoader().load(files: files, courseFile: BundledCourse.courseFile, defaultID: "statetutor").course
    }()

    /// Colour (a real terminal) and ASCII, whose spellings (`...` for `…`) take more room.
    enum Look: String, CaseIterable {
        case color, plain
    }

    /// The narrowest terminal in colour and in ASCII; with STATETUTOR_THOROUGH=1 (CI) also 80
    /// and 120 columns.
    static let cases: [(Int, Look)] =
        TestScale.isThorough
        ? [(40, .color), (80, .color), (120, .color), (40, .plain)] : [(40, .color), (40, .plain)]

    /// Every lesson with STATETUTOR_THOROUGH=1; in the fast loop one lesson in twelve, a
    /// different one for each look.
    static func lessons(for look: Look) -> [Lesson] {
        if TestScale.isThorough { return course.lessons }
        let offset = look == .color ? 0 : 6
        return course.lessons.enumerated().filter { ($0.offset + offset) % 12 == 0 }.map(\.element)
    }

    static func style(width: Int, look: Look) -> ShellStyle {
        ShellStyle(width: width, color: look == .color, plain: look == .plain, hyperlinks: look == .color)
    }

    /// Everything printed for one lesson, text by text, as a sink would write it, without escapes.
    static func texts(of lesson: Lesson, style: ShellStyle) -> [String] {
        var texts = [LessonRenderer(course: course, style: style).render(lesson)]
        let printer = SessionPrinter(course: course, style: style)
        let checker = AnswerChecker(trees: course.trees)
        for question in lesson.questions {
            let attempt = QuestionAttempt(question: question, startedAt: Date(), course: course, learnerID: "test")
            for (index, hint) in question.hints.enumerated() {
                texts.append(printer.render(.hint(hint, number: index + 1, total: question.hints.count)))
            }
            var feedback: [String] = []
            if case .choice(let choices) = question.payload { feedback = choices.compactMap(\.feedback) }
            if case .multi(let choices) = question.payload { feedback = choices.compactMap(\.feedback) }
            let miss = Verdict(score: 0.5, feedback: feedback, expected: checker.expectedAnswer(for: question))
            texts.append(printer.render(.tryAgain(attempt, miss)))
            texts.append(printer.render(.verdict(attempt, miss)))
        }
        return texts.map(plainCharacters)
    }

    /// The text without the renderer's escape sequences (SGR and OSC 8).
    static func plainCharacters(_ text: String) -> String {
        var plain = ""
        for case .character(let character, _) in TextWidth.segments(text) { plain.append(character) }
        return plain
    }

    /// The texts printed with nothing wrapped, to compare with.
    static let unwrapped: [Look: [[String]]] = Dictionary(
        uniqueKeysWithValues: Look.allCases.map { look in
            (look, lessons(for: look).map { texts(of: $0, style: style(width: 5000, look: look)) })
        })

    /// The words of a text: runs of letters, digits and `_`. (A table drawn as records repeats its
    /// header's words, so how often a word appears is not compared.)
    static func words(_ text: String) -> Set<String> {
        var counts: Set<String> = []
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if !word.isEmpty {
                counts.insert(word)
                word = ""
            }
        }
        return counts
    }

    @Test(arguments: cases)
    func noLineIsWiderThanTheTerminalAndNoWordIsBroken(width: Int, look: Look) {
        #expect(!Self.course.lessons.isEmpty)
        for (lesson, reference) in zip(Self.lessons(for: look), Self.unwrapped[look] ?? []) {
            let printed = Self.texts(of: lesson, style: Self.style(width: width, look: look))
            for (text, full) in zip(printed, reference) {
                for line in text.split(separator: "\n") where TextWidth.columns(String(line)) > width {
                    Issue.record(
                        "\(lesson.id) at \(width) (\(look)): a line of \(TextWidth.columns(String(line))) columns: \(line)"
                    )
                }
                var got = Self.words(text)
                var expected = Self.words(full)
                // Only a word longer than a line may be split.
                let overlong = expected.filter { $0.count > width / 2 }
                expected.subtract(overlong)
                got = got.filter { piece in expected.contains(piece) || !overlong.contains { $0.contains(piece) } }
                if got != expected {
                    let broken = got.subtracting(expected).sorted()
                    let lost = expected.subtracting(got).sorted()
                    let brokenLines = text.split(separator: "\n").filter { line in
                        broken.contains { line.contains($0) && $0.count > 2 }
                    }
                    Issue.record(
                        "\(lesson.id) at \(width) (\(look)): pieces \(broken.prefix(8)), words \(lost.prefix(8)), in: \(brokenLines.prefix(4))"
                    )
                }
            }
        }
    }
}
