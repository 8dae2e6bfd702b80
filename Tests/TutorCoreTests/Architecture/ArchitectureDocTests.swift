import Foundation
import Testing
import TutorTestSupport

/// `docs/ARCHITECTURE.md` describes the code as it is: every folder and every Swift file under
/// `Sources/` (and `Plugins/`) is named there, so a newcomer finds where a thing lives.
struct ArchitectureDocTests {
    static let root = Repository.root()

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    }

    /// Paths under `top`, relative to the package root; the surface's declarations are named by
    /// their folder only.
    static func entries(under top: String) -> [String] {
        let base = root.appendingPathComponent(top)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { !$0.contains("Declarations/") }.map { "\(top)/\($0)" }
    }

    @Test func everySourceFileIsNamedInTheArchitectureDocument() throws {
        let text = try Self.document()
        let files = (Self.entries(under: "Sources") + Self.entries(under: "Plugins")).filter { $0.hasSuffix(".swift") }
        let missing = files.filter { path in
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return !text.contains(name)
        }
        #expect(missing.isEmpty, "not named in docs/ARCHITECTURE.md: \(missing.joined(separator: ", "))")
    }

    @Test func everySourceFolderIsNamedInTheArchitectureDocument() throws {
        let text = try Self.document()
        let folders = (Self.entries(under: "Sources") + Self.entries(under: "Plugins")).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: Self.root.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && isFolder.boolValue
        }
        let missing = folders.filter { !text.contains(URL(fileURLWithPath: $0).lastPathComponent + "/") }
        #expect(missing.isEmpty, "folders not named in docs/ARCHITECTURE.md: \(missing.joined(separator: ", "))")
    }
}
