import Foundation

/// Fresh folders under the system's temporary folder, one per call, named for the test.
public enum TemporaryFolder {
    /// A new, empty folder `statetutor-tests-NAME-UUID`.
    public static func make(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-tests-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
