// rule: A `didSet` on a @State property runs when the view's own code assigns it, but not when a control writes through `$volume` (the binding writes the storage directly).
// source: Hacking with Swift, "How to run some code when state changes using onChange()" (property observers don't fire for changes made through a binding); Apple documentation "Binding"
// view: ContentView
// script: tap "Louder"; increment "Volume"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var volume = 0 {
        didSet { print("didSet \(volume)") }
    }

    var body: some View {
        VStack {
            Button("Louder") { volume += 1 }
            Stepper("Volume", value: $volume, in: 0...10)
            Text("volume \(volume)")
        }
    }
}

/* expect
didSet 1
--- screen ---
[Louder]
Volume [-] [+]
volume 2
--- end ---
*/
