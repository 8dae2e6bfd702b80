/// How a caller stops a running program from outside, for example on Ctrl-C: a descriptor that
/// becomes readable (such as a signal handler's self-pipe; the runner never reads from it), a
/// closure asked between waits, or both. A cancelled run is killed with everything it started,
/// and `ProcessRunner.run` throws `ProcessRunner.Cancelled`.
package struct ProcessCancellation: Sendable {
    /// Readable means cancelled. The runner polls it together with the program's output.
    package var descriptor: Int32?
    /// Asked at least every 50 ms while the program runs.
    package var isCancelled: (@Sendable () -> Bool)?

    package init(descriptor: Int32? = nil, isCancelled: (@Sendable () -> Bool)? = nil) {
        self.descriptor = descriptor
        self.isCancelled = isCancelled
    }
}
