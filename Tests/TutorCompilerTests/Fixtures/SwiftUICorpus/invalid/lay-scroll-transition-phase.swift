// expect: cannot convert value of type 'Bool' to expected argument type 'Double'
import SwiftUI

// opacity takes a number; the phase's Boolean must be turned into one,
// for example `phase.isIdentity ? 1 : 0.3`.
struct FadingList: View {
    var body: some View {
        ScrollView {
            ForEach(0..<20) { index in
                Text("Row \(index)")
                    .scrollTransition { content, phase in
                        content.opacity(phase.isIdentity)
                    }
            }
        }
    }
}
