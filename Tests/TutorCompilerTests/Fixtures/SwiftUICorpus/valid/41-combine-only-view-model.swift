import Combine
import Foundation

// A view model that imports Combine and Foundation but not SwiftUI: search text is debounced
// and deduplicated before the (simulated) lookup runs.
final class CitySearch: ObservableObject {
    @Published var text = ""
    @Published private(set) var matches: [String] = []
    private let cities = ["Lisbon", "Lima", "Lyon", "Oslo", "Osaka"]
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $text
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [cities] query in
                query.isEmpty ? [] : cities.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] found in self?.matches = found }
            .store(in: &subscriptions)
    }
}
