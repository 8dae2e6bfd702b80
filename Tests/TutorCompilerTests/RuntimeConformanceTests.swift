import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// The terminal runtime against real SwiftUI: each program in `Fixtures/RuntimeConformance`
/// checks one rule of docs/RUNTIME.md. It runs its script through the runtime (compiled with the
/// real compiler, run in the sandbox), and its screen, body counts, exit status and crash
/// message must be what SwiftUI gives.
///
/// Header lines: `// rule:` and `// source:` (required), `// view: TYPE`, `// script: STEPS`,
/// `// exit: N` (default 0), `// stderr: TEXT` (a line of stderr contains it); the expected
/// standard output is the block comment `/* expect … */` at the end.
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct RuntimeConformanceTests {
    static let programs: [String] = {
        guard
            let folder = Bundle.module.url(
                forResource: "RuntimeConformance", withExtension: nil, subdirectory: "Fixtures")
        else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test func theSuiteHasAProgramForEachRuleOfTheRuntime() {
        #expect(Self.programs.count >= 107)
    }

    @Test(arguments: programs)
    func aProgramBehavesAsSwiftUIDoes(_ name: String) throws {
        let compiler = try #require(CompilerFixture.compiler)
        let program = try ConformanceProgram(name: name)
        #expect(!program.rule.isEmpty && !program.source.isEmpty, "\(name) needs // rule: and // source: lines")
        let run = try compiler.runViews(
            [LearnerFile(program.text, displayName: name)], rootView: program.view, steps: program.steps)
        #expect(run.compile.succeeded, "\(run.compile.diagnostics.map(\.formatted))")
        let execution = try #require(run.execution)
        #expect(execution.stdout == program.expectedOutput, "stderr: \(execution.stderr.suffix(600))")
        #expect((execution.status == 0 ? 0 : 1) == program.exitStatus, "stderr: \(execution.stderr.suffix(600))")
        if let text = program.stderr {
            #expect(execution.stderr.contains(text), "stderr: \(execution.stderr.suffix(600))")
        }
    }
}

/// One conformance program and its header.
struct ConformanceProgram {
    var text: String
    var rule = ""
    var source = ""
    var view: String?
    var steps: [String] = []
    var exitStatus = 0
    var stderr: String?
    var expectedOutput = ""

    init(name: String) throws {
        let url = try #require(
            Bundle.module.url(
                forResource: (name as NSString).deletingPathExtension, withExtension: "swift",
                subdirectory: "Fixtures/RuntimeConformance"))
        text = try String(contentsOf: url, encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("// ") {
            let body = line.dropFirst(3)
            guard let colon = body.firstIndex(of: ":") else { continue }
            let key = body[..<colon]
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "rule": rule = value
            case "source": source = value
            case "view": view = value
            case "script": steps = try ViewScript(value).steps
            case "exit": exitStatus = Int(value) ?? 0
            case "stderr": stderr = value
            default: break
            }
        }
        if let start = text.range(of: "/* expect\n"),
            let end = text.range(of: "*/", range: start.upperBound..<text.endIndex)
        {
            expectedOutput = String(text[start.upperBound..<end.lowerBound])
        }
    }
}
