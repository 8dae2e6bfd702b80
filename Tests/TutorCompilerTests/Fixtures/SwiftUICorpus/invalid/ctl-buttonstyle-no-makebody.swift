// expect: type 'RoundedButtonStyle' does not conform to protocol 'ButtonStyle'
import SwiftUI

// The style's drawing must live in makeBody(configuration:), not in body.
struct RoundedButtonStyle: ButtonStyle {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
    }
}
