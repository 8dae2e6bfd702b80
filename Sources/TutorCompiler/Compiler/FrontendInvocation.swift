import Foundation
import TutorCore

/// The compiler frontend command that `swiftc` would run for a check, so that checks can skip the
/// driver, which takes about 40 ms of every compile to plan one job.
///
/// The driver is asked once per toolchain and argument shape (`swiftc -### …`, which prints the
/// jobs without running them), with placeholders for the input files; the printed frontend
/// command is kept in the cache folder, one argument a line, and each later check fills in its
/// own files. Whenever the answer is not one plain frontend job (several jobs, quoting the
/// parser does not read, an old driver), there is no invocation and the caller runs `swiftc`.
package struct FrontendInvocation: Sendable, Equatable {
    package var executable: String
    package var arguments: [String]

    /// Stands for input `index` while the driver plans; a `main.swift` keeps its name, which
    /// decides whether the file may hold top-level code.
    private static func placeholder(_ index: Int, _ input: String) -> String {
        (input as NSString).lastPathComponent == "main.swift"
            ? "/statetutor-input-\(index)/main.swift" : "/statetutor-input-\(index).swift"
    }

    /// The frontend command for `swiftc driverArguments inputs`, or nil when it cannot be known.
    package static func make(
        toolchain: SwiftToolchain, driverArguments: [String], inputs: [String], cacheDirectory: URL,
        timeLimit: TimeInterval = 5
    ) -> FrontendInvocation? {
        let placeholders = inputs.enumerated().map { placeholder($0.offset, $0.element) }
        let shape = ([toolchain.swiftc, toolchain.version] + driverArguments + placeholders).joined(separator: "\n")
        let file = cacheDirectory.appendingPathComponent("frontend").appendingPathComponent(
            ContentHash.of(shape) + ".txt")
        let template: [String]
        if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty {
            template = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } else {
            guard
                let learned = learn(
                    toolchain: toolchain, arguments: driverArguments + placeholders, timeLimit: timeLimit)
            else {
                return nil
            }
            template = learned
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(template.joined(separator: "\n").utf8).write(to: file, options: .atomic)
        }
        guard let executable = template.first, template.count > 1 else { return nil }
        var arguments = Array(template.dropFirst())
        for (index, input) in inputs.enumerated() {
            guard let position = arguments.firstIndex(of: placeholder(index, input)) else { return nil }
            arguments[position] = input
        }
        return FrontendInvocation(executable: executable, arguments: arguments)
    }

    /// The one frontend job `swiftc -### arguments` prints, split into its words; nil for
    /// anything else. The driver only plans (it takes a tenth of a second): one that takes
    /// seconds is stuck, and the check goes on without a plan.
    private static func learn(toolchain: SwiftToolchain, arguments: [String], timeLimit: TimeInterval)
        -> [String]?
    {
        guard let result = try? ProcessRunner(timeLimit: min(5, timeLimit)).run(toolchain.swiftc, ["-###"] + arguments),
            result.status == 0
        else { return nil }
        let jobs = result.stdout.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard jobs.count == 1, let job = jobs.first,
            !job.contains(where: { $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == "\t" })
        else { return nil }
        var words = job.split(separator: " ").map(String.init)
        guard let executable = words.first, executable.hasSuffix("swift-frontend"),
            words.dropFirst().first == "-frontend"
        else { return nil }
        // With several inputs the driver names a file map of extra outputs in a temporary folder
        // it deletes at once; a check writes no extra outputs, so the map is left out.
        if let map = words.firstIndex(of: "-supplementary-output-file-map"), map + 1 < words.count {
            words.removeSubrange(map...(map + 1))
        }
        // Anything else in the driver's own temporary folders would be gone by the time it is used.
        guard !words.contains(where: { $0.contains("TemporaryDirectory.") }) else { return nil }
        return words
    }
}
