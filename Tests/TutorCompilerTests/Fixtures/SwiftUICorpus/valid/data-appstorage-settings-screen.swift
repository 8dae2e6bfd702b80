import SwiftUI

// A settings screen that keeps every preference in UserDefaults through @AppStorage.
enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

enum SortOrder: Int, CaseIterable, Identifiable {
    case newestFirst, oldestFirst, alphabetical
    var id: Self { self }
}

struct SettingsScreen: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("username") private var username = ""
    @AppStorage("homepage") private var homepage = URL(string: "https://example.com")!
    @AppStorage("avatarData") private var avatarData = Data()
    @AppStorage("theme") private var theme = Theme.system
    @AppStorage("sortOrder") private var sortOrder: SortOrder = .newestFirst
    @AppStorage("lastSync") private var lastSync: Date = .distantPast
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("favoriteNumber") private var favoriteNumber: Int?
    @AppStorage("pinnedTheme") private var pinnedTheme: Theme?
    @AppStorage("sharedCounter", store: UserDefaults(suiteName: "group.example.app"))
    private var sharedCounter = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $username)
                    TextField("Nickname", text: Binding($nickname) ?? .constant(""))
                    Text("Homepage: \(homepage.absoluteString)")
                    Text(avatarData.isEmpty ? "No avatar" : "Avatar set")
                }
                Section("Reading") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                    Slider(value: $fontScale, in: 0.8...1.6)
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    Picker("Sort", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { order in
                            Text("\(order.rawValue)").tag(order)
                        }
                    }
                }
                Section("Sync") {
                    Text("Last sync: \(lastSync.formatted())")
                    Button("Sync now") {
                        lastSync = .now
                        sharedCounter += 1
                    }
                    if let favoriteNumber {
                        Text("Favorite: \(favoriteNumber)")
                    }
                    Button("Pin theme") { pinnedTheme = theme }
                    Button("Reset") {
                        nickname = nil
                        favoriteNumber = nil
                        pinnedTheme = nil
                    }
                }
            }
            .navigationTitle("Settings")
        }
        .defaultAppStorage(.standard)
    }
}
