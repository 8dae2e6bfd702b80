import BundledCourse
import Foundation
import SwiftUISurface
import TutorClass
import TutorCompiler
import TutorCore

// In-process measurements for scripts/bench: operations too short to time as whole processes.
// Usage: StateTutorBench prefs-load-save [ATTEMPTS] | prefs-answer [ATTEMPTS] | write-class DIR STUDENTS ATTEMPTS
//        | write-rejudge-class DIR STUDENTS ATTEMPTS
//        | write-dashboard-class DIR STUDENTS
//        | write-big-course DIR LESSONS PREFS | sandbox-run PROGRAM | sourcekit STATETUTOR FILE...
// Prints one line per measurement: name, median milliseconds, runs, details.

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func measure(_ runs: Int, _ body: () -> Void) -> Double {
    body()  // warm-up
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    return median(samples)
}

/// A learner's preferences with `count` attempts spread over `questions` questions.
func syntheticPreferences(attempts count: Int, questions: Int = 150, seed: Int = 1) -> Preferences {
    var preferences = Preferences()
    var course = Preferences.CourseProgress()
    let start = Date(timeIntervalSince1970: 1_780_000_000)
    for index in 0..<count {
        let question = (index * 7 + seed) % questions
        let lesson = "lesson-\(question % 12)"
        let attempt = AttemptRecord(
            lessonID: lesson, questionID: "question-\(question)", contentHash: "hash-\(question)",
            at: start.addingTimeInterval(Double(index * 90)), answer: index % 3 == 0 ? "b" : "a",
            score: index % 3 == 0 ? 0 : 1, hintsUsed: index % 5 == 0 ? 1 : 0, seconds: Double(5 + index % 40))
        course.lessons[lesson, default: .init()].questions[
            "question-\(question)", default: .init(contentHash: "hash-\(question)")
        ]
        .attempts.append(attempt)
    }
    for (lessonID, lesson) in course.lessons {
        for (questionID, progress) in lesson.questions {
            course.lessons[lessonID]?.questions[questionID]?.card = CardReplay.card(
                for: progress.attempts, contentHash: progress.contentHash)
        }
    }
    preferences.courses["bench"] = course
    return preferences
}

/// One learner's file for the bundled course: `count` attempts spread over its questions.
func learnerPreferences(course: Course, attempts count: Int, student: Int) -> Preferences {
    let questions = course.questions
    var preferences = Preferences()
    preferences.settings.learnerName = "Student \(student + 1)"
    var progress = Preferences.CourseProgress()
    for index in 0..<count {
        let question = questions[(index * 13 + student * 7) % questions.count]
        let lesson = course.lesson(containing: question.id)?.id ?? ""
        let wrong = (index + student) % 4 == 0
        let attempt = AttemptRecord(
            lessonID: lesson, questionID: question.id, contentHash: question.contentHash,
            at: Date(timeIntervalSince1970: 1_780_000_000 + Double(index * 60)), answer: wrong ? "b" : "a",
            score: wrong ? 0 : 1, hintsUsed: index % 6 == 0 ? 1 : 0, seconds: Double(4 + index % 30))
        progress.lessons[lesson, default: .init()].questions[
            question.id, default: .init(contentHash: question.contentHash)
        ]
        .attempts.append(attempt)
    }
    preferences.courses[course.id] = progress
    return preferences
}

