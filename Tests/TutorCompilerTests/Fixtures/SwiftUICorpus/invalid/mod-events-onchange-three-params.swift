// expect: but 3 were used in closure body
import SwiftUI

struct ScoreView: View {
    @State private var score = 0

    var body: some View {
        Button("Score \(score)") { score += 1 }
            .onChange(of: score) { oldValue, newValue, transaction in
                print(oldValue, newValue, transaction)
            }
    }
}
