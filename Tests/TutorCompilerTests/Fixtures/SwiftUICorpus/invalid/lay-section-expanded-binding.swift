// expect: cannot convert value 'isOpen' of type 'Bool' to expected type 'Binding<Bool>'
import SwiftUI

// A collapsible section needs a binding so it can write back when the user
// taps the header.
struct Settings: View {
    @State private var isOpen = true

    var body: some View {
        List {
            Section("Advanced", isExpanded: isOpen) {
                Text("Logging")
            }
        }
    }
}
