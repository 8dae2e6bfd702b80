import Foundation

/// A learner of a class report: who they are (as far as their file, their statements or the
/// roster tell), their progress, and whether the roster lists them.
package struct ClassLearner: Sendable {
    package var name: String
    package var email: String?
    package var id: String?
    package var preferences: Preferences
    /// Nil when no roster was given.
    package var onRoster: Bool?

    package init(name: String, email: String? = nil, id: String? = nil, preferences: Preferences) {
        self.name = name
        self.email = email
        self.id = id
        self.preferences = preferences
    }

    /// A learner from a preferences file: named by `settings.learnerName`, else by `fileStem`
    /// (the file's name without its extension), which is also taken as the learner's id, and as
    /// their email when it holds an `@` (`ada@example.edu.json`).
    package init(preferences: Preferences, fileStem: String) {
        let name = preferences.settings.learnerName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.init(
            name: name.isEmpty ? fileStem : name, email: fileStem.contains("@") ? fileStem : nil, id: fileStem,
            preferences: preferences)
    }
}
