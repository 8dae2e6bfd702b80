// expect: cannot convert value 'isOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

// Inside a ToggleStyle, `configuration.isOn` is the Bool; the binding a
// Toggle needs is `configuration.$isOn`.
struct TintedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.isOn) {
            configuration.label
        }
        .tint(.orange)
    }
}
