// expect: left side of mutating operator isn't mutable: 'self' is immutable
import SwiftUI

// A view's stored properties can't change from inside body: the counter
// needs @State.
struct CounterView: View {
    var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {
                count += 1
            }
        }
    }
}
