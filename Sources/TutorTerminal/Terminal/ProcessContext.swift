import Foundation

/// Everything a command reads from the process: arguments, environment, working directory,
/// output streams and whether they are terminals. Injected so that commands are testable.
package struct ProcessContext: Sendable {
    package var arguments: [String]
    package var environment: [String: String]
    package var currentDirectory: URL
    package var stdout: any TextSink
    package var stderr: any TextSink
    package var stdoutIsTerminal: Bool
    package var stderrIsTerminal: Bool
    package var stdinIsTerminal: Bool
    /// This program's own binary (it also serves SourceKit for itself).
    package var executablePath: String = ProcessContext.runningExecutable

    package init(
        arguments: [String], environment: [String: String], currentDirectory: URL, stdout: any TextSink,
        stderr: any TextSink,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdinIsTerminal: Bool = false
    ) {
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
    }

    /// The running process. Call it first: it fills standard descriptors left closed.
    package static func current() -> ProcessContext {
        fillClosedStandardDescriptors()
        return ProcessContext(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            stdout: FileDescriptorSink(descriptor: 1),
            stderr: FileDescriptorSink(descriptor: 2),
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            stdinIsTerminal: isatty(0) == 1)
    }

    /// Puts `/dev/null` on the standard descriptors (0, 1, 2) the parent left closed
    /// (`statetutor <&-`), before anything else is opened: otherwise the next pipe or file the
    /// program opens gets that number, and the shell waits on its own pipe as if it were the
    /// learner's input. It is opened read-only, so input ends at once and output fails as it would
    /// on the closed descriptor (a closed stdout is still reported, not swallowed).
    private static func fillClosedStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// The path of the running binary, symbolic links resolved.
    package static let runningExecutable: String = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
    }()

    package func out(_ text: String) { stdout.write(text) }
    package func err(_ text: String) { stderr.write(text) }
}
