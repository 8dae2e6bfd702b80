// expect: passing value of type 'Set<AnyCancellable>' to an inout parameter requires explicit '&'
import Combine
import SwiftUI

// store(in:) adds the subscription to the set, so the set is passed inout with &.
final class ScoreModel: ObservableObject {
    @Published var score = 0
    @Published var best = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $score
            .filter { [unowned self] in $0 > best }
            .sink { [weak self] in self?.best = $0 }
            .store(in: cancellables)
    }
}
