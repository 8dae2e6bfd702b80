import Foundation

/// Hands the terminal to the learner's editor (`$VISUAL`, else `$EDITOR`, else `vi`) on a copy of
/// a code answer, and reads the result back. The copy lives in a fresh folder only its owner can
/// open (mode 0700, the file 0600), under a name nobody can guess, and is removed afterwards.
struct ExternalEditor {
    enum Outcome: Equatable {
        case edited(String)
        /// The editor ran and exited with this status: nothing is submitted.
        case editorFailed(Int32)
        case couldNotRun(String)
    }

    var environment: [String: String]

    /// The command that opens the editor, as the user wrote it (it may carry arguments).
    var command: String {
        environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
    }

    func edit(_ text: String, fileName: String) -> Outcome {
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-edit-XXXXXX").path.utf8CString)
        guard
            let folderPath = template.withUnsafeMutableBufferPointer({ buffer -> String? in
                guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
                return String(cString: base)
            })
        else { return .couldNotRun("cannot make a private temporary folder (\(String(cString: strerror(errno))))") }
        let folder = URL(fileURLWithPath: folderPath)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(fileName)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .couldNotRun("cannot write \(file.path)") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { return .couldNotRun("cannot write \(file.path)") }
        do {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // The path is an argument of the shell, never part of the command text.
            process.arguments = ["-c", "\(command) \"$1\"", "statetutor-edit", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return .editorFailed(process.terminationStatus) }
            return .edited(try String(contentsOf: file, encoding: .utf8))
        } catch {
            return .couldNotRun(error.localizedDescription)
        }
    }
}
