import Foundation
import TutorCore

/// The Swift files a command is given (`typecheck`, `run`): read as one app's files, with a
/// usage error for a folder, a file that cannot be read, or one too large to be learner code.
enum SwiftFileArguments {
    /// The most a file may hold: learner code, not a generated blob.
    static let sizeLimit = 4 << 20

    /// Reads `paths` (relative to the current directory), each once, named as given.
    static func read(_ paths: [String], context: ProcessContext, command: String) throws(UsageError) -> [LearnerFile] {
        guard !paths.isEmpty else { throw UsageError("\(command) needs one or more Swift files", command: command) }
        var files: [LearnerFile] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                throw UsageError("\(path) is a folder; name the Swift files in it", command: command)
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw UsageError("cannot read \(path)", command: command)
            }
            guard data.count <= sizeLimit else { throw UsageError("\(path) is larger than 4 MB", command: command) }
            if files.contains(where: { $0.displayName == path }) { continue }
            files.append(LearnerFile(String(decoding: data, as: UTF8.self), displayName: path))
        }
        return files
    }
}
