// expect: type 'Scheduler' has no member 'main'
import Combine
import SwiftUI

// receive(on:) is generic over the scheduler, so `.main` alone does not say which type's main.
final class ClockModel: ObservableObject {
    @Published var now = Date()
    private var cancellables = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .receive(on: .main)
            .sink { [weak self] date in self?.now = date }
            .store(in: &cancellables)
    }
}
