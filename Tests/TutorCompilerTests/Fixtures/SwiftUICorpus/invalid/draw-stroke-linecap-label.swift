// expect: extra argument 'lineCap' in call
import SwiftUI

struct Ring: View {
    var progress: Double

    var body: some View {
        // Line caps go in a StrokeStyle: `.stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))`.
        Circle()
            .trim(from: 0, to: progress)
            .stroke(.blue, lineWidth: 8, lineCap: .round)
    }
}
