// expect: requires that 'SaveError' conform to 'LocalizedError'
import SwiftUI

enum SaveError: Error {
    case diskFull
}

struct SaveButton: View {
    @State private var error: SaveError?
    @State private var isShowingError = false

    var body: some View {
        Button("Save") {
            error = .diskFull
            isShowingError = true
        }
        .alert(isPresented: $isShowingError, error: error) {
            Button("OK") {}
        }
    }
}
