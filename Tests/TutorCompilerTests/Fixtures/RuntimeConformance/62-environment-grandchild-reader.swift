// rule: A custom environment value set on an ancestor reaches a grandchild through a view that does not read it; changing it re-evaluates only the reader below the modifier, not the view in between and not a reader outside the modifier (which sees the default).
// source: Apple documentation "EnvironmentKey", "EnvironmentValues" and "Environment"; "Demystify SwiftUI performance", WWDC23
// view: ContentView
// script: screen; tap "Green"; screen; counts
// exit: 0
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct ContentView: View {
    @State private var accent = "red"

    var body: some View {
        VStack {
            VStack {
                Middle()
                Button("Green") { accent = "green" }
            }
            .environment(\.accentName, accent)
            Leaf()
        }
    }
}

struct Middle: View {
    var body: some View {
        VStack {
            Text("middle")
            Leaf()
        }
    }
}

struct Leaf: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("accent \(accent)") }
}

// Leaf: two at launch + the inner one after the change = 3.
/* expect
--- screen ---
middle
accent red
[Green]
accent blue
--- end ---
--- screen ---
middle
accent green
[Green]
accent blue
--- end ---
ContentView.body 2
Leaf.body 3
Middle.body 1
*/
