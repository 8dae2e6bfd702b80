// expect: conform to 'BinaryFloatingPoint'
import SwiftUI

// ProgressView(value:total:) needs floating-point numbers; convert Ints with Double(_:).
struct QuizProgress: View {
    let answered: Int
    let questions: Int

    var body: some View {
        ProgressView(value: answered, total: questions)
    }
}
