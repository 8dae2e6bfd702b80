import Foundation

/// The XDG base directories (config, state, cache) for statetutor, from an environment.
package struct XDGDirectories: Sendable, Equatable {
    package var config: URL
    package var state: URL
    package var cache: URL

    package init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("statetutor")
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("statetutor")
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("statetutor")
    }
}
