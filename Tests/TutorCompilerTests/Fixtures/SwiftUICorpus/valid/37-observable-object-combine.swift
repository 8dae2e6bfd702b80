import Combine
import SwiftUI

// Reacting to a @Published property's publisher with onReceive.
final class TimerModel: ObservableObject {
    @Published var ticks = 0
    let reset = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $ticks
            .sink { value in print("ticks: \(value)") }
            .store(in: &cancellables)
    }
}

struct TimerView: View {
    @StateObject private var model = TimerModel()
    @State private var resets = 0

    var body: some View {
        VStack {
            Text("Ticks: \(model.ticks)")
            Button("Tick") { model.ticks += 1 }
            Button("Reset") { model.reset.send() }
        }
        .onReceive(model.reset) {
            resets += 1
            model.ticks = 0
        }
        .onReceive(model.$ticks) { newValue in
            print(newValue)
        }
    }
}
