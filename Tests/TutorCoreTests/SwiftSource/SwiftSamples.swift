import TutorTestSupport

@testable import BundledCourse
@testable import TutorCore

/// Swift source for property tests of the lexer and its users: the code of the bundled course,
/// and reproducible mutations of it and random bytes.
enum SwiftSamples {
    /// Every piece of Swift in the bundled course: code samples, question code (blanks filled
    /// with each accepted answer), fixes, starters, solutions, tests and `must` patterns.
    static let lessonCode: [String] = {
        let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile).course
        var code: [String] = []
        for section in course.lessons.flatMap(\.sections) {
            code += section.codeSamples.map(\.code)
            for question in section.questions {
                switch question.payload {
                case .blank(let text, let blanks, let tests):
                    code += [tests].compactMap { $0 }
                    code.append(text)
                    for (gap, answers) in blanks.enumerated() {
                        code += answers.map { BlankCode.fill(text, gap: gap, with: $0, blanks: blanks) }
                    }
                case .output(let text, _):
                    code.append(text)
                case .bug(let text, _, let fix, _, let tests):
                    code += [text, fix, tests].compactMap { $0 }
                case .code(let starter, let solution, let must, let mustNot, let tests):
                    code += [starter, solution, tests].compactMap { $0 } + must + mustNot
                default:
                    break
                }
            }
        }
        return code
    }()

    typealias Generator = SplitMix64

    /// Pieces that open, close or escape something in Swift.
    private static let interesting: [String] = [
        "\"", "\"\"\"", "#", "##\"", "\"#", "\\", "\\(", "\\#(", ")", "(", "/*", "*/", "//", "\n", "\r\n", "\r", "`",
        "@", "$", "0x", "1e", ".", "..<", "?.", "{", "}", "'", "\u{0}", "\u{1B}", "\u{FEFF}", "é", "\u{301}", "🏠",
        "→", "#Preview", "import Combine", "@main",
    ]

    /// Lesson code with a few random insertions, deletions and replacements.
    static func mutatedLessonCode(_ generator: inout Generator) -> String {
        var scalars = Array(lessonCode[generator.below(lessonCode.count)].unicodeScalars)
        for _ in 0...generator.below(5) {
            let position = generator.below(scalars.count + 1)
            switch generator.below(3) {
            case 0:
                scalars.insert(contentsOf: interesting[generator.below(interesting.count)].unicodeScalars, at: position)
            case 1 where position < scalars.count:
                scalars.removeSubrange(position..<min(scalars.count, position + 1 + generator.below(8)))
            default:
                if position < scalars.count, let scalar = Unicode.Scalar(UInt32(generator.below(0x3000))) {
                    scalars[position] = scalar
                }
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// Up to 200 random bytes, read as UTF-8 (invalid sequences become U+FFFD).
    static func randomBytes(_ generator: inout Generator) -> String {
        let bytes = (0..<generator.below(200)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
