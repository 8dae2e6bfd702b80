// rule: A Form shows its sections and controls in order like a List; Spacer and Divider print nothing; a Button whose label is a Label is found by the Label's title alone.
// source: Apple documentation "Form", "Section", "Label" and "Button" init(action:label:)
// view: ContentView
// script: tap "Add"; tap "Add"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var items = 0
    @State private var sync = true

    var body: some View {
        Form {
            Section("Account") {
                Toggle("Sync", isOn: $sync)
                Divider()
                Text("items \(items)")
            }
            Section("Actions") {
                Button {
                    items += 1
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Spacer()
            }
        }
    }
}

/* expect
--- screen ---
Account
[x] Sync
items 2
Actions
[Add]
--- end ---
*/
