import SwiftUI

/// A login form that moves VoiceOver focus to the error message when sign-in fails.
struct AccessibleLoginForm: View {
    enum Field: Hashable {
        case username, password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var errorMessage: String?
    @AccessibilityFocusState private var focusedField: Field?
    @AccessibilityFocusState(for: .voiceOver) private var isErrorFocused: Bool

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .accessibilityFocused($focusedField, equals: .username)
            SecureField("Password", text: $password)
                .accessibilityFocused($focusedField, equals: .password)
            if let errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
                    .accessibilityFocused($isErrorFocused)
            }
            Button("Sign In") {
                if password.count < 8 {
                    errorMessage = "The password is too short."
                    isErrorFocused = true
                } else if username.isEmpty {
                    focusedField = .username
                }
            }
            Text(Image(systemName: "lock")) + Text("Secure").accessibilityLabel("Secure connection")
        }
        .persistentSystemOverlays(.hidden)
    }
}
