import Foundation

/// The bubblewrap command line (Linux).
extension Sandbox {
    /// The user and group the sandbox's processes are inside it, whoever starts statetutor:
    /// 65534 (`nobody`), never root.
    static let sandboxUser = "65534"

    /// The descriptor bubblewrap reads the seccomp filter from (`SeccompFilter`).
    static let seccompDescriptor: Int32 = 5

    /// Namespaces and process settings of every sandbox:
    /// - its own user, PID, network, IPC, UTS and (where possible) cgroup namespaces: no network
    ///   but a loopback of its own, no view of other processes;
    /// - uid and gid 65534 inside, so that nothing in it is root, even when statetutor is;
    /// - no further user namespaces inside (so mounts cannot be rearranged), no capabilities;
    /// - the seccomp filter, which refuses the keyring calls (`SeccompFilter`);
    /// - a new session (no controlling terminal to inject input into);
    /// - the lifeline watcher is the namespace's first process (`--as-pid-1`): when it ends, or
    ///   is killed, the kernel kills every process the program started, `setsid` and
    ///   double-forked ones included; and it ends the sandbox when statetutor dies.
    static func namespaceArguments(disablesUserNamespaces: Bool) -> [String] {
        ["--unshare-all", "--unshare-user"] + (disablesUserNamespaces ? ["--disable-userns"] : [])
            + ["--uid", sandboxUser, "--gid", sandboxUser]
            + (SeccompFilter.program == nil ? [] : ["--seccomp", String(seccompDescriptor)])
            + [
                "--cap-drop", "ALL", "--new-session", "--die-with-parent", "--as-pid-1", "--hostname", "sandbox",
            ]
    }

    /// Everything a sandbox shows: the system read-only, a new `/proc`, read-only (the kernel's
    /// settings under `/proc/sys` cannot be changed, whoever started statetutor), no `/sys`, a
    /// minimal, read-only `/dev` (the devices work, `/dev/shm` cannot be filled), a private
    /// size-limited `/tmp`, the confinement's paths, and the scratch folder as working directory.
    /// The environment is cleared and set to the confinement's. `prlimit` sets the limits inside.
    static func bubblewrapArguments(
        _ executable: String, _ arguments: [String], confinement: Confinement, disablesUserNamespaces: Bool
    ) -> [String] {
        var result = namespaceArguments(disablesUserNamespaces: disablesUserNamespaces)
        result += systemArguments
        result += ["--proc", "/proc", "--remount-ro", "/proc", "--dev", "/dev", "--remount-ro", "/dev"]
        result += ["--size", String(confinement.temporarySize), "--tmpfs", "/tmp"]
        var bound = systemFolders
        for path in confinement.readOnlyPaths.map(normalized) where !isCovered(path, by: bound) {
            result += ["--ro-bind", path, path]
            bound.append(path)
        }
        for path in confinement.writablePaths.map(normalized) where path != "/" {
            result += ["--bind", path, path]
        }
        let scratch = normalized(confinement.scratch.path)
        switch confinement.scratchKind {
        case .folder:
            result += ["--bind", scratch, scratch]
        case .memory(let size, let files):
            result += ["--size", String(size), "--perms", "0700", "--tmpfs", scratch]
            for file in files.map(normalized) { result += ["--ro-bind", file, file] }
        }
        // The sandbox's own root (a tmpfs holding the mount points) is read-only too, so that
        // the only places to write are the scratch folder, `/tmp` and the writable paths.
        result += ["--remount-ro", "/", "--chdir", scratch, "--clearenv"]
        for (name, value) in confinement.environment.sorted(by: { $0.key < $1.key }) {
            result += ["--setenv", name, value]
        }
        result += ["--info-fd", "3", "--", "/bin/sh", "-c", lifelineWatcher, "sh"]
        if let prlimit {
            result += [prlimit] + confinement.limits.prlimitArguments + ["--"]
        }
        return result + [executable] + arguments
    }

    /// The namespace's first process: a shell that starts the program, and a watcher on the
    /// lifeline (descriptor 4, a pipe whose other end only statetutor holds). When statetutor
    /// ends in any way, `kill -9` included, the pipe reaches its end and the watcher kills every
    /// process of the sandbox; the shell then ends, and with it the namespace. (bubblewrap's
    /// `--die-with-parent` is not enough: its parent-death signal does not survive entering the
    /// user namespace.) The program itself never holds the lifeline, and its exit status is the
    /// shell's. Standard input is handed to the program through descriptor 5: a shell gives a
    /// background job `/dev/null` as its input otherwise. The shell's own words for a program
    /// ended by a signal ("CPU time limit exceeded") are not the program's output: `wait` says
    /// them to nobody, and statetutor names the limit from the exit status.
    static let lifelineWatcher = """
        exec 5<&0
        "$@" <&5 5<&- 4<&- & program=$!
        exec 5<&-
        { read -r _ <&4; kill -KILL -1; } &
        exec 4<&-
        wait "$program" 2>/dev/null
        """

    /// `/usr` read-only; `/bin`, `/lib` and the like as the symbolic links they are on a merged-usr
    /// system, or read-only where they are folders; the loader's cache, the time zone and the
    /// `alternatives` links (some toolchains reach the linker through them). No other file of
    /// `/etc` is visible: no accounts, hosts or credentials.
    private static let systemArguments: [String] = {
        var arguments = ["--ro-bind", "/usr", "/usr"]
        let fileManager = FileManager.default
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else if fileManager.fileExists(atPath: top) {
                arguments += ["--ro-bind", top, top]
            }
        }
        for file in ["/etc/ld.so.cache", "/etc/localtime", "/etc/alternatives"] {
            arguments += ["--ro-bind-try", file, file]
        }
        return arguments
    }()

    /// The folders `systemArguments` already shows.
    private static let systemFolders = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"]

    private static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// True when `path` is inside one of `folders` (or is one), so binding it again would fail or
    /// be pointless. `/` counts as covered: the whole system is never bound.
    static func isCovered(_ path: String, by folders: [String]) -> Bool {
        path == "/" || folders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
