// rule: `focused(_:equals:)` and `focused(_:)` tie controls to a `@FocusState`: moving the focus writes the state, writing the state moves the focus, and Return in a focused field ends its editing and runs the `onSubmit` actions around it, so an action may move the focus to the next field.
// source: Apple documentation "FocusState", "focused(_:equals:)", "focused(_:)" and "onSubmit(of:_:)"; "Direct and reflect focus in SwiftUI", WWDC21
// view: SignUpForm
// script: focus "Name"; screen; type "Name" "Ada"; submit "Name"; screen; submit "Email"; screen; tap "Edit notes"; screen; focus "Name"; screen
// exit: 0
import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable { case name, email }

    @State private var name = ""
    @State private var email = ""
    @State private var notes = ""
    @State private var saved: [String] = []
    @FocusState private var field: Field?
    @FocusState private var editingNotes: Bool

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($field, equals: .name)
                .onSubmit {
                    saved.append(name)
                    field = .email
                }
            TextField("Email", text: $email)
                .focused($field, equals: .email)
            TextField("Notes", text: $notes)
                .focused($editingNotes)
            Text("Field: \(field.map { "\($0)" } ?? "none"), notes: \(editingNotes)")
            Text("Saved: \(saved.joined(separator: ", "))")
            Button("Edit notes") { editingNotes = true }
        }
        .onSubmit { saved.append("form") }
    }
}

/* expect
--- screen ---
Name: 
Email: 
Notes: 
Field: name, notes: false
Saved: 
[Edit notes]
--- end ---
--- screen ---
Name: Ada
Email: 
Notes: 
Field: email, notes: false
Saved: Ada, form
[Edit notes]
--- end ---
--- screen ---
Name: Ada
Email: 
Notes: 
Field: none, notes: false
Saved: Ada, form, form
[Edit notes]
--- end ---
--- screen ---
Name: Ada
Email: 
Notes: 
Field: none, notes: true
Saved: Ada, form, form
[Edit notes]
--- end ---
--- screen ---
Name: Ada
Email: 
Notes: 
Field: name, notes: false
Saved: Ada, form, form
[Edit notes]
--- end ---
*/
