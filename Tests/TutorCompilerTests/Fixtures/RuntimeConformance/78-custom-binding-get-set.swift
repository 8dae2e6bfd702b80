// rule: A Toggle bound to `Binding(get:set:)` shows what `get` returns and hands each flip to `set`, which may store something else entirely.
// source: Apple documentation "Binding" init(get:set:)
// view: ContentView
// script: toggle "Loud"; screen; toggle "Loud"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var level = 0

    var body: some View {
        let loud = Binding(
            get: { level > 5 },
            set: { on in
                print("set \(on)")
                level = on ? 10 : 0
            }
        )
        VStack {
            Toggle("Loud", isOn: loud)
            Text("level \(level)")
        }
    }
}

/* expect
set true
--- screen ---
[x] Loud
level 10
--- end ---
set false
--- screen ---
[ ] Loud
level 0
--- end ---
*/
