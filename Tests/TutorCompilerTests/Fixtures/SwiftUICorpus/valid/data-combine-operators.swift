// A feed view model that exercises the Combine operators view models reach for.
import Combine
import SwiftUI

struct Post: Decodable, Identifiable { let id: Int; let title: String }
enum LoadError: Error { case offline }

final class FeedModel: ObservableObject {
    @Published var posts: [Post] = []
    @Published var text = ""
    @Published var count = 0
    @Published var label = ""
    @Published var errorMessage: String?
    private var bag: [AnyCancellable] = []
    private var set = Set<AnyCancellable>()
    let refresh = PassthroughSubject<Void, Never>()
    let selected = CurrentValueSubject<Int?, Never>(nil)

    init() {
        $count.map { "Count: \($0)" }.assign(to: &$label)
        $text.dropFirst().prefix(5).filter { !$0.isEmpty }.compactMap { Int($0) }
            .scan(0, +).sink { print($0) }.store(in: &bag)
        $text.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .delay(for: 0.2, scheduler: RunLoop.main).collect().sink { print($0) }.store(in: &set)
        refresh
            .map { _ in self.load() }
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { print(error) }
            }, receiveValue: { [weak self] posts in self?.posts = posts })
            .store(in: &set)
        $text.combineLatest($count).map { "\($0) \($1)" }.sink { print($0) }.store(in: &set)
        Publishers.CombineLatest($text, $count).sink { t, c in print(t, c) }.store(in: &set)
        $count.merge(with: Just(5)).zip($text).sink { print($0.0, $0.1) }.store(in: &set)
        selected.replaceNil(with: 0).removeDuplicates().sink { print($0) }.store(in: &set)
        $text.flatMap { q in self.search(q) }.sink(receiveCompletion: { _ in }, receiveValue: { print($0) }).store(in: &set)
        $text.flatMap { q in Just(q.count) }.sink { print($0) }.store(in: &set)
        Future<Int, Never> { promise in promise(.success(42)) }.sink { print($0) }.store(in: &set)
        Deferred { Just(1) }.eraseToAnyPublisher().sink { print($0) }.store(in: &set)
        Empty<Int, Never>().sink { print($0) }.store(in: &set)
        Fail<Int, LoadError>(error: .offline).catch { _ in Just(0) }.sink { print($0) }.store(in: &set)
        [1, 2, 3].publisher.first().sink { print($0) }.store(in: &set)
        NotificationCenter.default.publisher(for: Notification.Name("Reload"))
            .sink { _ in self.refresh.send() }.store(in: &set)
        let shared = $count.share()
        shared.sink { print($0) }.store(in: &set)
        objectWillChange.sink { print("will change") }.store(in: &set)
        Just("x").setFailureType(to: LoadError.self).retry(2).replaceError(with: "y").assign(to: \.label, on: self).store(in: &set)
        $text.subscribe(on: DispatchQueue.global()).receive(on: RunLoop.main).sink { _ in }.store(in: &set)
        $text.debounce(for: 0.5, scheduler: RunLoop.main).sink { _ in }.store(in: &set)
        $text.debounce(for: .seconds(0.5), scheduler: DispatchQueue.main).sink { _ in }.store(in: &set)
        $text.debounce(for: .milliseconds(300), scheduler: OperationQueue.main).sink { _ in }.store(in: &set)
        $count.receive(on: ImmediateScheduler.shared).sink { _ in }.store(in: &set)
    }

    func load() -> AnyPublisher<[Post], Never> {
        let url = URL(string: "https://example.com/posts")!
        return URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Post].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .eraseToAnyPublisher()
    }

    func search(_ q: String) -> AnyPublisher<[Post], Error> {
        URLSession.shared.dataTaskPublisher(for: URLRequest(url: URL(string: "https://example.com?q=\(q)")!))
            .tryMap { output in
                guard let http = output.response as? HTTPURLResponse, http.statusCode == 200 else {
                    throw URLError(.badServerResponse)
                }
                return output.data
            }
            .decode(type: [Post].self, decoder: JSONDecoder())
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    func watch() async {
        for await value in $count.values {
            print(value)
        }
        do {
            for try await p in search("a").values { print(p) }
        } catch { print(error) }
    }
}

struct FeedView: View {
    @ObservedObject var model: FeedModel
    var body: some View {
        List(model.posts) { Text($0.title) }
            .onReceive(model.$count.dropFirst()) { print($0) }
            .onReceive(NotificationCenter.default.publisher(for: .init("x"))) { _ in }
            .task { await model.watch() }
    }
}
