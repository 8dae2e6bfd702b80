// expect: cannot find type 'View' in scope
import Combine

// Combine gives ObservableObject, but a view still needs `import SwiftUI`.
final class Counter: ObservableObject {
    @Published var value = 0
}

struct CounterLabel: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("\(counter.value)")
    }
}
