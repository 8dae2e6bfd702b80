import SwiftUI

// Reading system values from the environment with key paths.
struct AdaptiveView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.openURL) private var openURL
    @Environment(\.locale) private var locale
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
            if horizontalSizeClass == .compact {
                Text("Compact width")
            } else {
                Text("Regular width")
            }
            Text(locale.identifier)
            Button("Open Website") {
                if let url = URL(string: "https://www.example.com") {
                    openURL(url)
                }
            }
            Button("Done") { dismiss() }
        }
        .environment(\.colorScheme, .dark)
    }
}
