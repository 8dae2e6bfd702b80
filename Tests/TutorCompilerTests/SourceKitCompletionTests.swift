import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// What the service keeps of SourceKit's completion results, and which library it loads.
@Suite(.runsProcesses) struct SourceKitCompletionTests {
    static func result(_ name: String, _ kind: String, description: String? = nil, type: String? = nil)
        -> SourceKitValue
    {
        var members: [(String, SourceKitValue)] = [
            ("key.kind", .uid("source.lang.swift.\(kind)")), ("key.name", .string(name)),
            ("key.description", .string(description ?? name)),
        ]
        if let type { members.append(("key.typename", .string(type))) }
        return .dictionary(members)
    }

    static let viewMembers: [SourceKitValue] = [
        result("frame(width:height:)", "decl.function.method.instance", type: "some View"),
        result("font(_:)", "decl.function.method.instance", description: "font(font: Font?)", type: "some View"),
        result("foregroundStyle(_:)", "decl.function.method.instance", type: "some View"),
        result("for", "keyword"),
        result("fontWeight", "decl.var.instance", type: "Font.Weight?"),
    ]

    static func names(_ results: [SourceKitValue], _ prefix: String) -> [String] {
        SourceKitServer.completions(from: results, prefix: prefix).map(\.name)
    }

    @Test func onlyNamesStartingWithTheTypedPrefixAreKeptInSourceKitsOrder() {
        #expect(Self.names(Self.viewMembers, "fo") == ["font", "foregroundStyle", "fontWeight"])
    }

    @Test func anEmptyPrefixKeepsEveryDeclaration() {
        #expect(Self.names(Self.viewMembers, "") == ["frame", "font", "foregroundStyle", "fontWeight"])
    }

    @Test func namesFromACLibraryAreNotCompleted() {
        let results: [SourceKitValue] = [
            .dictionary([
                ("key.kind", .uid("source.lang.swift.decl.struct")), ("key.name", .string("stat")),
                ("key.modulename", .string("SwiftGlibc.POSIX.sys.stat")),
            ]),
            .dictionary([
                ("key.kind", .uid("source.lang.swift.decl.struct")), ("key.name", .string("State")),
                ("key.modulename", .string("SwiftUI")),
            ]),
        ]
        #expect(Self.names(results, "st") == ["State"])
    }

    @Test func keywordsAreNotCompleted() {
        #expect(!Self.names(Self.viewMembers, "f").contains("for"))
    }

    @Test func overloadsOfOneNameAreOneCompletion() {
        let results = [
            Self.result("font(_:)", "decl.function.method.instance", description: "font(font: Font?)"),
            Self.result("font(_:)", "decl.function.method.instance", description: "font(font: Font)"),
        ]
        let completions = SourceKitServer.completions(from: results, prefix: "fo")
        #expect(completions.map(\.description) == ["font(font: Font?)"])
    }

    @Test func aPrefixInTheWrongCaseFindsNamesInAnyCase() {
        #expect(Self.names(Self.viewMembers, "FO") == ["font", "foregroundStyle", "fontWeight"])
    }

    @Test func namesInAnyCaseAreLeftOutWhenOneMatchesExactly() {
        let results = [Self.result("Font", "decl.struct"), Self.result("font(_:)", "decl.function.method.instance")]
        #expect(Self.names(results, "fo") == ["font"])
    }

    @Test func namesStartingWithAnUnderscoreAreHiddenUnlessOneIsTyped() {
        let results = [Self.result("_count", "decl.var.instance"), Self.result("count", "decl.var.instance")]
        #expect(Self.names(results, "") == ["count"])
        #expect(Self.names(results, "_") == ["_count"])
    }

    @Test func functionsTakeArgumentsAndPropertiesAndTypesDoNot() {
        let results = [
            Self.result("font(_:)", "decl.function.method.instance"), Self.result("fontWeight", "decl.var.instance"),
            Self.result("Font", "decl.struct"),
        ]
        let completions = SourceKitServer.completions(from: results, prefix: "")
        #expect(completions.map(\.takesArguments) == [true, false, false])
    }

    @Test func theDescriptionAndTheTypeAreSourceKits() {
        let font = SourceKitServer.completions(from: Self.viewMembers, prefix: "fon").first
        #expect(
            font
                == SourceKitCompletion(
                    name: "font", description: "font(font: Font?)", type: "some View", takesArguments: true))
    }

    @Test func oneReplyCarriesAtMostTheLimit() {
        let results = (0..<1000).map { Self.result("name\($0)", "decl.var.local") }
        #expect(SourceKitServer.completions(from: results, prefix: "").count == SourceKitServer.completionLimit)
    }

    // MARK: The library

    /// A toolchain in a temporary folder, with SourceKit's library beside the compiler or not.
    static func toolchain(withSourceKit: Bool) throws -> (SwiftToolchain, String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-toolchain-\(UUID())")
        let bin = root.appendingPathComponent("usr/bin")
        let lib = root.appendingPathComponent("usr/lib")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: bin.appendingPathComponent("swiftc").path, contents: Data())
        let library = lib.appendingPathComponent("libsourcekitdInProc.so").path
        if withSourceKit { _ = FileManager.default.createFile(atPath: library, contents: Data()) }
        return (SwiftToolchain(swiftc: bin.appendingPathComponent("swiftc").path, version: "test"), library)
    }

    @Test func withoutTheVariableTheLibraryBesideTheCompilerIsLoaded() throws {
        let (toolchain, library) = try Self.toolchain(withSourceKit: true)
        #expect(CodeAssistant.library(toolchain: toolchain, environment: [:]) == library)
        #expect(
            CodeAssistant.library(toolchain: toolchain, environment: [CodeAssistant.libraryVariable: ""]) == library)
    }

    @Test func aToolchainWithoutSourceKitHasNoLibrary() throws {
        let (toolchain, _) = try Self.toolchain(withSourceKit: false)
        #expect(CodeAssistant.library(toolchain: toolchain, environment: [:]) == nil)
    }

    @Test func theVariableNamesTheLibraryToLoad() throws {
        let (toolchain, _) = try Self.toolchain(withSourceKit: true)
        let environment = [CodeAssistant.libraryVariable: "/elsewhere/sourcekitd.so"]
        #expect(CodeAssistant.library(toolchain: toolchain, environment: environment) == "/elsewhere/sourcekitd.so")
    }

    @Test(arguments: ["off", "OFF", "no", "0", "none"])
    func theVariableTurnsSourceKitOff(_ value: String) throws {
        let (toolchain, _) = try Self.toolchain(withSourceKit: true)
        #expect(CodeAssistant.library(toolchain: toolchain, environment: [CodeAssistant.libraryVariable: value]) == nil)
    }
}
