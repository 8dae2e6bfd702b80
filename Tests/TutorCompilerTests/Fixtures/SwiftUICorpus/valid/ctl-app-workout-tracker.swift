import SwiftUI

// A workout screen as a sample app would write it: an observable session
// model, a gauge and a timed progress bar, custom button and toggle styles,
// and controls bound to the model.
enum Intensity: String, CaseIterable, Identifiable {
    case easy, moderate, hard
    var id: Self { self }
}

@Observable
final class WorkoutSession {
    var name = "Morning run"
    var heartRate = 72.0
    var targetMinutes = 30
    var intensity: Intensity = .moderate
    var isPaused = false
    var playsSounds = true
    var weightKg = 70.0
    var startedAt = Date.now

    var endsAt: Date { startedAt.addingTimeInterval(Double(targetMinutes) * 60) }
    var heartRateFraction: Double { (heartRate - 40) / 160 }
}

struct BigRoundButtonStyle: ButtonStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title2.bold())
            .frame(width: 88, height: 88)
            .background(tint.opacity(configuration.isPressed ? 0.6 : 1), in: Circle())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
    }
}

struct SoundToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "speaker.wave.2.fill" : "speaker.slash")
            }
        }
        .buttonStyle(.bordered)
    }
}

struct WorkoutView: View {
    @State private var session = WorkoutSession()
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Gauge(value: session.heartRate, in: 40...200) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("\(Int(session.heartRate))")
                        .monospacedDigit()
                } minimumValueLabel: {
                    Text("40")
                } maximumValueLabel: {
                    Text("200")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(session.heartRateFraction > 0.8 ? .red : .green)
                .scaleEffect(1.5)

                ProgressView(timerInterval: session.startedAt...session.endsAt, countsDown: false) {
                    Label(session.name, systemImage: "figure.run")
                }

                Picker("Intensity", selection: $session.intensity) {
                    ForEach(Intensity.allCases) { level in
                        Text(level.rawValue.capitalized).tag(level)
                    }
                }
                .pickerStyle(.segmented)

                HStack(spacing: 32) {
                    Button(session.isPaused ? "Go" : "Pause") {
                        session.isPaused.toggle()
                    }
                    .buttonStyle(BigRoundButtonStyle(tint: session.isPaused ? .green : .orange))

                    Button("End", role: .destructive) {
                        session.startedAt = .now
                    }
                    .buttonStyle(BigRoundButtonStyle(tint: .red))
                }

                Toggle("Sounds", isOn: $session.playsSounds)
                    .toggleStyle(SoundToggleStyle())
            }
            .padding()
            .navigationTitle(session.name)
            .toolbar {
                Button("Settings", systemImage: "gear") { showsSettings = true }
            }
            .sheet(isPresented: $showsSettings) {
                Form {
                    TextField("Name", text: $session.name)
                    Stepper("Target: \(session.targetMinutes) min", value: $session.targetMinutes, in: 5...180, step: 5)
                    TextField("Weight", value: $session.weightKg, format: .number.precision(.fractionLength(1)))
                        .keyboardType(.decimalPad)
                    Slider(value: $session.heartRate, in: 40...200, step: 1) {
                        Text("Simulated heart rate")
                    }
                }
                .presentationDetents([.medium])
            }
        }
    }
}

#Preview {
    WorkoutView()
}
