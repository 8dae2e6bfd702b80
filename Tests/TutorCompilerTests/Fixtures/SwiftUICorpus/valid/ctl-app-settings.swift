import SwiftUI

// A settings screen: stored preferences, grouped controls and a custom
// checkbox style, as a tutorial's final chapter would build it.
struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: "checkmark")
                .opacity(configuration.isOn ? 1 : 0)
                .foregroundStyle(.tint)
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsView: View {
    @AppStorage("username") private var username = ""
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("dailyGoal") private var dailyGoal = 20
    @State private var password = ""
    @State private var reminderTime = Date.now
    @State private var accent = Color.indigo
    @State private var remindsDaily = true
    @State private var weekendsOff = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $username)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .submitLabel(.done)
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    ColorPicker("Accent", selection: $accent)
                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $fontScale, in: 0.8...1.6) {
                            Text("Text size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                }
                Section("Goals") {
                    Stepper("\(dailyGoal) minutes a day", value: $dailyGoal, in: 5...120, step: 5)
                    Gauge(value: Double(dailyGoal), in: 5...120) {
                        Text("Goal")
                    }
                    .gaugeStyle(.linearCapacity)
                }
                Section("Reminders") {
                    Toggle("Daily reminder", isOn: $remindsDaily)
                    if remindsDaily {
                        DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                        Toggle("Skip weekends", isOn: $weekendsOff)
                            .toggleStyle(CheckmarkToggleStyle())
                    }
                }
                Section {
                    LabeledContent("Version", value: "1.4.2")
                    Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                }
            }
            .navigationTitle("Settings")
            .tint(accent)
        }
    }
}