/// A learner who works through the bundled course in order over two weeks and stops somewhere
/// (later students get further), with one to three tries per question and answers of every kind
/// as people give them: choices as file-order letters or as their text, code in a few common
/// shapes and some of the learner's own, for the dashboard's page weight and render time.
func dashboardPreferences(course: Course, student: Int) -> Preferences {
    var preferences = Preferences()
    preferences.settings.learnerName = "Student \(student + 1)"
    var progress = Preferences.CourseProgress()
    let questions = course.questions
    let reached = questions.count * (student % 10 + 1) / 10
    let start = 1_780_000_000 + Double(student % 7) * 3_600
    for (index, question) in questions.prefix(reached).enumerated() {
        let lesson = course.lesson(containing: question.id)?.id ?? ""
        let tries = (index + student) % 5 == 0 ? 3 : (index * 3 + student) % 4 == 0 ? 2 : 1
        for attempt in 1...tries {
            let right = attempt == tries && (index + student * 3) % 7 != 0
            let variant = (index + student + attempt) % 4
            var answer: String
            switch question.payload {
            case .choice(let choices):
                let pick = right ? (choices.firstIndex { $0.isCorrect } ?? 0) : (variant + 1) % choices.count
                answer = variant % 2 == 0 ? ChoiceLetters.letter(pick) : choices[pick].text
            case .multi: answer = right ? "ab" : ["ac", "bc", "abc", "a"][variant]
            case .order(let steps):
                answer = steps.indices.map(ChoiceLetters.letter).joined()
                if !right { answer = String(answer.reversed()) }
            case .truefalse(let value): answer = String(right ? value : !value)
            case .code(_, let solution, _, _, _):
                answer =
                    right
                    ? solution
                    : variant == 3
                        ? "// student \(student)\n" + solution.replacingOccurrences(of: "var ", with: "let ")
                        : ["struct A {\n    var count = 0\n}", "@State var count = 0", solution.lowercased()][variant]
            default: answer = right ? "right answer" : ["wrong one", "Wrong One", "another try", "no idea"][variant]
            }
            var record = AttemptRecord(
                lessonID: lesson, questionID: question.id, contentHash: question.contentHash,
                at: Date(timeIntervalSince1970: start + Double(index) * 6_000 + Double(attempt) * 40), answer: answer,
                score: right ? 1 : 0, hintsUsed: attempt == 3 ? 1 : 0, seconds: Double(10 + (index + student) % 50))
            record.tryNumber = attempt
            record.continued = attempt < tries
            progress.lessons[lesson, default: .init()].questions[
                question.id, default: .init(contentHash: question.contentHash)
            ]
            .attempts.append(record)
        }
    }
    preferences.courses[course.id] = progress
    return preferences
}

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 9
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

switch arguments.first {
case "prefs-load-save":
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
    let url = folder.appendingPathComponent("preferences.json")
    try AtomicFile.write(try syntheticPreferences(attempts: count).encoded(), to: url)
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    var store = try PreferencesStore(url: url)
    let load = measure(runs) { store = (try? PreferencesStore(url: url)) ?? store }
    let save = measure(runs) { store.save() }
    print("prefs-load \(String(format: "%.2f", load)) \(runs) attempts=\(count) bytes=\(size)")
    print("prefs-save \(String(format: "%.2f", save)) \(runs) attempts=\(count) bytes=\(size)")
case "prefs-answer":
    // What a learner waits for after each answer: record the attempt (card replayed) and save
    // (lock, check the file is unchanged, encode, atomic write, fsync) with ATTEMPTS on file.
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
    let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile).course
    let url = folder.appendingPathComponent("preferences.json")
    try AtomicFile.write(try learnerPreferences(course: course, attempts: count, student: 0).encoded(), to: url)
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    let tracker = ProgressTracker(store: try PreferencesStore(url: url), course: course)
    let questions = course.questions
    var answer = 0
    let save = measure(runs) {
        answer += 1
        let question = questions[(answer * 17) % questions.count]
        tracker.record(
            AttemptRecord(
                lessonID: course.lesson(containing: question.id)?.id ?? "", questionID: question.id,
                contentHash: question.contentHash, at: Date(), answer: "a", score: 1, hintsUsed: 0, seconds: 8))
    }
    print("prefs-answer \(String(format: "%.2f", save)) \(runs) attempts=\(count) bytes=\(size)")
    // The first answer of a session: a fresh store (the file just loaded), a second of reading,
    // then the answer. Each run is a new session.
    var firsts: [Double] = []
    for run in 0..<runs {
        let fresh = ProgressTracker(store: try PreferencesStore(url: url), course: course)
        Thread.sleep(forTimeInterval: 1)
        let question = questions[(run * 29) % questions.count]
        let start = DispatchTime.now().uptimeNanoseconds
        fresh.record(
            AttemptRecord(
                lessonID: course.lesson(containing: question.id)?.id ?? "", questionID: question.id,
                contentHash: question.contentHash, at: Date(), answer: "a", score: 1, hintsUsed: 0, seconds: 8))
        firsts.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    print("prefs-first-answer \(String(format: "%.2f", median(firsts))) \(runs) attempts=\(count) bytes=\(size)")
case "write-statements":
    // write-statements DIR LEARNERS PER-LEARNER TAG [--no-outbox]: the answers of LEARNERS
    // learners to the bundled course as xAPI statements (ids new for each TAG), in three forms:
    // `outbox/` as the tutor queues them (one fsynced file each, so left out for a big class),
    // `batches/` as JSON arrays of 100 (what a POST carries), and `exports/` one file per learner
    // as `statetutor export` writes it.
    guard arguments.count >= 5, let learners = Int(arguments[2]), let count = Int(arguments[3]) else { exit(2) }
    let output = URL(fileURLWithPath: arguments[1])
    let tag = arguments[4]
    let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile).course
    let outbox = Outbox(folder: output.appendingPathComponent("outbox"))
    let exports = output.appendingPathComponent("exports")
    let batches = output.appendingPathComponent("batches")
    try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: batches, withIntermediateDirectories: true)
    var all: [JSONValue] = []
    for learner in 0..<learners {
        let email = "student\(learner + 1)@example.org"
        let builder = StatementBuilder(
            course: course, actor: XAPIActor(name: "Student \(learner + 1)", mbox: "mailto:\(email)"),
            platform: "bench")
        let preferences = learnerPreferences(course: course, attempts: count, student: learner)
        let statements = preferences.attempts(course: course.id).map { attempt in
            var attempt = attempt
            attempt.id = "\(tag)-\(learner)-\(attempt.id)"
            attempt.at = Date().addingTimeInterval(Double(all.count) / 1000 - 3600)
            return builder.statement(for: .answered(attempt))
        }
        var writer = JSONWriter()
        writer.value(.array(statements))
        try AtomicFile.write(writer.bytes, to: exports.appendingPathComponent("student-\(learner + 1).json"))
        all += statements
    }
    if !arguments.contains("--no-outbox") {
        for statement in all { try outbox.add(statement) }
    }
    for start in stride(from: 0, to: all.count, by: 100) {
        var writer = JSONWriter()
        writer.value(.array(Array(all[start..<min(start + 100, all.count)])))
        try AtomicFile.write(
            writer.bytes, to: batches.appendingPathComponent(String(format: "batch-%05d.json", start / 100)))
    }
