// expect: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
import SwiftUI

// onReceive passes each value (here the date) to the closure; `_ in` is needed to ignore it.
struct Countdown: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var remaining = 60

    var body: some View {
        Text("\(remaining) s")
            .onReceive(timer) {
                if remaining > 0 { remaining -= 1 }
            }
    }
}
