// rule: `@State private var model = Model()` keeps the first instance for the view's identity; the default value expression still runs each time the view struct is created, and those extra instances are thrown away.
// source: Apple documentation "State" (storing observable objects; the default value is instantiated whenever the view is); Swift Forums "Observation's @State init multiple times" (forums.swift.org/t/77739)
// view: ContentView
// script: tap "Add"; tap "Flip"; screen
// exit: 0
import SwiftUI

@Observable
final class Model {
    static var made = 0
    let serial: Int
    var count = 0

    init() {
        Model.made += 1
        serial = Model.made
        print("Model init \(serial)")
    }
}

struct ContentView: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Text(flag ? "flag on" : "flag off")
            Child()
            Button("Flip") { flag.toggle() }
        }
    }
}

struct Child: View {
    @State private var model = Model()

    var body: some View {
        Text("serial \(model.serial) count \(model.count)")
        Button("Add") { model.count += 1 }
    }
}

// No `counts`: whether Child's body re-runs after "Flip" (its State holds a fresh, unused default
// instance) is not documented.
/* expect
Model init 1
Model init 2
--- screen ---
flag on
serial 1 count 1
[Add]
[Flip]
--- end ---
*/
