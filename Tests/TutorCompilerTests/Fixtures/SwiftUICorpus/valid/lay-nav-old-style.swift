// expect-warning: deprecated
import SwiftUI

// Tutorial code from the iOS 14 era: NavigationView with the stack style,
// isActive links, and the old navigation bar modifiers. Xcode accepts it
// with deprecation warnings.
struct LoginFlow: View {
    @State private var loggedIn = false
    @State private var selection: String?

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account"), footer: Text("We never share it")) {
                    Text("you@example.com")
                }
                NavigationLink(destination: Text("Welcome"), isActive: $loggedIn) {
                    EmptyView()
                }
                NavigationLink("Settings", destination: Text("Settings"), tag: "settings", selection: $selection)
                Button("Log in") { loggedIn = true }
            }
            .navigationBarTitle("Sign in", displayMode: .inline)
            .navigationBarItems(trailing: Button("Help") { selection = "settings" })
        }
        .navigationViewStyle(.stack)
    }
}
