import Combine
import SwiftUI

// A countdown driven by Timer.publish and onReceive.
struct CountdownView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var remaining = 10
    @State private var isRunning = true

    var body: some View {
        VStack(spacing: 16) {
            Text("\(remaining)")
                .font(.largeTitle)
            Button(isRunning ? "Pause" : "Resume") {
                isRunning.toggle()
            }
            Button("Stop") {
                timer.upstream.connect().cancel()
            }
        }
        .onReceive(timer) { date in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
            print("tick at \(date)")
        }
    }
}
