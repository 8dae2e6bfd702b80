// rule: `sheet(item:)` presents while the item is non-nil, passing the item to the content; setting the item to nil from inside, or the `dismiss` step, closes it, sets the item to nil and runs onDismiss.
// source: Apple documentation "sheet(item:onDismiss:content:)"
// view: ContentView
// script: tap "Rex"; screen; tap "Done"; wait; screen; tap "Rex"; dismiss; wait; screen
// exit: 0
import SwiftUI

struct Pet: Identifiable {
    let id: Int
    let name: String
}

struct ContentView: View {
    @State private var pet: Pet?

    var body: some View {
        VStack {
            Text("selected \(pet?.name ?? "none")")
            Button("Rex") { pet = Pet(id: 1, name: "Rex") }
        }
        .sheet(item: $pet, onDismiss: { print("sheet dismissed") }) { shown in
            VStack {
                Text("pet \(shown.name)")
                Button("Done") { pet = nil }
            }
        }
    }
}

/* expect
--- screen ---
pet Rex
[Done]
--- end ---
sheet dismissed
--- screen ---
selected none
[Rex]
--- end ---
sheet dismissed
--- screen ---
selected none
[Rex]
--- end ---
*/
