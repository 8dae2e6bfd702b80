import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

@Suite(.runsProcesses) struct DiagnosticGroupDocsTests {
    /// A toolchain folder with one documentation page, as `share/doc/swift/diagnostics` holds them.
    static func toolchain() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("group-docs-\(UUID().uuidString)")
        let bin = root.appendingPathComponent("usr/bin")
        let docs = root.appendingPathComponent("usr/share/doc/swift/diagnostics")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Property wrapper implementation requirements (PropertyWrappers)\n\n## Overview\n".write(
            to: docs.appendingPathComponent("property-wrapper-requirements.md"), atomically: true, encoding: .utf8)
        try "# Diagnostic groups\n".write(
            to: docs.appendingPathComponent("diagnostic-groups.md"), atomically: true, encoding: .utf8)
        return bin.appendingPathComponent("swiftc").path
    }

    @Test func aGroupLinksToThePageTheToolchainNamesWithItsTitle() throws {
        let diagnostic = CompilerDiagnostic(
            file: "a.swift", line: 1, column: 25, severity: .error, message: "no wrappedValue",
            group: "PropertyWrappers")
        let described = DiagnosticGroupDocs.describe([diagnostic], swiftc: try Self.toolchain())
        #expect(
            described.first?.documentationURL
                == "https://docs.swift.org/compiler/documentation/diagnostics/property-wrapper-requirements")
        #expect(described.first?.groupTitle == "Property wrapper implementation requirements")
    }

    @Test func aGroupTheToolchainDoesNotDocumentKeepsItsNameInKebabCase() throws {
        let diagnostic = CompilerDiagnostic(
            file: "a.swift", line: 1, column: 1, severity: .warning, message: "old", group: "DeprecatedDeclaration")
        let described = DiagnosticGroupDocs.describe([diagnostic], swiftc: try Self.toolchain())
        #expect(
            described.first?.documentationURL
                == "https://docs.swift.org/compiler/documentation/diagnostics/deprecated-declaration")
        #expect(described.first?.groupTitle == nil)
    }
}
