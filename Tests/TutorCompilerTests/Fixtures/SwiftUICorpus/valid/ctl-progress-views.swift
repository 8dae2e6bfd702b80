import SwiftUI

// The progress view forms: indeterminate, determinate with labels, a
// Foundation Progress, and a timer that runs over a date range.
struct DownloadView: View {
    @State private var received = 30.0
    private let total = 120.0
    private let progress = Progress(totalUnitCount: 10)
    private let workout = Date.now...Date.now.addingTimeInterval(5 * 60)

    var body: some View {
        VStack(spacing: 20) {
            ProgressView()
            ProgressView("Loading…")
                .progressViewStyle(.circular)
            ProgressView(value: received, total: total)
            ProgressView("Downloading", value: received, total: total)
                .progressViewStyle(.linear)
            ProgressView(value: received, total: total) {
                Text("Episode 4")
            } currentValueLabel: {
                Text("\(Int(received)) of \(Int(total)) MB")
            }
            ProgressView(progress)
            ProgressView(timerInterval: workout, countsDown: true) {
                Text("Workout")
            }
            ProgressView(timerInterval: workout)
            Button("More") { received = min(received + 10, total) }
        }
        .padding()
    }
}
