import Testing

@testable import BundledCourse
@testable import TutorCore

/// The bundled course's promises, asserted on the loaded course: size, variety, and coverage of
/// every concept of the curriculum.
@Suite struct BundledCourseShapeTests {
    static let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile)
        .course

    /// The curriculum's concept ids: each must be taught by a lesson and asked by two questions.
    static let curriculum = [
        "ui-function-of-state", "source-of-truth", "state", "immutable-self", "binding", "constant-binding",
        "foreach-bindings", "observableobject", "stateobject-vs-observedobject", "environmentobject",
        "observable-macro",
        "per-property-tracking", "state-owns-observable", "plain-property", "bindable", "environment-type",
        "environment-values", "appstorage", "choosing-wrapper", "migration", "mvvm-mainactor", "testable-models",
        "didset-vs-onchange", "list-selection", "app-scene-state", "environment-vs-arguments", "derived-data",
        "array-methods", "codable-persistence", "filtered-delete", "pitfalls", "previews", "value-vs-reference",
    ]

    @Test func theCourseHasAboutTwelveLessonsOfEightToFifteenMinutes() {
        #expect(Self.course.lessons.count >= 12)
        #expect(Self.course.lessons.allSatisfy { (8...15).contains($0.minutes) })
    }

    @Test func everyLessonAsksAtLeastTenQuestionsOfAtLeastFiveKinds() {
        for lesson in Self.course.lessons {
            #expect(lesson.questions.count >= 10, "\(lesson.id)")
            #expect(Set(lesson.questions.map(\.kind)).count >= 5, "\(lesson.id)")
        }
    }

    @Test func theCourseAsksAtLeastOneHundredFiftyQuestionsOfEveryKind() {
        #expect(Self.course.questions.count >= 150)
        #expect(Set(Self.course.questions.map(\.kind)) == Set(QuestionKind.allCases))
    }

    @Test func everyConceptIsTaughtByALessonAndAskedByTwoQuestions() {
        let taught = Set(Self.course.lessons.flatMap(\.concepts))
        for concept in Self.curriculum {
            #expect(taught.contains(concept), "\(concept) is in no lesson's concepts")
            let asked = Self.course.questions.filter { $0.concepts.contains(concept) }.count
            #expect(asked >= 2, "\(concept) is asked by \(asked) questions")
        }
    }

    @Test func atLeastTwelveBugQuestionsComeWithTheCompilersMessageWhereThereIsOne() {
        let bugs = Self.course.questions.filter { $0.kind == .bug }
        #expect(bugs.count >= 12)
        let withMessage = bugs.filter {
            if case .bug(_, _, _, let error?, _) = $0.payload { return !error.isEmpty } else { return false }
        }
        #expect(withMessage.count >= 8)
    }

    @Test func bothWhichWrapperTreesAreUsedByWrapperAndTreeQuestionsAcrossLessons() {
        for tree in ["which-wrapper", "which-wrapper-pre17"] {
            #expect(Self.course.trees[tree] != nil)
            let lessons = Self.course.lessons.filter { lesson in
                lesson.questions.contains { question in
                    switch question.payload {
                    case .wrapper(_, _, let id?, _), .tree(let id, _, _): return id == tree
                    default: return false
                    }
                }
            }
            #expect(lessons.count >= (tree == "which-wrapper" ? 5 : 2), "\(tree) is used in \(lessons.map(\.id))")
        }
    }

    @Test func theCourseSaysXcode26AndNeverTheOutdatedAPIs() {
        let text = BundledCourse.lessonFiles.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        // "Xcode 17" may only appear where the course corrects it (there is none: 16 was followed by 26).
        for line in text.split(separator: "\n") where line.contains("Xcode 17") {
            #expect(line.contains("Xcode 26"), "\(line)")
        }
        // Outdated APIs may be named in prose that corrects them, never used in code that compiles.
        for lesson in Self.course.lessons {
            for sample in lesson.sections.flatMap(\.codeSamples) where sample.expectation == .compiles {
                #expect(!sample.code.contains("NavigationView"), "\(lesson.id)")
                #expect(!sample.code.contains(".foregroundColor("), "\(lesson.id)")
            }
        }
    }
}
