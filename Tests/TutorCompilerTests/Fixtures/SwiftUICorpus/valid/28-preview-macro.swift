import SwiftUI

// #Preview in its three common forms, including @Previewable state.
struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .padding(8)
            .background(.red, in: Circle())
            .foregroundStyle(.white)
    }
}

struct ToggleRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Enabled", isOn: $isOn)
    }
}

#Preview {
    Badge(count: 3)
}

#Preview("Large count") {
    Badge(count: 99)
        .padding()
}

#Preview("Interactive") {
    @Previewable @State var isOn = true
    ToggleRow(isOn: $isOn)
}