case "write-class":
    // write-class DIR STUDENTS ATTEMPTS: learners' files for the bundled course, for `report`.
    guard arguments.count >= 4, let students = Int(arguments[2]), let count = Int(arguments[3]) else { exit(2) }
    let output = URL(fileURLWithPath: arguments[1])
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile).course
    for student in 0..<students {
        try AtomicFile.write(
            try learnerPreferences(course: course, attempts: count, student: student).encoded(),
            to: output.appendingPathComponent("student-\(student + 1).json"))
    }
case "write-rejudge-class":
    // write-rejudge-class DIR STUDENTS ATTEMPTS: learners' files for the bundled course whose
    // answers come from a pool of right and wrong answers to each question (code included), as
    // a session records them: the class `report` judges again.
    guard arguments.count >= 4, let students = Int(arguments[2]), let count = Int(arguments[3]) else { exit(2) }
    let output = URL(fileURLWithPath: arguments[1])
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile).course
    var pools: [String: [AnswerPool.Answer]] = [:]
    for question in course.questions { pools[question.id] = AnswerPool.answers(to: question) }
    for student in 0..<students {
        try AtomicFile.write(
            try AnswerPool.learner(course: course, pools: pools, attempts: count, student: student).encoded(),
            to: output.appendingPathComponent("student-\(student + 1).json"))
    }
case "write-dashboard-class":
    // write-dashboard-class DIR STUDENTS: a class for the dashboard (dashboardPreferences).
    guard arguments.count >= 3, let students = Int(arguments[2]) else { exit(2) }
    let output = URL(fileURLWithPath: arguments[1])
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let course = CourseLoader().load(files: BundledCourse.lessonFiles, courseFile: BundledCourse.courseFile).course
    for student in 0..<students {
        try AtomicFile.write(
            try dashboardPreferences(course: course, student: student).encoded(),
            to: output.appendingPathComponent("student-\(student + 1).json"))
    }
