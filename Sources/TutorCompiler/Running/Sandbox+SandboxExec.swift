import Foundation

/// The `sandbox-exec` profile (macOS). Not tested on the Linux machines this is developed on;
/// kept small so that it can be checked by reading.
extension Sandbox {
    /// Everything is allowed except: any network use; writing anywhere but the scratch folder,
    /// the confinement's writable paths and `/dev/null`; reading the user's home folder, except
    /// the paths the run needs (the toolchain, the surface, the scratch folder may live there).
    /// In SBPL a later rule wins over an earlier one for the same operation. Paths are resolved
    /// (`/var` is `/private/var`), because the rules match real paths.
    static func sandboxProfile(for confinement: Confinement, home: String? = NSHomeDirectory()) -> String {
        let writable = ([confinement.scratch.path] + confinement.writablePaths).map(realPath)
        var lines = [
            "(version 1)",
            "(allow default)",
            "(deny network*)",
            "(deny file-write*)",
            "(allow file-write* (literal \"/dev/null\") "
                + writable.map { "(subpath \(quoted($0)))" }.joined(
                    separator: " ") + ")",
        ]
        if let home = home.map(realPath), !home.isEmpty, home != "/" {
            lines.append("(deny file-read* (subpath \(quoted(home))))")
            let needed = confinement.readOnlyPaths.map(realPath) + writable
            lines.append("(allow file-read* " + needed.map { "(subpath \(quoted($0)))" }.joined(separator: " ") + ")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The path with every symbolic link resolved (itself where it does not exist).
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path as an SBPL string literal.
    private static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
