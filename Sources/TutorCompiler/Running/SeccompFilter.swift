/// The seccomp filter every bubblewrap sandbox starts its first process with (`--seccomp`): a
/// classic BPF program that refuses, with `EPERM`, the system calls that reach past the sandbox
/// by the host's user id, and every system call of another architecture.
///
/// A user namespace gives the sandbox its own user id (65534), but on the host its processes
/// still belong to the user who started statetutor, root included. The kernel checks most things
/// by capability, which the sandbox has none of, or through a namespace of the sandbox's own;
/// the keyrings it checks by that host user id alone, so a program could read and change the
/// keys of that user (root's, when statetutor runs as root). `add_key`, `request_key` and
/// `keyctl` are therefore refused. Calls of another architecture (x32 and i386 on x86-64) are
/// refused too, so that the numbers above cannot be reached under other names.
package enum SeccompFilter {
    /// The program as bubblewrap reads it (an array of `struct sock_filter`, in this machine's
    /// byte order), or nil on an architecture this file does not know.
    package static let program: [UInt8]? = {
        #if arch(x86_64)
            // AUDIT_ARCH_X86_64; add_key, request_key, keyctl. Numbers with bit 30 set are x32 calls.
            return assemble(architecture: 0xC000_003E, refused: [248, 249, 250], refusesFrom: 0x4000_0000)
        #elseif arch(arm64)
            // AUDIT_ARCH_AARCH64; add_key, request_key, keyctl.
            return assemble(architecture: 0xC000_00B7, refused: [217, 218, 219], refusesFrom: nil)
        #else
            return nil
        #endif
    }()

    /// One instruction: `struct sock_filter { __u16 code; __u8 jt; __u8 jf; __u32 k; }`.
    private struct Instruction {
        var code: UInt16
        var jumpIfTrue: UInt8 = 0
        var jumpIfFalse: UInt8 = 0
        var operand: UInt32

        var bytes: [UInt8] {
            withUnsafeBytes(of: code) { Array($0) } + [jumpIfTrue, jumpIfFalse]
                + withUnsafeBytes(of: operand) { Array($0) }
        }
    }

    private static let loadWord: UInt16 = 0x20  // BPF_LD | BPF_W | BPF_ABS
    private static let jumpIfEqual: UInt16 = 0x15  // BPF_JMP | BPF_JEQ | BPF_K
    private static let jumpIfAtLeast: UInt16 = 0x35  // BPF_JMP | BPF_JGE | BPF_K
    private static let returnValue: UInt16 = 0x06  // BPF_RET | BPF_K
    private static let allow: UInt32 = 0x7FFF_0000  // SECCOMP_RET_ALLOW
    private static let refuse: UInt32 = 0x0005_0000 | 1  // SECCOMP_RET_ERRNO | EPERM

    /// Checks the architecture (`seccomp_data.arch`, at offset 4), then the call's number (offset
    /// 0): numbers from `refusesFrom` on and those in `refused` end at the last instruction,
    /// which refuses; the one before it allows.
    private static func assemble(architecture: UInt32, refused: [UInt32], refusesFrom: UInt32?) -> [UInt8] {
        var checks: [Instruction] = []
        checks.append(Instruction(code: loadWord, operand: 4))
        checks.append(Instruction(code: jumpIfEqual, operand: architecture))
        checks.append(Instruction(code: loadWord, operand: 0))
        if let refusesFrom { checks.append(Instruction(code: jumpIfAtLeast, operand: refusesFrom)) }
        for number in refused { checks.append(Instruction(code: jumpIfEqual, operand: number)) }
        // Instruction `checks.count` allows, the one after it refuses; jumps count the
        // instructions skipped.
        let refusal = checks.count + 1
        for index in checks.indices where checks[index].code != loadWord {
            let toRefusal = UInt8(refusal - index - 1)
            if index == 1 {
                // The architecture: go on when it matches, refuse when it does not.
                checks[index].jumpIfFalse = toRefusal
            } else {
                checks[index].jumpIfTrue = toRefusal
            }
        }
        checks.append(Instruction(code: returnValue, operand: allow))
        checks.append(Instruction(code: returnValue, operand: refuse))
        return checks.flatMap(\.bytes)
    }
}
