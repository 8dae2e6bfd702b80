// expect: instance method 'environment' requires that 'UserSettings' conform to 'Observable'
import SwiftUI

// .environment(_:) stores Observable objects. An ObservableObject goes in
// with .environmentObject(_:) and is read with @EnvironmentObject.
class UserSettings: ObservableObject {
    @Published var username = ""
}

struct SettingsView: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        TextField("Username", text: $settings.username)
    }
}

struct RootView: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        SettingsView()
            .environment(settings)
    }
}
