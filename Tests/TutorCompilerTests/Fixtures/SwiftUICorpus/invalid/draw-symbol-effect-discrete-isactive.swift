// expect: requires that 'ReplaceSymbolEffect' conform to 'IndefiniteSymbolEffect'
import SwiftUI

struct Speaker: View {
    @State private var isMuted = false

    var body: some View {
        // Replace is a content transition: `.contentTransition(.symbolEffect(.replace))`.
        Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            .symbolEffect(.replace, isActive: isMuted)
    }
}
