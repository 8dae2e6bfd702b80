import Testing

@testable import BundledCourse
@testable import TutorCore

@Suite struct BundledCourseTests {
    static let result = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile)

    @Test func theBundledCourseValidatesWithoutErrorsOrWarnings() {
        #expect(Self.result.diagnostics.map(\.formatted) == [])
    }

    @Test func theBundledCourseHasATitleAndStartsWithTheSourceOfTruth() {
        #expect(Self.result.course.title == "SwiftUI State and Data Flow")
        #expect(Self.result.course.lessons.prefix(2).map(\.id) == ["source-of-truth", "state"])
    }

    @Test func theStarterLessonsExerciseEveryLoaderFeature() {
        let course = Self.result.course
        #expect(course.lessons.allSatisfy { $0.sections.count >= 3 })
        #expect(!course.trees.isEmpty)
        #expect(Set(course.questions.map(\.kind)).count >= 5)
        #expect(course.lessons.flatMap(\.sections).flatMap(\.codeSamples).count >= 2)
    }
}
