import Foundation

// A model file that imports only Foundation, as Apple's own samples do: on Apple platforms
// Foundation brings Combine with it, so ObservableObject and @Published need no other import.
final class RoundTimer: ObservableObject {
    @Published var secondsLeft: Int
    @Published private(set) var isRunning = false
    let length: Int

    init(length: Int) {
        self.length = length
        secondsLeft = length
    }

    func start() { isRunning = true }

    func tick() {
        guard isRunning, secondsLeft > 0 else { return }
        secondsLeft -= 1
        if secondsLeft == 0 { isRunning = false }
    }

    func reset() {
        isRunning = false
        secondsLeft = length
    }
}
