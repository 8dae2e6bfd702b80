import Combine

// Combine alone brings Dispatch: DispatchQueue.main works as a scheduler without importing Foundation.
final class FilterModel: ObservableObject {
    @Published var filter = ""
    @Published private(set) var applied = ""
    private var cancellable: AnyCancellable?

    init() {
        cancellable = $filter
            .debounce(for: 0.5, scheduler: DispatchQueue.main)
            .sink { [weak self] value in self?.applied = value }
    }
}
