// expect: requires the types 'any Error' and 'Never' be equivalent
import Combine
import SwiftUI

// A publisher that can fail needs sink(receiveCompletion:receiveValue:) or an error handler first.
final class ProfileLoader: ObservableObject {
    @Published var name = ""
    private var cancellables = Set<AnyCancellable>()

    func load(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: String.self, decoder: JSONDecoder())
            .sink { [weak self] name in self?.name = name }
            .store(in: &cancellables)
    }
}
