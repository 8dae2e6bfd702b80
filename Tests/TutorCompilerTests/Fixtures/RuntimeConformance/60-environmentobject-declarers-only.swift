// rule: A change to an @EnvironmentObject re-evaluates every view that declares it (even one whose body reads nothing from it), and not a sibling below the same `.environmentObject` that does not declare it.
// source: Apple documentation "EnvironmentObject" (the view is invalidated whenever the observable object changes); "Data Essentials in SwiftUI", WWDC20
// view: ContentView
// script: tap "Score"; tap "Score"; screen; counts
// exit: 0
import SwiftUI

final class Score: ObservableObject {
    @Published var points = 0
}

struct ContentView: View {
    @StateObject private var score = Score()

    var body: some View {
        VStack {
            Board()
            Declares()
            Plain()
        }
        .environmentObject(score)
    }
}

struct Board: View {
    @EnvironmentObject var score: Score

    var body: some View {
        Text("points \(score.points)")
        Button("Score") { score.points += 1 }
    }
}

struct Declares: View {
    @EnvironmentObject var score: Score
    var body: some View { Text("declares only") }
}

struct Plain: View {
    var body: some View { Text("plain") }
}

// ContentView observes the object through @StateObject, so it re-runs too (as in fixture 22).
/* expect
--- screen ---
points 2
[Score]
declares only
plain
--- end ---
Board.body 3
ContentView.body 3
Declares.body 3
Plain.body 1
*/
