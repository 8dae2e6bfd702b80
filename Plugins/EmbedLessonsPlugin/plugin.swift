import Foundation
import PackagePlugin

/// Embeds the bundled course (`Lessons/`) in the `BundledCourse` target, so that the built binary
/// finds its lessons wherever it is copied.
@main
struct EmbedLessonsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let lessons = root.appending(path: "Lessons")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
        let inputs = names.sorted()
            .filter { $0.hasSuffix(".md") || $0 == "course.yaml" }
            .map { lessons.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessons.swift")
        let arguments = [output.path, "EmbeddedLessons"] + inputs.map { "Lessons/\($0.lastPathComponent)=\($0.path)" }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) lesson files",
                executable: try context.tool(named: "EmbedLessons").url,
                arguments: arguments,
                inputFiles: inputs + [lessons],
                outputFiles: [output]
            )
        ]
    }
}
