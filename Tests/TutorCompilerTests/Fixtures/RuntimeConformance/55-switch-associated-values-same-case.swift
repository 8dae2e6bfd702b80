// rule: In a `switch` over an enum with associated values, identity belongs to the case, not its payload: going from `.running("A")` to `.running("B")` keeps the view and its @State; visiting another case and coming back starts over.
// source: "Demystify SwiftUI", WWDC21 (each case of a switch is its own structural identity)
// view: ContentView
// script: tap "Run A"; tap "Tick"; tap "Run B"; screen; tap "Fail"; screen; tap "Run A"; screen
// exit: 0
import SwiftUI

enum Phase {
    case idle
    case running(String)
    case failed(Int)
}

struct ContentView: View {
    @State private var phase: Phase = .idle

    var body: some View {
        VStack {
            switch phase {
            case .idle:
                Text("idle")
            case .running(let job):
                Job(name: job)
            case .failed(let code):
                Text("failed \(code)")
            }
            Button("Run A") { phase = .running("A") }
            Button("Run B") { phase = .running("B") }
            Button("Fail") { phase = .failed(7) }
        }
    }
}

struct Job: View {
    let name: String
    @State private var ticks = 0

    var body: some View {
        Text("\(name) ticks \(ticks)")
        Button("Tick") { ticks += 1 }
    }
}

/* expect
--- screen ---
B ticks 1
[Tick]
[Run A]
[Run B]
[Fail]
--- end ---
--- screen ---
failed 7
[Run A]
[Run B]
[Fail]
--- end ---
--- screen ---
A ticks 0
[Tick]
[Run A]
[Run B]
[Fail]
--- end ---
*/
