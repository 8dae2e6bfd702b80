import Combine
import SwiftUI

// A search screen whose view model debounces the query and delivers results on the main run loop.
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var isSearching = false

    private let allNames = ["Ada", "Alan", "Grace", "Linus", "Margaret", "Barbara"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = true })
            .map { [allNames] text in
                text.isEmpty ? allNames : allNames.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] names in
                self?.results = names
                self?.isSearching = false
            }
            .store(in: &cancellables)
    }
}

struct SearchScreen: View {
    @StateObject private var model = SearchViewModel()

    var body: some View {
        NavigationStack {
            List(model.results, id: \.self) { name in
                Text(name)
            }
            .overlay {
                if model.isSearching {
                    ProgressView()
                }
            }
            .searchable(text: $model.query)
            .navigationTitle("People")
        }
    }
}
