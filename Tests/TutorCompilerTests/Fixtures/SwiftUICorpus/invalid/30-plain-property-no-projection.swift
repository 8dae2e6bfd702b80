// expect: cannot find '$store' in scope
import SwiftUI

// A plain property has no $ projection. Mark an ObservableObject input with
// @ObservedObject to get bindings to its @Published properties.
class SignUpStore: ObservableObject {
    @Published var email = ""
}

struct SignUpForm: View {
    let store: SignUpStore

    var body: some View {
        TextField("Email", text: $store.email)
    }
}
