// rule: A custom EnvironmentKey supplies its defaultValue where nobody set it, `.environment(\.key, v)` overrides it for a subtree, and the innermost override wins.
// source: Apple documentation "EnvironmentKey" and "EnvironmentValues"; "Data Essentials in SwiftUI", WWDC20
// view: ContentView
// script: screen
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
    var body: some View {
        VStack {
            Reader(tag: "top")
            VStack {
                Reader(tag: "outer")
                Reader(tag: "inner")
                    .environment(\.themeName, "inner")
            }
            .environment(\.themeName, "outer")
        }
    }
}

struct Reader: View {
    let tag: String
    @Environment(\.themeName) private var theme
    var body: some View { Text("\(tag): \(theme)") }
}

/* expect
--- screen ---
top: plain
outer: outer
inner: inner
--- end ---
*/
