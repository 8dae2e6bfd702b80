// rule: With no `--view` and no @main App, the root is the first #Preview's content.
// source: Apple documentation "Previews in Xcode" (Preview(_:body:) macro)
// script: toggle "Dark mode"; screen
// exit: 0
import SwiftUI

struct SettingsView: View {
    @State private var dark = false

    var body: some View {
        Toggle("Dark mode", isOn: $dark)
        Text(dark ? "dark" : "light")
    }
}

#Preview {
    SettingsView()
}

#Preview("Second") {
    Text("second preview, not the root")
}

/* expect
--- screen ---
[x] Dark mode
dark
--- end ---
*/
