// expect: missing argument label 'edge:' in call
import SwiftUI

struct Banner: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            if isShown {
                Text("Saved").transition(.move(.bottom))
            }
            Button("Save") { withAnimation { isShown.toggle() } }
        }
    }
}
