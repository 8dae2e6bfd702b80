// rule: The `events` step prints the event log: each action, then each write it made (to @State, an @Observable property, @AppStorage) as `name old → new` with short values (a collection by its count, a structure by its fields, no module names or UUIDs), then each body it ran.
// source: This runtime's own convention (docs/RUNTIME.md, "What `events` prints"); real SwiftUI has no event log, and `Self._printChanges()` (fixture 89) is its nearest tool
// view: ContentView
// script: events; tap "Play"; tap "Remove"; tap "Choose"; toggle "Wi-Fi"; increment "Count"; tap "Rename"; tap "Next"; back; events
// exit: 0
import Foundation
import SwiftUI

struct Book: Identifiable, Equatable {
    let id = UUID()
    var title: String
}

@Observable final class Player {
    var isPlaying = false
}

struct Controls: View {
    let player: Player

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
        Button("Play") { player.isPlaying.toggle() }
    }
}

struct ContentView: View {
    @State private var player = Player()
    @State private var books = [Book(title: "Emma"), Book(title: "Ulysses"), Book(title: "Kindred")]
    @State private var chosen: Book?
    @State private var wifi = false
    @State private var count = 0
    @AppStorage("name") private var name = "Ann"

    var body: some View {
        NavigationStack {
            VStack {
                Controls(player: player)
                Text("\(books.count) books, \(chosen?.title ?? "none"), \(name)")
                Toggle("Wi-Fi", isOn: $wifi)
                Stepper("Count", value: $count)
                Button("Remove") { books.removeLast() }
                Button("Choose") { chosen = books.first }
                Button("Rename") { name = "Bo" }
                NavigationLink("Next") { Text("Next screen") }
            }
        }
    }

    init() {
        UserDefaults.standard.removeObject(forKey: "name")
    }
}

/* expect
--- events ---
ContentView.body
Controls.body
--- end ---
--- events ---
tap Play
player.isPlaying false → true
Controls.body
tap Remove
books: 3 → 2 items
ContentView.body
tap Choose
chosen nil → Book(title: "Emma")
ContentView.body
toggle Wi-Fi
wifi false → true
increment Count
count 0 → 1
tap Rename
name "Ann" → "Bo"
ContentView.body
tap Next
back
--- end ---
*/
