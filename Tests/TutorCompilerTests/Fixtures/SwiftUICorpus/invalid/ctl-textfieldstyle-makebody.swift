// expect: type 'CardFieldStyle' does not conform to protocol 'TextFieldStyle'
import SwiftUI

// TextFieldStyle has no public makeBody(configuration:) like the other style
// protocols; writing one does not satisfy the protocol.
struct CardFieldStyle: TextFieldStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration
            .padding()
            .background(.thinMaterial)
    }
}
