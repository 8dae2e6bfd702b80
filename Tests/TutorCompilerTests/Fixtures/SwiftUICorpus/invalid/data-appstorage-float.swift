// expect: no exact matches in call to initializer
import SwiftUI

// AppStorage stores Double, not Float: declaring the setting as Float finds no initializer.
struct PlaybackSettings: View {
    @AppStorage("playbackVolume") private var volume: Float = 0.5

    var body: some View {
        Slider(value: $volume, in: 0...1)
    }
}
