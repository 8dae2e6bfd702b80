// rule: A @State initial value passed in through init is used only when the view's identity is first created; later values from the parent update plain properties but not the state.
// source: Apple documentation "State" init(initialValue:) and init(wrappedValue:) (storage is initialised once per view identity)
// view: ContentView
// script: tap "Bump"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var start = 10

    var body: some View {
        VStack {
            Text("parent \(start)")
            Counter(start: start)
            Button("Bump") { start += 5 }
        }
    }
}

struct Counter: View {
    let start: Int
    @State private var value: Int

    init(start: Int) {
        self.start = start
        _value = State(initialValue: start)
    }

    var body: some View {
        Text("start \(start) value \(value)")
    }
}

// Counter's `start` input changed, so its body runs again (2) but `value` keeps 10.
/* expect
--- screen ---
parent 15
start 15 value 10
[Bump]
--- end ---
ContentView.body 2
Counter.body 2
*/
