import Foundation
import Testing

/// A trait for suites whose tests wait for child processes (the compiler, the built binary, a
/// pseudo-terminal): each test runs on a thread of its own, never on Swift Testing's
/// cooperative pool, which is as wide as the machine has cores. A synchronous wait there would
/// hold one of its few threads, so every other test, a pure string test too, would wait behind
/// the compiler, and the run would report nothing until the end. At most `ProcessSlots.width` such
/// tests run at once (twice the number of cores, or `STATETUTOR_TEST_PROCESSES`);
/// the rest wait without holding a thread.
public struct RunsProcesses: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope holds no process: only its tests' cases take a slot.
        guard testCase != nil else { return try await function() }
        await ProcessSlots.shared.acquire()
        do {
            try await withTaskExecutorPreference(OwnThreadExecutor.shared) { try await function() }
        } catch {
            await ProcessSlots.shared.release()
            throw error
        }
        await ProcessSlots.shared.release()
    }
}

extension Trait where Self == RunsProcesses {
    /// The suite's tests wait for child processes: see `RunsProcesses`.
    public static var runsProcesses: Self { Self() }
}

/// How many process-running tests may run at once, handed out in the order they were asked for.
public actor ProcessSlots {
    public static let width: Int = {
        let asked = Int(ProcessInfo.processInfo.environment["STATETUTOR_TEST_PROCESSES"] ?? "") ?? 0
        // Twice the cores: most of these tests spend their time waiting (for a prompt on a
        // pseudo-terminal, a child's exit), and a core left idle by one is used by another.
        return asked > 0 ? asked : max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
    }()

    public static let shared = ProcessSlots(width: width)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) { free = width }

    /// Waits, without holding a thread, until a slot is free, and takes it.
    public func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the slot to the longest waiting test, or back.
    public func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Runs each job of a task on a new thread: the work of a test that blocks then blocks only
/// that thread.
final class OwnThreadExecutor: TaskExecutor {
    static let shared = OwnThreadExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread { job.runSynchronously(on: executor) }
        // Room for the deep recursion some checks exercise, as the main thread has.
        thread.stackSize = 8 << 20
        thread.start()
    }
}
