// expect: of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

// A @Binding parameter takes a binding: pass $isPlaying, not isPlaying.
struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        PlayButton(isPlaying: isPlaying)
    }
}
