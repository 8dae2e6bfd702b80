import Foundation
import Testing
import TutorTestSupport

/// The learner's code is never lost: `edit` after a missed try opens what was handed in, not the
/// starter, and a code answer that does not compile costs no try.
@Suite(.runsProcesses) struct CodeNeverLostTests {
    /// An editor that appends the file it is given to `log`, then fails (nothing is submitted).
    static func loggingEditor() throws -> (editor: URL, log: URL) {
        let folder = StatetutorProcess.makeTemporaryDirectory("editor-log")
        let editor = folder.appendingPathComponent("fake-editor")
        let log = folder.appendingPathComponent("seen.swift")
        try Data("#!/bin/sh\ncat \"$1\" >> '\(log.path)'\nexit 1\n".utf8).write(to: editor)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        return (editor, log)
    }

    /// 13 skips open the fixture lesson's code question.
    static let toTheCodeQuestion = "start counter\n" + String(repeating: "skip\n", count: 13)

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func editAfterAMissedTryOpensTheLinesHandedInNotTheStarter() throws {
        let (editor, log) = try Self.loggingEditor()
        let answer = "import SwiftUI\nstruct Counter {\n    private var count = 0 // my try\n}\n.\n"
        let outcome = try StatetutorProcess.run(
            ["--lessons", ShellTranscriptTests.course.path], input: Self.toTheCodeQuestion + answer + "edit\n",
            environment: ["EDITOR": editor.path])
        #expect(outcome.stdout.contains("Not yet."), "\(outcome.stdout.suffix(1500))")
        let seen = try String(contentsOf: log, encoding: .utf8)
        #expect(seen.contains("private var count = 0 // my try"), "\(seen)")
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func editAfterLinesTypedAtThePromptOpensThoseLines() throws {
        let (editor, log) = try Self.loggingEditor()
        let outcome = try StatetutorProcess.run(
            ["--lessons", ShellTranscriptTests.course.path],
            input: Self.toTheCodeQuestion + "import SwiftUI\nstruct Counter { // typed\nedit\n",
            environment: ["EDITOR": editor.path])
        #expect(outcome.stdout.contains("The editor exited with status 1"), "\(outcome.stdout.suffix(800))")
        #expect(try String(contentsOf: log, encoding: .utf8).contains("struct Counter { // typed"))
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func aCodeAnswerThatDoesNotCompileKeepsEveryTry() throws {
        let answer = "import SwiftUI\nstruct Counter {\n    @State private var count = undefinedName\n}\n.\n"
        let outcome = try StatetutorProcess.run(
            ["--lessons", ShellTranscriptTests.course.path], input: Self.toTheCodeQuestion + answer)
        #expect(outcome.stdout.contains("Not compiled, and not counted as a try."), "\(outcome.stdout.suffix(1500))")
        #expect(outcome.stdout.contains("cannot find 'undefinedName' in scope"))
        #expect(outcome.stdout.contains("Still 3 tries"))
    }
}
