import Foundation

/// The resource limits (rlimits) a confined process starts with. They are set in the child
/// before the program starts, by `prlimit` on Linux and the shell's `ulimit` on macOS, because
/// `posix_spawn` cannot set them and Swift cannot safely run code between `fork` and `exec`.
package struct ResourceLimits: Sendable, Equatable {
    /// CPU seconds (`RLIMIT_CPU`); the process gets SIGXCPU, then SIGKILL.
    package var cpuSeconds: Int
    /// The largest file the process may write, in bytes (`RLIMIT_FSIZE`).
    package var fileSize: Int
    /// Virtual memory, in bytes (`RLIMIT_AS`); nil leaves it as it is.
    package var addressSpace: Int?
    /// Open file descriptors (`RLIMIT_NOFILE`).
    package var openFiles: Int
    /// Processes and threads (`RLIMIT_NPROC`); nil leaves it as it is. Only set inside the
    /// sandbox: in a user namespace the kernel counts the sandbox's own processes, outside it
    /// counts every process of the user.
    package var processes: Int?

    package init(cpuSeconds: Int, fileSize: Int, addressSpace: Int?, openFiles: Int, processes: Int?) {
        self.cpuSeconds = cpuSeconds
        self.fileSize = fileSize
        self.addressSpace = addressSpace
        self.openFiles = openFiles
        self.processes = processes
    }

    private static let megabyte = 1 << 20

    /// A learner's or a lesson's program: a second of CPU beyond the time limit (the wall-clock
    /// limit normally stops it first), 16 MB files, 2 GB of address space (a Swift program with
    /// Foundation maps about 150 MB), 64 descriptors, 128 threads and processes.
    package static func program(timeLimit: TimeInterval) -> ResourceLimits {
        ResourceLimits(
            cpuSeconds: cpuSeconds(for: timeLimit), fileSize: 16 * megabyte, addressSpace: 2048 * megabyte,
            openFiles: 64, processes: 128)
    }

    /// The compiler on learners' code: `swift-frontend` reserves a few GB of address space
    /// (LLVM's allocators and thread stacks), and writes object files and the executable.
    package static func compiler(timeLimit: TimeInterval) -> ResourceLimits {
        ResourceLimits(
            cpuSeconds: cpuSeconds(for: timeLimit), fileSize: 512 * megabyte, addressSpace: 8192 * megabyte,
            openFiles: 1024, processes: 512)
    }

    /// The SourceKit service, which lives as long as the shell: no time limit of its own (each
    /// request has one, and a service that stops answering is ended), an hour of CPU in all
    /// (it is then started again), and the compiler's other limits.
    package static let service = ResourceLimits(
        cpuSeconds: 3600, fileSize: 512 * megabyte, addressSpace: 16384 * megabyte, openFiles: 1024, processes: 512)

    private static func cpuSeconds(for timeLimit: TimeInterval) -> Int {
        guard timeLimit.isFinite, timeLimit > 0 else { return 1 }
        return Int(min(timeLimit, 86_400).rounded(.up)) + 1
    }

    /// The same limits without the process count, for a process that is not in its own user
    /// namespace.
    package var withoutProcessLimit: ResourceLimits {
        var limits = self
        limits.processes = nil
        return limits
    }

    /// `prlimit` options (util-linux): each sets the soft and the hard limit, so the program
    /// cannot raise them again. The CPU hard limit is a second above the soft one, so that the
    /// program gets SIGXCPU (read as "ran past its time limit") before SIGKILL. Core dumps are off.
    package var prlimitArguments: [String] {
        var arguments = [
            "--cpu=\(cpuSeconds):\(cpuSeconds + 1)", "--fsize=\(fileSize)", "--nofile=\(openFiles)", "--core=0",
        ]
        if let addressSpace { arguments.append("--as=\(addressSpace)") }
        if let processes { arguments.append("--nproc=\(processes)") }
        return arguments
    }

    /// The same limits as `ulimit` commands for a POSIX shell (`-f` counts 512-byte blocks; with
    /// neither `-H` nor `-S`, bash and dash set both the soft and the hard limit).
    /// Address space and the process count are left out: macOS does not enforce `RLIMIT_AS`,
    /// and its `RLIMIT_NPROC` counts every process of the user.
    package var ulimitCommands: String {
        ["-t \(cpuSeconds)", "-f \(fileSize / 512)", "-n \(openFiles)", "-c 0"].map { "ulimit \($0)" }
            .joined(separator: " && ")
    }
}
