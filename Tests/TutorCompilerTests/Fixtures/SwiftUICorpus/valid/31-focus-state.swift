import SwiftUI

// Moving focus between fields with @FocusState.
struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @FocusState private var isNoteFocused: Bool
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            TextField("Note", text: $note)
                .focused($isNoteFocused)
            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else if password.isEmpty {
                    focusedField = .password
                } else {
                    focusedField = nil
                }
            }
        }
    }
}
