// expect: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 5

    var body: some View {
        Text("Volume \(volume)")
            .accessibilityElement(children: .combine)
            .accessibilityAdjustableAction {
                volume += 1
            }
    }
}
