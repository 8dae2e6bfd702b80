// expect: 'checkbox' is unavailable in iOS
import SwiftUI

// The checkbox toggle style is macOS only.
struct Terms: View {
    @State private var accepted = false

    var body: some View {
        Toggle("I accept the terms", isOn: $accepted)
            .toggleStyle(.checkbox)
    }
}
