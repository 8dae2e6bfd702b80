import Foundation
import TutorCore

/// The Swift documentation of swiftc's diagnostic groups, read from the toolchain's own copy
/// (`share/doc/swift/diagnostics/*.md` beside `bin/swiftc`): each group's page and title, so a
/// `[#Group]` tag becomes a link to the page swiftc itself names (`PropertyWrappers` is
/// `property-wrapper-requirements`, not its name in kebab case) and a few words about it.
/// The folder is read once per compiler, and only when a message has a group.
package enum DiagnosticGroupDocs {
    /// A group's page name (the file name without `.md`) and its title.
    struct Page: Sendable, Equatable {
        var name: String
        var title: String
    }

    /// `diagnostics` with the page and title of each one's group, where the toolchain has it.
    package static func describe(_ diagnostics: [CompilerDiagnostic], swiftc: String) -> [CompilerDiagnostic] {
        guard diagnostics.contains(where: { $0.group != nil }) else { return diagnostics }
        let pages = pages(swiftc: swiftc)
        return diagnostics.map { diagnostic in
            guard let group = diagnostic.group, let page = pages[group] else { return diagnostic }
            var described = diagnostic
            described.documentation = CompilerDiagnostic.documentationBase + page.name
            described.groupTitle = page.title
            return described
        }
    }

    /// `diagnostics` with the group of each one that names only its page (as SourceKit does),
    /// where the toolchain documents it.
    package static func groups(_ diagnostics: [CompilerDiagnostic], swiftc: String) -> [CompilerDiagnostic] {
        guard diagnostics.contains(where: { $0.group == nil && $0.documentation != nil }) else { return diagnostics }
        var groups: [String: String] = [:]
        for (group, page) in pages(swiftc: swiftc) { groups[page.name] = group }
        return diagnostics.map { diagnostic in
            guard diagnostic.group == nil, let page = diagnostic.documentation?.split(separator: "/").last else {
                return diagnostic
            }
            var named = diagnostic
            named.group = groups[String(page)]
            return named
        }
    }

    /// The pages already read, by the `swiftc` whose toolchain has them.
    private static let cache = Locked<[String: [String: Page]]>([:])

    /// The groups documented in the toolchain of `swiftc`, by name.
    static func pages(swiftc: String) -> [String: Page] {
        cache.withLock { pages in
            if let known = pages[swiftc] { return known }
            let found = read(folder: folder(swiftc: swiftc))
            pages[swiftc] = found
            return found
        }
    }

    static func folder(swiftc: String) -> URL {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/doc/swift/diagnostics")
    }

    /// Each page's first line is `# Title (GroupName)`.
    static func read(folder: URL) -> [String: Page] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var pages: [String: Page] = [:]
        for name in names where name.hasSuffix(".md") {
            guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent(name).path) else { continue }
            let head = String(decoding: handle.readData(ofLength: 400), as: UTF8.self)
            try? handle.close()
            guard let heading = head.split(separator: "\n").first, let page = page(heading, file: name) else {
                continue
            }
            pages[page.group] = page.page
        }
        return pages
    }

    /// `# Protocol types cannot conform to protocols (ProtocolTypeNonConformance)`.
    static func page(_ heading: Substring, file: String) -> (group: String, page: Page)? {
        guard heading.hasPrefix("# "), heading.hasSuffix(")"), let open = heading.lastIndex(of: "(") else {
            return nil
        }
        let group = heading[heading.index(after: open)..<heading.index(before: heading.endIndex)]
        guard !group.isEmpty, group.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let title = heading.dropFirst(2)[..<open].trimmingCharacters(in: .whitespaces)
        return (String(group), Page(name: String(file.dropLast(3)), title: title))
    }
}
