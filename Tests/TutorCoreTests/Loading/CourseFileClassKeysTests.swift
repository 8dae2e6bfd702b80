import Testing
import TutorCore

/// `course.yaml`'s keys for a class: `lrs`, `iri` and `version`.
struct CourseFileClassKeysTests {
    static let lesson = "---\nid: one\ntitle: One\nsummary: s\nminutes: 5\n---\n\n## Page\n\nText.\n"

    static func load(_ courseFile: String) -> CourseLoader.Result {
        CourseLoader().load(
            files: [LessonFile(path: "one.md", text: lesson)],
            courseFile: LessonFile(path: "course.yaml", text: courseFile))
    }

    @Test func theCourseFileNamesTheClassLRSTheCourseIRIAndItsVersion() {
        let result = Self.load(
            "id: c\ntitle: C\nlrs: https://lrs.example.org/xAPI/\niri: https://courses.example.org/c\nversion: \"2.1\"\n"
        )
        #expect(result.diagnostics.isEmpty)
        #expect(result.course.lrs == "https://lrs.example.org/xAPI/")
        #expect(result.course.iri == "https://courses.example.org/c")
        #expect(result.course.version == "2.1")
    }

    @Test func anIRIThatIsNotAnHTTPAddressIsAnErrorAtItsLine() {
        let result = Self.load("id: c\ntitle: C\niri: courses/c\n")
        let diagnostic = result.diagnostics.first { $0.code == "invalid-iri" }
        #expect(diagnostic?.location.line == 3)
        #expect(diagnostic?.message.contains("'iri' must be an http or https address") == true)
    }
}
