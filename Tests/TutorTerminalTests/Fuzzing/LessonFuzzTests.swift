import Foundation
import Testing
import TutorTestSupport

@testable import BundledCourse
@testable import TutorCore
@testable import TutorTerminal

/// Mutated lessons through the loader and the renderer: whatever the bytes, loading ends with a
/// course or diagnostics (no crash, no hang), and nothing from the input reaches the rendered
/// output as a raw control character. Sixteen inputs in the fast loop; set
/// STATETUTOR_FUZZ_INPUTS (e.g. 10000) for a long run.
@Suite struct LessonFuzzTests {
    static let inputCount = TestScale.fuzzInputs(fastLoop: 16)

    /// The seeds: every bundled lesson, plus a few hostile shapes.
    static let seeds: [[UInt8]] = {
        var seeds = BundledCourse.lessonFiles.map(\.bytes)
        seeds.append(
            Array(
                "---\nid: x\ntitle: X\nsummary: S\nminutes: 1\n---\n\n## P\n\n```quiz\nid: x-q\nkind: choice\nprompt: P\nchoices: [a, b]\n```\n"
                    .utf8))
        seeds.append(Array(String(repeating: "> ", count: 300).utf8) + Array("deep\n".utf8))
        seeds.append(Array("---\na: &a [*a, *a]\n---\n".utf8))
        return seeds
    }()

    typealias Generator = SplitMix64

    static let interesting: [[UInt8]] = [
        Array("---\n".utf8), Array("```quiz\n".utf8), Array("```\n".utf8), Array("```mermaid\n%% tree: t\n".utf8),
        Array("-->|x|".utf8), [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x07], [0xFF, 0xFE], [0xC3], Array("\u{202E}".utf8),
        Array("kind: ".utf8), Array("id: ".utf8), Array("\n  - ".utf8), Array("|---|---|\n".utf8), Array("&a *a".utf8),
        [0x00], Array("\r\n".utf8), Array("${{".utf8), Array("[link](javascript:x)".utf8),
        Array("\u{1F600}\u{4E2D}".utf8),
    ]

    /// One mutated input.
    static func mutate(_ generator: inout Generator) -> [UInt8] {
        var bytes = seeds[generator.below(seeds.count)]
        for _ in 0...generator.below(6) {
            switch generator.below(7) {
            case 0 where !bytes.isEmpty:
                bytes[generator.below(bytes.count)] ^= UInt8(1 << generator.below(8))
            case 1:
                let chunk = interesting[generator.below(interesting.count)]
                bytes.insert(contentsOf: chunk, at: generator.below(bytes.count + 1))
            case 2 where bytes.count > 2:
                let start = generator.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + generator.below(64)))
            case 3 where bytes.count > 2:
                let start = generator.below(bytes.count)
                let end = min(bytes.count, start + 1 + generator.below(200))
                bytes.insert(contentsOf: bytes[start..<end], at: generator.below(bytes.count))
            case 4:
                let other = seeds[generator.below(seeds.count)]
                let cut = generator.below(bytes.count + 1)
                bytes = Array(bytes[..<cut]) + Array(other[generator.below(other.count + 1)...])
            case 5:
                bytes.insert(
                    contentsOf: (0..<generator.below(32)).map { _ in UInt8(truncatingIfNeeded: generator.next()) },
                    at: generator.below(bytes.count + 1))
            default:
                if bytes.count > 1 { bytes.swapAt(generator.below(bytes.count), generator.below(bytes.count)) }
            }
        }
        return bytes
    }

    /// True if the text holds a control character other than newline and tab.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { SourceText.isControl($0) }
    }

    /// A hang or a runaway (exponential) case ends the test at its time limit; no input is timed.
    @Test(.timeLimit(.minutes(20))) func mutatedLessonsLoadAndRenderSafely() throws {
        var generator = Generator(state: 0x5EED)
        for number in 0..<Self.inputCount {
            let bytes = Self.mutate(&generator)
            let result = CourseLoader().load(files: [LessonFile(path: "fuzz-\(number).md", bytes: bytes)])
            #expect(
                !result.course.lessons.isEmpty || !result.diagnostics.isEmpty,
                "input \(number) gave neither a lesson nor a diagnostic")
            let style = ShellStyle(width: 20 + number % 100, color: false, plain: number % 2 == 0)
            for lesson in result.course.lessons {
                let rendered = LessonRenderer(course: result.course, style: style).render(lesson)
                #expect(!Self.hasRawControl(rendered), "input \(number): a control character reached the output")
            }
            for diagnostic in result.diagnostics {
                #expect(!Self.hasRawControl(ControlCharacters.escape(diagnostic.message)))
            }
        }
    }

    @Test func randomBytesNeverCrashTheLoader() {
        var generator = Generator(state: 0xB17E5)
        for number in 0..<max(8, Self.inputCount / 4) {
            let bytes = (0..<generator.below(4096)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let result = CourseLoader().load(files: [LessonFile(path: "random-\(number).md", bytes: bytes)])
            #expect(!result.course.lessons.isEmpty || !result.diagnostics.isEmpty)
        }
    }

    @Test func colouredRenderingOfMutatedLessonsWritesOnlyItsOwnEscapes() {
        var generator = Generator(state: 0xC0108)
        for number in 0..<max(8, Self.inputCount / 4) {
            let bytes = Self.mutate(&generator)
            let result = CourseLoader().load(files: [LessonFile(path: "colour-\(number).md", bytes: bytes)])
            let style = ShellStyle(width: 60, color: true, plain: false)
            for lesson in result.course.lessons {
                // Remove the renderer's own SGR and OSC 8 sequences; nothing else may be a control.
                let rendered = TerminalText(LessonRenderer(course: result.course, style: style).render(lesson)).text
                let stripped = rendered.replacingOccurrences(
                    of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
                )
                .replacingOccurrences(of: "\u{1B}\\]8;;[^\u{1B}]*\u{1B}\\\\", with: "", options: .regularExpression)
                #expect(!Self.hasRawControl(stripped), "input \(number)")
            }
        }
    }
}
