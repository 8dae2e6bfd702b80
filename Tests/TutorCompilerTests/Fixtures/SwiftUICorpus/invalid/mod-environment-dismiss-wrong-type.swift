// expect: cannot convert value of type 'KeyPath<EnvironmentValues, DismissAction>' to expected argument type 'KeyPath<EnvironmentValues, Bool>'
import SwiftUI

struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss: Bool

    var body: some View {
        Button("Close") {
            if dismiss { print("closing") }
        }
    }
}
