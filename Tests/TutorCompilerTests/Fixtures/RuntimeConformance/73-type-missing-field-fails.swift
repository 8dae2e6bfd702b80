// rule: A `type` step naming a text field that is not on screen fails with exit status 1 and an error naming the label; a Text with that string is not a field.
// source: StateTutor runtime convention (docs/RUNTIME.md, a step that names a control not on screen fails)
// view: ContentView
// script: type "Name" "Ada"; screen; type "Email" "a@b.c"; screen
// exit: 1
// stderr: Email
import SwiftUI

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack {
            Text("Email")
            TextField("Name", text: $name)
        }
    }
}

/* expect
--- screen ---
Email
Name: Ada
--- end ---
*/
