// expect: type 'ChipsPickerStyle' does not conform to protocol 'PickerStyle'
import SwiftUI

// Unlike ButtonStyle or ToggleStyle, PickerStyle cannot be implemented by an
// app: only the built-in styles (.menu, .segmented, .wheel, …) conform.
struct ChipsPickerStyle: PickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
    }
}
