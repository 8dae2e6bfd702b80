import SwiftUI

struct RoundView: View {
    @StateObject private var timer = RoundTimer(length: 60)
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(timer.secondsLeft) s")
                .font(.largeTitle.monospacedDigit())
            HStack {
                Button("Start") { timer.start() }
                    .disabled(timer.isRunning)
                Button("Reset", role: .destructive) { timer.reset() }
            }
        }
        .onReceive(clock) { _ in timer.tick() }
    }
}

struct RoundView_Previews: PreviewProvider {
    static var previews: some View {
        RoundView()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Round")
    }
}
