import Combine
import SwiftUI

// A download service that reports progress through subjects, wraps a callback API in a
// Future, and is read from SwiftUI both with onReceive and with an async `values` loop.
enum DownloadError: Error {
    case cancelled
}

final class DownloadService {
    let progress = CurrentValueSubject<Double, Never>(0)
    let finished = PassthroughSubject<URL, DownloadError>()

    func start(_ url: URL) -> AnyPublisher<URL, DownloadError> {
        Deferred {
            Future<URL, DownloadError> { promise in
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                    promise(.success(url))
                }
            }
        }
        .handleEvents(receiveOutput: { [progress] _ in progress.send(1) })
        .eraseToAnyPublisher()
    }

    func cancel() {
        finished.send(completion: .failure(.cancelled))
    }
}

final class DownloadViewModel: ObservableObject {
    @Published private(set) var fraction = 0.0
    @Published private(set) var message = "Idle"
    let service = DownloadService()
    private var cancellables: [AnyCancellable] = []

    init() {
        service.progress
            .removeDuplicates()
            .receive(on: RunLoop.main)
            .assign(to: &$fraction)
    }

    func download() {
        service.start(URL(string: "https://example.com/file.zip")!)
            .map { "Saved \($0.lastPathComponent)" }
            .catch { _ in Just("Download failed") }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in self?.message = text }
            .store(in: &cancellables)
    }
}

struct DownloadView: View {
    @StateObject private var model = DownloadViewModel()
    @State private var lastPercent = 0

    var body: some View {
        VStack {
            ProgressView(value: model.fraction)
            Text(model.message)
            Button("Download") { model.download() }
            Button("Cancel", role: .cancel) { model.service.cancel() }
        }
        .onReceive(model.$fraction.throttle(for: .seconds(0.5), scheduler: RunLoop.main, latest: true)) { value in
            lastPercent = Int(value * 100)
        }
        .task {
            for await value in model.service.progress.values {
                print("progress \(value)")
            }
        }
    }
}
