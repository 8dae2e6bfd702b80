/// What to do when code from a course or a learner's answer is to be compiled or run, and this
/// machine has no sandbox (no bubblewrap, or user namespaces turned off).
package enum SandboxPolicy: Sendable, Equatable {
    /// A course from disk (`--lessons`, `STATETUTOR_LESSONS`, `validate DIR`): its programs run
    /// only inside the sandbox. Without one they are not run (type-checking, which executes
    /// nothing, still happens, with resource limits).
    case required
    /// The bundled course and learners' answers to it: inside the sandbox where there is one,
    /// else with resource limits only, after a warning.
    case preferred
    /// `--unsandboxed`: resource limits only, even where a sandbox exists.
    case off
}
