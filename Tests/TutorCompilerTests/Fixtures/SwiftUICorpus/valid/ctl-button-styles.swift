import SwiftUI

// Custom button styles: one that reacts to being pressed, one that decides
// itself when the action runs, and the built-in styles.
struct PressableButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(configuration.role == .destructive ? Color.red : color)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
}

struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .onTapGesture(count: 2) {
                configuration.trigger()
            }
    }
}

struct ButtonGallery: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Tapped \(taps) times")
            Button("Add one") { taps += 1 }
                .buttonStyle(.pressable)
            Button("Reset", role: .destructive) { taps = 0 }
                .buttonStyle(PressableButtonStyle(color: .gray))
            Button("Double-tap me") { taps += 2 }
                .buttonStyle(DoubleTapButtonStyle())
            HStack {
                Button("Bordered") { taps += 1 }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                Button("Prominent") { taps += 1 }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                Button("Plain") { taps += 1 }
                    .buttonStyle(.plain)
                Button {
                    taps += 1
                } label: {
                    Label("Star", systemImage: "star")
                }
                .buttonStyle(.borderless)
                .labelStyle(.iconOnly)
            }
        }
    }
}
