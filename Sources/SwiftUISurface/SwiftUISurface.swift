import Foundation

/// StateTutor's SwiftUI surface: declarations shaped like Apple's public SwiftUI interface
/// (in `Declarations/`), embedded in the binary and compiled at run time into a module named
/// `SwiftUI`, so that learners' code type-checks on Linux with the errors Xcode would show.
package enum SwiftUISurface {
    /// (file name, source text) of every declaration file, in a stable order.
    package static let files: [(name: String, source: String)] = EmbeddedSurface.files.compactMap { entry in
        guard let data = Data(base64Encoded: entry.base64) else { return nil }
        return (String(entry.path.dropFirst("SwiftUI/".count)), String(decoding: data, as: UTF8.self))
    }
}
