// expect: has no member 'segment'
import SwiftUI

// The built-in style is `.segmented`.
struct SizePicker: View {
    @State private var size = "M"

    var body: some View {
        Picker("Size", selection: $size) {
            Text("S").tag("S")
            Text("M").tag("M")
            Text("L").tag("L")
        }
        .pickerStyle(.segment)
    }
}
