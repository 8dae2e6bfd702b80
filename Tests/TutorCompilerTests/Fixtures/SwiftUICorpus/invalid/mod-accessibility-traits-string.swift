// expect: type 'AccessibilityTraits' has no member 'button'
import SwiftUI

struct PlayButton: View {
    @State private var isPlaying = false

    var body: some View {
        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            .onTapGesture { isPlaying.toggle() }
            .accessibilityLabel(isPlaying ? "Pause" : "Play")
            .accessibilityAddTraits(.button)
    }
}
