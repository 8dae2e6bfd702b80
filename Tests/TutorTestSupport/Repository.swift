import Foundation

/// The repository the tests were compiled from, found from a test file's `#filePath` whether the
/// file was compiled through the root package or through the fast-loop package's links.
public enum Repository {
    /// The repository's root folder: the first folder above `filePath` (links resolved) that
    /// holds `Sources/TutorCore`.
    public static func root(filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let marker = folder.appendingPathComponent("Sources/TutorCore").path
            if FileManager.default.fileExists(atPath: marker) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }
}
