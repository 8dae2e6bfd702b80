/// How a program that ran ended: its exit status, what it printed, and whether it was stopped.
package struct ProgramExecution: Sendable, Equatable {
    package var status: Int32
    package var stdout: String
    package var stderr: String
    package var timedOut: Bool
    /// True when output went over the cap and was cut.
    package var truncated: Bool

    package init(status: Int32, stdout: String, stderr: String, timedOut: Bool, truncated: Bool) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.timedOut = timedOut
        self.truncated = truncated
    }

    package var succeeded: Bool { status == 0 && !timedOut }
}
