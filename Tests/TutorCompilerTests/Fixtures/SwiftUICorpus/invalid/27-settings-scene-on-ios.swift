// expect: 'Settings' is unavailable in iOS
import SwiftUI

// An app entry point: @main App with a WindowGroup and, on the Mac only, a Settings scene,
// sharing one Observable model through the environment. (Settings does not exist on iOS:
// without the #if, an iOS target rejects it.)
@Observable
class AppModel {
    var username = "Guest"
}

@main
struct BookClubApp: App {
    @State private var model = AppModel()
    @StateObject private var legacyStore = LegacyStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(legacyStore)
        }
        .environment(model)

            Settings {
                SettingsView()
                    .environment(model)
            }
    }
}

final class LegacyStore: ObservableObject {
    @Published var count = 0
}

struct ContentView: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        Text("Hello, \(model.username)!")
    }
}

struct SettingsView: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        @Bindable var model = model
        TextField("Username", text: $model.username)
    }
}
