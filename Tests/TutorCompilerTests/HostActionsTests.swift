import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// A lesson's tests drive focus, Return, unstructured tasks and a relaunch through
/// StateTutorHost (`host.focus`, `host.submit`, `host.wait`, `host.relaunch`), so questions about
/// `@FocusState`, `onSubmit`, `Task {}` and `@AppStorage` can be judged by what the code does.
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct HostActionsTests {
    static let lesson = """
        ---
        id: hosted
        title: Hosted
        summary: Questions judged through the host's focus, submit, wait and relaunch.
        minutes: 5
        ---

        ## Page

        ```quiz
        id: h-form
        kind: code
        prompt: Write the sign-up form.
        starter: |
          import SwiftUI
        solution: |
          import SwiftUI

          struct SignUp: View {
              enum Field: Hashable { case name, email }
              @State private var name = ""
              @State private var email = ""
              @State private var status = "idle"
              @State private var launches = 0
              @AppStorage("hosted.saved") private var saved = ""
              @FocusState private var field: Field?

              var body: some View {
                  VStack {
                      TextField("Name", text: $name)
                          .focused($field, equals: .name)
                          .onSubmit { field = .email }
                      TextField("Email", text: $email)
                          .focused($field, equals: .email)
                          .onSubmit {
                              saved = name
                              status = "sending"
                              Task {
                                  try? await Task.sleep(nanoseconds: 200_000_000)
                                  status = "sent"
                              }
                          }
                      Text("Focus: \\(field == .email ? "email" : field == .name ? "name" : "none")")
                      Text("Status: \\(status)")
                      Text("Saved: \\(saved)")
                      Text("Launches: \\(launches)")
                  }
                  .onAppear { launches += 1 }
              }
          }
        tests: |
          import StateTutorHost
          UserDefaults.standard.removeObject(forKey: "hosted.saved")
          let host = ViewHost(SignUp())
          try host.focus("Name")
          expect(host.shows("Focus: name"), "focus on Name sets the focus state")
          try host.type("Name", "Ada")
          try host.submit("Name")
          expect(host.shows("Focus: email"), "Return in Name moves the focus to Email")
          try host.submit("Email")
          expect(host.shows("Status: sending"), "Return in Email starts sending")
          host.wait()
          expect(host.shows("Status: sent"), "the task started by onSubmit finishes")
          host.relaunch()
          expect(host.shows("Saved: Ada"), "the saved name survives a relaunch")
          expect(host.shows("Status: idle"), "state starts over after a relaunch")
          expect(host.shows("Launches: 1"), "the relaunched view appears once")
        ```
        """

    static let course = CourseLoader().load(files: [LessonFile(path: "hosted.md", text: lesson)]).course

    static func verdict(_ answer: String) throws -> Verdict {
        let compiler = try #require(CompilerFixture.compiler)
        let checker = AnswerChecker(trees: [:], compiler: compiler)
        switch TutorSession.judge(answer, questionID: "h-form", course: Self.course, checker: checker) {
        case .verdict(let verdict): return verdict
        case .invalid(let message): Issue.record("invalid: \(message)")
        case .cancelled: Issue.record("no verdict for \(answer)")
        case .couldNotCheck(let failure): Issue.record("couldn't check \(answer): \(failure.reason)")
        }
        return .wrong(expected: nil)
    }

    static var solution: String {
        guard case .code(_, let solution, _, _, _) = Self.course.lessons.first?.questions.first?.payload else {
            return ""
        }
        return solution
    }

    @Test func focusSubmitWaitAndRelaunchDriveTheViewAsTheLessonSays() throws {
        let verdict = try Self.verdict(Self.solution)
        #expect(verdict.isCorrect, "\(verdict.feedback)")
    }

    @Test func anAnswerWhoseReturnDoesNotMoveTheFocusFailsThatCheck() throws {
        let answer = Self.solution.replacingOccurrences(of: ".onSubmit { field = .email }", with: "")
        let verdict = try Self.verdict(answer)
        #expect(!verdict.isCorrect)
        #expect(
            verdict.feedback.contains { $0.contains("Return in Name moves the focus to Email") }, "\(verdict.feedback)")
    }
}
