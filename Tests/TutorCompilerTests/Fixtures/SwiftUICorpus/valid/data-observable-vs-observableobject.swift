import SwiftUI

// The same settings model written both ways, side by side, as a migration lesson shows it.

// Before: Combine-style ObservableObject.
final class LegacySettings: ObservableObject {
    @Published var username = ""
    @Published var volume = 0.5
    @Published var isMuted = false
}

struct LegacySettingsView: View {
    @StateObject private var settings = LegacySettings()

    var body: some View {
        Form {
            TextField("Username", text: $settings.username)
            Slider(value: $settings.volume, in: 0...1)
            Toggle("Muted", isOn: $settings.isMuted)
            LegacyVolumeBadge(settings: settings)
        }
        .environmentObject(settings)
    }
}

struct LegacyVolumeBadge: View {
    @ObservedObject var settings: LegacySettings
    @EnvironmentObject var shared: LegacySettings

    var body: some View {
        Text(settings.isMuted ? "Muted" : "\(Int(settings.volume * 100)) %")
            .onTapGesture { shared.isMuted.toggle() }
    }
}

// After: the Observation framework.
@Observable
final class Settings {
    var username = ""
    var volume = 0.5
    var isMuted = false
    @ObservationIgnored var lastSaved = Date.distantPast
}

struct SettingsView: View {
    @State private var settings = Settings()

    var body: some View {
        Form {
            TextField("Username", text: $settings.username)
            Slider(value: $settings.volume, in: 0...1)
            Toggle("Muted", isOn: $settings.isMuted)
            VolumeBadge(settings: settings)
            VolumeEditor(settings: settings)
        }
        .environment(settings)
    }
}

struct VolumeBadge: View {
    var settings: Settings

    var body: some View {
        let _ = Self._printChanges()
        Text(settings.isMuted ? "Muted" : "\(Int(settings.volume * 100)) %")
    }
}

struct VolumeEditor: View {
    @Bindable var settings: Settings
    @Environment(Settings.self) private var shared
    @Environment(Settings.self) private var maybeShared: Settings?

    var body: some View {
        let _ = Self._logChanges()
        Stepper("Volume", value: $settings.volume, in: 0...1, step: 0.1)
        Toggle("Muted (shared)", isOn: Bindable(shared).isMuted)
        Text(maybeShared?.username ?? "nobody")
    }
}
