import Foundation
import Testing
import TutorTestSupport

/// The fast-loop package (`FastLoop/Package.swift`) declares a subset of the root package's
/// targets over links to the root's folders. These tests keep it a true subset: each target it
/// declares is declared the same way at the root, and each of its folders is the root's folder.
@Suite struct FastLoopManifestTests {
    static let root = Repository.root()

    /// The target declarations of a manifest, by name: each `.target(`, `.testTarget(`, … call,
    /// with its whitespace collapsed.
    static func targets(in manifest: String) -> [String: String] {
        let kinds = [".systemLibrary(", ".target(", ".testTarget(", ".executableTarget(", ".plugin("]
        var found: [String: String] = [:]
        var rest = Substring(manifest)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            var depth = 0
            var end = start.upperBound
            for index in rest[start.lowerBound...].indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = rest.index(after: index)
                        break
                    }
                }
            }
            let call = rest[start.lowerBound..<end]
            if let name = call.firstMatch(of: /name: "([^"]+)"/)?.1 {
                found[String(name)] = call.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
            rest = rest[end...]
        }
        return found
    }

    static func manifest(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyTargetOfTheFastLoopIsDeclaredAsTheRootDeclaresIt() throws {
        let rootTargets = Self.targets(in: try Self.manifest("Package.swift"))
        let fastTargets = Self.targets(in: try Self.manifest("FastLoop/Package.swift"))
        #expect(fastTargets.keys.contains("TutorCoreTests") && fastTargets.keys.contains("TutorTerminalTests"))
        for (name, declaration) in fastTargets {
            #expect(rootTargets[name] == declaration, "FastLoop declares \(name) otherwise than the root")
        }
    }

    @Test func theFastLoopHoldsNoSlowSuiteNoSurfaceAndNoExecutable() throws {
        let fastTargets = Self.targets(in: try Self.manifest("FastLoop/Package.swift"))
        for name in ["TutorCompilerTests", "EndToEndTests", "SwiftUISurface", "statetutor", "StateTutorBench"] {
            #expect(fastTargets[name] == nil, "\(name) is in the fast loop")
        }
    }

    @Test func everyFolderOfTheFastLoopIsALinkToTheRootsFolderOfTheSameName() throws {
        let fast = Self.root.appendingPathComponent("FastLoop")
        let manager = FileManager.default
        var links: [String] = ["Plugins", "Lessons"]
        for folder in ["Sources", "Tests"] {
            let names = try manager.contentsOfDirectory(atPath: fast.appendingPathComponent(folder).path)
            links += names.map { "\(folder)/\($0)" }
        }
        for link in links {
            let destination = try manager.destinationOfSymbolicLink(atPath: fast.appendingPathComponent(link).path)
            let resolved = fast.appendingPathComponent(link).deletingLastPathComponent()
                .appendingPathComponent(destination).standardizedFileURL.path
            #expect(resolved == Self.root.appendingPathComponent(link).standardizedFileURL.path, "\(link)")
        }
    }
}
