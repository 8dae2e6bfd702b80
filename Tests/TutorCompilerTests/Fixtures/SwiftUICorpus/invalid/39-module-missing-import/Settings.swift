// expect: cannot find type 'View' in scope
import Foundation

// The model file forgot nothing, but this view file imports only Foundation: a view in a
// module where another file imports SwiftUI still needs its own import.
struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}
