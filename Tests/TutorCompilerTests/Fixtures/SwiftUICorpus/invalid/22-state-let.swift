// expect: property wrapper can only be applied to a 'var'
import SwiftUI

struct ScoreView: View {
    @State private let score = 0

    var body: some View {
        Text("Score: \(score)")
    }
}
