// rule: Toggle, TextField and SecureField write through their bindings: `toggle` flips a Toggle, `type` sets a field's whole text (found by title or by prompt), and the owner's body re-runs once per change.
// source: Apple documentation "Toggle", "TextField" (title and prompt) and "SecureField"
// view: ContentView
// script: screen; toggle "Wi-Fi"; type "Name" "Grace"; type "Type a city" "Oslo"; type "Passcode" "98765"; screen; counts
// exit: 0
import SwiftUI

// Screen convention for SecureField chosen by this suite: `TITLE: ` then one `*` per character.
// `type` sets the text in one write (as a paste would), so each `type` is one body run.
struct ContentView: View {
    @State private var wifi = true
    @State private var name = "Ada"
    @State private var city = "Rome"
    @State private var code = "1234"

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            TextField("Name", text: $name)
            TextField("City", text: $city, prompt: Text("Type a city"))
            SecureField("Passcode", text: $code)
            Text(wifi ? "online" : "offline")
            Text("Hi \(name) from \(city)")
            Text("code has \(code.count) digits")
        }
    }
}

/* expect
--- screen ---
[x] Wi-Fi
Name: Ada
City: Rome
Passcode: ••••
online
Hi Ada from Rome
code has 4 digits
--- end ---
--- screen ---
[ ] Wi-Fi
Name: Grace
City: Oslo
Passcode: •••••
offline
Hi Grace from Oslo
code has 5 digits
--- end ---
ContentView.body 5
*/
