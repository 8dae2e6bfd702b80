import Foundation
import SwiftUISurface
import Testing
import TutorCompiler
import TutorCore
import TutorTestSupport

/// SourceKit through the library the shell uses: a ``CodeAssistant`` whose service is the built
/// statetutor binary, in its sandbox, against the SwiftUI surface. One at a time: each service
/// loads SourceKit and the surface, and the crash and hang tests look for their own process.
@Suite(.runsProcesses, .serialized) struct SourceKitServiceTests {
    /// The compiler, with the cache the binary's runs in this test process use.
    static let compiler: SwiftCompiler? = {
        let cache = StatetutorProcess.temporaryHome.appendingPathComponent("cache/statetutor")
        guard
            let toolchain = SwiftToolchain.locate(
                environment: ProcessInfo.processInfo.environment, cacheDirectory: cache)
        else { return nil }
        return SwiftCompiler(toolchain: toolchain, cacheDirectory: cache, surfaceFiles: SwiftUISurface.files)
    }()

    /// True where the toolchain has SourceKit (the tests that need it are skipped elsewhere).
    static let hasSourceKit: Bool =
        compiler.map { CodeAssistant.library(toolchain: $0.toolchain, environment: [:]) != nil }
        ?? false

    /// One service for the tests that only ask it questions.
    static let shared: CodeAssistant? = makeAssistant()

    static func makeAssistant(_ environment: [String: String] = [:]) -> CodeAssistant? {
        guard let compiler else { return nil }
        return CodeAssistant(
            compiler: compiler, executable: StatetutorProcess.executable.path, environment: environment)
    }

    static let misspelt = LearnerFile(
        """
        import SwiftUI

        struct Greeting: View {
            var body: some View {
                Text(cout)
            }
        }
        """, displayName: "Greeting.swift")

    static let misspeltError = CompilerDiagnostic(
        file: "Greeting.swift", line: 5, column: 14, severity: .error, message: "cannot find 'cout' in scope")

