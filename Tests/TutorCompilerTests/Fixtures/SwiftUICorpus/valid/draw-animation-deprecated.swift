// expect-warning: Use withAnimation or animation(_:value:) instead.
import SwiftUI

// Older tutorials attach an animation with no value; Xcode warns but builds.
struct OldStyleToggle: View {
    @State private var isOn = false

    var body: some View {
        Circle()
            .fill(isOn ? .green : .gray)
            .frame(width: isOn ? 120 : 60, height: isOn ? 120 : 60)
            .animation(.default)
            .onTapGesture { isOn.toggle() }
    }
}
