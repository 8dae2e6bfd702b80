// rule: Changing a value written with `.environment(\.key, v)` re-evaluates the views below that read that key with @Environment; a view below that reads no environment value is not re-evaluated.
// source: Apple documentation "Environment" (the view updates when the value changes); "Demystify SwiftUI performance", WWDC23
// view: ContentView
// script: tap "Dark"; screen; counts
// exit: 0
import SwiftUI

private struct ThemeNameKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}

struct ContentView: View {
    @State private var theme = "light"

    var body: some View {
        VStack {
            Reader()
            NonReader()
            Button("Dark") { theme = "dark" }
        }
        .environment(\.themeName, theme)
    }
}

struct Reader: View {
    @Environment(\.themeName) private var theme
    var body: some View { Text("theme \(theme)") }
}

struct NonReader: View {
    var body: some View { Text("no theme here") }
}

/* expect
--- screen ---
theme dark
no theme here
[Dark]
--- end ---
ContentView.body 2
NonReader.body 1
Reader.body 2
*/
