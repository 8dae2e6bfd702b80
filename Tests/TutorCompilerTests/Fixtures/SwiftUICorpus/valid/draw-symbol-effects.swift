import SwiftUI

struct NotificationBell: View {
    @State private var unread = 0
    @State private var isSyncing = false
    @State private var isMuted = false

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "bell.fill")
                .font(.largeTitle)
                .symbolEffect(.bounce, value: unread)

            Image(systemName: "arrow.triangle.2.circlepath")
                .symbolEffect(.pulse, options: .repeating, isActive: isSyncing)

            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative.reversing, isActive: isSyncing)

            Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill")
                .contentTransition(.symbolEffect(.replace))

            Text("\(unread)")
                .font(.title.monospacedDigit())
                .contentTransition(.numericText(value: Double(unread)))

            Button("New message") {
                withAnimation { unread += 1 }
            }
            Toggle("Syncing", isOn: $isSyncing)
            Toggle("Muted", isOn: $isMuted)
        }
        .padding()
    }
}