case "write-big-course":
    // write-big-course DIR LESSONS PREFS: a course of LESSONS tiny lessons (one true/false
    // question each) and a learner who answered every question right and completed every lesson.
    guard arguments.count >= 4, let count = Int(arguments[2]) else { exit(2) }
    let output = URL(fileURLWithPath: arguments[1])
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for index in 0..<count {
        let text = """
            ---
            id: l\(index)
            title: "L"
            summary: s
            minutes: 5
            ---

            ## S

            Text.

            ```quiz
            id: l\(index)-q
            kind: truefalse
            prompt: P?
            answer: true
            ```

            """
        try Data(text.utf8).write(to: output.appendingPathComponent(String(format: "%05d.md", index)))
    }
    let course = try CourseLoader().load(directory: output, displayPath: output.path).course
    var progress = Preferences.CourseProgress()
    let start = Date(timeIntervalSince1970: 1_780_000_000)
    for (index, lesson) in course.lessons.enumerated() {
        var lessonProgress = Preferences.LessonProgress()
        lessonProgress.sectionsSeen = [0]
        lessonProgress.completedAt = start.addingTimeInterval(Double(index * 60 + 30))
        for question in lesson.questions {
            let attempt = AttemptRecord(
                lessonID: lesson.id, questionID: question.id, contentHash: question.contentHash,
                at: start.addingTimeInterval(Double(index * 60)), answer: "true", score: 1, hintsUsed: 0, seconds: 5)
            var questionProgress = Preferences.QuestionProgress(contentHash: question.contentHash)
            questionProgress.attempts = [attempt]
            questionProgress.card = CardReplay.card(for: [attempt], contentHash: question.contentHash)
            lessonProgress.questions[question.id] = questionProgress
        }
        progress.lessons[lesson.id] = lessonProgress
    }
    var preferences = Preferences()
    preferences.courses[course.id] = progress
    try AtomicFile.write(try preferences.encoded(), to: URL(fileURLWithPath: arguments[3]))
