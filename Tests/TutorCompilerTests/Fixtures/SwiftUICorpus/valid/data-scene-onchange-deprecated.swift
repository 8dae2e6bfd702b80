// expect-warning: 'onChange(of:perform:)' was deprecated in iOS 17.0
import SwiftUI

// Tutorial-era app code: the single-parameter Scene.onChange still compiles, with a warning.
final class SessionStore: ObservableObject {
    @Published var isSignedIn = false
}

@main
struct JournalApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var session = SessionStore()
    @AppStorage("launchCount") private var launchCount = 0

    var body: some Scene {
        WindowGroup {
            Text(session.isSignedIn ? "Welcome back" : "Please sign in")
        }
        .environmentObject(session)
        .onChange(of: scenePhase) { phase in
            if phase == .active {
                launchCount += 1
            }
        }
    }
}
