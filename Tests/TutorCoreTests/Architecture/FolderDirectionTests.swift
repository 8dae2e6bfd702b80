import Foundation
import Testing
import TutorTestSupport

@testable import TutorCore

/// Inside `TutorCore`, a folder uses only the folders above it in `order` (docs/ARCHITECTURE.md,
/// "Folders"): a type declared in a later folder, named in the code of an earlier one, is a
/// dependency pointing the wrong way.
@Suite struct FolderDirectionTests {
    /// TutorCore's top-level folders, each using only those before it.
    static let order = [
        "Concurrency", "Diagnostics", "YAML", "Markdown", "Text", "Platform", "SwiftSource", "Course", "Loading",
        "Checking",
        "Review", "Progress", "Reports", "Session",
    ]

    static let core = Repository.root().appendingPathComponent("Sources/TutorCore")

    /// Every Swift file of TutorCore with the top-level folder it is in, by path relative to `core`.
    static func sources() throws -> [(folder: String, path: String, tokens: [SwiftToken])] {
        let walker = FileManager.default.enumerator(atPath: core.path)
        return try (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let text = try String(contentsOf: core.appendingPathComponent(path), encoding: .utf8)
            let folder = path.split(separator: "/").first.map(String.init) ?? ""
            return (folder, path, SwiftLexer.tokens(text).filter { !$0.isTrivia })
        }
    }

    /// The names of the types (and type aliases) a file declares outside any braces.
    static func declaredTypes(_ tokens: [SwiftToken]) -> [String] {
        let introducers: Set = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var depth = 0
        var names: [String] = []
        for (index, token) in tokens.enumerated() {
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, introducers.contains(token.text), token.kind == .keyword || token.kind == .identifier,
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            else { continue }
            names.append(tokens[index + 1].text)
        }
        return names
    }

    /// Each type name with the folder that declares it.
    static func owners(_ files: [(folder: String, path: String, tokens: [SwiftToken])]) -> [String: String] {
        var owners: [String: String] = [:]
        for file in files {
            for name in declaredTypes(file.tokens) { owners[name] = file.folder }
        }
        return owners
    }

    @Test func everyTopLevelFolderOfTutorCoreHasItsPlaceInTheOrder() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.core.path)
        let folders = Set(
            entries.filter { entry in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: Self.core.appendingPathComponent(entry).path, isDirectory: &isFolder)
                return exists && isFolder.boolValue
            })
        #expect(folders.subtracting(Self.order).isEmpty, "folders not in the order: \(folders.subtracting(Self.order))")
        #expect(
            Set(Self.order).subtracting(folders).isEmpty, "no such folders: \(Set(Self.order).subtracting(folders))")
    }

    @Test func noFolderOfTutorCoreUsesATypeOfAFolderBelowIt() throws {
        let files = try Self.sources()
        let owners = Self.owners(files)
        var upward: [String] = []
        for file in files {
            guard let rank = Self.order.firstIndex(of: file.folder) else { continue }
            for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
                // `x.Name` is a member, not the type.
                if index > 0, file.tokens[index - 1].isPunctuation(".") { continue }
                guard let owner = owners[token.text], let ownerRank = Self.order.firstIndex(of: owner),
                    ownerRank > rank
                else { continue }
                let use = "\(file.path) uses \(token.text) (\(owner)/)"
                if !upward.contains(use) { upward.append(use) }
            }
        }
        #expect(upward.isEmpty, "uses of a folder listed later:\n\(upward.joined(separator: "\n"))")
    }

    @Test func theArchitectureDocumentListsTheFoldersInTheSameOrder() throws {
        let document = try String(
            contentsOf: Repository.root().appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "Sources/TutorCore/"))
        var listed: [String] = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix(" ") else { break }
            // A folder of TutorCore is a line indented by exactly two spaces: `  Course/   …`.
            guard line.hasPrefix("  "), !line.hasPrefix("   "),
                let name = line.dropFirst(2).split(separator: " ").first, name.hasSuffix("/")
            else { continue }
            listed.append(String(name.dropLast()))
        }
        #expect(listed == Self.order)
    }
}
