import Foundation
import SwiftUISurface
import TutorCore

@testable import TutorCompiler

/// One compiler for the whole test run, with its cache in a temporary folder (the surface is
/// built once, on first use).
enum CompilerFixture {
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
        "statetutor-compiler-tests-\(UUID().uuidString)")

    static let compiler: SwiftCompiler? = {
        guard let toolchain = SwiftToolchain.locate(environment: ProcessInfo.processInfo.environment) else {
            return nil
        }
        return SwiftCompiler(toolchain: toolchain, cacheDirectory: cache, surfaceFiles: SwiftUISurface.files)
    }()

    static let corpus: URL? = Bundle.module.url(
        forResource: "SwiftUICorpus", withExtension: nil, subdirectory: "Fixtures")

    /// The entries of `valid` or `invalid`: single files, and folders that are one module each.
    static func corpusFiles(_ kind: String) -> [String] {
        guard let corpus else { return [] }
        let folder = corpus.appendingPathComponent(kind)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            return name.hasSuffix(".swift") || isFolder.boolValue
        }.sorted()
    }
}
