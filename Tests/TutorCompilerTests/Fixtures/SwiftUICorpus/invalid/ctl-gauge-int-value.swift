// expect: conform to 'BinaryFloatingPoint'
import SwiftUI

// A gauge's value must be a floating-point number, not an Int.
struct StepsView: View {
    let steps = 6500
    let goal = 10000

    var body: some View {
        Gauge(value: steps, in: 0...goal) {
            Text("Steps")
        }
    }
}
