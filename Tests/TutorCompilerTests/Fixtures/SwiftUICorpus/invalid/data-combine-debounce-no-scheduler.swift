// expect: missing argument for parameter 'scheduler' in call
import Combine
import SwiftUI

// The debounce needs a scheduler to measure the quiet time on.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300))
            .sink { [weak self] text in self?.results = [text] }
            .store(in: &cancellables)
    }
}
