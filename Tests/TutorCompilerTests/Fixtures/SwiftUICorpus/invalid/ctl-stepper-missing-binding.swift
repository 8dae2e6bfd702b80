// expect: cannot convert value 'servings' of type 'Int' to expected type 'Binding<Int>', use wrapper instead
import SwiftUI

// A stepper changes the value, so it needs a binding ($servings), not the value.
struct ServingsView: View {
    @State private var servings = 2

    var body: some View {
        Stepper("Servings", value: servings, in: 1...8)
    }
}
