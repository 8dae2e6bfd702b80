// expect: requires that 'Step' conform to 'Equatable'
import SwiftUI

struct Step {
    var scale: Double
}

struct Wiggle: View {
    var body: some View {
        Text("Hi")
            .phaseAnimator([Step(scale: 1), Step(scale: 1.5)]) { content, step in
                content.scaleEffect(step.scale)
            }
    }
}
