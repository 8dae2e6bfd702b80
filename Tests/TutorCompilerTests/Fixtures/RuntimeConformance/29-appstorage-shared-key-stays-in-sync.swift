// rule: Two views with @AppStorage on the same UserDefaults key stay in sync: a write through one invalidates the other, which shows the new value.
// source: Apple documentation "AppStorage" (backed by a UserDefaults entry; a change to it updates the views using the key)
// view: ContentView
// script: tap "Louder"; tap "Louder"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    init() {
        // Start from the default whether or not an earlier run left a value behind.
        UserDefaults.standard.removeObject(forKey: "conformance.volume")
    }

    var body: some View {
        VStack {
            Editor()
            Viewer()
        }
    }
}

struct Editor: View {
    @AppStorage("conformance.volume") private var volume = 3

    var body: some View {
        Text("editor \(volume)")
        Button("Louder") { volume += 1 }
    }
}

struct Viewer: View {
    @AppStorage("conformance.volume") private var volume = 3
    var body: some View { Text("viewer \(volume)") }
}

// No `counts`: whether one write reaches the writing view once or twice (its own storage and the
// defaults notification) is not documented.
/* expect
--- screen ---
editor 5
[Louder]
viewer 5
--- end ---
*/
