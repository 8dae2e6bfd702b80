// expect: to expected argument type 'WritableKeyPath<EnvironmentValues, Bool>'
import SwiftUI

struct CalmPreview: View {
    var body: some View {
        Text("Bouncing ball")
            .environment(\.accessibilityReduceMotion, true)
    }
}
