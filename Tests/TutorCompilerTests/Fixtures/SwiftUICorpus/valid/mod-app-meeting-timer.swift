import SwiftUI

struct Attendee: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

@Observable
final class MeetingTimer {
    var secondsElapsed = 0
    var secondsRemaining = 300
    var speakerIndex = 0
    var attendees: [Attendee]
    var isRunning = false

    init(attendees: [Attendee]) {
        self.attendees = attendees
    }

    var progress: Double {
        let total = secondsElapsed + secondsRemaining
        return total == 0 ? 1 : Double(secondsElapsed) / Double(total)
    }

    func start() { isRunning = true }
    func stop() { isRunning = false }
    func skipSpeaker() { speakerIndex = (speakerIndex + 1) % max(attendees.count, 1) }
}

/// The header of a meeting: elapsed and remaining time, read as one element by VoiceOver.
struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    let progress: Double

    private var minutesRemaining: Int { secondsRemaining / 60 }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.titleAndIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
    }
}

struct MeetingFooterView: View {
    let speakerNumber: Int
    let speakerCount: Int
    var skipAction: () -> Void

    private var isLastSpeaker: Bool { speakerNumber == speakerCount }

    var body: some View {
        HStack {
            Text(isLastSpeaker ? "Last Speaker" : "Speaker \(speakerNumber) of \(speakerCount)")
            Spacer()
            Button(action: skipAction) {
                Image(systemName: "forward.fill")
            }
            .accessibilityLabel("Next speaker")
            .accessibilityHint(Text("Moves on to speaker \(speakerNumber + 1)"))
            .disabled(isLastSpeaker)
        }
        .padding([.bottom, .horizontal])
    }
}

struct MeetingView: View {
    @State private var timer = MeetingTimer(attendees: [Attendee(name: "Ana"), Attendee(name: "Ben")])
    @State private var isShowingEndAlert = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(.orange.gradient)
                .accessibilityHidden(true)
            VStack {
                MeetingHeaderView(
                    secondsElapsed: timer.secondsElapsed, secondsRemaining: timer.secondsRemaining,
                    progress: timer.progress)
                Circle()
                    .fill(.white.opacity(0.2))
                    .overlay {
                        Text(timer.attendees[timer.speakerIndex].name)
                            .font(.title)
                            .accessibilityAddTraits(.updatesFrequently)
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilitySortPriority(voiceOverEnabled ? 1 : 0)
                MeetingFooterView(
                    speakerNumber: timer.speakerIndex + 1, speakerCount: timer.attendees.count,
                    skipAction: timer.skipSpeaker)
            }
        }
        .padding()
        .foregroundStyle(.white)
        .onAppear { timer.start() }
        .onDisappear { timer.stop() }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .destructiveAction) {
                Button("End") { isShowingEndAlert = true }
            }
        }
        .alert("End meeting?", isPresented: $isShowingEndAlert) {
            Button("End", role: .destructive) { dismiss() }
            Button("Keep going", role: .cancel) {}
        }
        .accessibilityAction(.magicTap) {
            timer.isRunning ? timer.stop() : timer.start()
        }
    }
}