case "sandbox-run":
    // sandbox-run PROGRAM: the same compiled program run through ProcessRunner, alternately in
    // the sandbox a lesson's program gets (bubblewrap, prlimit, in-memory scratch) and plainly.
    guard arguments.count >= 2, let toolchain = SwiftToolchain.locate(environment: ProcessInfo.processInfo.environment)
    else { exit(2) }
    // The trial run that finds the sandbox, once per process.
    let trialStart = DispatchTime.now().uptimeNanoseconds
    let sandbox = Sandbox.detected
    let trial = Double(DispatchTime.now().uptimeNanoseconds - trialStart) / 1_000_000
    guard sandbox.confines else {
        FileHandle.standardError.write(Data("no sandbox here: \(sandbox.unavailableReason ?? "")\n".utf8))
        exit(1)
    }
    let program = folder.appendingPathComponent("program")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: arguments[1]), to: program)
    let confinement = Confinement(
        scratch: folder, scratchKind: .memory(size: 64 << 20, files: [program.path]),
        readOnlyPaths: [toolchain.runtimeLibraries], limits: .program(timeLimit: 10))
    let confined = sandbox.command(program.path, [], confinement: confinement)
    let plain = Sandbox.Command(executable: program.path, arguments: [], environment: confinement.environment)
    let runner = ProcessRunner()
    func time(_ command: Sandbox.Command) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try? runner.run(command)
        guard result?.status == 0 else {
            FileHandle.standardError.write(Data("the program failed: \(result?.stderr ?? "not started")\n".utf8))
            exit(1)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
    _ = (time(confined), time(plain))  // warm-up
    var sandboxed: [Double] = []
    var unsandboxed: [Double] = []
    for _ in 0..<runs {
        sandboxed.append(time(confined))
        unsandboxed.append(time(plain))
    }
    print("sandbox-run \(String(format: "%.2f", median(sandboxed))) \(runs)")
    print("plain-run \(String(format: "%.2f", median(unsandboxed))) \(runs)")
    print("sandbox-trial \(String(format: "%.2f", trial)) 1")
case "sourcekit":
    // sourcekit STATETUTOR FILE...: SourceKit through statetutor's service (STATETUTOR serves it):
    // the start, then for each file the diagnostics of a changed copy (a different misspelt name
    // each run, so nothing is answered from a cache) and a completion of members after
    // `Text("").f` in a view's body. BENCH_PEERS, a JSON object of names and command lines, adds
    // commands run on the same changed copy (written to a file, `{file}` in the command),
    // alternating with SourceKit's diagnostics: bare swiftc.
    guard arguments.count >= 3 else { exit(2) }
    let environment = ProcessInfo.processInfo.environment
    let peers =
        try environment["BENCH_PEERS"].map {
            try JSONDecoder().decode([String: [String]].self, from: Data($0.utf8))
        } ?? [:]
    let cache = XDGDirectories(environment: environment).cache
    guard let toolchain = SwiftToolchain.locate(environment: environment, cacheDirectory: cache) else { exit(2) }
    let compiler = SwiftCompiler(toolchain: toolchain, cacheDirectory: cache, surfaceFiles: SwiftUISurface.files)
    _ = try compiler.surfaceModule()
    func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
    func format(_ value: Double) -> String { String(format: "%.2f", value) }
    // From `prepare` to ready, each start a new service (the last is kept for the rest).
    var assistant: CodeAssistant?
    var starts: [Double] = []
    for _ in 0..<max(1, min(runs, 5)) {
        assistant = nil
        guard let started = CodeAssistant(compiler: compiler, executable: arguments[1], environment: environment)
        else {
            FileHandle.standardError.write(Data("no SourceKit beside \(toolchain.swiftc)\n".utf8))
            exit(1)
        }
        starts.append(
            milliseconds {
                started.prepare()
                started.waitUntilReady()
            })
        guard started.state == .ready else {
            FileHandle.standardError.write(Data("SourceKit did not start: \(started.failureReason ?? "")\n".utf8))
            exit(1)
        }
        assistant = started
    }
    guard let assistant else { exit(1) }
    print("sourcekit-start \(format(median(starts))) \(starts.count)")
    for path in arguments[2...] {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let changedFile = folder.appendingPathComponent("\(name).swift")
        var samples: [Double] = []
        var peerSamples: [String: [Double]] = [:]
        var errors = 0
        for run in 0...runs {
            // A changed file: a new misspelt name after the last line of code each run.
            let changed = source + "\nlet changed\(run) = undefinedName\(run)\n"
            let time = milliseconds {
                errors =
                    assistant.diagnostics([LearnerFile(changed, displayName: "\(name).swift")])?
                    .count { $0.severity == .error } ?? -1
            }
            if run > 0 { samples.append(time) }
            try changed.write(to: changedFile, atomically: false, encoding: .utf8)
            for (peer, command) in peers.sorted(by: { $0.key < $1.key }) {
                let line = command.map { $0 == "{file}" ? changedFile.path : $0 }
                let time = try milliseconds {
                    _ = try ProcessRunner(timeLimit: 120).run(line[0], Array(line.dropFirst()))
                }
                if run > 0 { peerSamples[peer, default: []].append(time) }
            }
        }
        print("sourcekit-diagnostics-\(name) \(format(median(samples))) \(runs) errors=\(errors)")
        for (peer, times) in peerSamples.sorted(by: { $0.key < $1.key }) {
            print("\(peer)-\(name) \(format(median(times))) \(runs)")
        }
        // Completion where a learner writes modifiers: in a view's body.
        let completing = source + "\nstruct Completed: View {\n    var body: some View { Text(\"\").f }\n}\n"
        let cursor = completing.utf8.count - " }\n}\n".utf8.count
        var completionSamples: [Double] = []
        var found = 0
        for run in 0...runs {
            let time = milliseconds {
                found = assistant.completions(in: completing, at: cursor)?.count ?? -1
            }
            if run > 0 { completionSamples.append(time) }
        }
        print("sourcekit-completion-\(name) \(format(median(completionSamples))) \(runs) completions=\(found)")
    }
    // The service's peak memory: the process serving (inside the sandbox, under bubblewrap and
    // its shell), started by this process.
    func startedHere(_ pid: String) -> Bool {
        var current = pid
        for _ in 0..<16 {
            guard let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1 else { return false }
            current = String(fields[1])
            if current == String(getpid()) { return true }
        }
        return false
    }
    var peak = 0
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(entry) != nil {
        guard let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8),
            command.contains(CodeAssistant.serviceCommand), !command.hasPrefix("/bin/sh"),
            !command.contains("bwrap"), startedHere(entry),
            let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
        else { continue }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            peak = max(peak, Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0)
        }
    }
    print("sourcekit-memory \(peak) 1 kB")
default:
    FileHandle.standardError.write(
        Data(
            "usage: StateTutorBench prefs-load-save [ATTEMPTS] | prefs-answer [ATTEMPTS] | write-class DIR STUDENTS ATTEMPTS | write-big-course DIR LESSONS PREFS | sandbox-run PROGRAM | sourcekit STATETUTOR FILE...\n"
                .utf8))
    exit(2)
}
