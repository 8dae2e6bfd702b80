import Foundation

@testable import TutorCompiler

/// The shared compiler with the policy for a course from disk, when this machine has a sandbox.
enum SandboxFixture {
    static let compiler: SwiftCompiler? = {
        guard var compiler = CompilerFixture.compiler, Sandbox.detected.confines else { return nil }
        compiler.sandboxPolicy = .required
        return compiler
    }()

    /// A fresh folder the test owns, outside any sandbox.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-sandbox-tests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A unique word to put in a process's command line and find it by.
    static func marker() -> String {
        "statetutor-marker-" + UUID().uuidString.prefix(8).lowercased()
    }

    /// The processes whose command line contains `marker`, once processes killed a moment ago
    /// have had up to 2 s to go (a signal is delivered after `kill` returns).
    static func survivors(containing marker: String) -> [String] {
        for _ in 0..<200 {
            if processes(containing: marker).isEmpty { return [] }
            usleep(10_000)
        }
        return processes(containing: marker)
    }

    /// The processes on this machine whose command line contains `marker`.
    static func processes(containing marker: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { Int($0) != nil }.compactMap { id in
            guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) ? "\(id): \(line)" : nil
        }
    }

    /// The serial number of this user's keyring in the kernel (`KEYCTL_GET_KEYRING_ID` of
    /// `KEY_SPEC_USER_KEYRING`, created if there is none yet), or nil where keyrings are missing.
    static func userKeyring() -> Int? {
        typealias SyscallFunction = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syscall") else { return nil }
        #if arch(x86_64)
            let keyctl = 250
        #elseif arch(arm64)
            let keyctl = 219
        #else
            return nil
        #endif
        let serial = unsafeBitCast(symbol, to: SyscallFunction.self)(keyctl, 0, -4, 1, 0, 0)
        return serial > 0 ? serial : nil
    }
}
