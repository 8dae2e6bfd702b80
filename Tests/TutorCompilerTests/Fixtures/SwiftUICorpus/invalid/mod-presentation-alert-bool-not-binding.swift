// expect: cannot convert value 'isConfirming' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct LogoutButton: View {
    @State private var isConfirming = false

    var body: some View {
        Button("Log out") { isConfirming = true }
            .alert("Log out?", isPresented: isConfirming) {
                Button("Log out", role: .destructive) {}
            }
    }
}
