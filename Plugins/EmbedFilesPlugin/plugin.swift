import Foundation
import PackagePlugin

/// Embeds text files in a target as generated Swift source, so that the built binary carries
/// them wherever it is copied:
/// - `BundledCourse`: the bundled course, `Lessons/*.md` and `Lessons/course.yaml`;
/// - `SwiftUISurface`: the SwiftUI declarations in `Sources/SwiftUISurface/Declarations/` and the
///   terminal runtime behind them in `Sources/SwiftUISurface/Runtime/`.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folder: URL
        let prefix: String
        let enumName: String
        let keep: (String) -> Bool
        var extraFolders: [URL] = []
        switch target.name {
        case "SwiftUISurface":
            folder = root.appending(path: "Sources/SwiftUISurface/Declarations")
            extraFolders = [
                root.appending(path: "Sources/SwiftUISurface/Runtime"),
                root.appending(path: "Sources/SwiftUISurface/Host"),
            ]
            prefix = "SwiftUI"
            enumName = "EmbeddedSurface"
            keep = { $0.hasSuffix(".swift") }
        case "BundledCourse":
            folder = root.appending(path: "Lessons")
            prefix = "Lessons"
            enumName = "EmbeddedLessons"
            keep = { $0.hasSuffix(".md") || $0 == "course.yaml" }
        default:
            throw EmbedFilesError(target: target.name)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var inputs = names.sorted().filter(keep).map { folder.appending(path: $0) }
        for extra in extraFolders {
            let more = (try? FileManager.default.contentsOfDirectory(atPath: extra.path)) ?? []
            inputs += more.sorted().filter(keep).map { extra.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
        let arguments = [output.path, enumName] + inputs.map { "\(prefix)/\($0.lastPathComponent)=\($0.path)" }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files in \(target.name)",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: arguments,
                inputFiles: inputs + [folder] + extraFolders,
                outputFiles: [output]
            )
        ]
    }
}

/// The plugin was applied to a target it has no files for.
struct EmbedFilesError: Error, CustomStringConvertible {
    var target: String
    var description: String {
        "EmbedFilesPlugin knows what to embed in BundledCourse and SwiftUISurface, not in \(target)"
    }
}
