// rule: `@Entry` in an `EnvironmentValues` extension declares a value with its default (typed, inferred or an optional that defaults to nil); `.environment(_:_:)` overrides it below.
// source: Apple documentation "Entry()" and "EnvironmentValues"
// view: ContentView
// script: screen
// exit: 0
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName = "blue"
    @Entry var rounds: Int = 3
    @Entry var nickname: String?
}

struct Reader: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.rounds) private var rounds
    @Environment(\.nickname) private var nickname

    var body: some View { Text("\(accentName) \(rounds) \(nickname ?? "none")") }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Reader()
            Reader()
                .environment(\.accentName, "red")
                .environment(\.nickname, "Al")
        }
    }
}

/* expect
--- screen ---
blue 3 none
red 3 Al
--- end ---
*/
