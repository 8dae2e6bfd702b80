import TutorCore

/// Decides whether to colour a stream: `--color always|never|auto`, `--plain`, NO_COLOR,
/// TERM=dumb, and whether the stream is a terminal.
package struct ColorPolicy: Sendable, Equatable {
    /// The same values as the preferences file's `color` setting.
    package typealias Mode = Preferences.ColorMode

    package var mode: Mode
    package var isPlain: Bool
    package var environment: [String: String]

    package init(mode: Mode = .auto, isPlain: Bool = false, environment: [String: String] = [:]) {
        self.mode = mode
        self.isPlain = isPlain
        self.environment = environment
    }

    package func usesColor(isTerminal: Bool) -> Bool {
        if isPlain { return false }
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
