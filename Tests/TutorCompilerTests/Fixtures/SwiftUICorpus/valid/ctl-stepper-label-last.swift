// expect-warning: 'init(value:in:step:onEditingChanged:label:)' will be deprecated in a future version of iOS: renamed to 'Stepper(value:in:step:label:onEditingChanged:)'
// expect-warning: 'init(onIncrement:onDecrement:onEditingChanged:label:)' will be deprecated in a future version of iOS: renamed to 'Stepper(label:onIncrement:onDecrement:onEditingChanged:)'
import SwiftUI

// Older tutorial code passes the stepper's label closure last. Apple keeps
// these initialisers, marked for a future deprecation, so the code still builds.
struct OldStepper: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Stepper(value: $count, in: 0...10, step: 1, onEditingChanged: { _ in }, label: {
                Text("Count: \(count)")
            })
            Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }, label: {
                Text("Adjust")
            })
        }
    }
}
