import Foundation
import Testing
import TutorTestSupport

/// `statetutor run` through the real binary: scripts, their errors, crashes, a pipe without a
/// script, and the interactive screen on a pseudo-terminal. One cache folder for the suite (the
/// runtime library is built once).
@Suite(.runsProcesses, .serialized, .enabled(if: CheckerCommandTests.swiftc != nil, "needs swiftc"))
struct RunCommandTests {
    static let counter = """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Add") { count += 1 }
                    Label("Total", systemImage: "star")
                }
            }
        }

        """

    static func counterFile() throws -> URL { try CheckerCommandTests.file("CounterView.swift", counter) }

    @Test func aScriptTapsThenPrintsTheScreenAndTheBodyCounts() throws {
        let url = try Self.counterFile()
        let outcome = try CheckerCommandTests.run([
            "run", url.path, "--view", "CounterView", "--script", #"tap "Add"; tap "Add"; screen; counts"#,
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout == """
                --- screen ---
                Count: 2
                [Add]
                ☆ Total
                --- end ---
                CounterView.body 3

                """)
    }

    @Test func aStepNamingAMissingControlFailsAndListsTheControlsOnScreen() throws {
        let url = try Self.counterFile()
        let outcome = try CheckerCommandTests.run([
            "run", url.path, "--view", "CounterView", "--script", #"screen; tap "Remove""#,
        ])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("--- screen ---"))
        #expect(outcome.stderr.contains(#"no Button or NavigationLink labelled "Remove" is on the screen"#))
        #expect(outcome.stderr.contains("[Add]"))
    }

