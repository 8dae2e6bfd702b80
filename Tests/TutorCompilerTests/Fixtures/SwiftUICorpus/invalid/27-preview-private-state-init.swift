// expect: argument passed to call that takes no arguments
import SwiftUI

// A private @State property makes the memberwise initializer private, which
// is exactly why Apple recommends it: callers can't overwrite view state.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        Stepper("Count: \(count)", value: $count)
    }
}

#Preview {
    CounterView(count: 5)
}
