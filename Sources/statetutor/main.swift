import BundledCourse
import Foundation
import TutorTerminal

let application = Application(
    context: .current(),
    locator: CourseLocator(bundledFiles: BundledCourse.lessonFiles, bundledCourseFile: BundledCourse.courseFile))
exit(application.run())
