import SwiftUI

// An ObservableObject supplied with .environmentObject(_:) and read with
// @EnvironmentObject.
final class UserSettings: ObservableObject {
    @Published var username = "Guest"
    @Published var prefersLargeText = false
}

struct SettingsScreen: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Large Text", isOn: $settings.prefersLargeText)
        }
    }
}

struct SettingsRoot: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        NavigationStack {
            SettingsScreen()
                .navigationTitle("Settings")
        }
        .environmentObject(settings)
    }
}
