// expect: cannot assign to property: 'colorScheme' is a get-only property
import SwiftUI

// Environment values are read-only inside a view. Set them on a parent with
// .environment(\.colorScheme, .dark) or .preferredColorScheme(.dark).
struct AppearanceToggle: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Button("Go dark") {
            colorScheme = .dark
        }
    }
}
