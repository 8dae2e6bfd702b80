// expect: cannot convert value of type 'Bool' to expected argument type 'Visibility'
import SwiftUI

struct DeleteAccountButton: View {
    @State private var isConfirming = false

    var body: some View {
        Button("Delete account", role: .destructive) { isConfirming = true }
            .confirmationDialog("Delete your account?", isPresented: $isConfirming, titleVisibility: true) {
                Button("Delete", role: .destructive) {}
            }
    }
}
