// expect: 'onChange(of:initial:_:)' is only available in iOS 17.0 or newer
// target: iOS 16
import SwiftUI

struct VolumeView: View {
    @State private var volume = 5.0

    var body: some View {
        Slider(value: $volume, in: 0...10)
            .onChange(of: volume) { oldValue, newValue in
                print("from \(oldValue) to \(newValue)")
            }
    }
}
