import BundledCourse
import SwiftUISurface
import Foundation
import TutorTerminal

let application = Application(
    context: .current(),
    locator: CourseLocator(bundledFiles: BundledCourse.lessonFiles, bundledCourseFile: BundledCourse.courseFile),
    surfaceFiles: SwiftUISurface.files)
exit(application.run())
