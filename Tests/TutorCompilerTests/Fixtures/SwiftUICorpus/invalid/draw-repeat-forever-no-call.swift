// expect: is a function that produces expected type 'Animation'; did you mean to call it
import SwiftUI

struct Pulse: View {
    @State private var isOn = false

    var body: some View {
        Circle()
            .scaleEffect(isOn ? 1.2 : 1)
            .animation(.easeInOut.repeatForever, value: isOn)
            .onAppear { isOn = true }
    }
}
