// rule: @Bindable turns an @Observable object into bindings (`$settings.name`), so a TextField and a Toggle write straight into the model and every view reading those properties shows the new values.
// source: "Discover Observation in SwiftUI", WWDC23; Apple documentation "Bindable"
// view: ContentView
// script: type "Name" "Grace"; toggle "Notify"; screen
// exit: 0
import SwiftUI

@Observable
final class Settings {
    var name = "Ada"
    var notify = false
}

struct ContentView: View {
    @State private var settings = Settings()

    var body: some View {
        VStack {
            Editor(settings: settings)
            Text("Hello, \(settings.name)")
            Text(settings.notify ? "alerts on" : "alerts off")
        }
    }
}

struct Editor: View {
    @Bindable var settings: Settings

    var body: some View {
        TextField("Name", text: $settings.name)
        Toggle("Notify", isOn: $settings.notify)
    }
}

// No `counts`: whether Editor's body depends on the properties its bindings point at (rather than
// only the controls inside it) is not documented.
/* expect
--- screen ---
Name: Grace
[x] Notify
Hello, Grace
alerts on
--- end ---
*/
