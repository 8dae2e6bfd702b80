import BundledCourse
import Foundation
import SwiftUISurface
import TutorTerminal

let application = Application(
    context: .current(),
    locator: CourseLocator(bundledFiles: BundledCourse.lessonFiles, bundledCourseFile: BundledCourse.courseFile),
    surfaceFiles: SwiftUISurface.files)
exit(application.run())
