// rule: `.defaultAppStorage(_:)` on a Scene or a View chooses the store `@AppStorage` uses below it, and a write made straight to that store with `UserDefaults.set(_:forKey:)` updates every view using the key.
// source: Apple documentation "defaultAppStorage(_:)" (View and Scene) and "AppStorage" (the view updates when the value in UserDefaults changes)
// script: screen; tap "Tap"; screen; tap "Direct"; screen; tap "Standard"; screen
// exit: 0
import Foundation
import SwiftUI

@main
struct StoreApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .defaultAppStorage(UserDefaults(suiteName: "scene")!)
    }
}

struct Counter: View {
    let title: String
    @AppStorage("taps") private var taps = 0

    var body: some View {
        Text("\(title): \(taps)")
    }
}

struct ContentView: View {
    @AppStorage("taps") private var taps = 0

    var body: some View {
        VStack {
            Counter(title: "Scene")
            Counter(title: "Own")
                .defaultAppStorage(UserDefaults(suiteName: "own")!)
            Button("Tap") { taps += 1 }
            Button("Direct") { UserDefaults(suiteName: "own")!.set(40, forKey: "taps") }
            Button("Standard") { UserDefaults.standard.set(99, forKey: "taps") }
        }
        .onAppear {
            // Each store starts empty, whatever an earlier run left in it.
            UserDefaults(suiteName: "scene")!.removeObject(forKey: "taps")
            UserDefaults(suiteName: "own")!.removeObject(forKey: "taps")
            UserDefaults.standard.removeObject(forKey: "taps")
        }
    }
}

// "Tap" writes the scene's store (ContentView inherits it); "Standard" writes a store no view here uses.
/* expect
--- screen ---
Scene: 0
Own: 0
[Tap]
[Direct]
[Standard]
--- end ---
--- screen ---
Scene: 1
Own: 0
[Tap]
[Direct]
[Standard]
--- end ---
--- screen ---
Scene: 1
Own: 40
[Tap]
[Direct]
[Standard]
--- end ---
--- screen ---
Scene: 1
Own: 40
[Tap]
[Direct]
[Standard]
--- end ---
*/
