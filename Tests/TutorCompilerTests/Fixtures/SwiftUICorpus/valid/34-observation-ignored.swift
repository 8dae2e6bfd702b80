import SwiftUI

// Seed erratum E01, corrected: no @Published in an @Observable class. A
// property that must keep a property wrapper is marked @ObservationIgnored
// (and is then not tracked).
@Observable
class PlayerModel {
    var score = 0
    var playerName = "Player 1"

    @ObservationIgnored
    @AppStorage("highScore") var highScore = 0

    @ObservationIgnored
    private var cache: [String: Int] = [:]

    func finishRound() {
        if score > highScore {
            highScore = score
        }
        score = 0
    }
}

struct ScoreboardView: View {
    @State private var model = PlayerModel()

    var body: some View {
        VStack {
            Text("\(model.playerName): \(model.score)")
            Button("Score") { model.score += 1 }
            Button("Finish Round") { model.finishRound() }
        }
    }
}
