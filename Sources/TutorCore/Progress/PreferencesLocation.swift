import Foundation

/// Where the learner's own preferences file is: `--prefs FILE`, else `STATETUTOR_PREFS`, else
/// `$XDG_CONFIG_HOME/statetutor/preferences.json`, else `~/.config/statetutor/preferences.json`.
package enum PreferencesLocation {
    /// The file's name inside the config folder.
    package static let fileName = "preferences.json"

    /// - Parameters:
    ///   - option: the value of `--prefs`, if given (a relative path is taken from the working directory).
    ///   - environment: the process environment.
    /// - Returns: the file's URL; the file may not exist yet.
    package static func url(arguments option: String?, environment: [String: String]) -> URL {
        if let option, !option.isEmpty { return URL(fileURLWithPath: option) }
        if let path = environment["STATETUTOR_PREFS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return XDGDirectories(environment: environment).config.appendingPathComponent(fileName)
    }
}
