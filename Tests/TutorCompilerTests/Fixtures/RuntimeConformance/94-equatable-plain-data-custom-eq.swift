// rule: `.equatable()` compares a view with its own `==` even when the view holds only plain data (which SwiftUI otherwise compares field by field): `==` saying equal skips the body.
// source: Apple documentation "equatable()" and "EquatableView"; "Demystify SwiftUI performance", WWDC23
// view: ContentView
// script: tap "Flag"; screen; tap "Count"; screen; counts
// exit: 0
import SwiftUI

struct Badge: View, Equatable {
    let count: Int
    let flag: Bool

    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }

    var body: some View { Text("badge \(count) \(flag)") }
}

struct ContentView: View {
    @State private var count = 0
    @State private var flag = false

    var body: some View {
        VStack {
            Text("flag \(flag)")
            Badge(count: count, flag: flag)
                .equatable()
            Button("Flag") { flag.toggle() }
            Button("Count") { count += 1 }
        }
    }
}

/* expect
--- screen ---
flag true
badge 0 false
[Flag]
[Count]
--- end ---
--- screen ---
flag true
badge 1 true
[Flag]
[Count]
--- end ---
Badge.body 2
ContentView.body 3
*/
