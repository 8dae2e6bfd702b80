// expect: if statements in a SceneBuilder can only be used with #available clauses
import SwiftUI

// Scenes cannot be chosen with a plain `if`; decide inside the window's content instead.
@main
struct NotesApp: App {
    @AppStorage("showOnboarding") private var showOnboarding = true

    var body: some Scene {
        if showOnboarding {
            WindowGroup {
                Text("Welcome")
            }
        }
    }
}