    /// Waits for `condition` for at most `seconds`; its last value.
    static func eventually(within seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(50_000)
        }
        return true
    }

    /// The errors of the diagnostics: message, line and column are compared, not SourceKit's
    /// other fields.
    static func errors(_ diagnostics: [CompilerDiagnostic]?) -> [String]? {
        diagnostics?.filter { $0.severity == .error }.map(\.formatted)
    }

    // MARK: Diagnostics

    @Test(.enabled(if: hasSourceKit)) func aMisspeltNameIsReportedAtItsLineAndColumnUnderTheDisplayName() throws {
        let assistant = try #require(Self.shared)
        let diagnostics = try #require(assistant.diagnostics([Self.misspelt], timeLimit: 30, waitForStart: true))
        #expect(diagnostics.filter { $0.severity == .error }.map(\.formatted) == [Self.misspeltError.formatted])
    }

    @Test(.enabled(if: hasSourceKit)) func aViewThatCompilesHasNoErrors() throws {
        let assistant = try #require(Self.shared)
        let view = LearnerFile(
            """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0

                var body: some View {
                    Button("Tapped \\(count) times") { count += 1 }
                        .padding()
                }
            }
            """, displayName: "Counter.swift")
        let diagnostics = try #require(assistant.diagnostics([view], timeLimit: 30, waitForStart: true))
        #expect(Self.errors(diagnostics) == [])
    }

    @Test(.enabled(if: hasSourceKit)) func aNewerAPIIsAnErrorForAnOlderDeploymentTargetAsTypecheckSays() throws {
        let assistant = try #require(Self.shared)
        let compiler = try #require(Self.compiler)
        let view = LearnerFile(
            """
            import SwiftUI

            struct Volume: View {
                @State private var volume = 5.0

                var body: some View {
                    Slider(value: $volume, in: 0...10)
                        .onChange(of: volume) { oldValue, newValue in
                            print(oldValue, newValue)
                        }
                }
            }
            """, displayName: "Volume.swift")
        let target = DeploymentTarget("iOS 16")
        let diagnostics = try #require(
            assistant.diagnostics([view], target: target, timeLimit: 30, waitForStart: true))
        let typecheck = try compiler.typecheck([view], target: target)
        #expect(
            Self.errors(diagnostics) == [
                "Volume.swift:8:14: error: 'onChange(of:initial:_:)' is only available in iOS 17.0 or newer"
            ])
        #expect(Self.errors(diagnostics) == Self.errors(typecheck.diagnostics))
    }

    @Test(.enabled(if: hasSourceKit)) func theSameViewWithoutATargetHasNoErrors() throws {
        let assistant = try #require(Self.shared)
        let view = LearnerFile(
            """
            import SwiftUI

            struct Volume: View {
                @State private var volume = 5.0

                var body: some View {
                    Slider(value: $volume, in: 0...10)
                        .onChange(of: volume) { oldValue, newValue in
                            print(oldValue, newValue)
                        }
                }
            }
            """, displayName: "Volume.swift")
        #expect(Self.errors(assistant.diagnostics([view], timeLimit: 30, waitForStart: true)) == [])
    }

    /// SourceKit's diagnostics and `typecheck`'s of `file`, in one order, every field compared but
    /// the excerpt of a note without a line (swiftc's is the surface's, never shown).
    static func bothDiagnostics(_ file: LearnerFile) throws -> (
        sourceKit: [CompilerDiagnostic], typecheck: [CompilerDiagnostic]
    ) {
        let assistant = try #require(shared)
        let compiler = try #require(Self.compiler)
        let sourceKit = try #require(assistant.diagnostics([file], timeLimit: 30, waitForStart: true))
        let typecheck = try compiler.typecheck([file], target: nil).diagnostics
        func comparable(_ diagnostics: [CompilerDiagnostic]) -> [CompilerDiagnostic] {
            diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.line == 0 { diagnostic.sourceLine = nil }
                return diagnostic
            }.sorted { ($0.formatted, $0.fixIt ?? "") < ($1.formatted, $1.fixIt ?? "") }
        }
        return (comparable(sourceKit), comparable(typecheck))
    }

    @Test(.enabled(if: hasSourceKit)) func aMessageInsideAMacroExpansionIsAtTheLearnersLineAsTypecheckSays() throws {
        let model = LearnerFile(
            """
            import SwiftUI

            @Observable
            final class Tasks {
                @Published var names: [String] = []
            }
            """, displayName: "Tasks.swift")
        let (sourceKit, typecheck) = try Self.bothDiagnostics(model)
        #expect(
            sourceKit.filter { $0.severity == .error }.map(\.formatted) == [
                "Tasks.swift:5:20: error: invalid redeclaration of synthesized property '_names'"
            ])
        #expect(sourceKit.first { $0.severity == .error }?.sourceLine == "    @Published var names: [String] = []")
        // swiftc also reports a key path error with no place in any file.
        #expect(sourceKit == typecheck.filter { !$0.file.hasPrefix("<unknown>") })
    }

    @Test(.enabled(if: hasSourceKit)) func aNoteAboutADeclarationOfTheSurfaceIsNamedSwiftUIAsTypecheckNamesIt() throws {
        let view = LearnerFile(
            """
            import SwiftUI

            @Observable final class Library {}

            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View { Text("Books") }
            }
            """, displayName: "Shelf.swift")
        let (sourceKit, typecheck) = try Self.bothDiagnostics(view)
        #expect(
            sourceKit.contains {
                $0.file == "SwiftUI" && $0.line == 0 && $0.message == "where 'ObjectType' = 'Library'"
            })
        #expect(sourceKit == typecheck)
    }

    @Test(.enabled(if: hasSourceKit)) func aFixItIsShownUnderItsColumnAsTypecheckShowsIt() throws {
        let view = LearnerFile(
            """
            import SwiftUI

            struct Settings: View {
                @State private var isOn = false
                var body: some View {
                    Toggle("Notifications", isOn: isOn)
                }
            }
            """, displayName: "Settings.swift")
        let (sourceKit, typecheck) = try Self.bothDiagnostics(view)
        #expect(sourceKit.first?.fixIt == String(repeating: " ", count: 38) + "$")
        #expect(sourceKit.first?.sourceLine == "        Toggle(\"Notifications\", isOn: isOn)")
        #expect(sourceKit == typecheck)
    }

    @Test(.enabled(if: hasSourceKit)) func theGroupOfAMessageAndItsDocumentationAreNamedAsTypecheckNamesThem() throws {
        let view = LearnerFile(
            """
            import SwiftUI

            struct Greeting: View {
                var body: some View {
                    print("drawing")
                }
            }
            """, displayName: "Greeting.swift")
        let (sourceKit, typecheck) = try Self.bothDiagnostics(view)
        let error = try #require(sourceKit.first { $0.severity == .error })
        #expect(error.group == "ProtocolTypeNonConformance")
        #expect(error.groupTitle != nil)
        #expect(sourceKit == typecheck)
    }

    // MARK: Completion

    /// The completions at the end of `marker` in `source`.
    static func completions(_ source: String, after marker: String) throws -> [String]? {
        let assistant = try #require(shared)
        #expect(assistant.waitUntilReady())
        let range = try #require(source.range(of: marker))
        let offset = source.utf8.distance(from: source.utf8.startIndex, to: range.upperBound)
        return assistant.completions(in: source, at: offset, timeLimit: 30)?.map(\.name)
    }

    @Test(.enabled(if: hasSourceKit)) func membersOfAViewAfterADotStartingWithWhatIsTyped() throws {
        let source = """
            import SwiftUI

            struct Title: View {
                var body: some View {
                    Text("a").fo
                }
            }
            """
        let names = try #require(try Self.completions(source, after: "Text(\"a\").fo"))
        #expect(names.contains("font"))
        #expect(names.contains("foregroundStyle"))
        #expect(names.allSatisfy { $0.hasPrefix("fo") })
    }

    @Test(.enabled(if: hasSourceKit)) func theLearnersOwnTypeHasItsPropertiesCompleted() throws {
        let source = """
            import SwiftUI

            @Observable
            final class Basket {
                var apples = 0
                var pears = 0
                func empty() { apples = 0 }
            }

            struct BasketView: View {
                @State private var model = Basket()

                var body: some View {
                    Button("Add") { model. }
                }
            }
            """
        let names = try #require(try Self.completions(source, after: "model."))
        #expect(names.contains("apples"))
        #expect(names.contains("pears"))
        #expect(names.contains("empty"))
    }

    @Test(.enabled(if: hasSourceKit)) func aPartlyTypedLocalNameIsCompleted() throws {
        let source = """
            func total() -> Int {
                let applesInBasket = 3
                return applesIn
            }
            """
        let names = try #require(try Self.completions(source, after: "return applesIn"))
        #expect(names.first == "applesInBasket")
    }

    // MARK: Failures

    /// The processes serving SourceKit for this test process (the statetutor service itself, not
    /// the sandbox or the shell that started it).
    static func servingProcesses() -> Set<pid_t> {
        var found: Set<pid_t> = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let arguments = commandLine(pid),
                arguments.contains(CodeAssistant.serviceCommand), let first = arguments.first,
                first != "/bin/sh", !first.hasSuffix("bwrap"), descendsFromThisProcess(pid)
            else { continue }
            found.insert(pid)
        }
        return found
    }

    static func commandLine(_ pid: pid_t) -> [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// True when `pid` was started by this process through processes that all run the service
    /// (the sandbox and the shell it starts), not through a statetutor that a test started.
    static func descendsFromThisProcess(_ pid: pid_t) -> Bool {
        var current = pid
        while let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]), parent > 1 else { return false }
            if parent == getpid() { return true }
            guard commandLine(parent)?.contains(CodeAssistant.serviceCommand) == true else { return false }
            current = parent
        }
        return false
    }

    /// A new assistant, started and ready, and the process serving it.
    static func startedAssistant() throws -> (CodeAssistant, pid_t) {
        let before = servingProcesses()
        let assistant = try #require(makeAssistant())
        assistant.prepare()
        try #require(assistant.waitUntilReady())
        var started: Set<pid_t> = []
        #expect(
            eventually(within: 10) {
                started = servingProcesses().subtracting(before); return started.count == 1
            })
        return (assistant, try #require(started.first))
    }

    @Test(.enabled(if: hasSourceKit)) func aCrashedServiceIsStartedAgainAndAnswers() throws {
        let (assistant, pid) = try Self.startedAssistant()
        #expect(assistant.starts == 1)
        kill(pid, SIGKILL)
        // The call that finds it dead may or may not get an answer; it must come back.
        _ = assistant.diagnostics([Self.misspelt], timeLimit: 5)
        #expect(Self.eventually(within: 60) { assistant.starts >= 2 && assistant.state == .ready })
        let diagnostics = assistant.diagnostics([Self.misspelt], timeLimit: 30, waitForStart: true)
        #expect(Self.errors(diagnostics) == [Self.misspeltError.formatted])
    }

    /// The threads of a dispatch queue end after a few idle seconds; a service started on one
    /// was killed with it (bubblewrap's parent-death signal follows the thread).
    @Test(.enabled(if: hasSourceKit)) func aServiceLeftIdleStillAnswersWithoutARestart() throws {
        let (assistant, _) = try Self.startedAssistant()
        sleep(10)
        let diagnostics = assistant.diagnostics([Self.misspelt], timeLimit: 30)
        #expect(Self.errors(diagnostics) == [Self.misspeltError.formatted])
        #expect(assistant.starts == 1)
    }

    @Test(.enabled(if: hasSourceKit)) func aHungServiceGivesNoAnswerInTimeAndIsStartedAgain() throws {
        let (assistant, pid) = try Self.startedAssistant()
        kill(pid, SIGSTOP)
        defer {
            if Self.commandLine(pid)?.contains(CodeAssistant.serviceCommand) == true {
                kill(pid, SIGCONT)
                kill(pid, SIGKILL)
            }
        }
        let asked = Date()
        let answer = assistant.diagnostics([Self.misspelt], timeLimit: 0.5)
        #expect(answer == nil)
        #expect(Date().timeIntervalSince(asked) < 5)
        #expect(Self.eventually(within: 60) { assistant.starts >= 2 && assistant.state == .ready })
        let diagnostics = assistant.diagnostics([Self.misspelt], timeLimit: 30, waitForStart: true)
        #expect(Self.errors(diagnostics) == [Self.misspeltError.formatted])
    }

    @Test(.enabled(if: hasSourceKit)) func aHungServiceIsNotLeftRunning() throws {
        let (assistant, pid) = try Self.startedAssistant()
        kill(pid, SIGSTOP)
        defer {
            if Self.commandLine(pid)?.contains(CodeAssistant.serviceCommand) == true {
                kill(pid, SIGCONT)
                kill(pid, SIGKILL)
            }
        }
        #expect(assistant.diagnostics([Self.misspelt], timeLimit: 0.5) == nil)
        #expect(Self.eventually(within: 10) { Self.commandLine(pid)?.contains(CodeAssistant.serviceCommand) != true })
    }

    static let notALibrary: String = {
        let path = StatetutorProcess.makeTemporaryDirectory("sourcekit").appendingPathComponent("sourcekitd.so").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("not a library\n".utf8))
        return path
    }()

    @Test(.enabled(if: hasSourceKit), arguments: ["/nonexistent.so", notALibrary])
    func aLibraryThatIsNotSourceKitIsGivenUpOnAfterThreeStarts(_ library: String) throws {
        let assistant = try #require(Self.makeAssistant([CodeAssistant.libraryVariable: library]))
        #expect(assistant.diagnostics([Self.misspelt], timeLimit: 5, waitForStart: true) == nil)
        #expect(Self.eventually(within: 60) { if case .unavailable = assistant.state { true } else { false } })
        #expect(assistant.starts == SourceKitService.failureLimit)
        #expect(assistant.diagnostics([Self.misspelt], timeLimit: 5, waitForStart: true) == nil)
        #expect(assistant.completions(in: "let a = 1\na", at: 11) == nil)
    }

    @Test func sourceKitTurnedOffMakesNoAssistant() throws {
        #expect(Self.makeAssistant([CodeAssistant.libraryVariable: "off"]) == nil)
    }
}
