// rule: A Toggle bound to an @AppStorage value writes the UserDefaults entry, and a sibling view using the same key shows the new value.
// source: Apple documentation "AppStorage" (a change to the defaults entry updates every view using the key)
// view: ContentView
// script: screen; toggle "Dark mode"; screen; toggle "Dark mode"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    init() {
        // Start from the default whether or not an earlier run left a value behind.
        UserDefaults.standard.removeObject(forKey: "conformance.darkMode")
    }

    var body: some View {
        VStack {
            SettingsRow()
            Sample()
        }
    }
}

struct SettingsRow: View {
    @AppStorage("conformance.darkMode") private var dark = false
    var body: some View { Toggle("Dark mode", isOn: $dark) }
}

struct Sample: View {
    @AppStorage("conformance.darkMode") private var dark = false
    var body: some View { Text(dark ? "sample dark" : "sample light") }
}

/* expect
--- screen ---
[ ] Dark mode
sample light
--- end ---
--- screen ---
[x] Dark mode
sample dark
--- end ---
--- screen ---
[ ] Dark mode
sample light
--- end ---
*/
