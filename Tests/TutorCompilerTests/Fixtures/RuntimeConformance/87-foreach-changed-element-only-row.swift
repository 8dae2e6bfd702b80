// rule: Changing one element of a @State array re-runs the owner, and of the ForEach rows only the row whose element changed; rows handed equal values are skipped.
// source: "Demystify SwiftUI", WWDC21 (ForEach identity); "Demystify SwiftUI performance", WWDC23 (equal inputs, no body run)
// view: ContentView
// script: tap "Score Bob"; tap "Score Bob"; screen; counts
// exit: 0
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    var score = 0
}

struct ContentView: View {
    @State private var players = [Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob"), Player(id: 3, name: "Cy")]

    var body: some View {
        VStack {
            ForEach(players) { player in
                Row(name: player.name, score: player.score)
            }
            Button("Score Bob") { players[1].score += 1 }
        }
    }
}

struct Row: View {
    let name: String
    let score: Int
    var body: some View { Text("\(name) \(score)") }
}

// Row: 3 at launch + Bob twice = 5.
/* expect
--- screen ---
Ann 0
Bob 2
Cy 0
[Score Bob]
--- end ---
ContentView.body 3
Row.body 5
*/