    @Test func anUnknownStepIsAUsageErrorBeforeAnythingIsBuilt() throws {
        let url = try Self.counterFile()
        let outcome = try CheckerCommandTests.run(["run", url.path, "--script", #"click "Add""#])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unknown script step 'click'"))
    }

    @Test func aMissingEnvironmentObjectCrashesWithSwiftUIsMessage() throws {
        let url = try CheckerCommandTests.file(
            "Missing.swift",
            """
            import SwiftUI

            final class Settings: ObservableObject {
                @Published var volume = 3
            }

            struct VolumeView: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("\\(settings.volume)") }
            }

            """)
        let outcome = try CheckerCommandTests.run(["run", url.path, "--view", "VolumeView", "--script", "screen"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains(
                "Fatal error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
            ))
        #expect(!outcome.stderr.contains("0x0000"), "no backtrace: \(outcome.stderr)")
    }

    @Test func withoutAScriptAPipeGetsTheFirstScreen() throws {
        let url = try Self.counterFile()
        let outcome = try CheckerCommandTests.run(["run", url.path, "--view", "CounterView"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Count: 0\n[Add]\n"))
    }

    @Test func aRootViewThatDoesNotExistIsNamedInTheError() throws {
        let url = try Self.counterFile()
        let outcome = try CheckerCommandTests.run(["run", url.path, "--view", "Missing", "--script", "screen"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("--view Missing: error: no type named 'Missing' in these files"))
        #expect(!outcome.stderr.contains("main.swift"))
    }

    @Test func anAppIsStartedFromItsFirstWindow() throws {
        let url = try CheckerCommandTests.file(
            "App.swift",
            """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene {
                    WindowGroup { Text("Hello from the app") }
                }
            }

            """)
        let outcome = try CheckerCommandTests.run(["run", url.path, "--script", "screen"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Hello from the app"))
    }

    @Test func onATerminalEnterTapsTheFocusedButtonAndQQuits() throws {
        let url = try Self.counterFile()
        let environment = [
            "HOME": StatetutorProcess.temporaryHome.path, "TERM": "xterm", "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "XDG_CACHE_HOME": CheckerCommandTests.cache.path,
        ]
        let terminal = try PseudoTerminal(
            arguments: ["run", url.path, "--view", "CounterView"], environment: environment)
        #expect(terminal.read(until: "Count: 0", timeout: 120).contains("Count: 0"))
        terminal.send("\r")
        // The status line is drawn after the screen's lines: wait for it.
        let after = terminal.read(until: "CounterView 2")
        #expect(after.contains("Count: 1"))
        #expect(after.contains("CounterView 2"))
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: 10) == 0)
    }

    @Test func aProgramThatPrintsPastTheOutputLimitIsStoppedNamingIt() throws {
        let url = try CheckerCommandTests.file(
            "Flood.swift",
            """
            import SwiftUI

            struct Flood: View {
                var body: some View {
                    let _ = print(String(repeating: "A", count: 3_000_000))
                    Text("flooded")
                }
            }

            """)
        let outcome = try CheckerCommandTests.run(["run", url.path, "--view", "Flood", "--script", "screen"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("error: the program printed more than 1 MB, its output limit, so it was stopped"))
        #expect(!outcome.stderr.contains("status 137"))
    }

    /// The interactive run on a pseudo-terminal, with `source` saved as `name`.
    static func terminal(running source: String, named name: String, view: String) throws -> PseudoTerminal {
        let url = try CheckerCommandTests.file(name, source)
        let environment = [
            "HOME": StatetutorProcess.temporaryHome.path, "TERM": "xterm", "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "XDG_CACHE_HOME": CheckerCommandTests.cache.path,
        ]
        return try PseudoTerminal(arguments: ["run", url.path, "--view", view], environment: environment)
    }

    @Test func onATerminalAStepThatNeverEndsIsStoppedNamingTheTimeLimit() throws {
        let source = """
            import SwiftUI

            struct Spinner: View {
                @State private var spins = 0
                var body: some View {
                    Button("Spin") { while true { spins &+= 1 } }
                }
            }

            """
        let terminal = try Self.terminal(running: source, named: "Spinner.swift", view: "Spinner")
        #expect(terminal.read(until: "[Spin]", timeout: 120).contains("[Spin]"))
        terminal.send("\r")
        let after = terminal.read(until: "so it was stopped", timeout: 60)
        #expect(after.contains("error: the program did not answer within 10 s, the time limit for one step"))
        #expect(terminal.waitForExit(timeout: 10) == 1)
    }

    @Test func onATerminalAProgramStoppedByItsCPULimitIsToldSo() throws {
        let source = """
            import Foundation
            import SwiftUI

            struct Burner: View {
                var body: some View {
                    Button("Burn") {
                        Thread.detachNewThread {
                            var spins = 0
                            while true { spins &+= 1 }
                        }
                    }
                }
            }

            """
        let terminal = try Self.terminal(running: source, named: "Burner.swift", view: "Burner")
        #expect(terminal.read(until: "[Burn]", timeout: 120).contains("[Burn]"))
        terminal.send("\r")
        // The program answers until its CPU time runs out; each Tab asks it for a screen.
        var status: Int32?
        let until = Date().addingTimeInterval(120)
        while status == nil && Date() < until {
            terminal.send("\t")
            terminal.read(until: "so it was stopped", timeout: 2)
            status = terminal.waitForExit(timeout: 0.1)
        }
        #expect(
            terminal.transcript.contains("error: the program used 11 s of CPU time, its CPU limit, so it was stopped"))
        #expect(!terminal.transcript.contains("CPU time limit exceeded"))
        #expect(status == 1)
    }

    static let shelf = """
        import SwiftUI

        struct Shelf: View {
            @State private var books = ["Dune", "Emma", "Ulysses"]
            @State private var picked: String?
            var body: some View {
                List(selection: $picked) {
                    ForEach(books, id: \\.self) { title in
                        Text(title)
                    }
                    .onDelete { books.remove(atOffsets: $0) }
                }
            }
        }

        """

    @Test func onATerminalEnterSelectsTheFocusedRowAndDSwipesItAway() throws {
        let url = try CheckerCommandTests.file("Shelf.swift", Self.shelf)
        let environment = [
            "HOME": StatetutorProcess.temporaryHome.path, "TERM": "xterm", "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "XDG_CACHE_HOME": CheckerCommandTests.cache.path,
        ]
        let terminal = try PseudoTerminal(arguments: ["run", url.path, "--view", "Shelf"], environment: environment)
        #expect(terminal.read(until: "d delete row", timeout: 120).contains("Ulysses"))
        // The first row has the focus: Tab moves to "Emma", Enter selects it.
        terminal.send("\t\r")
        #expect(terminal.read(until: "select Emma").contains("Emma (selected)"))
        terminal.send("d")
        let after = terminal.read(until: "delete Emma")
        #expect(after.contains("delete Emma"))
        terminal.send("\u{1B}[3~")
        terminal.send("q")
        let rest = terminal.read(until: "delete Ulysses")
        #expect(rest.contains("delete Ulysses"))
        #expect(terminal.waitForExit(timeout: 10) == 0)
    }

    static let ticker = """
        import SwiftUI

        struct Ticker: View {
            enum Field: Hashable { case name, email }
            @State private var ticks = 0
            @State private var name = ""
            @State private var email = ""
            @State private var added: [String] = []
            @FocusState private var field: Field?

            var body: some View {
                VStack {
                    Text("Ticks: \\(ticks)")
                    TextField("Name", text: $name)
                        .focused($field, equals: .name)
                        .onSubmit {
                            added.append(name)
                            name = ""
                            field = .email
                        }
                    TextField("Email", text: $email)
                        .focused($field, equals: .email)
                    Text("Focus: \\(field.map { "\\($0)" } ?? "none")")
                    Text("Added: \\(added.joined(separator: ", "))")
                }
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(nanoseconds: 300_000_000)
                        ticks += 1
                    }
                }
            }
        }

        """

    @Test func onATerminalATaskCounterChangesOnScreenWithNoKeyPressed() throws {
        let terminal = try Self.terminal(running: Self.ticker, named: "Ticker.swift", view: "Ticker")
        #expect(terminal.read(until: "Ticks: 0", timeout: 120).contains("Ticks: 0"))
        #expect(terminal.read(until: "Ticks: 3", timeout: 20).contains("Ticks: 3"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit(timeout: 10) == 0)
    }

    @Test func onATerminalTabMovesTheFocusStateAndReturnSubmitsTheField() throws {
        let terminal = try Self.terminal(running: Self.ticker, named: "Ticker.swift", view: "Ticker")
        #expect(terminal.read(until: "Ticks: 0", timeout: 120).contains("Name:"))
        terminal.send("\t")
        #expect(terminal.read(until: "Focus: email").contains("Focus: email"))
        terminal.send("\u{1B}[Z")
        #expect(terminal.read(until: "Focus: name").contains("Focus: name"))
        // ← moves the cursor inside the field: "ac", ←, "b" is "abc".
        terminal.send("ac\u{1B}[Db")
        #expect(terminal.read(until: "Name: abc").contains("Name: abc"))
        terminal.send("\r")
        let submitted = terminal.read(until: "Added: abc")
        #expect(submitted.contains("Added: abc"))
        #expect(submitted.contains("Focus: email"))
        // The program moved the focus to Email: q types a q there instead of quitting.
        terminal.send("q")
        #expect(terminal.read(until: "Email: q").contains("Email: q"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit(timeout: 10) == 0)
    }

    /// The tutor on the bundled course, opened at `page` of `lesson`, on a pseudo-terminal.
    static func tutor(at lesson: String, page: Int) throws -> PseudoTerminal {
        let environment = [
            "HOME": StatetutorProcess.makeTemporaryDirectory("run-tutor").path, "TERM": "xterm", "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "XDG_CACHE_HOME": CheckerCommandTests.cache.path,
        ]
        let terminal = try PseudoTerminal(
            arguments: ["--no-pager", "start", lesson, "\(page)"], environment: environment)
        terminal.read(until: "> ", timeout: 20)
        return terminal
    }

    @Test func inTheTutorACrashIsShownWholeBelowThePromptWithTheLessonsNote() throws {
        let terminal = try Self.tutor(at: "environment", page: 3)
        terminal.send("run\r")
        #expect(terminal.read(until: "[Show pantry]", timeout: 180).contains("[Show pantry]"))
        terminal.send("\r")
        let crash = terminal.read(until: "> ", timeout: 30)
        #expect(crash.contains("Fatal error: No Observable object of type Pantry found."))
        #expect(crash.contains("note: "))
        #expect(crash.contains("The message names environmentObject(_:), but Pantry is @Observable"))
        // The alternate screen is left before the message, never after it (which would put the
        // cursor back at the start of the run, where the prompt would overwrite the message).
        let message = try #require(crash.range(of: "Fatal error"))
        #expect(!crash[message.lowerBound...].contains("\u{1B}[?1049l"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit(timeout: 10) == 0)
    }

    @Test func inTheTutorAResizeRedrawsTheRunAndCtrlRRelaunchesKeepingAppStorage() throws {
        let terminal = try Self.tutor(at: "appstorage-and-settings", page: 2)
        terminal.send("run\r")
        #expect(terminal.read(until: "Kept in @State: 17 pt", timeout: 180).contains("Saved with @AppStorage: 17 pt"))
        terminal.send("+\t+")
        #expect(terminal.read(until: "Kept in @State: 18 pt").contains("Saved with @AppStorage: 18 pt"))
        terminal.resize(rows: 30, columns: 80)
        #expect(terminal.read(until: "Kept in @State: 18 pt").contains("Kept in @State: 18 pt"))
        terminal.send("\u{12}")
        let relaunched = terminal.read(until: "Kept in @State: 17 pt")
        #expect(relaunched.contains("Saved with @AppStorage: 18 pt"))
        #expect(relaunched.contains("Kept in @State: 17 pt"))
        terminal.send("q")
        terminal.read(until: "> ", timeout: 10)
        terminal.send("\u{4}")
        #expect(terminal.waitForExit(timeout: 10) == 0)
    }
}
